import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toolError } from "../helpers/http";
import { serveProject } from "./serve-project";

// import openapi → generate → scaffold → serve, with no hand-written handler: the petstore's tools
// answer through a local upstream HTTP server (real node:http, answering in the document's shapes)
// reached through the guarded outbound client, credentials from the service's environment.
const REPO = join(__dirname, "..", "..");
const BIN = join(REPO, "bin", "mcpforge.js");
const PETSTORE = join(REPO, "test", "fixtures", "openapi", "petstore.json");
const API_KEY = "petstore-key-7f3a";

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}
const seen: Seen[] = [];
const REX = { id: 7, name: "Rex", kind: "dog", status: "available" };

function upstream(req: IncomingMessage, body: string): { status: number; json?: unknown; text?: string } {
  const url = new URL(req.url ?? "/", "http://upstream");
  if (req.headers.api_key !== API_KEY) return { status: 401, json: { code: 401, message: "no api key" } };
  if (req.method === "GET" && url.pathname === "/v1/pets/7") return { status: 200, json: REX };
  if (req.method === "GET" && url.pathname === "/v1/pets/404") return { status: 404, json: { code: 404, message: "no pet 404" } };
  if (req.method === "GET" && url.pathname === "/v1/pets") return url.searchParams.get("limit") === "13" ? { status: 503, text: "maintenance" } : { status: 200, json: { pets: [REX], next_cursor: null } };
  if (req.method === "GET" && url.pathname === "/v1/pets/findByStatus") return { status: 200, json: [REX] };
  if (req.method === "POST" && url.pathname === "/v1/pets") return { status: 409, json: { code: 409, message: `${(JSON.parse(body) as { name: string }).name} exists` } };
  if (req.method === "DELETE" && url.pathname === "/v1/pets/7") return { status: 204 };
  return { status: 500, text: "unexpected" };
}

let root: string;
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const answer = upstream(req, body);
      res.writeHead(answer.status, { "content-type": answer.json === undefined ? "text/plain" : "application/json" });
      res.end(answer.json === undefined ? (answer.text ?? "") : JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  root = mkdtempSync(join(tmpdir(), "mcpforge-proxy-"));
  mkdirSync(join(root, "spec"));
  mkdirSync(join(root, "handlers"));
  for (const f of ["defs.json", "manifest.schema.json"]) copyFileSync(join(REPO, "spec", f), join(root, "spec", f));
  for (const f of ["tsconfig.json", "tsconfig.build.json"]) copyFileSync(join(REPO, f), join(root, f));
  // The generated code imports ../../generator/runtime and the proxy module ../_shared/openapi-proxy: borrowed from this repository.
  symlinkSync(join(REPO, "generator"), join(root, "generator"), "dir");
  symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"), "dir");
  symlinkSync(join(REPO, "handlers", "_shared"), join(root, "handlers", "_shared"), "dir");
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
});

function cli(...args: string[]): string {
  const r = spawnSync(process.execPath, [BIN, "--root", root, ...args], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`mcpforge ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
  return r.stderr;
}

test("the imported petstore answers through the upstream with no hand-written handler", async () => {
  expect(cli("import", "openapi", PETSTORE)).toContain("wrote handlers/pet-store/index.ts: proxy handlers");
  cli("generate");
  expect(cli("scaffold")).not.toMatch(/add-stub|not_implemented/);
  cli("check"); // exits 1 when a handler does not satisfy its generated interface
  const module = readFileSync(join(root, "handlers", "pet-store", "index.ts"), "utf8");
  expect(module).not.toContain(API_KEY);
  const env = { PET_STORE_BASE_URL: base, PET_STORE_API_KEY: API_KEY, MCPFORGE_OUTBOUND_ALLOW: "loopback", MCPFORGE_DATA_DIR: mkdtempSync(join(tmpdir(), "mcpforge-proxy-data-")) };
  const { url, stop } = await serveProject(root, "pet-store", ["pet-store"], env);
  try {
    const client = new Client({ name: "proxy-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));

    // path parameter; credential from the environment as the scheme's header
    expect(await client.callTool({ name: "get_pet_by_id", arguments: { petId: 7 } })).toMatchObject({ structuredContent: REX });
    expect(seen.at(-1)).toMatchObject({ method: "GET", url: "/v1/pets/7", headers: { api_key: API_KEY } });
    // query parameters; an array answer wrapped as { result }
    expect(await client.callTool({ name: "list_pets", arguments: { limit: 5, status: "available" } })).toMatchObject({ structuredContent: { pets: [REX], next_cursor: null } });
    expect(seen.at(-1)?.url).toBe("/v1/pets?limit=5&status=available");
    expect(await client.callTool({ name: "find_pets_by_status", arguments: { status: ["available", "sold"] } })).toMatchObject({ structuredContent: { result: [REX] } });
    expect(seen.at(-1)?.url).toBe("/v1/pets/findByStatus?status=available&status=sold");
    // header parameter; 204 is an empty object
    expect(await client.callTool({ name: "delete_pet", arguments: { petId: 7, "X-Request-Reason": "adopted" } })).toMatchObject({ structuredContent: {} });
    expect(seen.at(-1)).toMatchObject({ method: "DELETE", headers: { "x-request-reason": "adopted" } });
    // body; upstream 409 → the declared conflict code, 404 → not_found, 503 (5XX not listed, default) → upstream_error
    const conflict = await client.callTool({ name: "create_pet", arguments: { body: { name: "Rex", kind: "dog" } } });
    expect(seen.at(-1)).toMatchObject({ method: "POST", body: JSON.stringify({ name: "Rex", kind: "dog" }), headers: { "content-type": "application/json" } });
    expect(conflict.structuredContent).toBeUndefined();
    expect(toolError(conflict)).toMatchObject({ code: "conflict", status: 409, message: expect.stringContaining("Rex exists") });
    expect(toolError(await client.callTool({ name: "get_pet_by_id", arguments: { petId: 404 } }))).toMatchObject({ code: "not_found", status: 404 });
    expect(toolError(await client.callTool({ name: "list_pets", arguments: { limit: 13 } }))).toMatchObject({ code: "upstream_error", status: 503 });
    await client.close();
  } finally {
    await stop();
  }
});
