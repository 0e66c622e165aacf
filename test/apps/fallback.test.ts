import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ManualClock } from "../../generator/runtime/clock";
import { SESSION_IDLE_MS } from "../../generator/runtime/http/ui-sessions";
import { tempDataEnv } from "../helpers/data";
import { startTestHost, type TestHost } from "../helpers/host";
import { messagesOf, postModern } from "../helpers/modern";
import { DECLARES_UI, modern, UI_EXTENSION, UI_MIME } from "./harness";

const CLI = join(__dirname, "..", "..", "bin", "mcpforge.js");
const LISTING = "607eefa4-afb1-4ed2-91be-f00c862dd79c";
const UI_CAPS = { extensions: { [UI_EXTENSION]: { mimeTypes: [UI_MIME] } } };

/** tools/list with every MCP Apps addition taken out: what a client that does not declare the extension must get. */
function withoutUi(tools: Record<string, any>[]): Record<string, any>[] {
  return tools.map((t) => {
    if (!t._meta?.ui) return t;
    const { ui: _ui, "ui/resourceUri": _uri, ...meta } = t._meta;
    const { _meta: _m, ...rest } = t;
    return Object.keys(meta).length ? { ...rest, _meta: meta } : rest;
  });
}

describe("MCP Apps is announced only to clients declaring it (housing)", () => {
  let host: TestHost;
  let url: string;
  const data = tempDataEnv();
  const clock = new ManualClock(new Date());
  beforeAll(async () => {
    host = await startTestHost(["housing"], { env: data.env, clock });
    url = `${host.url}/housing/mcp`;
  });
  afterAll(async () => {
    await host?.close();
    data.cleanup();
  });

  test("2026-07-28: tools/list, server/discover and resources differ only for a declaring client", async () => {
    const plain = await modern(url, "tools/list");
    const declaring = await modern(url, "tools/list", {}, DECLARES_UI);
    expect(plain.tools.some((t: Record<string, any>) => t._meta?.ui || t._meta?.["ui/resourceUri"])).toBe(false);
    expect(declaring.tools.find((t: { name: string }) => t.name === "get_rental")._meta).toMatchObject({ ui: { resourceUri: "ui://housing/get_rental.html" }, "ui/resourceUri": "ui://housing/get_rental.html" });
    expect(withoutUi(declaring.tools)).toEqual(plain.tools);
    const discover = await modern(url, "server/discover");
    expect(discover.capabilities.extensions?.[UI_EXTENSION]).toBeUndefined();
    expect(discover.capabilities.resources).toBeUndefined(); // housing declares no resources of its own
    expect((await modern(url, "server/discover", {}, DECLARES_UI)).capabilities).toMatchObject({ resources: {}, extensions: { [UI_EXTENSION]: { mimeTypes: [UI_MIME] } } });
    const refused = await postModern(url, "resources/list");
    expect(refused.status).toBe(404);
    expect(messagesOf(refused)[0].error.code).toBe(-32601);
    expect(messagesOf(refused)[0].error.message).toBe("Method not found: resources/list (2026-07-28 serves server/discover, tools/list, tools/call)");
    const listed = await modern(url, "resources/list", {}, DECLARES_UI);
    expect(listed.resources).toEqual([expect.objectContaining({ uri: "ui://housing/get_rental.html", mimeType: UI_MIME })]);
    // the tool result is the same for both
    const call = async (meta: Record<string, unknown>) => messagesOf(await postModern(url, "tools/call", { name: "get_rental", arguments: { id: LISTING } }, { meta }))[0].result;
    const [a, b] = [await call({}), await call(DECLARES_UI)];
    expect(b).toEqual(a);
  });

  /** An SDK client over HTTP on the 2025 handshake flow, with its transport (which keeps the session id). */
  const connect = async (capabilities: Record<string, unknown>) => {
    const client = new Client({ name: "apps-legacy", version: "1.0.0" }, { capabilities: capabilities as never });
    const transport = new StreamableHTTPClientTransport(new URL(url));
    await client.connect(transport);
    return { client, transport };
  };
  const post = (body: Record<string, unknown>, session?: string, method = "POST") =>
    fetch(url, { method, headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25", ...(session ? { "mcp-session-id": session } : {}) }, body: method === "POST" ? JSON.stringify(body) : undefined });

  test("2025 flow over HTTP: a client declaring nothing stays stateless and sees no change", async () => {
    const { client, transport } = await connect({});
    expect(transport.sessionId).toBeUndefined();
    expect(client.getServerCapabilities()).not.toHaveProperty("resources");
    expect(client.getServerCapabilities()).not.toHaveProperty("extensions");
    const { tools } = await client.listTools();
    expect(tools.some((t) => t._meta?.ui)).toBe(false);
    await expect(client.listResources()).rejects.toThrow(/Method not found/);
    await client.close();
  });

  test("2025 flow over HTTP: a declaring client gets a session, and with it the views; others do not", async () => {
    const [{ client: plain }, { client: declaring, transport }] = await Promise.all([connect({}), connect(UI_CAPS)]);
    try {
      expect(transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(declaring.getServerCapabilities()).toMatchObject({ resources: {}, extensions: { [UI_EXTENSION]: { mimeTypes: [UI_MIME] } } });
      const [p, d] = [(await plain.listTools()).tools, (await declaring.listTools()).tools];
      expect(d.find((t) => t.name === "get_rental")!._meta).toMatchObject({ ui: { resourceUri: "ui://housing/get_rental.html" } });
      expect(withoutUi(d as never)).toEqual(p);
      expect(p.some((t) => t._meta?.ui)).toBe(false);
      const read = await declaring.readResource({ uri: "ui://housing/get_rental.html" });
      expect(read.contents[0]).toMatchObject({ mimeType: UI_MIME, _meta: { ui: { csp: { connectDomains: [], resourceDomains: [] } } } });
      expect((read.contents[0] as { text: string }).text).toContain("<!doctype html>");
      await expect(plain.listResources()).rejects.toThrow(/Method not found/);
      const args = { name: "get_rental", arguments: { id: LISTING } };
      expect(await declaring.callTool(args)).toEqual(await plain.callTool(args));
    } finally {
      await Promise.all([plain.close(), declaring.close()]);
    }
  });

  test("2025 flow over HTTP: an unknown, ended or expired session gets 404; initialize again starts a new one", async () => {
    const unknown = await post({ jsonrpc: "2.0", id: 1, method: "tools/list" }, "0f0e0d0c-aaaa-4bbb-8ccc-123456789abc");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: number } }).error.code).toBe(-32001);
    // ended by DELETE: the SDK client's next request fails with 404, a new connection works
    const first = await connect(UI_CAPS);
    expect((await post({}, first.transport.sessionId, "DELETE")).status).toBe(200);
    await expect(first.client.listTools()).rejects.toMatchObject({ code: 404, message: expect.stringContaining("Session not found") });
    expect((await post({}, first.transport.sessionId, "DELETE")).status).toBe(404);
    const again = await connect(UI_CAPS);
    expect(again.transport.sessionId).not.toBe(first.transport.sessionId);
    expect((await again.client.listTools()).tools.some((t) => t._meta?.ui)).toBe(true);
    // used within the idle time it stays; unused for longer it expires
    clock.advance(SESSION_IDLE_MS - 1000);
    expect((await again.client.listTools()).tools.some((t) => t._meta?.ui)).toBe(true);
    clock.advance(SESSION_IDLE_MS + 1000);
    await expect(again.client.listTools()).rejects.toMatchObject({ code: 404, message: expect.stringContaining("Session not found") });
    await Promise.all([first.client.close(), again.client.close()]);
  });

  test("2025 flow over stdio: the connection remembers the declaration; other clients see no change", async () => {
    const env = { ...(process.env as Record<string, string>), ...data.env, MCPFORGE_LOG_LEVEL: "silent" };
    const open = async (capabilities: Record<string, unknown>) => {
      const client = new Client({ name: "apps-stdio", version: "1.0.0" }, { capabilities: capabilities as never });
      await client.connect(new StdioClientTransport({ command: process.execPath, args: [CLI, "serve", "housing", "--stdio"], env, stderr: "pipe" }));
      return client;
    };
    const [plain, declaring] = await Promise.all([open({}), open(UI_CAPS)]);
    try {
      expect(plain.getServerCapabilities()).not.toHaveProperty("resources");
      expect(plain.getServerCapabilities()).not.toHaveProperty("extensions");
      expect(declaring.getServerCapabilities()).toMatchObject({ resources: {}, extensions: { [UI_EXTENSION]: { mimeTypes: [UI_MIME] } } });
      const [p, d] = [(await plain.listTools()).tools, (await declaring.listTools()).tools];
      expect(p.some((t) => t._meta?.ui)).toBe(false);
      expect(withoutUi(d as never)).toEqual(p);
      await expect(plain.listResources()).rejects.toThrow(/Method not found/);
      const read = await declaring.readResource({ uri: "ui://housing/get_rental.html" });
      expect(read.contents[0]).toMatchObject({ mimeType: UI_MIME, _meta: { ui: { csp: { connectDomains: [], resourceDomains: [] } } } });
      expect((read.contents[0] as { text: string }).text).toContain("<!doctype html>");
    } finally {
      await Promise.all([plain.close(), declaring.close()]);
    }
  });
});
