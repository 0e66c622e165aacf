import { describeEachDatabase } from "../storage/databases";
import { TEST_CUSTODY_KEY, useDefi } from "./harness";
import { plan, readyUser, previewed } from "./flow";
import { inOneHour, testIssuer } from "./kya";

/** Part 3 B rows that had no end-to-end test of their own (docs/defi.md, "Part 3 rows and their tests"). */
const issuer = testIssuer();

describeEachDatabase("part 3 rows end to end", (kind) => {
  const s = useDefi(kind, { DEFI_CUSTODY: "development", DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY, ...issuer.env });

  test("preview: only for the plan's own user and portal; nothing signed, no receipt, the plan stays pending", async () => {
    const { userId } = await readyUser(s.h);
    const { executionId } = await plan(s.h, userId, "swap 10 USDC to ETH");
    expect((await s.h.refusal("defi_preview_tx", { userId, portal: "optimism", executionId })).code).toBe("not_found");
    const preview = await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId });
    expect(preview.previewHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await s.h.refusal("defi_get_receipt", { userId, executionId })).code).toBe("not_found");
    const db = await s.h.db();
    expect(await db.selectFrom("defi_executions").select(["status", "preview_hash"]).where("execution_id", "=", executionId).executeTakeFirstOrThrow()).toEqual({ status: "pending", preview_hash: preview.previewHash });
  });

  test("approve live: a bridge has no live route either (no_live_route), nothing moves, one refusal record", async () => {
    const { userId } = await readyUser(s.h, { capital: { asset: "USDC", amount: "1000", chain: "base" } });
    const agentCredential = issuer.credential({ iss: issuer.issuer, sub: "defi-swap", scope: "defi:mainnet", exp: inOneHour() });
    const { executionId } = await plan(s.h, userId, "bridge 10 USDC from Base to Arbitrum One", { agentId: undefined, agentCredential, mode: "live" });
    const before = await s.h.tool("defi_portfolio", { userId });
    const refusal = await s.h.refusal("defi_approve_execute", await previewed(s.h, { userId, portal: "base", executionId, mode: "live" }));
    expect(refusal.code).toBe("no_live_route");
    expect(refusal.message).toContain("bridge");
    expect(await s.h.tool("defi_portfolio", { userId })).toEqual(before);
    const db = await s.h.db();
    expect((await db.selectFrom("defi_refusals").select("code").where("execution_id", "=", executionId).execute()).map((r) => r.code)).toEqual(["no_live_route"]);
    expect(await db.selectFrom("defi_receipts").selectAll().where("execution_id", "=", executionId).execute()).toEqual([]);
  });

  // Lend route status: every live route of the registry passes the capability gate in execution
  // (phase one previews, phase two reaches the submit path, which is not configured here).
  test.each([
    ["base", "venue_1", true],
    ["monad", "venue_2", true],
    ["bnb-chain", "venue_2", true],
    ["avalanche", "venue_2", true],
    ["arbitrum-one", "venue_2", false],
  ])("lend on %s via %s passes the capability gate (proven: %s) and fails closed only for want of a submit path", async (chain, venue, proven) => {
    const userId = await s.h.user();
    await s.h.tool("defi_provision_wallet", { userId, family: "evm" });
    const { mandate } = await s.h.tool("defi_create_mandate", { userId, portal: chain, capital: { asset: "USDC", amount: "100", chain } });
    const args = { userId, mandateId: mandate.mandateId, amount: "10" };
    const first = await s.h.tool("defi_lend_execute", args);
    expect(first).toMatchObject({ phase: "preview", venue, chain });
    const refusal = await s.h.refusal("defi_lend_execute", { ...args, previewHash: first.previewHash });
    expect(refusal.code).toBe("upstream_unavailable");
    expect(refusal.message).toContain("DEFI_CHAIN_RPC_URLS");
    const [route] = (await s.h.tool("defi_list_venues", { chain, venue })).routes;
    expect(route).toMatchObject({ live: true, proven });
  });

  test("standing: every bound supplied gives a signable, unsigned envelope; a missing bound is listed and not signable; nothing is stored", async () => {
    const userId = await s.h.user();
    const full = await s.h.tool("defi_plan_standing", { userId, minGainBps: 25, message: "Every day rotate USDC between venue_1 and venue_2 on Base, at most 500 USDC per move, 5,000 USDC in total, for 30 days" });
    expect(full).toMatchObject({ missing: [], signable: true, envelope: { minGainBps: 25, perMoveCap: { amount: "500", asset: "USDC" }, cumulativeCap: { amount: "5000", asset: "USDC" } } });
    expect(JSON.stringify(full)).not.toMatch(/signature/i);
    const partial = await s.h.tool("defi_plan_standing", { userId, message: "Every day rotate USDC between venue_1 and venue_2 on Base, at most 500 USDC per move, for 30 days" });
    expect(partial).toMatchObject({ missing: ["cumulativeCap", "minGainBps"], signable: false, envelope: { cumulativeCap: null, minGainBps: null } });
  });
});
