import { sql, type Kysely, type Selectable } from "kysely";
import type { Clock } from "../../generator/runtime";
import { param, prepare, type Prepared, type Storage } from "../_shared/storage";
import { newBucketId } from "./ids";
import type { BucketsTable, CapturesTable, WebhookTables } from "./migrations";
import { BUCKET_TTL_MS, DEFAULT_RESPONSE } from "./settings";

export type BucketRow = Selectable<BucketsTable>;
export type CaptureRow = Selectable<CapturesTable>;
export type CaptureSummaryRow = Pick<CaptureRow, "seq" | "token" | "received_at" | "method" | "path" | "content_type" | "size_bytes" | "source_ip">;

export interface ResponseSettings {
  status: number;
  content_type: string;
  body: string;
  headers: Record<string, string>;
  delay_ms: number;
}

/** A capture as the HTTP route hands it over; the store adds its sequence number. */
export type NewCapture = Omit<CaptureRow, "seq">;

const CAPTURE_COLUMNS = ["bucket_id", "seq", "token", "received_at", "method", "path", "query", "headers", "body", "size_bytes", "stored_truncated", "content_type", "source_ip"] as const;
type ResponseColumns = Pick<BucketRow, "last_seq" | "response_status" | "response_content_type" | "response_body" | "response_headers" | "response_delay_ms">;

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
  private readonly insertCaptures = new Map<number, Prepared<readonly [number, (typeof CAPTURE_COLUMNS)[number]], unknown>>();
  constructor(
    storage: Storage,
    private readonly clock: Clock,
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

  async createBucket(opts: { name: string | null; controlledTest: boolean }): Promise<BucketRow> {
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
    };
    await this.db.insertInto("webhooks_buckets").values(row).execute();
    return row;
  }

  /** Marks the bucket active now and returns it; undefined when it does not exist or expired. */
  async touch(id: string, changes: Partial<BucketRow> = {}): Promise<BucketRow | undefined> {
    const now = this.now();
    return this.db
      .updateTable("webhooks_buckets")
      .set({ ...changes, last_activity_at: now })
      .where("id", "=", id)
      .where("last_activity_at", ">", this.cutoff(now))
      .returningAll()
      .executeTakeFirst();
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
  async deleteBucket(id: string): Promise<number | undefined> {
    const row = await this.db.deleteFrom("webhooks_buckets").where("id", "=", id).where("last_activity_at", ">", this.cutoff()).returning("capture_count").executeTakeFirst();
    return row ? Number(row.capture_count) : undefined;
  }

  /** Deletes every capture, keeps the bucket; undefined when the bucket does not exist. */
  async clear(id: string): Promise<number | undefined> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      // The update locks the bucket row, so no capture batch can land between it and the delete.
      const bucket = await trx
        .updateTable("webhooks_buckets")
        .set({ capture_count: 0, last_activity_at: now })
        .where("id", "=", id)
        .where("last_activity_at", ">", this.cutoff(now))
        .returning("id")
        .executeTakeFirst();
      if (!bucket) return undefined;
      const res = await trx.deleteFrom("webhooks_captures").where("bucket_id", "=", id).executeTakeFirst();
      return Number(res.numDeletedRows);
    });
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
        .set({ last_activity_at: param("now"), capture_count: sql`capture_count + ${param("n")}`, last_seq: sql`last_seq + ${param("n")}` })
        .where("id", "=", param("id"))
        .where("last_activity_at", ">", param("cutoff"))
        .returning(["last_seq", "response_status", "response_content_type", "response_body", "response_headers", "response_delay_ms"]),
    ));
    return this.db.transaction().execute(async (trx) => {
      const settings = new Map<string, ResponseSettings>();
      const accepted: CaptureRow[] = [];
      for (const id of [...byBucket.keys()].sort()) {
        const group = byBucket.get(id)!;
        const values: Record<string, unknown> = { now, n: group.length, id, cutoff };
        const { rows } = await touch.run(trx, (k) => values[k]);
        if (rows.length === 0) continue;
        settings.set(id, responseOf(rows[0]));
        const first = Number(rows[0].last_seq) - group.length + 1;
        group.forEach((c, i) => accepted.push({ ...c, seq: first + i }));
      }
      for (let i = 0; i < accepted.length; i += 200) {
        const chunk = accepted.slice(i, i + 200);
        await this.insertOf(chunk.length).run(trx, ([r, c]) => chunk[r][c]);
      }
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

  /** Deletes expired buckets (captures by cascade), a bounded chunk per statement; returns how many. */
  async sweepExpired(): Promise<number> {
    let total = 0;
    for (;;) {
      const cutoff = this.cutoff();
      const expired = this.db.selectFrom("webhooks_buckets").select("id").where("last_activity_at", "<=", cutoff).limit(100);
      // The outer condition is re-checked on PostgreSQL against a row a capture touched meanwhile.
      const res = await this.db.deleteFrom("webhooks_buckets").where("id", "in", expired).where("last_activity_at", "<=", cutoff).executeTakeFirst();
      const n = Number(res.numDeletedRows);
      total += n;
      if (n < 100) return total;
    }
  }
}

export function responseOf(row: Pick<BucketRow, "response_status" | "response_content_type" | "response_body" | "response_headers" | "response_delay_ms">): ResponseSettings {
  return {
    status: row.response_status,
    content_type: row.response_content_type,
    body: row.response_body,
    headers: JSON.parse(row.response_headers) as Record<string, string>,
    delay_ms: row.response_delay_ms,
  };
}
