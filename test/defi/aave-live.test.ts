// Issue 28 item 1: live lending moves real assets. The real Aave V3 Pool (from @aave/core-v3's
// artifacts, protocols.ts) on a local Hardhat chain; the custody wallet's ERC-20 USDC and aUSDC
// balances are read from the chain before and after each call.
import type * as Viem from "viem" with { "resolution-mode": "import" };
import { describeEachDatabase } from "../storage/databases";
import type { LocalChain } from "../payments/evm";
import { useDefi, type DefiHarness } from "./harness";
import { protocolEnv, startProtocolChain } from "./live";
import type { Protocols } from "./protocols";
import { checkAave } from "../../handlers/defi/aave";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const viem = require("viem") as typeof Viem;
const BALANCE = viem.parseAbi(["function balanceOf(address) view returns (uint256)"]);

let chain: LocalChain, p: Protocols;
beforeAll(async () => ({ chain, p } = await startProtocolChain()), 120_000);
afterAll(() => chain?.close());

const env = () => protocolEnv(chain, p, `venue_1@base=aave-v3:${p.aave.pool}`);

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
    expect(supplied.proof.balances).toEqual([
      { asset: "USDC", token: p.usdc, before: "1000", after: "400" },
      { asset: "aUSDC", token: p.aave.aTokens.USDC, before: "0", after: "600" },
    ]);
    const tx = await chain.rpc("eth_getTransactionByHash", [supplied.txHash]);
    expect(tx.to.toLowerCase()).toBe(p.aave.pool.toLowerCase());
    const { receipt } = await s.h.tool("defi_get_receipt", { userId: w.userId, executionId: supplied.executionId });
    expect(receipt.summary).toContain("Aave V3 Pool's event and the USDC Transfer");
    expect(receipt.proof.balances).toEqual(supplied.proof.balances);

    const withdrawn = await (await lend(s.h, { userId: w.userId, mandateId: w.mandateId, op: "withdraw", amount: "250", idempotencyKey: "aave-withdraw-01" })).settle();
    expect(withdrawn).toMatchObject({ phase: "settled", proof: { standing: "chain-confirmed" } });
    expect(await w.held()).toEqual({ usdc: 650_000_000n, aUsdc: 350_000_000n });

    const tooMuch = await (await lend(s.h, { userId: w.userId, mandateId: w.mandateId, op: "withdraw", amount: "351", idempotencyKey: "aave-withdraw-02" })).refuse();
    expect([tooMuch.code, tooMuch.message]).toEqual(["insufficient_balance", expect.stringContaining("Aave position")]);
    expect(await w.held()).toEqual({ usdc: 650_000_000n, aUsdc: 350_000_000n });
  });
});

describe("confirmation reads the wallet's balances back and fails closed", () => {
  const ABI = viem.parseAbi(["function approve(address,uint256) returns (bool)", "function transfer(address,uint256) returns (bool)", "function supply(address,uint256,address,uint16)"]);
  const data = (functionName: "approve" | "transfer" | "supply", args: readonly unknown[]) => viem.encodeFunctionData({ abi: ABI, functionName, args } as never);
  const send = (from: string, to: string, input: string): Promise<string> => chain.rpc("eth_sendTransaction", [{ from, to, data: input, gas: "0x7a120" }]);

  test("a supply whose block also moved the wallet's USDC elsewhere: the Pool's event and Transfer match, the balances do not → chain-contradicted", async () => {
    const [owner, other] = [chain.accounts[3], chain.accounts[4]];
    await chain.mintUsdc(owner, 100_000_000n);
    await send(owner, p.usdc, data("approve", [p.aave.pool, viem.maxUint256]));
    const supply = data("supply", [p.usdc, 50_000_000n, owner, 0]);
    await chain.rpc("evm_setAutomine", [false]);
    let crowded: string;
    try {
      crowded = await send(owner, p.aave.pool, supply);
      await send(owner, p.usdc, data("transfer", [other, 1n]));
      await chain.rpc("evm_mine", []);
    } finally {
      await chain.rpc("evm_setAutomine", [true]);
    }
    const move = { pool: p.aave.pool, token: p.usdc, owner, op: "supply" as const, units: 50_000_000n, asset: "USDC" };
    const checked = await checkAave(chain.rpc, { ...move, txHash: crowded });
    expect(checked).toEqual({
      standing: "chain-contradicted",
      balances: [
        { asset: "USDC", token: p.usdc, before: "100000000", after: "49999999" },
        { asset: "aUSDC", token: p.aave.aTokens.USDC, before: "0", after: "50000000" },
      ],
    });
    // The same supply alone in its block is confirmed.
    expect((await checkAave(chain.rpc, { ...move, units: 10_000_000n, txHash: await send(owner, p.aave.pool, data("supply", [p.usdc, 10_000_000n, owner, 0])) })).standing).toBe("chain-confirmed");
  });
});
