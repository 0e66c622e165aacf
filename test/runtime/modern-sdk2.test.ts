import { join } from "node:path";
import pino from "pino";
import { webhooksService } from "../../generated/webhooks/server";
import { bindService, loadConfig, ManualClock, startHost, type RunningHost } from "../../generator/runtime";
// The SDK v2 client (2026-07-28 capable). Not a direct devDependency yet: it is installed through
// mcp-proxy (see the issue 12 report); both entry points ship CommonJS builds.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { scriptedHandlers, BUCKET } = require("../helpers/scripted-handlers.js");

let host: RunningHost;
const url = () => new URL(`${host.url}/webhooks/mcp`);

beforeAll(async () => {
  const config = loadConfig({ MCPFORGE_VALIDATE_OUTPUTS: "true" }, { host: "127.0.0.1", port: 0 });
  host = await startHost({ services: [bindService(webhooksService, scriptedHandlers)], config, logger: pino({ level: "silent" }), clock: new ManualClock("2026-11-21T10:00:00Z") });
});
afterAll(() => host.close());

type Mode = "legacy" | "auto" | { pin: string };

async function use(mode: Mode, transport: () => any) {
  const client = new Client({ name: "sdk2", version: "1.0.0" }, { versionNegotiation: { mode } });
  await client.connect(transport());
  try {
    const { tools } = await client.listTools();
    const created = await client.callTool({ name: "create_webhook_bucket", arguments: { name: "v2" } });
    const refused = await client.callTool({ name: "get_webhook_bucket", arguments: { bucket_id: BUCKET } });
    return { tools: tools.map((t) => t.name), created, refused, version: client.getNegotiatedProtocolVersion(), era: client.getProtocolEra() };
  } finally {
    await client.close();
  }
}

/** The MCP-Protocol-Version and Mcp-Method headers of every POST the HTTP client sent. */
let sent: string[] = [];
const http = () =>
  new StreamableHTTPClientTransport(url(), {
    fetch: (input: string | URL | Request, init?: RequestInit) => {
      const h = new Headers(init?.headers);
      sent.push(`${h.get("mcp-protocol-version")} ${h.get("mcp-method")}`);
      return fetch(input, init);
    },
  });
beforeEach(() => (sent = []));
const stdio = () => new StdioClientTransport({ command: process.execPath, args: [join(__dirname, "..", "helpers", "stdio-scripted-server.js")], stderr: "pipe" });

test.each<[string, Mode, () => any, string]>([
  ["HTTP, pinned to 2026-07-28", { pin: "2026-07-28" }, http, "2026-07-28"],
  ["HTTP, auto (server/discover probe)", "auto", http, "2026-07-28"],
  ["HTTP, default (2025 handshake)", "legacy", http, "2025-11-25"],
  ["stdio, pinned to 2026-07-28", { pin: "2026-07-28" }, stdio, "2026-07-28"],
  ["stdio, default (2025 handshake)", "legacy", stdio, "2025-11-25"],
])("SDK v2 client, %s: lists, calls and reads a refusal", async (_name, mode, transport, version) => {
  const r = await use(mode, transport);
  expect(r.version).toBe(version);
  if (version === "2026-07-28") {
    expect(r.era).toBe("modern");
    // Over HTTP: no initialize, every POST carries the 2026 headers.
    if (transport === http) expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const line of sent) expect(line).toMatch(/^2026-07-28 (server\/discover|tools\/list|tools\/call)$/);
  }
  expect(r.tools).toContain("create_webhook_bucket");
  expect(r.created.structuredContent).toMatchObject({ bucket_id: BUCKET, name: "v2" });
  expect(r.refused.isError).toBe(true);
  expect((r.refused._meta as Record<string, { code: string }>)["dev.mcpforge/error"].code).toBe("not_found");
});
