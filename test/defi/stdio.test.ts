import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toolError } from "../helpers/http";
import { TEST_CUSTODY_KEY } from "./harness";

/** The DeFi service as a child process over stdio (`mcpforge serve defi --stdio`, built dist/), restarted on the same database. */
describe("defi over stdio, across a restart", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "defi-stdio-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function start(): Promise<Client> {
    const env = { PATH: process.env.PATH ?? "", DATABASE_URL: `sqlite:${join(dir, "db.sqlite")}`, MCPFORGE_DATA_DIR: dir, DEFI_CUSTODY: "development", DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY };
    const client = new Client({ name: "defi-stdio-test", version: "1.0.0" });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [join(__dirname, "../../bin/mcpforge.js"), "serve", "defi", "--stdio"], env, stderr: "pipe" }));
    return client;
  }
  const call = async (c: Client, name: string, args: Record<string, unknown>) => {
    const r = await c.callTool({ name, arguments: args });
    if (r.isError) throw new Error(`${name}: ${JSON.stringify(toolError(r))}`);
    return r.structuredContent as any;
  };

  it("settles a paper plan, and after a restart the identity, wallet, mandate and receipt are all still there", async () => {
    const first = await start();
    const { userId } = await call(first, "defi_session", { displayName: "stdio" });
    const wallet = await call(first, "defi_provision_wallet", { userId, family: "evm" });
    const { mandate } = await call(first, "defi_create_mandate", { userId, portal: "base", message: "swap 100 USDC on Base" });
    const turn = await call(first, "defi_copilot_turn", { userId, agentId: "defi-swap", message: "swap 50 USDC to ETH" });
    const executionId = turn.actions.find((a: any) => a.type === "approve_execute").executionId;
    const { previewHash } = await call(first, "defi_preview_tx", { userId, portal: "base", executionId });
    const { receipt } = await call(first, "defi_approve_execute", { userId, portal: "base", executionId, previewHash });
    await first.close();

    const second = await start();
    try {
      expect(await call(second, "defi_session", { userId })).toEqual({ userId, displayName: "stdio", resumed: true });
      expect(await call(second, "defi_provision_wallet", { userId, family: "evm" })).toEqual(wallet);
      expect((await call(second, "defi_list_mandates", { userId })).mandates.map((m: any) => m.mandateId)).toEqual([mandate.mandateId]);
      expect((await call(second, "defi_get_receipt", { userId, executionId })).receipt).toEqual(receipt);
      expect((await call(second, "defi_portfolio", { userId })).balances.find((b: any) => b.asset === "USDC").amount).toBe("9950");
    } finally {
      await second.close();
    }
  });
});
