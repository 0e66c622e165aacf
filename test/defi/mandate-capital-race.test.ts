import { outcome, RaceAfter } from "../helpers/race-after";
import { describeEachDatabase } from "../storage/databases";
import { plan, readyUser } from "./flow";
import { TEST_CUSTODY_KEY } from "./harness";
import { useOwnConnection } from "./own-connection";

/**
 * The mandate's capital bound (handlers/defi/capital.ts) is checked under the owner's settlement
 * lock, in the transaction that settles. An approval of another plan under the same mandate, sent
 * right after this approval read the capital in use, must wait for this one to commit and then be
 * refused, or both pass a total that neither has added to yet.
 */
describeEachDatabase(
  "defi_approve_execute (paper) against an approval under the same mandate sent mid-check",
  (kind) => {
    // The approval under test has a connection of its own; s.probe is a third, asking whether the racer would be let in.
    const s = useOwnConnection(kind, (database) => ({
      ...database.env,
      DEFI_CUSTODY: "development",
      DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY,
    }));

    test("600 and 500 USDC under a 1000 USDC mandate, the second sent after the first counted: one settles, the other policy_violation", async () => {
      const { userId, mandateId } = await readyUser(s.h); // swap 1000 USDC on Base, max 600 USDC per trade
      const mine = await plan(s.h, userId, "swap 600 USDC to ETH");
      const theirs = await plan(s.h, userId, "swap 500 USDC to ETH");
      const approval = async (executionId: string) => {
        const { previewHash } = await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId });
        return { userId, portal: "base", executionId, previewHash, mode: "paper" };
      };
      const [mineArgs, theirArgs] = [await approval(mine.executionId), await approval(theirs.executionId)];
      const racer = s.lockedRacer(`defi:settle:${userId}`, () => s.h.tool("defi_approve_execute", theirArgs));
      // Nothing settled under the mandate yet when this approval reads the capital in use.
      const race = new RaceAfter("defi_executions", "mandate_id", racer.run, (rows) => rows.length === 0);
      const settled = await outcome(s.toolWith(race, "defi_approve_execute", true)(mineArgs));
      expect(race.ran).toBe(true);
      expect(settled).toMatchObject({ executionId: mine.executionId, status: "settled" });
      expect(String(await racer.result)).toContain("policy_violation");
      expect(String(await racer.result)).toContain(
        `mandate ${mandateId} has 1000 USDC of capital on base, 600 USDC of it in use, and this move asks 500 more`,
      );
      expect(racer.heldOff).toBe(true);
      const db = await s.h.db();
      const fills = await db.selectFrom("defi_fills").select("execution_id").where("user_id", "=", userId).execute();
      expect(fills).toEqual([{ execution_id: mine.executionId }]);
      const refusals = await db
        .selectFrom("defi_refusals")
        .select(["execution_id", "code"])
        .where("user_id", "=", userId)
        .execute();
      expect(refusals).toEqual([{ execution_id: theirs.executionId, code: "policy_violation" }]);
    });
  },
);
