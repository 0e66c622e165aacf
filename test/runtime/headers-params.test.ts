// Custom headers from tool parameters (x-mcp-header, 2026-07-28 streamable-http) and the
// manifest's caching hints, on a real host serving the generated webhooks definition.
import pino from "pino";
import { webhooksService } from "../../generated/webhooks/server";
import { bindService, loadConfig, ManualClock, startHost, type RunningHost, type ToolDefinition } from "../../generator/runtime";
import { paramHeadersProblem } from "../../generator/runtime/protocol/param-headers";
import { postRaw } from "../helpers/http";
import { messagesOf, modernBody, modernHeaders, postModern } from "../helpers/modern";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { scriptedHandlers, BUCKET } = require("../helpers/scripted-handlers.js");

let host: RunningHost;
const url = (slug = "webhooks") => `${host.url}/${slug}/mcp`;
const CACHED = { ...webhooksService, slug: "cached", caching: { ttlMs: 5000, cacheScope: "private" as const } };

beforeAll(async () => {
  const config = loadConfig({ MCPFORGE_VALIDATE_OUTPUTS: "true" }, { host: "127.0.0.1", port: 0 });
  host = await startHost({ services: [bindService(webhooksService, scriptedHandlers), bindService(CACHED, scriptedHandlers)], config, logger: pino({ level: "silent" }), clock: new ManualClock("2026-11-21T10:00:00Z") });
});
afterAll(() => host.close());

/** A tools/call of get_webhook_bucket with exactly `headers` beside the standard ones. */
function call(args: Record<string, unknown>, headers: Record<string, string>) {
  return postRaw(url(), { headers: { ...modernHeaders("tools/call", "get_webhook_bucket"), ...headers }, body: modernBody(1, "tools/call", { name: "get_webhook_bucket", arguments: args }) });
}

test("tools/list serves the x-mcp-header marks on both eras", async () => {
  const modern = messagesOf(await postModern(url(), "tools/list"))[0].result;
  const tool = modern.tools.find((t: { name: string }) => t.name === "get_webhook_bucket");
  expect(tool.inputSchema.properties.bucket_id["x-mcp-header"]).toBe("Bucket-Id");
  expect(modern.tools.find((t: { name: string }) => t.name === "create_webhook_bucket").inputSchema.properties.name["x-mcp-header"]).toBeUndefined();
});

describe("Mcp-Param-Bucket-Id on a 2026-07-28 tools/call", () => {
  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["plain value", { bucket_id: BUCKET }, { "mcp-param-bucket-id": BUCKET }],
    ["Base64 sentinel", { bucket_id: BUCKET }, { "Mcp-Param-Bucket-Id": `=?base64?${Buffer.from(BUCKET).toString("base64")}?=` }],
  ])("%s matching the body: served", async (_n, args, headers) => {
    const r = await call(args, headers);
    expect(r.status).toBe(200);
    expect(messagesOf(r)[0].result._meta["dev.mcpforge/error"].code).toBe("not_found"); // the scripted handler ran
  });

  test.each<[string, Record<string, unknown>, Record<string, string>, string]>([
    ["missing header", { bucket_id: BUCKET }, {}, "Mcp-Param-Bucket-Id header is required"],
    ["other value", { bucket_id: BUCKET }, { "mcp-param-bucket-id": "BBBBBBBBBBBBBBBBBBBBBB" }, "does not match arguments.bucket_id"],
    ["invalid Base64", { bucket_id: BUCKET }, { "mcp-param-bucket-id": "=?base64?%%%?=" }, "malformed"],
    ["header without a body value", {}, { "mcp-param-bucket-id": BUCKET }, "arguments.bucket_id has no value"],
  ])("%s: 400, HeaderMismatch -32020, handler not run", async (_n, args, headers, text) => {
    const r = await call(args, headers);
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body).error).toMatchObject({ code: -32020, message: expect.stringContaining(text) });
  });

  test("a body value of the wrong type is left to the input validator", async () => {
    const r = messagesOf(await call({ bucket_id: 7 }, {}))[0].result;
    expect(r._meta["dev.mcpforge/error"].code).toBe("invalid_arguments");
  });

  test("2025 requests need no Mcp-Param header", async () => {
    const init = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_webhook_bucket", arguments: { bucket_id: BUCKET } } };
    const r = await postRaw(url(), { headers: { "mcp-protocol-version": "2025-11-25" }, body: JSON.stringify(init) });
    expect(r.status).toBe(200);
    expect(messagesOf(r)[0].result._meta["dev.mcpforge/error"].code).toBe("not_found");
  });
});

test.each<[string, unknown, string, boolean]>([
  ["integer equal", 42, "42", true],
  ["integer compared numerically", 42, "42.0", true],
  ["integer other", 42, "43", false],
  ["integer not a number", 42, "forty-two", false],
  ["boolean", true, "true", true],
  ["boolean other spelling", true, "True", false],
])("value comparison: %s", (_n, body, header, ok) => {
  const tool = { name: "t", paramHeaders: [{ header: "V", path: ["o", "v"], type: typeof body === "boolean" ? "boolean" : "integer" }] } as unknown as ToolDefinition;
  const problem = paramHeadersProblem({ "mcp-param-v": header }, tool, { o: { v: body } });
  expect(problem === undefined).toBe(ok);
  if (!ok) expect(problem).toMatchObject({ status: 400, code: -32020 });
});

describe("caching hints from the manifest", () => {
  test("default (no caching in the manifest): 60000 ms, public, on discover and tools/list", async () => {
    for (const method of ["server/discover", "tools/list"]) {
      expect(messagesOf(await postModern(url(), method))[0].result).toMatchObject({ ttlMs: 60000, cacheScope: "public" });
    }
  });

  test("a service's own caching is served, and the list is byte-identical in manifest order", async () => {
    const [a, b] = [await postModern(url("cached"), "tools/list"), await postModern(url("cached"), "tools/list")];
    expect(a.body).toBe(b.body);
    const result = messagesOf(a)[0].result;
    expect(result).toMatchObject({ ttlMs: 5000, cacheScope: "private" });
    expect(result.tools.map((t: { name: string }) => t.name)).toEqual(webhooksService.tools.map((t) => t.name));
    expect(messagesOf(await postModern(url("cached"), "server/discover"))[0].result).toMatchObject({ ttlMs: 5000, cacheScope: "private" });
  });
});
