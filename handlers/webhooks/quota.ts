import { sql, type Kysely, type Transaction } from "kysely";
import type { NewCapture } from "./store";
import type { WebhookTables } from "./migrations";

type Trx = Kysely<WebhookTables> | Transaction<WebhookTables>;

/**
 * The storage quotas' bookkeeping. Every transaction that adds or removes captures first updates
 * the single usage row (`adjustUsage`), then the bucket rows: one lock order everywhere, so
 * writers on PostgreSQL cannot deadlock when eviction reaches into other buckets.
 */

/** What a capture counts against the quotas: its body, headers, query and path, in bytes. */
export function captureBytes(c: Pick<NewCapture, "body" | "headers" | "query" | "path">): number {
  return c.body.length + Buffer.byteLength(c.headers) + Buffer.byteLength(c.query) + Buffer.byteLength(c.path);
}

/** Adds `delta` bytes (negative to free) and `evicted` to the usage row; returns the new total. */
export async function adjustUsage(trx: Trx, delta: number, evicted = 0): Promise<number> {
  const row = await trx
    .updateTable("webhooks_usage")
    .set({ stored_bytes: sql`stored_bytes + ${delta}`, evicted_count: sql`evicted_count + ${evicted}` })
    .where("id", "=", 1)
    .returning("stored_bytes")
    .executeTakeFirstOrThrow();
  return Number(row.stored_bytes);
}

export interface Evicted {
  count: number;
  bytes: number;
}

/** Deletes the bucket's captures with sequence number ≤ `upToSeq` and books them on the bucket. */
export async function evictFromBucket(trx: Trx, bucketId: string, upToSeq: number): Promise<Evicted> {
  const rows = await trx.deleteFrom("webhooks_captures").where("bucket_id", "=", bucketId).where("seq", "<=", upToSeq).returning("stored_bytes").execute();
  const evicted = { count: rows.length, bytes: rows.reduce((n, r) => n + Number(r.stored_bytes), 0) };
  if (evicted.count > 0) {
    await trx
      .updateTable("webhooks_buckets")
      .set({
        capture_count: sql`capture_count - ${evicted.count}`,
        stored_bytes: sql`stored_bytes - ${evicted.bytes}`,
        evicted_count: sql`evicted_count + ${evicted.count}`,
      })
      .where("id", "=", bucketId)
      .execute();
  }
  return evicted;
}

/**
 * Frees at least `excess` bytes by deleting the oldest captures of all buckets (by arrival), a
 * chunk at a time; books them on their buckets and the usage row. Returns what it freed.
 */
export async function evictOldest(trx: Trx, excess: number): Promise<Evicted> {
  const total: Evicted = { count: 0, bytes: 0 };
  while (total.bytes < excess) {
    const oldest = await trx.selectFrom("webhooks_captures").select(["bucket_id", "seq", "stored_bytes"]).orderBy("received_at").orderBy("seq").limit(64).execute();
    if (oldest.length === 0) break;
    // Per bucket, the newest of its captures this chunk needs: everything up to it goes.
    const upTo = new Map<string, number>();
    let planned = total.bytes;
    for (const r of oldest) {
      upTo.set(r.bucket_id, Math.max(upTo.get(r.bucket_id) ?? 0, Number(r.seq)));
      planned += Number(r.stored_bytes);
      if (planned >= excess) break;
    }
    for (const id of [...upTo.keys()].sort()) {
      const e = await evictFromBucket(trx, id, upTo.get(id)!);
      total.count += e.count;
      total.bytes += e.bytes;
    }
  }
  if (total.count > 0) await adjustUsage(trx, -total.bytes, total.count);
  return total;
}

/** Deletes expired buckets (captures by cascade), 100 per transaction, giving their bytes back; returns how many. */
export async function sweepExpired(db: Kysely<WebhookTables>, cutoffNow: () => number): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction().execute(async (trx) => {
      await adjustUsage(trx, 0); // usage row first
      const cutoff = cutoffNow();
      const expired = trx.selectFrom("webhooks_buckets").select("id").where("last_activity_at", "<=", cutoff).limit(100);
      // The outer condition is re-checked on PostgreSQL against a row a capture touched meanwhile.
      const rows = await trx.deleteFrom("webhooks_buckets").where("id", "in", expired).where("last_activity_at", "<=", cutoff).returning("stored_bytes").execute();
      const freed = rows.reduce((sum, r) => sum + Number(r.stored_bytes), 0);
      if (freed > 0) await adjustUsage(trx, -freed);
      return rows.length;
    });
    total += n;
    if (n < 100) return total;
  }
}

/** Deletes a live bucket and gives its bytes back; returns how many captures it held, undefined when there was none. */
export function deleteBucket(db: Kysely<WebhookTables>, id: string, cutoff: number): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    await adjustUsage(trx, 0); // usage row first
    const row = await trx.deleteFrom("webhooks_buckets").where("id", "=", id).where("last_activity_at", ">", cutoff).returning(["capture_count", "stored_bytes"]).executeTakeFirst();
    if (!row) return undefined;
    await adjustUsage(trx, -Number(row.stored_bytes));
    return Number(row.capture_count);
  });
}

/** Deletes a live bucket's captures and gives their bytes back; returns how many, undefined when there is no such bucket. */
export function clearBucket(db: Kysely<WebhookTables>, id: string, now: number, cutoff: number): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    await adjustUsage(trx, 0); // usage row first
    // The update locks the bucket row, so no capture batch can land between it and the delete.
    const bucket = await trx
      .updateTable("webhooks_buckets")
      .set({ capture_count: 0, last_activity_at: now })
      .where("id", "=", id)
      .where("last_activity_at", ">", cutoff)
      .returning("stored_bytes")
      .executeTakeFirst();
    if (!bucket) return undefined;
    const res = await trx.deleteFrom("webhooks_captures").where("bucket_id", "=", id).executeTakeFirst();
    await trx.updateTable("webhooks_buckets").set({ stored_bytes: 0 }).where("id", "=", id).execute();
    await adjustUsage(trx, -Number(bucket.stored_bytes));
    return Number(res.numDeletedRows);
  });
}
