import { sql, type Kysely, type Selectable } from "kysely";
import type { Clock } from "mcpforge/runtime";
import { param, prepare, type Prepared, type Storage } from "mcpforge/platform/storage";
import { newBucketId } from "./ids";
import type { BucketsTable, CapturesTable, WebhookTables } from "./migrations";
import { adjustUsage, captureBytes, clearBucket, deleteBucket, evictFromBucket, evictOldest, sweepExpired } from "./quota";
import { responseOf, type ResponseSettings } from "./response-settings";
import { BUCKET_TTL_MS, DEFAULT_RESPONSE, type WebhookQuotas } from "./settings";

export { responseOf, type ResponseSettings };

export type BucketRow = Selectable<BucketsTable>;
export type CaptureRow = Selectable<CapturesTable>;
export type CaptureSummaryRow = Pick<CaptureRow, "seq" | "token" | "received_at" | "method" | "path" | "content_type" | "size_bytes" | "source_ip">;


/** A capture as the HTTP route hands it over; the store adds its sequence number. */
export type NewCapture = Omit<CaptureRow, "seq" | "stored_bytes">;

const CAPTURE_COLUMNS = ["bucket_id", "seq", "token", "received_at", "method", "path", "query", "headers", "body", "size_bytes", "stored_truncated", "content_type", "source_ip", "stored_bytes"] as const;
type ResponseColumns = Pick<BucketRow, "last_seq" | "capture_count" | "response_status" | "response_content_type" | "response_body" | "response_headers" | "response_delay_ms">;

/** The topic a bucket's new captures are announced on. */
export const captureTopic = (bucketId: string) => `webhooks:${bucketId}`;

/**
 * Every query of the webhook service. A bucket whose last activity is 15 days old or more is
 * treated as gone everywhere, whether or not the sweep has deleted it yet, so expiry does not
 * depend on when the sweep runs. Writes that need a bucket update its row first: that is the
 * existence check, the activity stamp and (on PostgreSQL) the row lock in one statement.
 */
