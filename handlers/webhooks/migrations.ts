import { sql } from "kysely";
import type { Migration } from "mcpforge/platform/storage";

export interface BucketsTable {
  id: string;
  name: string | null;
  controlled_test: number;
  created_at: number;
  last_activity_at: number;
  capture_count: number;
  /** Sequence number of the bucket's latest capture; never reset (clearing keeps it). */
  last_seq: number;
  response_status: number;
  response_content_type: string;
  response_body: string;
  /** JSON object of extra response headers. */
  response_headers: string;
  response_delay_ms: number;
  /** Bytes its captures take (captureBytes in store.ts), for the storage quota. */
  stored_bytes: number;
  /** Captures evicted to stay within the quotas, oldest first. */
  evicted_count: number;
  /** Client address that created it (per-client bucket cap); null for buckets created before. */
  created_by: string | null;
}

export interface CapturesTable {
  bucket_id: string;
  /** 1, 2, 3… per bucket, in commit order: newest first is `seq desc`. */
  seq: number;
  /** The capture id's random part (see ids.ts). */
  token: string;
  received_at: number;
  method: string;
  /** Path below the bucket's URL, as received (percent-encoded), starting with /. */
  path: string;
  /** Raw query string without the "?". */
  query: string;
  /** JSON of Node's rawHeaders: [name, value, name, value, …] with the sender's spelling. */
  headers: string;
  /** The body, at most STORED_BODY_CAP bytes of it. */
  body: Buffer;
  size_bytes: number;
  stored_truncated: number;
  content_type: string | null;
  source_ip: string | null;
  /** What this capture counts against the storage quota (body, headers, query and path bytes). */
  stored_bytes: number;
}

/** One row (id 1): the bytes all captures take, kept in step by every write (the global quota). */
export interface UsageTable {
  id: number;
  stored_bytes: number;
  evicted_count: number;
}

export interface WebhookTables {
  webhooks_buckets: BucketsTable;
  webhooks_captures: CapturesTable;
  webhooks_usage: UsageTable;
}

export const webhookMigrations: Migration[] = [
  {
    version: 1,
    name: "create_buckets_and_captures",
    async up(db, { types }) {
      await db.schema
        .createTable("webhooks_buckets")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text")
        .addColumn("controlled_test", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .addColumn("last_activity_at", types.bigint, (c) => c.notNull())
        .addColumn("capture_count", types.bigint, (c) => c.notNull().defaultTo(0))
        .addColumn("last_seq", types.bigint, (c) => c.notNull().defaultTo(0))
        .addColumn("response_status", "integer", (c) => c.notNull())
        .addColumn("response_content_type", "text", (c) => c.notNull())
        .addColumn("response_body", "text", (c) => c.notNull())
        .addColumn("response_headers", "text", (c) => c.notNull())
        .addColumn("response_delay_ms", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("webhooks_buckets_activity").on("webhooks_buckets").column("last_activity_at").execute();
      // Keyed by (bucket, sequence): every read is a range of one bucket's key, and inserts append.
      await db.schema
        .createTable("webhooks_captures")
        .addColumn("bucket_id", "text", (c) => c.notNull().references("webhooks_buckets.id").onDelete("cascade"))
        .addColumn("seq", types.bigint, (c) => c.notNull())
        .addColumn("token", "text", (c) => c.notNull())
        .addColumn("received_at", types.bigint, (c) => c.notNull())
        .addColumn("method", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("query", "text", (c) => c.notNull())
        .addColumn("headers", "text", (c) => c.notNull())
        .addColumn("body", types.blob, (c) => c.notNull())
        .addColumn("size_bytes", types.bigint, (c) => c.notNull())
        .addColumn("stored_truncated", "integer", (c) => c.notNull())
        .addColumn("content_type", "text")
        .addColumn("source_ip", "text")
        .addPrimaryKeyConstraint("webhooks_captures_pk", ["bucket_id", "seq"])
        .execute();
    },
  },
  {
    version: 2,
    name: "quotas",
    async up(db, { types, dialect }) {
      await db.schema.alterTable("webhooks_buckets").addColumn("stored_bytes", types.bigint, (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable("webhooks_buckets").addColumn("evicted_count", types.bigint, (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable("webhooks_buckets").addColumn("created_by", "text").execute();
      await db.schema.alterTable("webhooks_captures").addColumn("stored_bytes", types.bigint, (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.createIndex("webhooks_buckets_created_by").on("webhooks_buckets").columns(["created_by", "last_activity_at"]).execute();
      // Global eviction takes the oldest captures of all buckets.
      await db.schema.createIndex("webhooks_captures_received").on("webhooks_captures").columns(["received_at", "seq"]).execute();
      await db.schema
        .createTable("webhooks_usage")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("stored_bytes", types.bigint, (c) => c.notNull())
        .addColumn("evicted_count", types.bigint, (c) => c.notNull())
        .execute();
      // Captures stored before quotas existed count with their body, headers, query and path.
      const len = dialect === "postgres" ? sql.raw("octet_length") : sql.raw("length");
      await sql`update webhooks_captures set stored_bytes = ${len}(body) + ${len}(headers) + ${len}(query) + ${len}(path)`.execute(db);
      await sql`update webhooks_buckets set stored_bytes = coalesce((select sum(c.stored_bytes) from webhooks_captures c where c.bucket_id = webhooks_buckets.id), 0)`.execute(db);
      await sql`insert into webhooks_usage (id, stored_bytes, evicted_count) select 1, coalesce(sum(stored_bytes), 0), 0 from webhooks_captures`.execute(db);
    },
  },
];
