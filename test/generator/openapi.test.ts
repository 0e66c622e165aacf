import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ImportError, importOpenApi, readOpenApiFile } from "../../generator/commands/import/openapi";
import { mockAnswer } from "../../generator/commands/mock";
import { runPipeline } from "../../generator/pipeline/run";
import { codegenAjv, withoutDefaults } from "../../generator/pipeline/schema/ajv";
import { canonicalJson } from "../../generator/pipeline/schema/walk";
import { toolError } from "../helpers/http";
import { serveProject } from "../import/serve-project";

const REPO = join(__dirname, "..", "..");
const BIN = join(REPO, "bin", "mcpforge.js");
const PETSTORE = join(REPO, "test", "fixtures", "openapi", "petstore.json");
const petstore = () => JSON.parse(readFileSync(PETSTORE, "utf8")) as Record<string, any>;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "mcpforge-openapi-"));
  mkdirSync(join(root, "spec"));
  for (const f of ["defs.json", "manifest.schema.json"]) copyFileSync(join(REPO, "spec", f), join(root, "spec", f));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the petstore document", () => {
  const { manifest, warnings } = importOpenApi(petstore());
  const tools = manifest.tools as Record<string, any>;

  test("every operation is a tool: operationId in snake_case, else method and path", () => {
    expect(Object.keys(tools).sort()).toEqual([
      "create_pet", "delete_pet", "find_pets_by_status", "get_inventory", "get_pet_by_id", "get_store_orders_order_id",
      "list_pets", "owner_summary", "place_order", "update_pet", "upload_pet_photo",
    ]);
    expect(manifest).toMatchObject({ slug: "pet-store", title: "Pet Store", versions: { listing: "1.2.0", running: "1.2.0" } });
    expect(tools.list_pets).toMatchObject({ title: "List pets", description: "List pets page by page, optionally only those with one status.", group: "pet" });
    expect(tools.owner_summary.group).toBe("pet_owners");
  });

  test("parameters (path-level, $ref'd, query, header) and bodies become the input schema", () => {
    expect(tools.list_pets.inputSchema).toEqual({
      type: "object",
      additionalProperties: false,
      properties: {
        limit: { type: "integer", minimum: 1, maximum: 100, default: 20, description: "Pets per page, 1 to 100." },
        cursor: { type: "string", description: "Cursor from the previous page." },
        status: { $ref: "#/$defs/PetStatus", description: "Only pets with this status." },
      },
    });
    expect(tools.delete_pet.inputSchema.required).toEqual(["petId"]);
    expect(Object.keys(tools.delete_pet.inputSchema.properties).sort()).toEqual(["X-Request-Reason", "petId"]);
    expect(tools.update_pet.inputSchema).toMatchObject({ required: ["body", "petId"], properties: { body: { $ref: "#/$defs/NewPet" } } });
    expect(tools.create_pet.inputSchema).toMatchObject({ required: ["body"], properties: { body: { $ref: "#/$defs/NewPet", description: "The pet to add." } } });
  });

  test("2xx responses become output schemas: a $ref root, a wrapped array, an empty object for 204", () => {
    expect(tools.list_pets.outputSchema).toEqual({ $ref: "#/$defs/PetPage" });
    expect(tools.find_pets_by_status.outputSchema).toMatchObject({ type: "object", required: ["result"], properties: { result: { type: "array", items: { $ref: "#/$defs/Pet" } } } });
    expect(tools.delete_pet.outputSchema).toEqual({ type: "object", additionalProperties: false, properties: {}, description: "Deleted." });
  });

  test("components become $defs in JSON Schema 2020-12 (nullable, example, boolean exclusive bounds)", () => {
    const defs = manifest.$defs as Record<string, any>;
    expect(Object.keys(defs).sort()).toEqual(["Card", "Error", "Invoice", "NewPet", "Order", "Pet", "PetPage", "PetStatus"]);
    expect(defs.NewPet.properties.tag).toEqual({ type: ["string", "null"] });
    expect(defs.NewPet.properties.name.examples).toEqual(["Rex"]);
    expect(defs.Order.properties.quantity).toEqual({ type: "integer", minimum: 1, exclusiveMaximum: 10 });
    expect(defs.Pet.allOf[0]).toEqual({ $ref: "#/$defs/NewPet" });
    expect(defs.Order.properties.payment).toEqual({ oneOf: [{ $ref: "#/$defs/Card" }, { $ref: "#/$defs/Invoice" }] });
  });

  test("non-2xx responses become declared error codes with their descriptions", () => {
    expect(manifest.errors).toEqual({
      bad_request: "HTTP 400: The request is malformed.",
      conflict: "HTTP 409: A pet with this name exists.",
      not_found: "HTTP 404: No pet or order with this id.",
      unprocessable_entity: "HTTP 422: The pet does not validate.",
      upstream_error: "Unexpected response of the API: Unexpected error.",
    });
    // upstream_error on every tool: a proxy can always meet a status the document does not list.
    expect(tools.update_pet.errors).toEqual(["not_found", "unprocessable_entity", "upstream_error"]);
  });

  test("HTTP methods set the annotations", () => {
    expect(tools.get_pet_by_id.annotations).toEqual({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true });
    expect(tools.create_pet.annotations).toEqual({ readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true });
    expect(tools.delete_pet.annotations).toEqual({ readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true });
  });

  test("every lossy part is a warning at its JSON pointer", () => {
    const at = (pointer: string) => warnings.filter((w) => w.pointer === pointer).map((w) => w.message);
    expect(at("/paths/~1pets/post/callbacks")).toEqual([expect.stringContaining("callbacks dropped")]);
    expect(at("/paths/~1pets/post/responses")).toEqual([expect.stringContaining("several success responses (200, 201)")]);
    expect(at("/paths/~1pets~1{petId}/get/parameters/0")).toEqual([expect.stringContaining('cookie parameter "session" dropped')]);
    expect(at("/paths/~1pets~1{petId}~1photo/post/requestBody/content/multipart~1form-data")).toEqual([expect.stringContaining("not JSON")]);
    expect(at("/paths/~1owners~1{ownerId}~1summary/get/responses/200/content/text~1plain")).toEqual([expect.stringContaining("text/plain")]);
    expect(at("/components/securitySchemes")).toEqual([expect.stringContaining("api_key")]);
    expect(at("/components/schemas/Order/properties/payment/discriminator")).toEqual([expect.stringContaining("discriminator dropped")]);
    expect(at("/paths/~1pets~1findByStatus/get/responses/200/content/application~1json/schema")).toEqual([expect.stringContaining("wraps it as { result }")]);
    expect(at("/servers")).toHaveLength(1);
  });

  test("the manifest validates and generates without a diagnostic; serve --mock can answer every tool", async () => {
    writeFileSync(join(root, "spec", "pet-store.json"), canonicalJson(manifest));
    const { diagnostics, files, services } = await runPipeline({ root });
    expect(diagnostics).toEqual([]);
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining(["generated/pet-store/server.ts", "generated/pet-store/client.ts", "generated/pet-store/types.ts"]));
    const ajv = codegenAjv();
    for (const tool of services[0].tools) {
      const validateOutput = ajv.compile(withoutDefaults(tool.outputSchema));
      expect({ tool: tool.name, answer: mockAnswer({ name: tool.name, outputSchema: tool.outputSchema, validateOutput }) }).toMatchObject({ answer: { ok: true } });
    }
  });
});

