import { RaceAfter } from "../helpers/race-after";
import { describeEachDatabase } from "../storage/databases";
import { supplyLogs, useVenueChain } from "./evm-venue";
import { funded, liveEnv } from "./live";
import { useOwnConnection } from "./own-connection";

/**
 * defi_lend_execute on the local chain is bound by the mandate's capital as paper approvals are
 * (docs/defi.md "Capital in use"): the check runs when the submission is claimed (LendClaims.claim,
 * under the owner's settlement lock), before anything is signed.
 */
const venues = useVenueChain();

describeEachDatabase("defi_lend_execute is bound by its mandate's capital (live, local chain)", (kind) => {
  const s = useOwnConnection(kind, (database) => ({ ...database.env, ...liveEnv(venues(), venues().aave) }));
  /** Both phases of a lend (1000 USDC mandate, venue_1 on Base): the settlement, or the refusal. */
  async function lend(
    u: { userId: string; mandateId: string },
    op: "supply" | "withdraw",
    amount: string,
    idempotencyKey: string,
  ) {
    const args = { userId: u.userId, mandateId: u.mandateId, op, amount, idempotencyKey };
    const { previewHash } = await s.h.tool("defi_lend_execute", args);
    return { ...args, previewHash: previewHash as string };
  }
  const sent = async (owner: string) =>
    Number(await venues().chain.rpc<string>("eth_getTransactionCount", [owner, "latest"]));

  test("600 then 300 settle; 200 more is refused before signing; a withdraw of 250 frees room and it settles; replays still read their receipts", async () => {
    const u = await funded(s.h, venues());
    const first = await lend(u, "supply", "600", "cap-live-1");
    expect(await s.h.tool("defi_lend_execute", first)).toMatchObject({ phase: "settled" });
    expect(await s.h.tool("defi_lend_execute", await lend(u, "supply", "300", "cap-live-2"))).toMatchObject({
      phase: "settled",
    });
    const over = await lend(u, "supply", "200", "cap-live-3");
    const refusal = await s.h.refusal("defi_lend_execute", over);
    expect(refusal.code).toBe("policy_violation");
    expect(refusal.message).toContain(
      `mandate ${u.mandateId} has 1000 USDC of capital on base, 900 USDC of it in use, and this move asks 200 more`,
    );
    expect(refusal.message).toContain("Nothing moved");
    expect(await sent(u.address)).toBe(4); // each supply: the approve of the Pool and the supply
    const db = await s.h.db();
    expect(
      await db.selectFrom("defi_lend_submissions").select("execution_id").where("user_id", "=", u.userId).execute(),
    ).toHaveLength(2);

    expect(await s.h.tool("defi_lend_execute", await lend(u, "withdraw", "250", "cap-live-4"))).toMatchObject({
      phase: "settled",
      op: "withdraw",
    });
    expect(await s.h.tool("defi_lend_execute", over)).toMatchObject({ phase: "settled" }); // 650 + 200 ≤ 1000
    // A retry of a settled lend reads its receipt; the bound does not count it twice.
    expect(await s.h.tool("defi_lend_execute", first)).toMatchObject({ phase: "settled" });
    expect(await sent(u.address)).toBe(7);
  });

  test("a second lend under the same mandate, sent after this lend's claim counted the capital in use: one signs, the other policy_violation", async () => {
    const u = await funded(s.h, venues());
    const mine = await lend(u, "supply", "600", "cap-race-1");
    const theirs = await lend(u, "supply", "500", "cap-race-2");
    const racer = s.lockedRacer(`defi:settle:${u.userId}`, () => s.h.tool("defi_lend_execute", theirs));
    // Nothing settled under the mandate yet when this lend's claim reads the capital in use.
    const race = new RaceAfter("defi_executions", "mandate_id", racer.run, (rows) => rows.length === 0);
    expect(await s.toolWith(race, "defi_lend_execute", true)(mine)).toMatchObject({ phase: "settled" });
    expect(race.ran).toBe(true);
    expect(racer.heldOff).toBe(true);
    expect(String(await racer.result)).toContain("policy_violation");
    expect(String(await racer.result)).toContain("600 USDC of it in use, and this move asks 500 more");
    expect(await supplyLogs(venues(), u.address)).toHaveLength(1);
  });
});
