import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Logger } from "pino";
import type { Clock } from "../../runtime";
import type { Dialect } from "./config";

export const JOBS_TABLE = "mcpforge_jobs";

export interface JobInfo {
  id: number;
  queue: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  log: Logger;
}

export type JobHandler<P = unknown> = (payload: P, job: JobInfo) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this time (the storage clock); default now. */
  runAt?: Date;
  /**
   * At most one pending job per key: enqueueing a key that is pending does nothing and returns
   * null. The key is free again once its job has run (or finally failed).
   */
  key?: string;
  /** Runs before the job is marked failed (default 5); retries back off exponentially. */
  maxAttempts?: number;
}

interface JobRow {
  id: number;
  queue: string;
  key: string | null;
  payload: string;
  run_at: number;
  interval_ms: number | null;
  attempts: number;
  max_attempts: number;
}

/**
 * Durable background jobs in the database: they survive restarts, and on PostgreSQL any number
 * of processes can work the same queues (claims use `FOR UPDATE SKIP LOCKED`; on SQLite the
 * claiming UPDATE runs under the database write lock). A claimed job is leased: if its process
 * dies, the job becomes due again when the lease (default 5 minutes) runs out. Handlers must
 * therefore be safe to run twice. Times are the storage clock's, so tests move them by hand.
 */
export class JobQueue {
  /** Per queue, the handlers registered in this process; the first one runs the jobs. */
  private readonly handlers = new Map<string, JobHandler<any>[]>();
  private readonly workerId = `${process.pid}-${randomBytes(4).toString("hex")}`;
  private timer?: NodeJS.Timeout;
  private round?: Promise<number>;
  /** The round that runs after `round`, shared by everyone who asked while `round` ran. */
  private next?: Promise<number>;
  private closed = false;

  constructor(
    private readonly db: Kysely<any>,
    private readonly opts: { dialect: Dialect; clock: Clock; logger: Logger; pollMs: number; leaseMs?: number },
  ) {}

  /**
   * Handles `queue` in this process from now on; returns the function that stops it. Two
   * services of one process may register the same queue (two hosts on one database in a test):
   * the jobs run once, by the first registration still in place.
   */
  register<P>(queue: string, handler: JobHandler<P>): () => void {
    const list = this.handlers.get(queue) ?? [];
    list.push(handler as JobHandler<any>);
    this.handlers.set(queue, list);
    this.schedule(0);
    return () => {
      const i = list.indexOf(handler as JobHandler<any>);
      if (i >= 0) list.splice(i, 1);
      if (list.length === 0 && this.handlers.get(queue) === list) this.handlers.delete(queue);
    };
  }