export class WebhookStore {
  readonly db: Kysely<WebhookTables>;
  /** The capture path's two statements, compiled once (see prepare()); inserts per row count. */
  private touchForCapture?: Prepared<string, ResponseColumns>;
  /** touch() without changes: the existence read, then the activity stamp. */
  private findAlive?: Prepared<string, unknown>;
  private stampAlive?: Prepared<string, BucketRow>;
  private readonly insertCaptures = new Map<number, Prepared<readonly [number, (typeof CAPTURE_COLUMNS)[number]], unknown>>();
  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
    private readonly quotas: Pick<WebhookQuotas, "capturesPerBucket" | "storedBytes">,
  ) {
    this.db = storage.kysely<WebhookTables>();
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  /** Buckets with activity after this instant are alive. */
  private cutoff(now = this.now()): number {
    return now - BUCKET_TTL_MS;
  }

  /** Live buckets created by this client (the per-client cap). */
  private async liveBucketsOf(client: string, db: Kysely<WebhookTables>): Promise<number> {
    const row = await db
      .selectFrom("webhooks_buckets")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("created_by", "=", client)
      .where("last_activity_at", ">", this.cutoff())
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Creates a bucket for `createdBy` unless it already holds `cap` live ones; otherwise returns
   * how many it holds. Counted and inserted under one lock per client, so creations sent at once
   * (from several processes too) cannot all pass the cap.
   */
  createWithin(cap: number, opts: { name: string | null; controlledTest: boolean; createdBy: string }): Promise<BucketRow | { live: number }> {
    return this.storage.serialized(`webhooks:buckets-of:${opts.createdBy}`, async (trx: Kysely<WebhookTables>) => {
      const live = await this.liveBucketsOf(opts.createdBy, trx);
      return live >= cap ? { live } : this.createBucket(opts, trx);
    });
  }

  private async createBucket(opts: { name: string | null; controlledTest: boolean; createdBy: string }, db: Kysely<WebhookTables>): Promise<BucketRow> {
    const now = this.now();
    const row: BucketRow = {
      id: newBucketId(),
      name: opts.name,
      controlled_test: opts.controlledTest ? 1 : 0,
      created_at: now,
      last_activity_at: now,
      capture_count: 0,
      last_seq: 0,
      response_status: DEFAULT_RESPONSE.status,
      response_content_type: DEFAULT_RESPONSE.content_type,
      response_body: DEFAULT_RESPONSE.body,
      response_headers: JSON.stringify(DEFAULT_RESPONSE.headers),
      response_delay_ms: DEFAULT_RESPONSE.delay_ms,
      stored_bytes: 0,
      evicted_count: 0,
      created_by: opts.createdBy,
    };
    await db.insertInto("webhooks_buckets").values(row).execute();
    return row;
  }

  /**
   * Marks the bucket active now and returns it; undefined when it does not exist or expired.
   * Without changes (every tool that only names a bucket) both statements are compiled once, and
   * a bucket that is not there is found by a read, so a not_found answer takes no write lock.
   */
  async touch(id: string, changes?: Partial<BucketRow>): Promise<BucketRow | undefined> {
    const now = this.now();
    if (!changes) return this.touchAlive(id, now);
    return this.db
      .updateTable("webhooks_buckets")
      .set({ ...changes, last_activity_at: now })
      .where("id", "=", id)
      .where("last_activity_at", ">", this.cutoff(now))
      .returningAll()
      .executeTakeFirst();
  }

  private async touchAlive(id: string, now: number): Promise<BucketRow | undefined> {
    const values: Record<string, unknown> = { id, now, cutoff: this.cutoff(now) };
    const resolve = (k: string) => values[k];
    const alive = (this.findAlive ??= prepare(this.db.selectFrom("webhooks_buckets").select("id").where("id", "=", param("id")).where("last_activity_at", ">", param("cutoff"))));
    if ((await alive.run(this.db, resolve)).rows.length === 0) return undefined;
    const stamp = (this.stampAlive ??= prepare(
      this.db.updateTable("webhooks_buckets").set({ last_activity_at: param("now") }).where("id", "=", param("id")).where("last_activity_at", ">", param("cutoff")).returningAll(),
    ));
    return (await stamp.run(this.db, resolve)).rows[0];
  }

  configure(id: string, r: ResponseSettings): Promise<BucketRow | undefined> {
    return this.touch(id, {
      response_status: r.status,
      response_content_type: r.content_type,
      response_body: r.body,
      response_headers: JSON.stringify(r.headers),
      response_delay_ms: r.delay_ms,
    });
  }

  /** Deletes the bucket (its captures go with it, by cascade); returns how many captures it held. */
  deleteBucket(id: string): Promise<number | undefined> {
    return deleteBucket(this.db, id, this.cutoff());
  }

  /** Deletes every capture, keeps the bucket; undefined when the bucket does not exist. */
  clear(id: string): Promise<number | undefined> {
    const now = this.now();
    return clearBucket(this.db, id, now, this.cutoff(now));
  }

  /** Newest first, strictly older than `beforeSeq` when given; one extra row tells if more exist. */
  list(bucketId: string, beforeSeq: number | undefined, limit: number): Promise<CaptureSummaryRow[]> {
    let q = this.db
      .selectFrom("webhooks_captures")
      .select(["seq", "token", "received_at", "method", "path", "content_type", "size_bytes", "source_ip"])
      .where("bucket_id", "=", bucketId);
    if (beforeSeq !== undefined) q = q.where("seq", "<", beforeSeq);
    return q.orderBy("seq", "desc").limit(limit + 1).execute();
  }

  /** The capture with this sequence number and token; undefined when the pair does not match. */
  getCapture(bucketId: string, seq: number, token: string): Promise<CaptureRow | undefined> {
    return this.db.selectFrom("webhooks_captures").selectAll().where("bucket_id", "=", bucketId).where("seq", "=", seq).where("token", "=", token).executeTakeFirst();
  }

  latest(bucketId: string): Promise<CaptureRow | undefined> {
    return this.db.selectFrom("webhooks_captures").selectAll().where("bucket_id", "=", bucketId).orderBy("seq", "desc").limit(1).executeTakeFirst();
  }

  /** The first capture received after the one with sequence number `seq`. */
  firstAfter(bucketId: string, seq: number): Promise<CaptureRow | undefined> {
    return this.db.selectFrom("webhooks_captures").selectAll().where("bucket_id", "=", bucketId).where("seq", ">", seq).orderBy("seq", "asc").limit(1).executeTakeFirst();
  }

  /**
   * Stores a batch of captures in one transaction (group commit) and returns, per bucket that
   * exists and is alive, what its URL answers and the captures' sequence numbers. Buckets are
   * locked in id order, so concurrent batches from several processes cannot deadlock.
   */
  async writeBatch(captures: readonly NewCapture[]): Promise<Map<string, ResponseSettings>> {
    // Sequence numbers are handed out under the bucket's row lock, so per bucket, sequence order
    // is commit order: a waiter that saw number n can never miss a later-committed n - 1.
    const byBucket = new Map<string, NewCapture[]>();
    for (const c of captures) {
      const list = byBucket.get(c.bucket_id);
      if (list) list.push(c);
      else byBucket.set(c.bucket_id, [c]);
    }
    const now = this.now();
    const cutoff = this.cutoff(now);
    const touch = (this.touchForCapture ??= prepare(
      this.db
        .updateTable("webhooks_buckets")
        .set({
          last_activity_at: param("now"),
          capture_count: sql`capture_count + ${param("n")}`,
          last_seq: sql`last_seq + ${param("n")}`,
          stored_bytes: sql`stored_bytes + ${param("bytes")}`,
        })
        .where("id", "=", param("id"))
        .where("last_activity_at", ">", param("cutoff"))
        .returning(["last_seq", "capture_count", "response_status", "response_content_type", "response_body", "response_headers", "response_delay_ms"]),
    ));
    return this.db.transaction().execute(async (trx) => {
      const settings = new Map<string, ResponseSettings>();
      const accepted: CaptureRow[] = [];
      const sizes = captures.map(captureBytes);
      const bytesOf = new Map<NewCapture, number>(captures.map((c, i) => [c, sizes[i]]));
      // The usage row first (quota.ts): booked for the whole batch, corrected below.
      let used = await adjustUsage(trx, sizes.reduce((a, b) => a + b, 0));
      let unbooked = 0;
      const over: [string, number][] = [];
      for (const id of [...byBucket.keys()].sort()) {
        const group = byBucket.get(id)!;
        const bytes = group.reduce((n, c) => n + bytesOf.get(c)!, 0);
        const values: Record<string, unknown> = { now, n: group.length, id, cutoff, bytes };
        const { rows } = await touch.run(trx, (k) => values[k]);
        if (rows.length === 0) {
          unbooked += bytes;
          continue;
        }
        settings.set(id, responseOf(rows[0]));
        const first = Number(rows[0].last_seq) - group.length + 1;
        group.forEach((c, i) => accepted.push({ ...c, seq: first + i, stored_bytes: bytesOf.get(c)! }));
        const excess = Number(rows[0].capture_count) - this.quotas.capturesPerBucket;
        if (excess > 0) over.push([id, Number(rows[0].last_seq) - this.quotas.capturesPerBucket]);
      }
      for (let i = 0; i < accepted.length; i += 200) {
        const chunk = accepted.slice(i, i + 200);
        await this.insertOf(chunk.length).run(trx, ([r, c]) => chunk[r][c]);
      }
      // Per-bucket quota: the oldest captures beyond the newest capturesPerBucket go.
      let evicted = 0;
      for (const [id, upToSeq] of over) {
        const e = await evictFromBucket(trx, id, upToSeq);
        unbooked += e.bytes;
        evicted += e.count;
      }
      if (unbooked > 0 || evicted > 0) used = await adjustUsage(trx, -unbooked, evicted);
      // Global quota: the oldest captures of all buckets go.
      if (used > this.quotas.storedBytes) await evictOldest(trx, used - this.quotas.storedBytes);
      return settings;
    });
  }

  private insertOf(n: number) {
    let q = this.insertCaptures.get(n);
    if (!q) {
      const rows = Array.from({ length: n }, (_, r) => Object.fromEntries(CAPTURE_COLUMNS.map((c) => [c, param([r, c] as const)])));
      q = prepare(this.db.insertInto("webhooks_captures").values(rows as CaptureRow[]));
      this.insertCaptures.set(n, q);
    }
    return q;
  }

  /** Deletes expired buckets (captures by cascade), a bounded chunk per transaction; returns how many. */
  sweepExpired(): Promise<number> {
    return sweepExpired(this.db, () => this.cutoff());
  }
}
