import { ManualClock } from "../../generator/runtime";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { startDefi, type DefiHarness } from "./harness";
import { funded, liveEnv } from "./live";
import { approvePool, supplyLogs } from "./evm-venue";
import { useChainBehindProxy } from "./rpc-proxy";

/**
 * Live lend single-flight without a storage transaction during RPC submission (lend-claims.ts,
 * lend-live.ts): the claim and the signed transaction are committed before the send; concurrent
 * retries with one key settle once; a process that stops between claim and outcome is recovered
 * after DEFI_LEND_CLAIM_TTL_MS by the durable job or by a retry, never settling twice.
 */
const TTL = 120_000;
const chain = useChainBehindProxy();

/** A funded user's previewed lend (phase one) and the broadcast count before phase two; the wallet already approved the Pool, so the supply is the one raw transaction sent. */
async function previewed(h: DefiHarness, amount: string, idempotencyKey: string) {
  const { userId, address, mandateId } = await funded(h, chain().venues);
  await approvePool(chain().venues, address);
  const args = { userId, mandateId, amount, idempotencyKey };
  const { previewHash } = await h.tool("defi_lend_execute", args);
  return { userId, address, args, previewHash: previewHash as string, sent: broadcasts().length };
}

const broadcasts = () => chain().proxy.requests.filter((r) => r.method === "eth_sendRawTransaction");
const supplied = (owner: string) => supplyLogs(chain().venues, owner);

