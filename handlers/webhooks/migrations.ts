import type { Migration } from "../_shared/storage";

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
}

export interface WebhookTables {
  webhooks_buckets: BucketsTable;
  webhooks_captures: CapturesTable;
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
];
