import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { connect } from "node:net";
import { join } from "node:path";
import pino from "pino";
import { services } from "../../handlers";
import { loadConfig, ManualClock, startHost, type RunningHost } from "../../generator/runtime";
import { createTestDatabase, type TestDatabase } from "../storage/databases";
import { startWorld } from "./harness";

const DOMAIN = "mail.acme-corp.com";

/** One HTTP/1.0 exchange on a raw socket (no Host header: HTTP/1.0 does not require one). */
function http10(port: number, extraHeaders: string[]): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "list_domains", arguments: {} } });
  const head = [
    "POST /email/mcp HTTP/1.0",
    "Content-Type: application/json",
    "Accept: application/json, text/event-stream",
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...extraHeaders,
  ];
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const s = connect(port, "127.0.0.1", () => s.end(`${head.join("\r\n")}\r\n\r\n${body}`));
    s.on("data", (c: Buffer) => chunks.push(c));
    s.on("error", reject);
    s.on("close", () => {
      const text = Buffer.concat(chunks).toString();
      const split = text.indexOf("\r\n\r\n");
      resolve({ status: Number(text.split(" ")[1]), body: text.slice(split + 4) });
    });
  });
}

/**
 * An account with one (pending) domain, made over HTTP; the service is stopped again. Made at the
 * real time: the servers below run on the system clock, and a pending domain lapses after 72 h.
 */
async function accountWithDomain(database: TestDatabase): Promise<{ apiKey: string; env: Record<string, string> }> {
  const w = await startWorld(database, { clock: new ManualClock(new Date().toISOString()) });
  await w.me.tool("add_domain", { name: DOMAIN });
  const env = w.h.env;
  await w.close();
  return { apiKey: w.apiKey, env };
}

describe("email: EMAIL_API_KEY is decided by transport, never by a header (issue 10, defect 5)", () => {
  let database: TestDatabase;
  let host: RunningHost | undefined;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterEach(async () => {
    await host?.close();
    host = undefined;
    await database.drop();
  });

  test("HTTP/1.0 without Host on a ::ffff:127.0.0.1 bind gets no access through EMAIL_API_KEY", async () => {
    const { apiKey, env } = await accountWithDomain(database);
    // A bind the runtime does not treat as loopback, so no Host check stands in front.
    const config = loadConfig({ ...env, EMAIL_API_KEY: apiKey }, { host: "::ffff:127.0.0.1", port: 0 });
    host = await startHost({ services: [services.email()], config, logger: pino({ level: "silent" }) });

    const anonymous = await http10(host.port, []);
    expect(anonymous.status).toBe(200);
    const result = JSON.parse(anonymous.body).result;
    expect(result.isError).toBe(true);
    expect(result._meta["dev.mcpforge/error"].code).toBe("unauthorized");
    expect(anonymous.body).not.toContain(DOMAIN);

    // The same request presenting the key over HTTP does reach the account: the refusal above is the key rule.
    const withKey = await http10(host.port, [`Authorization: Bearer ${apiKey}`]);
    expect(JSON.parse(withKey.body).result.structuredContent.domains[0].name).toBe(DOMAIN);
  });

  test("over stdio (mcpforge serve email --stdio) EMAIL_API_KEY is the caller's key", async () => {
    const { apiKey, env } = await accountWithDomain(database);
    const client = new Client({ name: "email-stdio", version: "1.0.0" });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [join(__dirname, "..", "..", "bin", "mcpforge.js"), "serve", "email", "--stdio"],
        env: {
          PATH: process.env.PATH ?? "",
          ...env,
          EMAIL_SUBMISSION_SMTP: "off",
          EMAIL_INBOUND_SMTP: "off",
          EMAIL_API_KEY: apiKey,
        },
        stderr: "pipe",
      }),
    );
    try {
      const r = await client.callTool({ name: "list_domains", arguments: {} });
      expect((r.structuredContent as any).domains.map((d: any) => d.name)).toEqual([DOMAIN]);
    } finally {
      await client.close();
    }
  });
});
