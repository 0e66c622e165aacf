import pino from "pino";
import { webhooksService } from "../../generated/webhooks/server";
import { bindService, loadConfig, ManualClock, startHost, type RunningHost } from "../../generator/runtime";
import { postRaw } from "../helpers/http";
import { messagesOf, META, MODERN, modernBody, postModern } from "../helpers/modern";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { scriptedHandlers, BUCKET } = require("../helpers/scripted-handlers.js");

// MCP 2026-07-28 on the same endpoint as the 2025 handshake flow (issue 12): raw node:http, so
// every status code, header rule and error code is asserted as it goes over the wire.
let host: RunningHost;
const url = () => `${host.url}/webhooks/mcp`;
const SERVER_INFO = { name: "webhooks", title: "Webhook Capture Service", version: "1.0.1" };

beforeAll(async () => {
  const config = loadConfig({ MCPFORGE_VALIDATE_OUTPUTS: "true" }, { host: "127.0.0.1", port: 0 });
  host = await startHost({ services: [bindService(webhooksService, scriptedHandlers)], config, logger: pino({ level: "silent" }), clock: new ManualClock("2026-11-21T10:00:00Z") });
});
afterAll(() => host.close());

const errorOf = (body: string) => JSON.parse(body).error as { code: number; message: string; data?: Record<string, unknown> };

describe("served statelessly, without initialize", () => {
  test("server/discover answers versions, capabilities, serverInfo, resultType and caching hints", async () => {
    const r = await postModern(url(), "server/discover");
    expect(r.status).toBe(200);
    const { result } = JSON.parse(r.body);
    expect(result).toMatchObject({ resultType: "complete", capabilities: { tools: { listChanged: false } }, cacheScope: "public", _meta: { "io.modelcontextprotocol/serverInfo": SERVER_INFO } });
    expect(result.supportedVersions).toEqual([MODERN, "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2024-10-07"]);
    expect(Number.isInteger(result.ttlMs) && result.ttlMs >= 0).toBe(true);
  });

  test("tools/list is the 2025 list plus resultType, caching hints and serverInfo", async () => {
    const legacy = JSON.parse((await postRaw(url(), { body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) })).body).result;
    const { result } = JSON.parse((await postModern(url(), "tools/list")).body);
    expect(result).toEqual({ ...legacy, resultType: "complete", ttlMs: result.ttlMs, cacheScope: "public", _meta: { "io.modelcontextprotocol/serverInfo": SERVER_INFO } });
  });

  test("tools/call results carry resultType and serverInfo beside the result's own _meta", async () => {
    const ok = JSON.parse((await postModern(url(), "tools/call", { name: "create_webhook_bucket", arguments: { name: "m1" } })).body).result;
    expect(ok).toMatchObject({ resultType: "complete", structuredContent: { bucket_id: BUCKET, name: "m1" }, _meta: { "io.modelcontextprotocol/serverInfo": SERVER_INFO } });
    const refused = JSON.parse((await postModern(url(), "tools/call", { name: "get_webhook_bucket", arguments: { bucket_id: BUCKET } })).body).result;
    expect(refused).toMatchObject({ isError: true, resultType: "complete", _meta: { "dev.mcpforge/error": { code: "not_found" }, "io.modelcontextprotocol/serverInfo": SERVER_INFO } });
    expect(refused.structuredContent).toBeUndefined();
  });

  test("notifications/message only for a request that set a log level, at or above it; progress always", async () => {
    const call = (meta: Record<string, unknown>) => postModern(url(), "tools/call", { name: "wait_for_webhook", arguments: { bucket_id: BUCKET } }, { meta: { progressToken: "p", ...meta } });
    const methods = async (meta: Record<string, unknown>) => messagesOf(await call(meta)).map((m) => m.method ?? "reply");
    const progress = ["notifications/progress", "notifications/progress", "notifications/progress"];
    expect(await methods({})).toEqual([...progress, "reply"]);
    expect(await methods({ "io.modelcontextprotocol/logLevel": "warning" })).toEqual([...progress, "reply"]);
    expect(await methods({ "io.modelcontextprotocol/logLevel": "info" })).toEqual([...progress, "notifications/message", "reply"]);
  });

  test("a 2026 notification is acknowledged 202 with no body", async () => {
    const r = await postRaw(url(), { headers: { "mcp-protocol-version": MODERN }, body: JSON.stringify({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1, _meta: META } }) });
    expect([r.status, r.body]).toEqual([202, ""]);
  });

  test("a 2025 client on the same endpoint still gets the handshake flow", async () => {
    const init = await postRaw(url(), { body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "x", version: "1" } } }) });
    expect(JSON.parse(init.body).result).toMatchObject({ protocolVersion: "2025-11-25", serverInfo: SERVER_INFO });
    const list = await postRaw(url(), { headers: { "mcp-protocol-version": "2025-11-25" }, body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" }) });
    expect(JSON.parse(list.body).result.resultType).toBeUndefined();
  });
});

