import { readFileSync } from "node:fs";
import { join } from "node:path";
import { formatDiagnostic } from "../../generator/pipeline/diagnostics";
import { loadSpecTexts } from "../../generator/pipeline/load";
import { issuesFrom } from "../../generator/runtime";
import { inlineAsWritten } from "../../generator/pipeline/schema/as-written";
import { canonicalJson, type JsonObject } from "../../generator/pipeline/schema/walk";
import { validateSpec } from "../../generator/pipeline/validate";
import { emitFixture } from "../conformance/fixture/generate";
import { loadEmittedValidators } from "../helpers/emitted-validators";

// Manifest `"publishSchemas": "as-written"` (SEP-1613, SEP-2106): the conformance fixture's
// json_schema_2020_12_tool keeps $schema, $defs, $anchor, $ref, allOf/anyOf and if/then/else in
// tools/list, and its emitted validator enforces them.
const ROOT = join(__dirname, "..", "..");
const FIXTURE = join(__dirname, "..", "conformance", "fixture", "spec", "conformance.json");
const TOOL = "json_schema_2020_12_tool";
const fixture = () => JSON.parse(readFileSync(FIXTURE, "utf8"));
const written = () => fixture().tools[TOOL].inputSchema as JsonObject;
const problems = (m: unknown, extra: { path: string; text: string }[] = []) =>
  validateSpec(loadSpecTexts([{ path: "spec/conformance.json", text: canonicalJson(m) }, ...extra])).diagnostics.map(formatDiagnostic);

describe("inlineAsWritten (the copy types, docs and header checks read)", () => {
  test("resolves #/$defs pointers and #anchors inside the schema and drops $defs, $anchor, $schema", () => {
    const schema = { ...written(), properties: { ...(written().properties as JsonObject), home: { $ref: "#addressDef", description: "By anchor." } } };
    const { schema: inlined, problems: found } = inlineAsWritten(schema);
    expect(found).toEqual([]);
    expect(inlined.$defs).toBeUndefined();
    expect(inlined.$schema).toBeUndefined();
    const props = inlined.properties as Record<string, JsonObject>;
    expect(props.address).toEqual({ type: "object", description: "Where the contact lives.", properties: { street: { type: "string", description: "Street and number." }, city: { type: "string", description: "City." } } });
    expect(props.home.description).toBe("By anchor.");
    expect(props.home.properties).toEqual(props.address.properties);
    expect(inlined.if).toEqual(written().if); // kept: only references are rewritten
  });

  test("a constraining keyword beside $ref applies too (allOf), an annotation merges", () => {
    const schema: JsonObject = { type: "object", $defs: { n: { type: "integer" } }, properties: { a: { $ref: "#/$defs/n", minimum: 1 }, b: { $ref: "#/$defs/n", title: "B" } } };
    const props = inlineAsWritten(schema).schema.properties as Record<string, JsonObject>;
    expect(props.a).toEqual({ allOf: [{ type: "integer" }, { minimum: 1 }] });
    expect(props.b).toEqual({ type: "integer", title: "B" });
  });

  test("refs leaving the schema, unknown targets, recursion and another dialect are problems with pointers", () => {
    const schema: JsonObject = {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      $defs: { loop: { type: "object", properties: { next: { $ref: "#/$defs/loop" } } } },
      properties: { a: { $ref: "defs.json#/$defs/cursor" }, b: { $ref: "#/$defs/missing" }, c: { $ref: "#/$defs/loop" }, d: { $ref: "https://example.com/s.json" } },
    };
    const found = inlineAsWritten(schema).problems.map((p) => `${p.code} ${p.pointer}`);
    expect(found).toEqual([
      "as-written-dialect /$schema",
      "as-written-ref /properties/a/$ref",
      "as-written-ref /properties/b/$ref",
      "recursive-ref /properties/c/properties/next/$ref",
      "as-written-ref /properties/d/$ref",
    ]);
  });
});

