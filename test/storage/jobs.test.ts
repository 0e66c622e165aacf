import { ManualClock } from "../../generator/runtime";
import { openStorage, type Storage } from "../../generator/platform/storage";
import { describeEachDatabase, eventually, useStorageFixture } from "./databases";

const MINUTE = 60_000;

describeEachDatabase("durable jobs", (kind) => {
  let clock: ManualClock;
  const fixture = useStorageFixture(kind, { clock: () => clock });
  const openOne = (env: Record<string, string> = {}) => fixture.openOne(env);
  const jobRow = (s: Storage, id: number) => s.db.selectFrom("mcpforge_jobs").selectAll().where("id", "=", id).executeTakeFirst();

  beforeEach(() => {
    clock = new ManualClock("2026-03-01T00:00:00Z");
  });

  test("a due job runs once with its payload, then is gone", async () => {
    const s = await openOne();
    const seen: unknown[] = [];
    s.jobs.register("mail", async (payload, job) => void seen.push([payload, job.attempt]));
    const id = await s.jobs.enqueue("mail", { to: "a@example.org" });
    expect(await s.jobs.runDue()).toBe(1);
    expect(seen).toEqual([[{ to: "a@example.org" }, 1]]);
    expect(await jobRow(s, id!)).toBeUndefined();
    expect(await s.jobs.runDue()).toBe(0);
  });

  test("a scheduled job waits for the clock", async () => {
    const s = await openOne();
    const seen: string[] = [];
    s.jobs.register("erase", async (p: { org: string }) => void seen.push(p.org));
    await s.jobs.enqueue("erase", { org: "o1" }, { runAt: new Date(clock.now().getTime() + 7 * 24 * 60 * MINUTE) });
    expect(await s.jobs.runDue()).toBe(0);
    clock.advance(7 * 24 * 60 * MINUTE - 1);
    expect(await s.jobs.runDue()).toBe(0);
    clock.advance(1);
    expect(await s.jobs.runDue()).toBe(1);
    expect(seen).toEqual(["o1"]);
  });

  test("the background worker runs due jobs without being asked", async () => {
    const s = await openOne({ MCPFORGE_JOBS_POLL_MS: "20" });
    const seen: number[] = [];
    s.jobs.register("tick", async (p: number) => void seen.push(p));
    await s.jobs.enqueue("tick", 1);
    await s.jobs.enqueue("tick", 2, { runAt: new Date(clock.now().getTime() + MINUTE) });
    await eventually("the first job", () => seen.length === 1);
    clock.advance(MINUTE);
    await eventually("the scheduled job", () => seen.length === 2);
    expect(seen).toEqual([1, 2]);
  });

  test("a failing job is retried with backoff, then marked failed with its error", async () => {
    const s = await openOne();
    let calls = 0;
    s.jobs.register("flaky", async () => {
      calls++;
      throw new Error(`attempt ${calls} failed`);
    });
    const id = (await s.jobs.enqueue("flaky", null, { maxAttempts: 3, key: "flaky-1" }))!;
    expect(await s.jobs.runDue()).toBe(1);
    expect(await jobRow(s, id)).toMatchObject({ attempts: 1, last_error: "attempt 1 failed", failed_at: null });
    expect(await s.jobs.runDue()).toBe(0); // backing off
    clock.advance(2_000);
    expect(await s.jobs.runDue()).toBe(1);
    clock.advance(4_000);
    expect(await s.jobs.runDue()).toBe(1);
    const failed = (await jobRow(s, id))!;
    expect(failed).toMatchObject({ attempts: 3, last_error: "attempt 3 failed", key: null });
    expect(Number(failed.failed_at)).toBe(clock.now().getTime());
    clock.advance(3_600_000);
    expect(await s.jobs.runDue()).toBe(0);
    expect(calls).toBe(3);
    expect(await s.jobs.enqueue("flaky", null, { key: "flaky-1" })).not.toBeNull(); // key free again
  });

  test("a queue registered twice in one process runs each job once, and keeps running when one registration stops", async () => {
    const s = await openOne();
    const seen: string[] = [];
    const stopFirst = s.jobs.register("q", async (p: string) => void seen.push(`first:${p}`));
    s.jobs.register("q", async (p: string) => void seen.push(`second:${p}`));
    await s.jobs.enqueue("q", "a");
    await s.jobs.runDue();
    stopFirst();
    await s.jobs.enqueue("q", "b");
    await s.jobs.runDue();
    expect(seen).toEqual(["first:a", "second:b"]);
  });

  test("a key holds at most one pending job", async () => {
    const s = await openOne();
    expect(await s.jobs.enqueue("erase", { org: "o1" }, { key: "erase:o1" })).not.toBeNull();
    expect(await s.jobs.enqueue("erase", { org: "o1" }, { key: "erase:o1" })).toBeNull();
    s.jobs.register("erase", async () => undefined);
    expect(await s.jobs.runDue()).toBe(1);
    expect(await s.jobs.enqueue("erase", { org: "o1" }, { key: "erase:o1" })).not.toBeNull();
  });

  test("jobs survive a restart and run in the next process", async () => {
    const a = await openStorage({ env: fixture.database.env, clock });
    await a.jobs.enqueue("import", { file: "f.csv" });
    await a.close(); // no handler ever ran it
    const b = await openOne();
    const seen: unknown[] = [];
    b.jobs.register("import", async (p) => void seen.push(p));
    expect(await b.jobs.runDue()).toBe(1);
    expect(seen).toEqual([{ file: "f.csv" }]);
  });

  test("a job leased by a process that died runs again when the lease runs out", async () => {
    const s = await openOne();
    const id = (await s.jobs.enqueue("send", "x"))!;
    const now = clock.now().getTime();
    await s.db.updateTable("mcpforge_jobs").set({ locked_by: "dead-worker", locked_until: now + 5 * MINUTE, attempts: 1 }).where("id", "=", id).execute();
    const seen: number[] = [];
    s.jobs.register("send", async (_p, job) => void seen.push(job.attempt));
    expect(await s.jobs.runDue()).toBe(0);
    clock.advance(5 * MINUTE);
    expect(await s.jobs.runDue()).toBe(1);
    expect(seen).toEqual([2]);
  });

  test("a recurring job runs once per interval, one row across processes", async () => {
    const a = await openOne();
    const b = await openOne();
    await a.jobs.every("sweep", 10 * MINUTE);
    await b.jobs.every("sweep", 10 * MINUTE);
    const rows = await a.db.selectFrom("mcpforge_jobs").select("id").where("queue", "=", "sweep").execute();
    expect(rows).toHaveLength(1);
    let runs = 0;
    a.jobs.register("sweep", async () => void runs++);
    expect(await a.jobs.runDue()).toBe(1);
    expect(await a.jobs.runDue()).toBe(0);
    clock.advance(10 * MINUTE);
    expect(await a.jobs.runDue()).toBe(1);
    expect(runs).toBe(2);
  });

  test("a recurring job's next run counts from when its run started, so time that passed during the run is not skipped", async () => {
    const s = await openOne();
    const startedAt = clock.now().getTime();
    const runs: number[] = [];
    s.jobs.register("sweep", async () => {
      runs.push(clock.now().getTime());
      // The first run takes a day of clock time (a slow sweep under load, a test advancing time).
      if (runs.length === 1) clock.advance(24 * 60 * MINUTE);
    });
    await s.jobs.every("sweep", 10 * MINUTE);
    await s.jobs.runDue();
    // The second run is due at once (the state the first run saw is a day old), and it starts
    // the next interval from its own start.
    expect(runs).toEqual([startedAt, startedAt + 24 * 60 * MINUTE]);
    const row = await s.db.selectFrom("mcpforge_jobs").selectAll().where("queue", "=", "sweep").executeTakeFirstOrThrow();
    expect(Number(row.run_at)).toBe(startedAt + 24 * 60 * MINUTE + 10 * MINUTE);
  });

  test("several workers on one database run every job exactly once", async () => {
    // Opened one after another: on SQLite, handles in one process must not migrate concurrently
    // (SQLite's busy wait would block the event loop); real processes have no such constraint.
    const workers = [await openOne(), await openOne(), await openOne()];
    const ran = new Map<number, number>();
    const byWorker = new Set<number>();
    workers.forEach((w, i) =>
      w.jobs.register("work", async (n: number) => {
        ran.set(n, (ran.get(n) ?? 0) + 1);
        byWorker.add(i);
        await new Promise((r) => setImmediate(r)); // let the other workers claim meanwhile
      }),
    );
    for (let i = 0; i < 60; i++) await workers[0].jobs.enqueue("work", i);
    await Promise.all(workers.map((w) => w.jobs.runDue()));
    expect([...ran.keys()].sort((x, y) => x - y)).toEqual([...Array(60).keys()]);
    expect([...ran.values()].every((n) => n === 1)).toBe(true);
    expect(await workers[0].db.selectFrom("mcpforge_jobs").select("id").where("queue", "=", "work").execute()).toEqual([]);
    if (kind === "postgres") expect(byWorker.size).toBeGreaterThan(1); // shared, not serialized
  });
});