describe("refusals", () => {
  test("an unsupported _meta version is 400 UnsupportedProtocolVersionError listing the supported ones", async () => {
    const r = await postModern(url(), "tools/list", {}, { headers: { "mcp-protocol-version": "1900-01-01" }, meta: { "io.modelcontextprotocol/protocolVersion": "1900-01-01" } });
    expect(r.status).toBe(400);
    expect(errorOf(r.body)).toMatchObject({ code: -32022, data: { requested: "1900-01-01", supported: expect.arrayContaining([MODERN, "2025-11-25", "2025-06-18", "2025-03-26"]) } });
    expect(JSON.parse(r.body).id).toBe(1);
  });

  test("a supported 2026-07-28 header with another _meta version is HeaderMismatch -32020, checked before the version", async () => {
    const r = await postModern(url(), "tools/list", {}, { headers: { "mcp-protocol-version": MODERN }, meta: { "io.modelcontextprotocol/protocolVersion": "v999.0.0" } });
    expect(r.status).toBe(400);
    expect(errorOf(r.body)).toMatchObject({ code: -32020, message: expect.stringContaining("v999.0.0") });
  });

  test("an unsupported MCP-Protocol-Version header without _meta gets the same error", async () => {
    const r = await postRaw(url(), { headers: { "mcp-protocol-version": "1999-01-01" }, body: JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/list" }) });
    expect(r.status).toBe(400);
    expect(errorOf(r.body)).toMatchObject({ code: -32022, data: { requested: "1999-01-01" } });
  });

  test.each([
    ["no _meta", { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }, "_meta"],
    ["no params", { jsonrpc: "2.0", id: 1, method: "tools/list" }, "params"],
    ["_meta not an object", { jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: [] } }, "_meta"],
    ["no clientCapabilities", { jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: { "io.modelcontextprotocol/protocolVersion": MODERN } } }, "clientCapabilities"],
    ["version not a string", { jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: { ...META, "io.modelcontextprotocol/protocolVersion": 2026 } } }, "protocolVersion"],
    ["bad clientInfo", { jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: { ...META, "io.modelcontextprotocol/clientInfo": "me" } } }, "clientInfo"],
    ["bad logLevel", { jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: { ...META, "io.modelcontextprotocol/logLevel": "loud" } } }, "logLevel"],
  ])("missing or malformed _meta (%s) is 400 with -32602 naming the field", async (_name, body, field) => {
    const r = await postRaw(url(), { headers: { "mcp-protocol-version": MODERN, "mcp-method": "tools/list" }, body: JSON.stringify(body) });
    expect(r.status).toBe(400);
    expect(errorOf(r.body).code).toBe(-32602);
    expect(errorOf(r.body).message).toContain(field);
  });

  test.each([
    ["MCP-Protocol-Version missing", { "mcp-protocol-version": undefined }, "MCP-Protocol-Version"],
    ["MCP-Protocol-Version differs from _meta", { "mcp-protocol-version": "2025-11-25" }, "MCP-Protocol-Version"],
    ["Mcp-Method missing", { "mcp-method": undefined }, "Mcp-Method"],
    ["Mcp-Method differs", { "mcp-method": "tools/list" }, "Mcp-Method"],
    ["Mcp-Method differs in case", { "mcp-method": "Tools/Call" }, "Mcp-Method"],
    ["Mcp-Name missing", { "mcp-name": undefined }, "Mcp-Name"],
    ["Mcp-Name differs", { "mcp-name": "delete_webhook_bucket" }, "Mcp-Name"],
    ["Mcp-Name non-ASCII unencoded", { "mcp-name": "cr\u00e9ate_webhook_bucket" }, "Mcp-Name"],
    ["Mcp-Name bad Base64", { "mcp-name": "=?base64?not*base64?=" }, "Mcp-Name"],
    ["Mcp-Name Base64 of another name", { "mcp-name": `=?base64?${Buffer.from("delete_webhook_bucket").toString("base64")}?=` }, "Mcp-Name"],
  ])("%s is 400 HeaderMismatch (-32020)", async (_name, headers, named) => {
    const r = await postModern(url(), "tools/call", { name: "create_webhook_bucket", arguments: { name: "never" } }, { headers });
    expect(r.status).toBe(400);
    expect(errorOf(r.body).code).toBe(-32020);
    expect(errorOf(r.body).message).toContain(named);
  });

  test("Mcp-Name: whitespace around a plain value is not part of it; a Base64 sentinel carries exact bytes", async () => {
    const padded = await postRaw(url(), { headers: { "mcp-protocol-version": MODERN, "mcp-method": "tools/call", "mcp-name": "  create_webhook_bucket\t" }, body: modernBody(1, "tools/call", { name: "create_webhook_bucket", arguments: { name: "ws" } }) });
    expect(JSON.parse(padded.body).result.structuredContent).toMatchObject({ name: "ws" });
    // A body name with a trailing space: the plain header loses the space (field parsing strips
    // it), so it must not match; the encoded one does (then the tool is unknown: in-band -32602).
    const body = modernBody(2, "tools/call", { name: "create_webhook_bucket ", arguments: {} });
    const plain = await postRaw(url(), { headers: { "mcp-protocol-version": MODERN, "mcp-method": "tools/call", "mcp-name": "create_webhook_bucket " }, body });
    expect([plain.status, errorOf(plain.body).code]).toEqual([400, -32020]);
    const encoded = await postRaw(url(), { headers: { "mcp-protocol-version": MODERN, "mcp-method": "tools/call", "mcp-name": `=?base64?${Buffer.from("create_webhook_bucket ").toString("base64")}?=` }, body });
    expect([encoded.status, errorOf(encoded.body).code]).toEqual([200, -32602]);
  });

  test.each(["ping", "initialize", "logging/setLevel", "resources/list", "nope/unknown"])("%s is 404 with -32601 on the 2026 path", async (method) => {
    const r = await postModern(url(), method);
    expect(r.status).toBe(404);
    expect(errorOf(r.body).code).toBe(-32601);
    expect(JSON.parse(r.body).id).toBe(1);
  });

  test("a request whose _meta names a 2025 version is the handshake flow; with a 2026 header it is a HeaderMismatch", async () => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 4, method: "tools/list", params: { _meta: { "io.modelcontextprotocol/protocolVersion": "2025-11-25" } } });
    const legacy = await postRaw(url(), { headers: { "mcp-protocol-version": "2025-11-25" }, body });
    expect(legacy.status).toBe(200);
    expect(JSON.parse(legacy.body).result.resultType).toBeUndefined();
    const mixed = await postRaw(url(), { headers: { "mcp-protocol-version": MODERN }, body });
    expect([mixed.status, errorOf(mixed.body).code]).toEqual([400, -32020]);
    // initialize is the one exception docs/protocol.md names: it always runs the handshake flow.
    const init = JSON.stringify({ jsonrpc: "2.0", id: 5, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "t", version: "1" }, _meta: { "io.modelcontextprotocol/protocolVersion": "2025-11-25" } } });
    const handshake = await postRaw(url(), { headers: { "mcp-protocol-version": MODERN }, body: init });
    expect([handshake.status, JSON.parse(handshake.body).result?.protocolVersion]).toEqual([200, "2025-11-25"]);
  });

  test("a 2026 request in a batch is refused whole", async () => {
    const r = await postRaw(url(), { headers: { "mcp-protocol-version": MODERN, "mcp-method": "tools/list" }, body: `[${modernBody(1, "tools/list")},${modernBody(2, "tools/list")}]` });
    expect([r.status, errorOf(r.body).code]).toEqual([400, -32600]);
  });
});