const minimal = (paths: object, extra: object = {}) => ({ openapi: "3.1.0", info: { title: "Edge", version: "1.0.0" }, paths, ...extra });
const op = (extra: object = {}) => ({ summary: "Do the thing", responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object", properties: {} } } } } }, ...extra });

test.each([
  ["Swagger 2", { swagger: "2.0", info: {}, paths: {} }, "/swagger", "convert it to OpenAPI 3"],
  ["OpenAPI 4", { openapi: "4.0.0", info: {}, paths: {} }, "/openapi", "expected 3.0.x or 3.1.x"],
  ["no operations", minimal({}), "/paths", "no operations"],
  ["a remote $ref", minimal({ "/a": { get: op({ parameters: [{ $ref: "other.yaml#/p" }] }) } }), "/paths/~1a/get/parameters/0/$ref", "only local references"],
  ["a dangling $ref", minimal({ "/a": { get: op({ parameters: [{ $ref: "#/components/parameters/nope" }] }) } }), "/paths/~1a/get/parameters/0/$ref", "does not resolve"],
  [
    "a schema that refers to itself outside components",
    minimal({ "/a": { get: op({ responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object", properties: { next: { $ref: "#/paths/~1a/get/responses/200/content/application~1json/schema" } } } } } } } }) } }),
    "/paths/~1a/get/responses/200/content/application~1json/schema/properties/next/$ref",
    "refers to itself",
  ],
])("%s is refused with a pointer", (_name, doc, pointer, message) => {
  let error: unknown;
  try {
    importOpenApi(doc);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ImportError);
  expect((error as ImportError).pointer).toBe(pointer);
  expect((error as ImportError).message).toContain(message);
});

test("duplicate operationIds are deduplicated with a warning; a path and a query parameter of one name both survive", () => {
  const doc = minimal({
    "/a/{id}": { get: op({ operationId: "fetch", parameters: [{ name: "id", in: "path", required: true, description: "Id.", schema: { type: "string" } }, { name: "id", in: "query", description: "Other id.", schema: { type: "integer" } }] }) },
    "/b": { get: op({ operationId: "fetch" }) },
  });
  const { manifest, warnings } = importOpenApi(doc, { slug: "edge" });
  const tools = manifest.tools as Record<string, any>;
  expect(Object.keys(tools)).toEqual(["fetch", "fetch_2"]);
  expect(Object.keys(tools.fetch.inputSchema.properties)).toEqual(["id", "query_id"]);
  expect(warnings.map((w) => w.pointer)).toEqual(["/paths/~1a~1{id}/get/parameters/1", "/paths/~1b/get"]);
});

test("OpenAPI 3.1 type lists pass through; a short description gets the route", () => {
  const doc = minimal({ "/things": { get: op({ summary: "Things", responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object", properties: { n: { type: ["integer", "null"] } } } } } } } }) } });
  const { manifest } = importOpenApi(doc);
  const tool = (manifest.tools as Record<string, any>).get_things;
  expect(tool.description).toBe("Things (GET /things)");
  expect(tool.outputSchema.properties.n).toEqual({ type: ["integer", "null"] });
});

test("a YAML document reads as the same document (js-yaml's safe loader)", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const yaml = require("js-yaml") as { safeDump?: (v: unknown) => string; dump: (v: unknown) => string };
  const file = join(root, "petstore.yaml");
  writeFileSync(file, (yaml.safeDump ?? yaml.dump)(petstore()));
  expect(readOpenApiFile(file)).toEqual(petstore());
  writeFileSync(file, "openapi: [unclosed\n");
  expect(() => readOpenApiFile(file)).toThrow(/not valid YAML/);
});

test("mcpforge import openapi writes a canonical manifest that validates, and never overwrites without --force", () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [BIN, "--root", root, ...args], { encoding: "utf8" });
  const first = run("import", "openapi", PETSTORE, "--slug", "pets");
  expect(first.status).toBe(0);
  expect(first.stderr).toContain("wrote spec/pets.json: 11 tool(s)");
  expect(first.stderr).toMatch(/warning .*petstore\.json#\/paths\/~1pets\/post\/callbacks: callbacks dropped/);
  const text = readFileSync(join(root, "spec", "pets.json"), "utf8");
  expect(text).toBe(canonicalJson(JSON.parse(text)));
  expect(run("validate").status).toBe(0);
  const again = run("import", "openapi", PETSTORE, "--slug", "pets");
  expect(again.status).toBe(1);
  expect(again.stderr).toContain("spec/pets.json exists: pass --force");
  expect(run("import", "openapi", PETSTORE, "--slug", "pets", "--force").status).toBe(0);
  const printed = run("import", "openapi", PETSTORE, "--slug", "pets", "--out", "-");
  expect(printed.status).toBe(0);
  expect(printed.stdout).toBe(text);
});

test("Accept, Content-Type and Authorization header parameters are not tool arguments", () => {
  const headers = ["Accept", "content-type", "Authorization", "X-Trace"].map((name) => ({ name, in: "header", description: `${name} header.`, schema: { type: "string" } }));
  const { manifest, warnings } = importOpenApi(minimal({ "/a": { get: op({ parameters: headers }) } }));
  expect(Object.keys((manifest.tools as Record<string, any>).get_a.inputSchema.properties)).toEqual(["X-Trace"]);
  expect(warnings.map((w) => w.pointer)).toEqual([0, 1, 2].map((i) => `/paths/~1a/get/parameters/${i}`));
});

test("import → generate → serve --mock: the OpenAPI document answers over MCP before any handler exists", async () => {
  // The project's generated code imports ../../generator/runtime: the temporary project borrows this one's.
  symlinkSync(join(REPO, "generator"), join(root, "generator"), "dir");
  symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"), "dir");
  const cli = (...args: string[]) => spawnSync(process.execPath, [BIN, "--root", root, ...args], { encoding: "utf8" });
  expect(cli("import", "openapi", PETSTORE).status).toBe(0);
  expect(cli("generate").status).toBe(0);
  const { url, stop } = await serveProject(root, "pet-store", ["--mock"], {});
  try {
    const client = new Client({ name: "openapi-mock-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(11);
    const pet = await client.callTool({ name: "get_pet_by_id", arguments: { petId: 3 } });
    expect(pet).toMatchObject({ structuredContent: { name: "Rex", kind: "cat", id: 1 }, _meta: { "dev.mcpforge/mock": true } });
    const refused = await client.callTool({ name: "get_pet_by_id", arguments: { petId: 0 } });
    expect(toolError(refused)).toMatchObject({ code: "invalid_arguments", issues: [{ path: "/petId" }] });
    await client.close();
  } finally {
    await stop();
  }
});
