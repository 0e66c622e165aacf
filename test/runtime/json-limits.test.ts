import { loadConfig, type RunningHost } from "../../generator/runtime";
import { postRaw, toolError } from "../helpers/http";
import { nested, rpc, startScriptedHost } from "../helpers/scripted-host";

// Defect 2 (issue 10): a JSON-RPC id nested 5,000 deep made JSON.stringify(id) overflow the stack
// outside any try/catch and took the whole host down. Ids must be strings or numbers; nesting
// depth is bounded for every body before anything walks it.
let host: RunningHost & { endpoint: string };
beforeAll(async () => {
  host = await startScriptedHost();
});
afterAll(() => host.close());

const BUCKET = "AAAAAAAAAAAAAAAAAAAAAA";
const errorOf = (body: string) => JSON.parse(body) as { id: unknown; error: { code: number; message: string } };

test("a 5,000-deep id (10 KB body) is -32600 and the host still answers a normal call afterwards", async () => {
  const body = `{"jsonrpc":"2.0","id":${nested(5000)},"method":"tools/list"}`;
  expect(body.length).toBeGreaterThan(10_000);
  const res = await postRaw(host.endpoint, { body });
  expect(res.status).toBe(400);
  expect(errorOf(res.body)).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32600, message: expect.stringContaining("deeper than 64 levels at /id/0/0") } });
  const ok = await postRaw(host.endpoint, { body: rpc(1, "tools/list") });
  expect(ok.status).toBe(200);
  expect(JSON.parse(ok.body).result.tools.length).toBeGreaterThan(0);
});

test.each<[string, unknown]>([
  ["an object", { a: 1 }],
  ["an array", [1]],
  ["a boolean", true],
  ["null (responses only)", null],
  ["a shallow nested array", [[[[1]]]]],
])("an id that is %s is refused with -32600 before it is touched", async (_name, id) => {
  for (const method of ["tools/list", "tools/call", "ping", "initialize"]) {
    const res = await postRaw(host.endpoint, { body: rpc(id, method, {}) });
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ id: null, error: { code: -32600, message: 'Invalid request: "id" must be a string or a number (omit it for a notification)' } });
  }
});

test("a bad id in a batch member is refused, naming the member", async () => {
  const res = await postRaw(host.endpoint, { body: `[${rpc(1, "ping")},{"jsonrpc":"2.0","id":{"x":[1]},"method":"ping"}]` });
  expect(res.status).toBe(400);
  expect(errorOf(res.body).error).toEqual({ code: -32600, message: expect.stringContaining("(batch member 1)") });
});

test("string and number ids are answered with the same id", async () => {
  for (const id of ["a-1", 0, -3, 1.5, 2 ** 53]) {
    const res = await postRaw(host.endpoint, { body: rpc(id, "ping") });
    expect(JSON.parse(res.body)).toEqual({ jsonrpc: "2.0", id, result: {} });
  }
});

test("deep arguments get a clear error naming the field, answered to the request's id", async () => {
  const body = `{"jsonrpc":"2.0","id":"deep","method":"tools/call","params":{"name":"create_webhook_bucket","arguments":{"name":${nested(200)}}}}`;
  const res = await postRaw(host.endpoint, { body });
  expect(res.status).toBe(400);
  expect(errorOf(res.body)).toEqual({
    jsonrpc: "2.0",
    id: "deep",
    error: { code: -32600, message: "Invalid request: JSON nested deeper than 64 levels at /params/arguments/name/0/0/0/0/0/… (limit set by MCPFORGE_MAX_JSON_DEPTH)" },
  });
});

test("nesting up to the limit is accepted and validated as usual", async () => {
  // message, params, arguments = 3 levels; 61 more make exactly 64.
  const body = `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"create_webhook_bucket","arguments":{"name":${nested(61)}}}}`;
  const res = await postRaw(host.endpoint, { body });
  expect(res.status).toBe(200);
  expect(toolError(JSON.parse(res.body).result)).toMatchObject({ code: "invalid_arguments", issues: [{ path: "/name" }] });
});

test("brackets inside strings do not count as nesting", async () => {
  const res = await postRaw(host.endpoint, { body: rpc(3, "tools/call", { name: "create_webhook_bucket", arguments: { name: `"\\${"[{".repeat(40)}` } }) });
  expect(JSON.parse(res.body).result.structuredContent).toMatchObject({ name: `"\\${"[{".repeat(40)}` });
});

test.each<[string, unknown]>([
  ["an object progressToken", { progressToken: { a: 1 } }],
  ["an array progressToken", { progressToken: [nested(3)] }],
  ["a string _meta", "x"],
])("%s is -32602 and the handler is not run", async (_name, meta) => {
  const res = await postRaw(host.endpoint, { body: rpc(4, "tools/call", { name: "wait_for_webhook", arguments: { bucket_id: BUCKET }, _meta: meta }) });
  expect(errorOf(res.body)).toEqual({ jsonrpc: "2.0", id: 4, error: { code: -32602, message: expect.stringMatching(/^Invalid params: (params\._meta must be an object|_meta must be an object and _meta\.progressToken a string or a number)$/) } });
});

test("non-string logging levels and protocol versions are refused or defaulted without being stringified", async () => {
  const level = await postRaw(host.endpoint, { body: rpc(5, "logging/setLevel", { level: [[["info"]]] }) });
  expect(errorOf(level.body).error.code).toBe(-32602);
  const init = await postRaw(host.endpoint, { body: rpc(6, "initialize", { protocolVersion: [["2025-06-18"]], capabilities: {}, clientInfo: { name: "x", version: "1" } }) });
  expect(JSON.parse(init.body).result.protocolVersion).toBe("2025-03-26");
});

test("MCPFORGE_MAX_JSON_DEPTH sets the limit; 64 by default", async () => {
  expect(loadConfig({}).maxJsonDepth).toBe(64);
  expect(() => loadConfig({ MCPFORGE_MAX_JSON_DEPTH: "deep" })).toThrow("MCPFORGE_MAX_JSON_DEPTH must be a non-negative integer");
  const shallow = await startScriptedHost({ MCPFORGE_MAX_JSON_DEPTH: "5" });
  try {
    const res = await postRaw(shallow.endpoint, { body: rpc(7, "tools/call", { name: "create_webhook_bucket", arguments: { name: [[["x"]]] } }) });
    expect(errorOf(res.body)).toMatchObject({ id: 7, error: { code: -32600, message: expect.stringContaining("deeper than 5 levels at /params/arguments/name/0/0") } });
  } finally {
    await shallow.close();
  }
});
