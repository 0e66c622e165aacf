import type { Clock } from "../../generator/runtime";
import { policyDistance } from "../../handlers/defi/effects";
import type { Plan } from "../../handlers/defi/intent";
import type { MandatesTable } from "../../handlers/defi/migrations";
import { describeEachDatabase } from "../storage/databases";
import { httpJson, TEST_CUSTODY_KEY, useDefi, type DefiHarness } from "./harness";
import { plan, previewed } from "./flow";

/** The machine's time, but strictly increasing: mandates made one after the other get ordered created_at. */
let last = 0;
const ticking: Clock = { now: () => new Date((last = Math.max(Date.now(), last + 1))) };

const row = (capital: object, constraints: object): MandatesTable =>
  ({ mandate_id: "mdt_x", user_id: "usr_x", portal: "base", agent_instance_id: null, name: null, objective: null, capital: JSON.stringify(capital), constraints: JSON.stringify(constraints), conditions: "[]", status: "active", created_at: 0, updated_at: 0 });
const lend = (fromAmount: string, venue = "venue_1"): Plan => ({ operation: "lend", chain: "base", toChain: null, fromAsset: "USDC", fromAmount, toAsset: "USDC", toAmount: fromAmount, venue, mandateRef: null });

describe("policyDistance (effects.ts): how far a mandate is from permitting a plan", () => {
  const capital = { asset: "USDC", amount: "1000", chain: "base" };
  test.each([
    ["permits it", 0, capital, { operations: ["lend"], venues: ["venue_1"], perMoveCap: { amount: "300", asset: "USDC" } }, lend("200")],
    ["per-move cap only", 1, capital, { operations: ["lend"], perMoveCap: { amount: "300", asset: "USDC" } }, lend("400")],
    ["capital amount only", 1, capital, { operations: ["lend"] }, lend("1500")],
    ["venue excluded (also over the cap)", 2, capital, { venues: ["venue_2"], perMoveCap: { amount: "300", asset: "USDC" } }, lend("400")],
    ["operation excluded", 2, capital, { operations: ["swap"] }, lend("10")],
    ["another asset", 3, { ...capital, asset: "DAI" }, {}, lend("10")],
    ["another chain", 3, { ...capital, chain: "optimism" }, {}, lend("10")],
  ])("%s → %d", (_, distance, cap, constraints, p) => {
    expect(policyDistance(p, row(cap, constraints))).toBe(distance);
  });
});

async function boundTo(h: DefiHarness, executionId: string): Promise<string | null> {
  const db = await h.db();
  return (await db.selectFrom("defi_executions").select("mandate_id").where("execution_id", "=", executionId).executeTakeFirstOrThrow()).mandate_id;
}

/** Approval refuses with policy_violation naming `why`; no balance moved, one refusal record, no receipt. */
async function refusedAtApproval(h: DefiHarness, userId: string, executionId: string, why: string) {
  const before = await h.tool("defi_portfolio", { userId });
  const refusal = await h.refusal("defi_approve_execute", await previewed(h, { userId, portal: "base", executionId }));
  expect(refusal).toMatchObject({ code: "policy_violation", message: expect.stringContaining(why) });
  expect(await h.tool("defi_portfolio", { userId })).toEqual(before);
  const db = await h.db();
  expect((await db.selectFrom("defi_refusals").select("code").where("execution_id", "=", executionId).execute()).map((r) => r.code)).toEqual(["policy_violation"]);
  expect(await db.selectFrom("defi_receipts").select("execution_id").where("execution_id", "=", executionId).execute()).toEqual([]);
}

