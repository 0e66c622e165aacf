import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toolError } from "../helpers/http";
import { startSite, type Site } from "./harness";

/** The payments service as a child process over stdio (`mcpforge serve payments --stdio`, built dist/). */
describe("payments over stdio", () => {
  let client: Client;
  let site: Site;
  let dir: string;

  beforeAll(async () => {
    site = await startSite((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<title>stdio page</title>hello"));
    dir = mkdtempSync(join(tmpdir(), "payments-stdio-"));
    const env = { PATH: process.env.PATH ?? "", DATABASE_URL: `sqlite:${join(dir, "db.sqlite")}`, MCPFORGE_DATA_DIR: dir, MCPFORGE_OUTBOUND_ALLOW: "127.0.0.1/32", MCPFORGE_URL_CHECK_ALLOW: "127.0.0.1/32", PAYMENTS_RECEIPT_SECRET: "stdio test passphrase 123" };
    client = new Client({ name: "payments-stdio-test", version: "1.0.0" });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [join(__dirname, "../../bin/mcpforge.js"), "serve", "payments", "--stdio"], env, stderr: "pipe" }));
  });
  afterAll(async () => {
    await client?.close();
    await site?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves all nine tools and answers recommend_tool and verify_web_evidence", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["base_balance", "batch_check_urls", "check_url", "merchant_audit", "merchant_snapshot", "payment_guard", "recommend_tool", "treasury_preflight", "verify_web_evidence"]);
    const rec = await client.callTool({ name: "recommend_tool", arguments: { goal: "read my wallet balance on Base" } });
    expect((rec.structuredContent as any).recommendation.tool).toBe("base_balance");
    const ev = await client.callTool({ name: "verify_web_evidence", arguments: { url: `${site.origin}/`, expectedText: "HELLO" } });
    expect(ev.structuredContent).toMatchObject({ status: 200, expectedTextFound: true, metadata: { title: "stdio page" } });
  });

  it("refuses a metadata address with url_not_allowed and keeps serving", async () => {
    const r = await client.callTool({ name: "check_url", arguments: { url: "http://169.254.169.254/latest/meta-data/" } });
    expect(toolError(r).code).toBe("url_not_allowed");
    const again = await client.callTool({ name: "check_url", arguments: { url: `${site.origin}/` } });
    expect(again.structuredContent).toMatchObject({ status: 200 });
  });
});