describeEachDatabase("live lend single-flight: claim, send outside any transaction, outcome", (kind) => {
  let database: TestDatabase;
  const clock = new ManualClock(new Date());
  const hosts: DefiHarness[] = [];
  // A retry facing another process's claim looks again every 250 ms for DEFI_LEND_INFLIGHT_WAIT_MS
  // (5 s by default) before answering in flight: two looks here, not twenty.
  const start = async () => {
    const env = { ...liveEnv(chain().venues, chain().venues.aave, chain().proxy.url), DEFI_LEND_INFLIGHT_WAIT_MS: "500" };
    const h = await startDefi(database, env, clock);
    hosts.push(h);
    return h;
  };
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    for (const h of hosts.splice(0)) await h.close();
    await database?.drop();
  });

  test("while the transaction is being sent, the claim and the signed transaction are committed and the database takes writes; two concurrent calls with one key settle once", async () => {
    const h = await start();
    const { userId, address, args, previewHash, sent } = await previewed(h, "12", "single-flight-1");
    const held = chain().proxy.hold("eth_sendRawTransaction");
    const first = h.tool("defi_lend_execute", { ...args, previewHash });
    await held.arrived;
    const second = h.tool("defi_lend_execute", { ...args, previewHash });
    // The send is in progress: other writes go through, and another connection reads the committed claim.
    expect(await h.user("written while the send is held")).toMatch(/^usr_/);
    const db = await h.db();
    const claim = await db.selectFrom("defi_lend_submissions").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();
    expect(claim).toMatchObject({ state: "submitting", signed_tx: expect.stringMatching(/^0x/), tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    held.release();
    const [a, b] = await Promise.all([first, second]);
    expect(b.receiptHash).toBe(a.receiptHash);
    expect(a).toMatchObject({ phase: "settled", proof: { standing: "chain-confirmed" }, txHash: claim.tx_hash });
    expect(broadcasts().length - sent).toBe(1);
    expect((await supplied(address)).map((l) => l.transactionHash)).toEqual([claim.tx_hash]);
    expect(await db.selectFrom("defi_lend_submissions").select("state").where("user_id", "=", userId).executeTakeFirstOrThrow()).toEqual({ state: "submitted" });
  });

  test("stopped after sending, before the outcome: no refusal and no receipt; after a restart the durable job rebroadcasts the same signed transaction and writes the outcome once; a retry reads it", async () => {
    let h = await start();
    const { userId, address, args, previewHash, sent } = await previewed(h, "7", "crash-after-send");
    chain().proxy.drop("eth_sendRawTransaction"); // the node gets it; the service never hears back
    const unknown = await h.refusal("defi_lend_execute", { ...args, previewHash });
    expect(unknown.code).toBe("upstream_unavailable");
    expect(unknown.message).toContain("not known yet");
    const db = await h.db();
    expect(await db.selectFrom("defi_refusals").selectAll().where("user_id", "=", userId).execute()).toEqual([]);
    expect(await db.selectFrom("defi_receipts").selectAll().where("user_id", "=", userId).execute()).toEqual([]);
    const claim = await db.selectFrom("defi_lend_submissions").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();
    expect(claim.state).toBe("submitting");

    await h.close();
    hosts.splice(hosts.indexOf(h), 1);
    h = await start(); // restart on the same database
    clock.advance(TTL);
    // A job round the new host started before the clock moved may still be running (runJobs then
    // joins it); the next round sees the job due. Bounded: the job is due from the first fresh round.
    const receiptsOf = async () => (await h.db()).selectFrom("defi_receipts").selectAll().where("user_id", "=", userId).execute();
    for (let round = 0; round < 3 && (await receiptsOf()).length === 0; round++) await h.runJobs();
    const receipts = await receiptsOf();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ standing: "chain-confirmed", submitted_tx: claim.tx_hash, tx_hash: claim.tx_hash });
    const again = broadcasts().slice(sent);
    expect(again).toHaveLength(2); // the original send and the recovery's rebroadcast: the same bytes
    expect(again[1].params).toEqual(again[0].params);
    expect(await supplied(address)).toHaveLength(1);
    const retry = await h.tool("defi_lend_execute", { ...args, previewHash });
    expect(retry).toMatchObject({ phase: "settled", receiptHash: receipts[0].receipt_hash, txHash: claim.tx_hash });
    expect(broadcasts().length - sent).toBe(2);
  });

  test("stopped after the claim, before signing: another process's retry after the claim TTL releases it and settles; the first claimant then finds its claim gone and sends nothing", async () => {
    const h1 = await start();
    const { address, args, previewHash, sent } = await previewed(h1, "3", "crash-before-sign");
    const held = chain().proxy.hold("eth_estimateGas"); // h1 has claimed and is reading the chain to sign
    const stuck = h1.client.callTool({ name: "defi_lend_execute", arguments: { ...args, previewHash } });
    await held.arrived;
    const h2 = await start(); // another process on the same database
    clock.advance(TTL);
    const settled = await h2.tool("defi_lend_execute", { ...args, previewHash });
    expect(settled).toMatchObject({ phase: "settled", proof: { standing: "chain-confirmed" } });
    held.release();
    const late = await stuck;
    expect(late.isError).toBe(true);
    expect(JSON.stringify(late.content)).toContain("taken over");
    expect(broadcasts().length - sent).toBe(1);
    expect((await supplied(address)).map((l) => l.transactionHash)).toEqual([settled.txHash]);
  });

  test("a retry in another process while the claimant is still within the claim TTL: in flight, no refusal record, nothing sent twice; once the claimant finishes the retry reads its receipt", async () => {
    const h1 = await start();
    const { userId, address, args, previewHash, sent } = await previewed(h1, "2", "in-flight-elsewhere");
    const held = chain().proxy.hold("eth_estimateGas");
    const first = h1.tool("defi_lend_execute", { ...args, previewHash });
    await held.arrived;
    const h2 = await start();
    const busy = await h2.refusal("defi_lend_execute", { ...args, previewHash }); // looks again for 2 × 250 ms, then answers
    expect(busy.code).toBe("upstream_unavailable");
    expect(busy.message).toContain("in flight");
    expect(await (await h2.db()).selectFrom("defi_refusals").selectAll().where("user_id", "=", userId).execute()).toEqual([]);
    held.release();
    const settled = await first;
    expect((await h2.tool("defi_lend_execute", { ...args, previewHash })).receiptHash).toBe(settled.receiptHash);
    expect(broadcasts().length - sent).toBe(1);
    expect(await supplied(address)).toHaveLength(1);
  });
});
