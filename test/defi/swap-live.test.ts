// Issue 28: a live swap goes through the real Uniswap V3 SwapRouter (from @uniswap/v3-periphery's
// artifacts, protocols.ts) on a local Hardhat chain, quoted by the real QuoterV2; the custody
// wallet's ERC-20 balances are read from the chain before and after.
import type * as Viem from "viem" with { "resolution-mode": "import" };
import { describeEachDatabase } from "../storage/databases";
import type { LocalChain } from "../payments/evm";
import { useDefi, type DefiHarness } from "./harness";
import { inOneHour } from "./kya";
import { issuer, protocolEnv, startProtocolChain } from "./live";
import type { Protocols } from "./protocols";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const viem = require("viem") as typeof Viem;
const ABI = viem.parseAbi([
  "function balanceOf(address) view returns (uint256)",
  "function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96)) returns (uint256, uint160, uint32, uint256)",
]);

let chain: LocalChain, p: Protocols;
beforeAll(async () => ({ chain, p } = await startProtocolChain()), 120_000);
afterAll(() => chain?.close());

// No DEFI_PRICE_URL: plans are quoted at the sample table (ETH = 3000), the pool trades at 1900.50.
const env = () => protocolEnv(chain, p, `swap@base=uniswap-v3:${p.uniswap.router}:${p.uniswap.quoter}`);

const call = async (to: string, functionName: "balanceOf" | "quoteExactInputSingle", args: readonly unknown[]) =>
  BigInt((await chain.rpc("eth_call", [{ to, data: viem.encodeFunctionData({ abi: ABI, functionName, args } as never) }, "latest"])).slice(0, 66));
const agentCredential = () => issuer.credential({ iss: issuer.issuer, sub: "defi-swap", scope: "defi:mainnet", exp: inOneHour() });

async function wallet(h: DefiHarness, capital: { asset: string; amount: string }) {
  const userId = await h.user();
  const { address } = await h.tool("defi_provision_wallet", { userId, family: "evm" });
  await chain.setEth(address, 10n ** 18n);
  const { mandate } = await h.tool("defi_create_mandate", { userId, portal: "base", capital: { ...capital, chain: "base" } });
  const held = async () => ({ usdc: await call(p.usdc, "balanceOf", [address]), weth: await call(p.weth, "balanceOf", [address]), nonce: await chain.rpc("eth_getTransactionCount", [address, "latest"]) });
  return { userId, address: address as string, mandateId: mandate.mandateId as string, held };
}

/** A live copilot plan, previewed: what defi_approve_execute is called with. */
async function planned(h: DefiHarness, userId: string, message: string) {
  const turn = await h.tool("defi_copilot_turn", { userId, portal: "base", mode: "live", agentCredential: agentCredential(), message });
  const executionId = turn.actions.find((a: { type: string }) => a.type === "approve_execute").executionId as string;
  const { previewHash } = await h.tool("defi_preview_tx", { userId, portal: "base", executionId });
  return { userId, portal: "base", executionId, previewHash, mode: "live" };
}

describeEachDatabase("a live swap through the real Uniswap V3 SwapRouter on a local chain", (kind) => {
  const s = useDefi(kind, {}, env);

  test("100 USDC → ETH: the wallet pays exactly 100 USDC and receives exactly the QuoterV2's quote in WETH; the receipt stores the balances read back", async () => {
    const w = await wallet(s.h, { asset: "USDC", amount: "1000" });
    await chain.mintUsdc(w.address, 250_000_000n); // 250 USDC
    const args = await planned(s.h, w.userId, `swap 100 USDC to ETH on Base under ${w.mandateId}`);
    const quoted = await call(p.uniswap.quoter, "quoteExactInputSingle", [{ tokenIn: p.usdc, tokenOut: p.weth, amountIn: 100_000_000n, fee: p.uniswap.fee, sqrtPriceLimitX96: 0n }]);
    const out = await s.h.tool("defi_approve_execute", args);
    expect(out).toMatchObject({ mode: "live", status: "settled", receipt: { proof: { standing: "chain-confirmed" }, txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) } });
    expect(await w.held()).toMatchObject({ usdc: 150_000_000n, weth: quoted });
    const tx = await chain.rpc("eth_getTransactionByHash", [out.receipt.txHash]);
    expect(tx.to.toLowerCase()).toBe(p.uniswap.router.toLowerCase());
    const got = viem.formatUnits(quoted, 18);
    expect(out.receipt.proof.balances).toEqual([
      { asset: "USDC", token: p.usdc, before: "250", after: "150" },
      { asset: "ETH", token: p.weth, before: "0", after: got },
    ]);
    expect(out.receipt.summary).toContain(`quoted ${got} ETH by the QuoterV2`);
    expect(out.receipt.summary).toContain("balances read back before and after");
    const { receipt } = await s.h.tool("defi_get_receipt", { userId: w.userId, executionId: args.executionId });
    expect(receipt.proof.balances).toEqual(out.receipt.proof.balances);
  });

  test("a quote under the plan's limit (plan at 3000, pool at 1900.50) is policy_violation: nothing signed or moved", async () => {
    const w = await wallet(s.h, { asset: "ETH", amount: "1" });
    const args = await planned(s.h, w.userId, `swap 0.1 ETH to USDC under ${w.mandateId}`);
    const before = await w.held();
    const refusal = await s.h.refusal("defi_approve_execute", args);
    expect([refusal.code, refusal.message]).toEqual(["policy_violation", expect.stringMatching(/quotes 189\.\d+ USDC for 0\.1 ETH, under the plan's limit of 297 USDC/)]);
    expect(await w.held()).toEqual(before);
  });

  test("a wallet short of USDC is insufficient_balance before signing: no approval, no swap, no receipt", async () => {
    const w = await wallet(s.h, { asset: "USDC", amount: "1000" });
    const args = await planned(s.h, w.userId, `swap 100 USDC to ETH under ${w.mandateId}`);
    const refusal = await s.h.refusal("defi_approve_execute", args);
    expect([refusal.code, refusal.message]).toEqual(["insufficient_balance", expect.stringContaining("nothing was signed")]);
    expect(await w.held()).toEqual({ usdc: 0n, weth: 0n, nonce: "0x0" });
    const db = await s.h.db();
    expect(await db.selectFrom("defi_receipts").select("receipt_hash").where("user_id", "=", w.userId).execute()).toEqual([]);
  });
});
