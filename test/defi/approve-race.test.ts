import { ToolError } from "../../generator/runtime";
import { outcome, RaceAfter } from "../helpers/race-after";
import { describeEachDatabase } from "../storage/databases";
import { plan, readyUser } from "./flow";
import { TEST_CUSTODY_KEY } from "./harness";
import { useOwnConnection } from "./own-connection";

/**
 * A paper approval settles a plan once: the status flip (pending → settled) in ExecutionStore.settle
 * decides it. An approval that read the plan pending, then lost it to another approval, must answer
 * as a later retry does (execution_not_pending), writing nothing, not even a refusal record.
 */
describeEachDatabase("defi_approve_execute (paper) against an approval committed mid-call", (kind) => {
  // The approval under test has a connection of its own, as a second server process would.
  const s = useOwnConnection(kind, (database) => ({
    ...database.env,
    DEFI_CUSTODY: "development",
    DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY,
  }));

  test("the same plan, approved by another call after this call read it pending: execution_not_pending, settled once", async () => {
    const { userId } = await readyUser(s.h);
    const { executionId } = await plan(s.h, userId, "swap 100 USDC to ETH");
    const { previewHash } = await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId });
    const args = { userId, portal: "base", executionId, previewHash, mode: "paper" };
    let racer: any;
    const race = new RaceAfter(
      "defi_executions",
      "execution_id",
      async () => {
        racer = await s.h.tool("defi_approve_execute", args);
      },
      (rows) => rows.length === 1 && rows[0].status === "pending",
    );
    const refused = await outcome(s.toolWith(race, "defi_approve_execute")(args));
    expect(race.ran).toBe(true);
    expect(racer).toMatchObject({ executionId, status: "settled" });
    expect(refused).toBeInstanceOf(ToolError);
    expect((refused as ToolError<string>).code).toBe("execution_not_pending");
    const db = await s.h.db();
    const written = async (table: "defi_fills" | "defi_receipts" | "defi_refusals") =>
      (await db.selectFrom(table).select("user_id").where("user_id", "=", userId).execute()).length;
    expect([await written("defi_fills"), await written("defi_receipts"), await written("defi_refusals")]).toEqual([
      1, 1, 0,
    ]);
    const usdc = (await s.h.tool("defi_portfolio", { userId })).balances.find((b: any) => b.asset === "USDC");
    expect(usdc.amount).toBe("9900");
  });
});
