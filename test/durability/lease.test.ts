import { ManualClock } from "../../generator/runtime";
import { describeEachDatabase, eventually, useStorageFixture } from "../storage/databases";

/**
 * After a kill -9, the jobs the dead process had claimed run again once their lease has passed.
 * The lease was fixed at 5 minutes; MCPFORGE_JOBS_LEASE_MS now sets it (the crash suite uses 2 s,
 * so its drain after a restart does not wait 5 minutes).
 */
describeEachDatabase("job lease from the environment", (kind) => {
  let clock: ManualClock;
  const fixture = useStorageFixture(kind, { clock: () => clock });

  beforeEach(() => {
    clock = new ManualClock("2026-03-01T00:00:00Z");
  });

  test("a job claimed by a process that stopped answering runs elsewhere after MCPFORGE_JOBS_LEASE_MS", async () => {
    const env = { MCPFORGE_JOBS_LEASE_MS: "2000" };
    const stuck = await fixture.openOne(env);
    let release!: () => void;
    let claimed = false;
    stuck.jobs.register("send", () => {
      claimed = true;
      return new Promise<void>((resolve) => (release = resolve));
    });
    await stuck.jobs.enqueue("send", "x");
    const stuckRound = stuck.jobs.runDue();
    await eventually("the first process to claim the job", () => claimed);

    try {
      const other = await fixture.openOne(env);
      const seen: number[] = [];
      other.jobs.register("send", async (_p, job) => void seen.push(job.attempt));
      expect(await other.jobs.runDue()).toBe(0); // still leased
      clock.advance(1999);
      expect(await other.jobs.runDue()).toBe(0);
      clock.advance(1);
      expect(await other.jobs.runDue()).toBe(1);
      expect(seen).toEqual([2]);
    } finally {
      release();
      await stuckRound;
    }
    const left = await stuck.db.selectFrom("mcpforge_jobs").select("id").where("queue", "=", "send").execute();
    expect(left).toEqual([]);
  });
});
