import { ManualClock } from "../../generator/runtime";
import { describeEachDatabase } from "../storage/databases";
import { httpJson, useDefi } from "./harness";
import { funded, issuer, liveEnv } from "./live";
import { approvePool, erc20Call, startVenueChain, supplyLogs, suppliedUnits, type VenueChain } from "./evm-venue";
import { inOneHour } from "./kya";

let venues: VenueChain;
beforeAll(async () => {
  venues = await startVenueChain();
}, 120_000);
afterAll(() => venues?.chain.close());

const env = () => liveEnv(venues, venues.aave);

describeEachDatabase("live lending through the real Aave V3 Pool on a local EVM node", (kind) => {
  const s = useDefi(kind, {}, env);

  test("settled: txHash only after the Pool's Supply event and the balances read back verified it; chain-confirmed; concurrent retries settle once", async () => {
    const { userId, address, agentInstanceId, mandateId } = await funded(s.h, venues);
    const args = { userId, mandateId, amount: "250", idempotencyKey: "live-key-0001" };
    const { previewHash } = await s.h.tool("defi_lend_execute", args);
    const results = await Promise.all([0, 1, 2].map(() => s.h.tool("defi_lend_execute", { ...args, previewHash })));
    expect(new Set(results.map((r) => r.receiptHash)).size).toBe(1);
    const r = results[0];
    expect(r).toMatchObject({ phase: "settled", venue: "venue_1", chain: "base", proof: { standing: "chain-confirmed" }, txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    const logs = await supplyLogs(venues, address);
    expect(logs).toHaveLength(1);
    expect(logs[0].transactionHash).toBe(r.txHash);
    expect(suppliedUnits(logs[0])).toBe(250_000_000n);
    const { receipt } = await s.h.tool("defi_get_receipt", { userId, executionId: r.executionId });
    expect(receipt).toMatchObject({ mode: "live", txHash: r.txHash, proof: { standing: "chain-confirmed", chain: "base", checkedAt: expect.any(String) } });
    expect((await httpJson(receipt.verifyUrl)).body.verified).toBe(true);
    expect((await s.h.tool("defi_agent_record", { userId, agentInstanceId })).receiptsProven).toBe(1);
  });
});

describeEachDatabase("live defi_approve_execute of a copilot lending plan", (kind) => {
  const s = useDefi(kind, {}, env);

  test("a live-scoped agent's lend plan, previewed and approved live, settles on the chain and is chain-confirmed", async () => {
    const { userId, mandateId } = await funded(s.h, venues);
    const agentCredential = issuer.credential({ iss: issuer.issuer, sub: "defi-lend", scope: "defi:mainnet", exp: inOneHour() });
    const turn = await s.h.tool("defi_copilot_turn", { userId, portal: "base", mode: "live", agentCredential, message: `lend 40 USDC on Base under ${mandateId}` });
    const executionId = turn.actions.find((a: any) => a.type === "approve_execute").executionId;
    const { previewHash } = await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId });
    const before = await s.h.tool("defi_portfolio", { userId });
    const out = await s.h.tool("defi_approve_execute", { userId, portal: "base", executionId, previewHash, mode: "live" });
    expect(out).toMatchObject({ executionId, mode: "live", status: "settled", balances: null, receipt: { mode: "live", proof: { standing: "chain-confirmed" }, txHash: expect.stringMatching(/^0x/) } });
    expect(await s.h.tool("defi_portfolio", { userId })).toEqual(before);
    expect((await s.h.refusal("defi_approve_execute", { userId, portal: "base", executionId, previewHash, mode: "live" })).code).toBe("execution_not_pending");
  });
});

describeEachDatabase("the durable confirmation job", (kind) => {
  const clock = new ManualClock(new Date());
  const s = useDefi(kind, { DEFI_CONFIRM_DELAY_MS: "15000" }, env, clock);
  /** A funded user whose wallet already approved the Pool (sent as the wallet, impersonated): with automine off, no approval waits to be mined. */
  async function approved() {
    const u = await funded(s.h, venues);
    await approvePool(venues, u.address);
    return u;
  }

  test("a transaction not yet mined leaves the receipt unconfirmed without txHash; the job confirms it once the block exists", async () => {
    const { userId, mandateId } = await approved();
    const { previewHash } = await s.h.tool("defi_lend_execute", { userId, mandateId, amount: "5" });
    await venues.chain.rpc("evm_setAutomine", [false]);
    let r;
    try {
      r = await s.h.tool("defi_lend_execute", { userId, mandateId, amount: "5", previewHash });
      expect(r).toMatchObject({ phase: "settled", proof: { standing: "unconfirmed" } });
      expect("txHash" in r).toBe(false);
      expect((await s.h.tool("defi_get_receipt", { userId, executionId: r.executionId })).receipt.proof).toEqual({ standing: "unconfirmed", chain: "base", checkedAt: expect.any(String) });
      await venues.chain.rpc("evm_mine", []);
    } finally {
      await venues.chain.rpc("evm_setAutomine", [true]);
    }
    expect(await s.h.runJobs()).toBe(0); // not due yet
    clock.advance(15_000);
    expect(await s.h.runJobs()).toBe(1);
    const { receipt } = await s.h.tool("defi_get_receipt", { userId, executionId: r.executionId });
    expect(receipt).toMatchObject({ proof: { standing: "chain-confirmed" }, txHash: expect.stringMatching(/^0x/) });
  });
  test("the settling block also moved the wallet's USDC elsewhere: the balances read back do not match, chain-contradicted, no txHash, receiptsProven stays 0", async () => {
    const { userId, address, agentInstanceId, mandateId } = await approved();
    const { previewHash } = await s.h.tool("defi_lend_execute", { userId, mandateId, amount: "10" });
    await venues.chain.rpc("evm_setAutomine", [false]);
    let r;
    try {
      r = await s.h.tool("defi_lend_execute", { userId, mandateId, amount: "10", previewHash });
      await venues.chain.rpc("hardhat_impersonateAccount", [address]);
      await venues.chain.rpc("eth_sendTransaction", [{ from: address, to: venues.protocols.usdc, data: erc20Call("transfer", venues.chain.accounts[5], 1n), gas: "0x186a0" }]);
      await venues.chain.rpc("evm_mine", []);
    } finally {
      await venues.chain.rpc("evm_setAutomine", [true]);
    }
    clock.advance(15_000);
    expect(await s.h.runJobs()).toBe(1);
    const { receipt } = await s.h.tool("defi_get_receipt", { userId, executionId: r.executionId });
    expect(receipt.proof).toMatchObject({ standing: "chain-contradicted", balances: [{ asset: "USDC", before: "10000", after: "9989.999999" }, { asset: "aUSDC", before: "0", after: "10" }] });
    expect("txHash" in receipt).toBe(false);
    const record = await s.h.tool("defi_agent_record", { userId, agentInstanceId });
    expect(record).toMatchObject({ receiptsProven: 0, receiptsByStanding: { "chain-contradicted": 1, "chain-confirmed": 0 } });
  });
});
