import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
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
  beforeAll(async () => {
    host = await startTestHost(["housing"], { env: data.env });
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

  test("2025 flow over stateless HTTP: nothing changes, even for a client declaring it (no session remembers the declaration)", async () => {
    const client = new Client({ name: "apps-legacy", version: "1.0.0" }, { capabilities: UI_CAPS as never });
    const { StreamableHTTPClientTransport } = await import("@modelcontextprotocol/sdk/client/streamableHttp.js");
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    expect(client.getServerCapabilities()).not.toHaveProperty("resources");
    expect(client.getServerCapabilities()).not.toHaveProperty("extensions");
    const { tools } = await client.listTools();
    expect(tools.some((t) => t._meta?.ui)).toBe(false);
    await client.close();
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
