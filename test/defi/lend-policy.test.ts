import { AAVE_TOPIC } from "../../handlers/defi/aave";
import { word } from "../../handlers/defi/erc20";
import { lendArtifact } from "../../handlers/defi/lend-artifact";
import { mandateReference } from "../../handlers/defi/receipts";
import { describeEachDatabase } from "../storage/databases";
import { startVenueChain, type VenueChain } from "./evm-venue";
import { useDefi, type DefiHarness } from "./harness";
import { funded, liveEnv } from "./live";

let venues: VenueChain;
beforeAll(async () => {
  venues = await startVenueChain();
}, 60_000);
afterAll(() => venues?.chain.close());

interface LendArgs {
  op: "supply" | "withdraw";
  amount: string;
  idempotencyKey: string;
}

/** The previewHash defi_lend_execute shows for these arguments now (venue_1 on Base): what a human would have approved. */
async function approvedHash(h: DefiHarness, mandateId: string, owner: string, a: LendArgs): Promise<string> {
  const mandate = await (await h.db()).selectFrom("defi_mandates").selectAll().where("mandate_id", "=", mandateId).executeTakeFirstOrThrow();
  return lendArtifact({ ...a, owner, venue: "venue_1", chain: "base", asset: "USDC", mandateId, mandateReference: mandateReference(mandate) }).previewHash;
}

/** What the custody wallet did on the chain: transactions sent, the Aave Pool's USDC events for it. */
async function onChain(owner: string) {
  const logs = async (event: string) => (await venues.chain.rpc<unknown[]>("eth_getLogs", [{ address: venues.protocols.aave.pool, fromBlock: "0x0", topics: [event, word(venues.protocols.usdc), word(owner)] }])).length;
  return { sent: Number(await venues.chain.rpc<string>("eth_getTransactionCount", [owner, "latest"])), supplied: await logs(AAVE_TOPIC.supply), withdrawn: await logs(AAVE_TOPIC.withdraw) };
}

describeEachDatabase("defi_lend_execute is bound by its mandate's policy (the check defi_approve_execute applies)", (kind) => {
  const s = useDefi(kind, {}, () => liveEnv(venues, venues.aave));

  test.each([
    ["a venue outside the mandate's venues", { message: "lend 1000 USDC on Base, only on venue_2" }, { op: "supply", amount: "100" }, "venue venue_1 is not among the mandate's venues (venue_2)"],
    ["an amount over the per-move cap", { message: "lend 1000 USDC on Base, max 100 USDC per move" }, { op: "supply", amount: "150" }, "150 USDC exceeds the per-move cap of 100"],
    ["supply under a swap mandate", { message: "swap 1000 USDC on Base" }, { op: "supply", amount: "100" }, "supply is not among the operations the mandate allows (swap: swap)"],
    ["withdraw under structured operations [bridge]", { capital: { asset: "USDC", amount: "1000", chain: "base" }, constraints: { operations: ["bridge"] } }, { op: "withdraw", amount: "100" }, "withdraw is not among the operations"],
  ] as const)("%s: policy_violation even with the approved previewHash on a live route; nothing signed or sent, refusal records only", async (_, terms, move, why) => {
    const { userId, address, mandateId } = await funded(s.h, venues, terms);
    const args = { ...move, idempotencyKey: "policy-key-0001" };
    const previewHash = await approvedHash(s.h, mandateId, address, args);
    const phaseTwo = await s.h.refusal("defi_lend_execute", { userId, mandateId, ...args, previewHash });
    expect(phaseTwo.code).toBe("policy_violation");
    expect(phaseTwo.message).toContain(why);
    expect(phaseTwo.message).toContain("Nothing moved");
    // Phase one is refused as well: no artifact is shown for a move the mandate does not allow.
    expect((await s.h.refusal("defi_lend_execute", { userId, mandateId, ...args })).code).toBe("policy_violation");

    expect(await onChain(address)).toEqual({ sent: 0, supplied: 0, withdrawn: 0 });
    const db = await s.h.db();
    expect(await db.selectFrom("defi_lend_submissions").selectAll().where("user_id", "=", userId).execute()).toEqual([]);
    expect(await db.selectFrom("defi_lend_keys").selectAll().where("user_id", "=", userId).execute()).toEqual([]);
    expect(await db.selectFrom("defi_receipts").selectAll().where("user_id", "=", userId).execute()).toEqual([]);
    const refusals = await db.selectFrom("defi_refusals").select(["code", "tool", "mandate_id"]).where("user_id", "=", userId).execute();
    expect(refusals).toEqual([0, 1].map(() => ({ code: "policy_violation", tool: "defi_lend_execute", mandate_id: mandateId })));
  });

  test("within the same limits the same route signs and settles (the control): an allocate mandate's capped supply, and its withdraw", async () => {
    const { userId, address, mandateId } = await funded(s.h, venues, { message: "allocate 1000 USDC on Base, max 100 USDC per move, only on venue_1" });
    const supply: LendArgs = { op: "supply", amount: "100", idempotencyKey: "policy-key-0002" };
    const shown = await s.h.tool("defi_lend_execute", { userId, mandateId, ...supply });
    expect(shown.previewHash).toBe(await approvedHash(s.h, mandateId, address, supply));
    const settled = await s.h.tool("defi_lend_execute", { userId, mandateId, ...supply, previewHash: shown.previewHash });
    expect(settled).toMatchObject({ phase: "settled", proof: { standing: "chain-confirmed" }, txHash: expect.stringMatching(/^0x/) });
    const withdraw: LendArgs = { op: "withdraw", amount: "60", idempotencyKey: "policy-key-0003" };
    const back = await s.h.tool("defi_lend_execute", { userId, mandateId, ...withdraw, previewHash: await approvedHash(s.h, mandateId, address, withdraw) });
    expect(back).toMatchObject({ phase: "settled", op: "withdraw", proof: { standing: "chain-confirmed" } });
    expect(await onChain(address)).toEqual({ sent: 3, supplied: 1, withdrawn: 1 }); // the approve of the Pool, the supply, the withdraw
  });
});