describe("validation of a manifest with an as-written tool", () => {
  test("the fixture is valid as written", () => {
    expect(problems(fixture())).toEqual([]);
  });

  test("an as-written ref into the manifest or defs.json is refused at its line, naming what the schema defines", () => {
    const m = fixture();
    m.tools[TOOL].inputSchema.properties.name = { $ref: "defs.json#/$defs/name", description: "Who." };
    const defs = { path: "spec/defs.json", text: canonicalJson({ $defs: { name: { type: "string" } } }) };
    const found = problems(m, [defs]).join("\n");
    expect(found).toMatch(/conformance\.json:\d+:\d+ .*\$ref "defs\.json#\/\$defs\/name" leaves the schema/);
    expect(found).toContain("#/$defs/address, #addressDef");
  });

  test("without the mark, the same schema's #/$defs ref resolves against the manifest and fails", () => {
    const m = fixture();
    delete m.tools[TOOL].publishSchemas;
    expect(problems(m).join("\n")).toContain('$ref "#/$defs/address" does not resolve');
  });

  test("an unknown value of publishSchemas is a manifest-format error", () => {
    const m = fixture();
    m.tools[TOOL].publishSchemas = "verbatim";
    expect(problems(m).join("\n")).toContain(`/tools/${TOOL}/publishSchemas`);
  });
});

describe("what the generator emits", () => {
  let files: { path: string; content: string }[];
  beforeAll(async () => {
    files = await emitFixture();
  });
  const file = (suffix: string) => files.find((f) => f.path.endsWith(suffix))!.content;

  test("tools/list serves the schema exactly as written; other tools stay resolved", () => {
    const server = file("/server.ts");
    const at = server.indexOf(`name: "${TOOL}"`);
    const block = server.slice(at, server.indexOf("outputSchema:", at));
    for (const kept of ["$schema: \"https://json-schema.org/draft/2020-12/schema\"", "$defs:", '$anchor: "addressDef"', '$ref: "#/$defs/address"', "allOf:", "anyOf:", "if:", "then:", "else:", "additionalProperties: false"]) expect(block).toContain(kept);
    expect(server.split("$schema:").length - 1).toBe(1); // no other tool publishes one
  });

  test("the handler's input type has the inlined address and no open index signature", () => {
    const types = file("/types.ts");
    const at = types.indexOf("export interface JsonSchema202012ToolInput");
    expect(at).toBeGreaterThan(-1);
    const body = types.slice(at, types.indexOf("\n}\n", at));
    expect(body).toContain("address?: {");
    expect(body).toContain('contactMethod?: "phone" | "email";');
    expect(body).not.toContain("[k: string]");
  });

  test("the emitted validator enforces $ref, anyOf, if/then/else and additionalProperties", () => {
    const validate = loadEmittedValidators(file("/validators.ts"), ROOT)[`${TOOL}_input`];
    const issues = (args: unknown) => (validate(args) ? [] : issuesFrom(validate.errors).map((i) => `${i.path} ${i.message}`));
    expect(issues({ name: "Ann", contactMethod: "phone", phone: "555", address: { city: "Oslo" } })).toEqual([]);
    expect(issues({ email: "a@example.com" })).toEqual([]);
    expect(issues({ contactMethod: "phone", email: "a@example.com" })).toEqual(['/phone missing required property "phone" (add "phone")']);
    expect(issues({ phone: "555" })).toEqual(['/email missing required property "email" (add "email")']);
    expect(issues({})).toEqual(['/phone needs at least one of "phone", "email" (add one of them)', '/email missing required property "email" (add "email")']);
    expect(issues({ email: "a@example.com", address: { city: 3 } })).toEqual(["/address/city must be string"]);
    expect(issues({ email: "a@example.com", fax: "1" })[0]).toMatch(/^\/fax unknown property "fax"/);
  });
});