  /** Stores a job; returns its id, or null when `key` is already pending. */
  async enqueue(queue: string, payload: unknown, options: EnqueueOptions = {}): Promise<number | null> {
    const now = this.opts.clock.now().getTime();
    const row = await this.db
      .insertInto(JOBS_TABLE)
      .values({ queue, key: options.key ?? null, payload: JSON.stringify(payload ?? null), run_at: options.runAt?.getTime() ?? now, attempts: 0, max_attempts: options.maxAttempts ?? 5, created_at: now })
      .onConflict((oc) => oc.column("key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (row && this.handlers.has(queue)) this.schedule(0);
    return row ? Number(row.id) : null;
  }

  /**
   * Makes `queue` run every `intervalMs` (storage clock), once across all processes: a single
   * job row keyed `every:<queue>` that reschedules itself. The first run is due at once.
   */
  async every(queue: string, intervalMs: number, payload: unknown = null): Promise<void> {
    const now = this.opts.clock.now().getTime();
    await this.db
      .insertInto(JOBS_TABLE)
      .values({ queue, key: `every:${queue}`, payload: JSON.stringify(payload), run_at: now, interval_ms: intervalMs, attempts: 0, max_attempts: 1, created_at: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ interval_ms: intervalMs }))
      .execute();
    if (this.handlers.has(queue)) this.schedule(0);
  }

  /** Claims and runs due jobs of this process's queues until none is due; returns how many ran. */
  runDue(): Promise<number> {
    if (this.round) {
      // The round in progress may have looked for due jobs before the caller's change (a clock
      // moved, a job enqueued): wait for it, then run one that starts now, and count both.
      // (Returning the round in progress made a test's runDue() answer 0 while its job was due.)
      // Every caller during one round shares that one next round: each enqueue's timer calls
      // here, and a chain per caller ran one (empty) round per caller after a busy round, with
      // every chain nested once more per round, quadratic memory (test/fairness/job-rounds).
      this.next ??= this.round.catch(() => 0).then(async (n) => {
        this.next = undefined;
        return n + (await this.runDue());
      });
      return this.next;
    }
    this.round = this.drain().finally(() => {
      this.round = undefined;
    });
    return this.round;
  }

  /** Stops polling and waits for the job in progress. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.round?.catch(() => undefined);
  }

  private schedule(delayMs: number): void {
    if (this.closed || this.handlers.size === 0) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.runDue()
        .catch((err: unknown) => this.opts.logger.error({ err }, "job round failed"))
        .finally(() => this.schedule(this.opts.pollMs));
    }, delayMs);
    this.timer.unref();
  }

  private async drain(): Promise<number> {
    let ran = 0;
    while (!this.closed && this.handlers.size > 0) {
      const job = await this.claim();
      if (!job) break;
      await this.run(job);
      ran++;
    }
    return ran;
  }

  private async claim(): Promise<JobRow | undefined> {
    const now = this.opts.clock.now().getTime();
    let due = this.db
      .selectFrom(JOBS_TABLE)
      .select("id")
      .where("queue", "in", [...this.handlers.keys()])
      .where("failed_at", "is", null)
      .where("run_at", "<=", now)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
      .orderBy("run_at")
      .orderBy("id")
      .limit(1);
    if (this.opts.dialect === "postgres") due = due.forUpdate().skipLocked();
    const row = await this.db
      .updateTable(JOBS_TABLE)
      .set({ locked_by: this.workerId, locked_until: now + (this.opts.leaseMs ?? 300_000), attempts: sql`attempts + 1` })
      .where("id", "in", due)
      .returning(["id", "queue", "key", "payload", "run_at", "interval_ms", "attempts", "max_attempts"])
      .executeTakeFirst();
    return row ? { ...row, id: Number(row.id), attempts: Number(row.attempts), interval_ms: row.interval_ms === null ? null : Number(row.interval_ms) } : undefined;
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.queue)?.[0];
    const log = this.opts.logger.child({ job: job.id, queue: job.queue });
    const mine = (q: any) => q.where("id", "=", job.id).where("locked_by", "=", this.workerId);
    if (!handler) {
      // Unregistered while this round ran (its service is closing): hand the job back untouched.
      await mine(this.db.updateTable(JOBS_TABLE).set({ locked_by: null, locked_until: null, attempts: sql`attempts - 1` })).execute();
      return;
    }
    // A recurring job's next run counts from when this run started, not when it ended: a run sees
    // the state of its start, so anything that became due while it ran is picked up by the next
    // one (a sweep that started before the clock moved must not push the next sweep past it).
    const startedAt = this.opts.clock.now().getTime();
    try {
      await handler(JSON.parse(job.payload), { id: job.id, queue: job.queue, attempt: job.attempts, log });
      if (job.interval_ms !== null) {
        await mine(this.db.updateTable(JOBS_TABLE).set({ run_at: startedAt + job.interval_ms, attempts: 0, locked_by: null, locked_until: null, last_error: null })).execute();
      } else {
        await mine(this.db.deleteFrom(JOBS_TABLE)).execute();
      }
    } catch (err) {
      const now = this.opts.clock.now().getTime();
      const message = err instanceof Error ? err.message : String(err);
      const backoff = Math.min(1000 * 2 ** job.attempts, 3_600_000);
      const recurring = job.interval_ms !== null;
      const exhausted = !recurring && job.attempts >= job.max_attempts;
      log.error({ err, attempt: job.attempts, exhausted }, "job failed");
      const next = recurring ? { run_at: now + Math.min(backoff, job.interval_ms!) } : exhausted ? { failed_at: now, key: null } : { run_at: now + backoff };
      await mine(this.db.updateTable(JOBS_TABLE).set({ ...next, locked_by: null, locked_until: null, last_error: message.slice(0, 2000) })).execute();
    }
  }
}
