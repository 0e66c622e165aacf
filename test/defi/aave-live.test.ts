// Issue 28 item 1: live lending moves real assets. The real Aave V3 Pool (from @aave/core-v3's
// artifacts, protocols.ts) on a local Hardhat chain; the custody wallet's ERC-20 USDC and aUSDC
// balances are read from the chain before and after each call.
import type * as Viem from "viem" with { "resolution-mode": "import" };
import { describeEachDatabase } from "../storage/databases";
import { startLocalChain, type LocalChain } from "../payments/evm";
import { useDefi, type DefiHarness } from "./harness";
import { issuer } from "./live";
import { TEST_CUSTODY_KEY } from "./harness";
import { deployProtocols, type Protocols } from "./protocols";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const viem = require("viem") as typeof Viem;
const BALANCE = viem.parseAbi(["function balanceOf(address) view returns (uint256)"]);

let chain: LocalChain;
let p: Protocols;
beforeAll(async () => {
  chain = await startLocalChain({ chainId: 8453 });
  p = await deployProtocols(chain, { ethUsd: "1900.50" });
}, 120_000);
afterAll(() => chain?.close());

const env = () => ({
  ...issuer.env,
  DEFI_CUSTODY: "development",
  DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY,
  MCPFORGE_OUTBOUND_ALLOW: "loopback",
  DEFI_CHAIN_RPC_URLS: `base=${chain.url}`,
  DEFI_VENUE_CONTRACTS: `venue_1@base=aave-v3:${p.aave.pool}`,
  DEFI_TOKEN_ADDRESSES: `USDC@base=${p.usdc},WETH@base=${p.weth}`,
});

async function balanceOf(token: string, owner: string): Promise<bigint> {
  const data = viem.encodeFunctionData({ abi: BALANCE, functionName: "balanceOf", args: [owner as `0x${string}`] });
  return BigInt(await chain.rpc("eth_call", [{ to: token, data }, "latest"]));
}

async function wallet(h: DefiHarness) {
  const userId = await h.user();
  const { address } = await h.tool("defi_provision_wallet", { userId, family: "evm" });
  await chain.setEth(address, 10n ** 18n);
  const { mandate } = await h.tool("defi_create_mandate", { userId, portal: "base", capital: { asset: "USDC", amount: "1000", chain: "base" } });
  const held = async () => ({ usdc: await balanceOf(p.usdc, address), aUsdc: await balanceOf(p.aave.aTokens.USDC, address) });
  return { userId, address: address as string, mandateId: mandate.mandateId as string, held };
}

/** Both phases: the preview, then the approved artifact. */
async function lend(h: DefiHarness, args: Record<string, unknown>) {
  const { previewHash } = await h.tool("defi_lend_execute", args);
  return { previewHash: previewHash as string, settle: () => h.tool("defi_lend_execute", { ...args, previewHash }), refuse: () => h.refusal("defi_lend_execute", { ...args, previewHash }) };
}

describeEachDatabase("live lending through the real Aave V3 Pool on a local chain", (kind) => {
  const s = useDefi(kind, {}, env);

  test("a wallet holding 0 USDC is refused before signing: insufficient_balance, nothing moved, no receipt", async () => {
    const w = await wallet(s.h);
    const nonce = await chain.rpc("eth_getTransactionCount", [w.address, "latest"]);
    const refusal = await (await lend(s.h, { userId: w.userId, mandateId: w.mandateId, amount: "670", idempotencyKey: "aave-empty-01" })).refuse();
    expect(refusal).toMatchObject({ code: "insufficient_balance", message: expect.stringContaining("nothing was signed") });
    expect(await w.held()).toEqual({ usdc: 0n, aUsdc: 0n });
    expect(await chain.rpc("eth_getTransactionCount", [w.address, "latest"])).toBe(nonce);
    const db = await s.h.db();
    expect(await db.selectFrom("defi_receipts").select("receipt_hash").where("user_id", "=", w.userId).execute()).toEqual([]);
  });

  test("supply then withdraw move the wallet's USDC and aUSDC by exactly the amounts; the receipt is confirmed by the effect", async () => {
    const w = await wallet(s.h);
    await chain.mintUsdc(w.address, 1_000_000_000n); // 1000 USDC
    const supplied = await (await lend(s.h, { userId: w.userId, mandateId: w.mandateId, amount: "600", idempotencyKey: "aave-supply-01" })).settle();
    expect(supplied).toMatchObject({ phase: "settled", proof: { standing: "chain-confirmed" }, txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(await w.held()).toEqual({ usdc: 400_000_000n, aUsdc: 600_000_000n });
    const tx = await chain.rpc("eth_getTransactionByHash", [supplied.txHash]);
    expect(tx.to.toLowerCase()).toBe(p.aave.pool.toLowerCase());
    const { receipt } = await s.h.tool("defi_get_receipt", { userId: w.userId, executionId: supplied.executionId });
    expect(receipt.summary).toContain("Aave V3 Pool's event and the USDC Transfer");

    const withdrawn = await (await lend(s.h, { userId: w.userId, mandateId: w.mandateId, op: "withdraw", amount: "250", idempotencyKey: "aave-withdraw-01" })).settle();
    expect(withdrawn).toMatchObject({ phase: "settled", proof: { standing: "chain-confirmed" } });
    expect(await w.held()).toEqual({ usdc: 650_000_000n, aUsdc: 350_000_000n });

    const tooMuch = await (await lend(s.h, { userId: w.userId, mandateId: w.mandateId, op: "withdraw", amount: "351", idempotencyKey: "aave-withdraw-02" })).refuse();
    expect([tooMuch.code, tooMuch.message]).toEqual(["insufficient_balance", expect.stringContaining("Aave position")]);
    expect(await w.held()).toEqual({ usdc: 650_000_000n, aUsdc: 350_000_000n });
  });
});