describeEachDatabase("defi_copilot_turn binds a plan to the mandate that permits it", (kind) => {
  const s = useDefi(kind, { DEFI_CUSTODY: "development", DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY }, undefined, ticking);

  /** A user with a lending mandate (per-move cap 300) and, created after it, a swap mandate, both USDC on Base. */
  async function twoMandates() {
    const userId = await s.h.user();
    await s.h.tool("defi_provision_wallet", { userId, family: "evm" });
    const mk = async (message: string) => (await s.h.tool("defi_create_mandate", { userId, portal: "base", message })).mandate.mandateId as string;
    const lendId = await mk("lend 1000 USDC on Base, max 300 USDC per move");
    const swapId = await mk("swap 1000 USDC on Base");
    // The swap mandate is the newest: what "the newest mandate for the asset and chain" used to bind every plan to.
    expect((await s.h.tool("defi_list_mandates", { userId, portal: "base" })).mandates.map((m: { mandateId: string }) => m.mandateId)).toEqual([swapId, lendId]);
    return { userId, lendId, swapId };
  }

  test("a lend binds to the older lending mandate and settles; a swap binds to the swap mandate and settles", async () => {
    const { userId, lendId, swapId } = await twoMandates();
    const lent = await plan(s.h, userId, "lend 200 USDC on Base");
    expect(await boundTo(s.h, lent.executionId)).toBe(lendId);
    expect(lent.turn.reply).toContain(`under mandate ${lendId} (active).`);
    expect(lent.turn.reply).not.toContain("refused");
    expect(await s.h.tool("defi_approve_execute", await previewed(s.h, { userId, portal: "base", executionId: lent.executionId }))).toMatchObject({ status: "settled" });

    const swapped = await plan(s.h, userId, "swap 100 USDC to ETH");
    expect(await boundTo(s.h, swapped.executionId)).toBe(swapId);
    expect(swapped.turn.reply).toContain(`under mandate ${swapId} (active).`);
    const settled = await s.h.tool("defi_approve_execute", await previewed(s.h, { userId, portal: "base", executionId: swapped.executionId }));
    expect(settled.balances.after).toEqual(expect.arrayContaining([{ asset: "USDC", amount: "9700", chain: "base" }, { asset: "USDC.venue_1", amount: "200", chain: "base" }]));
  });

  test("what neither mandate permits: the reply says why under the closest mandate, and approval refuses for that reason", async () => {
    const { userId, lendId } = await twoMandates();
    // Over the lending mandate's per-move cap: the lending mandate is closer than the swap mandate, which excludes lending.
    const big = await plan(s.h, userId, "lend 400 USDC on Base");
    expect(await boundTo(s.h, big.executionId)).toBe(lendId);
    expect(big.turn.reply).toContain(`under mandate ${lendId} (active), but approval will be refused: no active mandate of yours on this portal permits it; under the closest, 400 USDC exceeds the per-move cap of 300.`);
    await refusedAtApproval(s.h, userId, big.executionId, "400 USDC exceeds the per-move cap of 300");

    const bridge = await plan(s.h, userId, "bridge 10 USDC from Base to Arbitrum One");
    expect(bridge.turn.reply).toContain("approval will be refused");
    expect(bridge.turn.reply).toContain("bridge is not among the operations the mandate allows");
    await refusedAtApproval(s.h, userId, bridge.executionId, "bridge is not among the operations the mandate allows");
  });

  test("a named mandate wins and is checked: one that does not allow the operation is refused although another would", async () => {
    const { userId, lendId, swapId } = await twoMandates();
    const named = await plan(s.h, userId, `lend 50 USDC on Base under ${swapId}`);
    expect(await boundTo(s.h, named.executionId)).toBe(swapId);
    expect(named.turn.reply).toContain(`under mandate ${swapId} (active), but approval will be refused: lend is not among the operations the mandate allows (swap: swap).`);
    await refusedAtApproval(s.h, userId, named.executionId, "lend is not among the operations the mandate allows (swap: swap)");

    const ok = await plan(s.h, userId, `lend 50 USDC on Base under ${lendId}`);
    expect(await boundTo(s.h, ok.executionId)).toBe(lendId);
    expect(await s.h.tool("defi_approve_execute", await previewed(s.h, { userId, portal: "base", executionId: ok.executionId }))).toMatchObject({ status: "settled" });

    // Someone else's mandate is not bound at all: no plan, nothing stored.
    const stranger = await s.h.user();
    const db = await s.h.db();
    const turn = await s.h.tool("defi_copilot_turn", { userId: stranger, portal: "base", agentId: "defi-lend", message: `lend 50 USDC on Base under ${lendId}` });
    expect(turn).toMatchObject({ actions: [], reply: `No plan: mandate ${lendId} is not one of yours.` });
    expect(await db.selectFrom("defi_executions").select("execution_id").where("user_id", "=", stranger).execute()).toEqual([]);
  });

  test("a paused mandate that permits the plan is closer than an active one that does not; resumed, the plan settles", async () => {
    const { userId, lendId, swapId } = await twoMandates();
    expect((await httpJson(`${s.h.host.url}/defi/v1/mandates/${lendId}/status`, { method: "POST", headers: { "x-defi-user-id": userId }, body: '{"status":"paused"}' })).status).toBe(200);
    const lent = await plan(s.h, userId, "lend 100 USDC on Base");
    expect(await boundTo(s.h, lent.executionId)).toBe(lendId);
    expect(lent.turn.reply).toContain(`under mandate ${lendId} (paused), but approval will be refused: no active mandate of yours on this portal permits it; under the closest, mandate ${lendId} is paused (resume it first).`);
    expect((await s.h.refusal("defi_approve_execute", { userId, portal: "base", executionId: lent.executionId })).code).toBe("mandate_paused");
    // The active swap mandate still takes swaps.
    expect(await boundTo(s.h, (await plan(s.h, userId, "swap 10 USDC to ETH")).executionId)).toBe(swapId);
    await httpJson(`${s.h.host.url}/defi/v1/mandates/${lendId}/status`, { method: "POST", headers: { "x-defi-user-id": userId }, body: '{"status":"active"}' });
    expect(await s.h.tool("defi_approve_execute", await previewed(s.h, { userId, portal: "base", executionId: lent.executionId }))).toMatchObject({ status: "settled" });
  });
});
