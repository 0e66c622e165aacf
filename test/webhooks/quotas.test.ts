import { ManualClock } from "../../generator/runtime";
import { openStorage } from "../../generator/platform/storage";
import { webhookMigrations } from "../../handlers/webhooks/migrations";
import { clientKey, RateLimiter } from "../../generator/platform/rate-limit";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { allCaptureIds, newBucket, send, startWebhooks, type WebhooksHarness } from "./harness";

describe("RateLimiter", () => {
  test("a burst, then one token per 1/perSecond, per key", () => {
    const clock = new ManualClock("2026-03-01T00:00:00.000Z");
    const r = new RateLimiter({ perSecond: 2, burst: 2, clock });
    expect([r.take("a"), r.take("a"), r.take("a"), r.take("b")]).toEqual([0, 0, 500, 0]);
    clock.advance(500);
    expect([r.take("a"), r.take("a")]).toEqual([0, 500]);
  });

  test("tracks at most maxClients keys: a flood of addresses cannot grow memory", () => {
    const clock = new ManualClock("2026-03-01T00:00:00.000Z");
    const r = new RateLimiter({ perSecond: 1, burst: 1, clock, maxClients: 100 });
    for (let i = 0; i < 10_000; i++) r.take(`10.0.${i >> 8}.${i & 255}`);
    expect((r as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(100);
  });

  test("an IPv4-mapped IPv6 address is its IPv4 client; an IPv6 client is its /64", () => {
    expect([clientKey("::ffff:10.1.2.3"), clientKey("10.1.2.3"), clientKey("::1"), clientKey("2001:db8::5"), clientKey(undefined)]).toEqual(["10.1.2.3", "10.1.2.3", "::/64", "2001:db8::/64", "local"]);
  });
});

/** Issue 10, defect 9: per-client limits and storage quotas, each set low through its variable. */
describeEachDatabase("webhook quotas (defect 9)", (kind) => {
  let database: TestDatabase;
  let h: WebhooksHarness | undefined;
  let clock: ManualClock;

  beforeEach(async () => {
    clock = new ManualClock("2026-03-01T00:00:00.000Z");
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await h?.close();
    h = undefined;
    await database?.drop();
  });

  const start = async (env: Record<string, string>) => (h = await startWebhooks(database, { clock, env }));
  const bucketCount = async () => (await h!.lease.storage.db.selectFrom("webhooks_buckets").select("id").execute()).length;
  const bodies = async (bucketId: string) => {
    const out: string[] = [];
    for (const id of await allCaptureIds(h!, bucketId)) out.push((await h!.tool("get_webhook", { bucket_id: bucketId, webhook_id: id })).body.content);
    return out;
  };

  test("bucket creation is rate-limited per client: rate_limited with retry_after_seconds, nothing created", async () => {
    await start({ WEBHOOKS_BUCKET_CREATES_PER_MINUTE: "3" });
    for (let i = 0; i < 3; i++) await newBucket(h!);
    const err = await h!.refusal("create_webhook_bucket", {});
    expect(err.code).toBe("rate_limited");
    expect(err.retry_after_seconds).toBe(20); // one token per 60/3 s
    expect(err.message).toContain("WEBHOOKS_BUCKET_CREATES_PER_MINUTE");
    expect(await bucketCount()).toBe(3);
    clock.advance(20_000);
    await newBucket(h!);
    expect(await bucketCount()).toBe(4);
  });

  test("live buckets per client are capped: quota_exceeded until one is deleted", async () => {
    await start({ WEBHOOKS_MAX_BUCKETS_PER_CLIENT: "2" });
    const first = await newBucket(h!);
    await newBucket(h!);
    const err = await h!.refusal("create_webhook_bucket", { name: "third" });
    expect(err.code).toBe("quota_exceeded");
    expect(err.message).toContain("WEBHOOKS_MAX_BUCKETS_PER_CLIENT=2");
    expect(await bucketCount()).toBe(2);
    await h!.tool("delete_webhook_bucket", { bucket_id: first.id, confirm: true });
    await newBucket(h!, { name: "third" });
  });

  test("captures are rate-limited per source address: 429 with Retry-After, nothing stored, other addresses unaffected", async () => {
    await start({ WEBHOOKS_CAPTURES_PER_SECOND: "1", WEBHOOKS_CAPTURE_BURST: "2" });
    const b = await newBucket(h!);
    expect((await send(b.url, { body: "1" })).status).toBe(200);
    expect((await send(b.url, { body: "2" })).status).toBe(200);
    const refused = await send(b.url, { body: "3" });
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("1");
    expect(JSON.parse(refused.text).error).toBe("rate_limited");
    expect((await send(b.url, { body: "other", localAddress: "127.0.0.2" })).status).toBe(200);
    clock.advance(1000);
    expect((await send(b.url, { body: "4" })).status).toBe(200);
    expect(await bodies(b.id)).toEqual(["4", "other", "2", "1"]);
  });

  test("a bucket keeps its newest WEBHOOKS_MAX_CAPTURES_PER_BUCKET captures; the evicted count is in its stats", async () => {
    await start({ WEBHOOKS_MAX_CAPTURES_PER_BUCKET: "3" });
    const b = await newBucket(h!);
    for (let i = 1; i <= 5; i++) expect((await send(b.url, { body: `c${i}` })).status).toBe(200);
    expect(await bodies(b.id)).toEqual(["c5", "c4", "c3"]);
    expect(await h!.tool("get_webhook_bucket", { bucket_id: b.id })).toMatchObject({ capture_count: 3, evicted_count: 2 });
  });

  test("past WEBHOOKS_MAX_STORED_BYTES the oldest captures of all buckets are evicted, and the books balance", async () => {
    await start({ WEBHOOKS_MAX_STORED_BYTES: "25000" });
    const a = await newBucket(h!);
    const b = await newBucket(h!);
    const big = (tag: string) => tag + "x".repeat(10_000);
    await send(a.url, { body: big("a1") });
    clock.advance(1);
    await send(b.url, { body: big("b1") });
    clock.advance(1);
    await send(a.url, { body: big("a2") }); // about 30 kB now: a1, the oldest, goes
    expect((await bodies(a.id)).map((s) => s.slice(0, 2))).toEqual(["a2"]);
    expect((await bodies(b.id)).map((s) => s.slice(0, 2))).toEqual(["b1"]);
    expect(await h!.tool("get_webhook_bucket", { bucket_id: a.id })).toMatchObject({ capture_count: 1, evicted_count: 1 });
    const db = h!.lease.storage.db;
    const usage = await db.selectFrom("webhooks_usage").selectAll().executeTakeFirstOrThrow();
    const rows = await db.selectFrom("webhooks_captures").select("stored_bytes").execute();
    expect(Number(usage.stored_bytes)).toBe(rows.reduce((n: number, r: { stored_bytes: number }) => n + Number(r.stored_bytes), 0));
    expect(Number(usage.stored_bytes)).toBeLessThanOrEqual(25_000);
    expect(Number(usage.evicted_count)).toBe(1);
    // Clearing and deleting give the bytes back.
    await h!.tool("clear_webhooks", { bucket_id: a.id, confirm: true });
    await h!.tool("delete_webhook_bucket", { bucket_id: b.id, confirm: true });
    expect(Number((await db.selectFrom("webhooks_usage").select("stored_bytes").executeTakeFirstOrThrow()).stored_bytes)).toBe(0);
  });

  test("upgrading a database with captures from before the quotas books their bytes", async () => {
    const old = await openStorage({ env: database.env });
    await old.migrate("webhooks", webhookMigrations.slice(0, 1));
    const now = clock.now().getTime();
    await old.db
      .insertInto("webhooks_buckets")
      .values({ id: "B".repeat(32), name: null, controlled_test: 0, created_at: now, last_activity_at: now, capture_count: 1, last_seq: 1, response_status: 200, response_content_type: "text/plain", response_body: "", response_headers: "{}", response_delay_ms: 0 })
      .execute();
    await old.db
      .insertInto("webhooks_captures")
      .values({ bucket_id: "B".repeat(32), seq: 1, token: "T".repeat(22), received_at: now, method: "POST", path: "/", query: "", headers: "[]", body: Buffer.alloc(1000), size_bytes: 1000, stored_truncated: 0, content_type: null, source_ip: null })
      .execute();
    await old.close();
    await start({});
    const db = h!.lease.storage.db;
    const usage = await db.selectFrom("webhooks_usage").selectAll().executeTakeFirstOrThrow();
    const bucket = await db.selectFrom("webhooks_buckets").select(["stored_bytes", "evicted_count"]).executeTakeFirstOrThrow();
    expect(Number(usage.stored_bytes)).toBe(1000 + "[]".length + "/".length);
    expect(Number(bucket.stored_bytes)).toBe(Number(usage.stored_bytes));
    expect(Number(bucket.evicted_count)).toBe(0);
  });

  test("captures, clears and deletes racing under a tight global quota keep the books balanced", async () => {
    // 60 senders race from one address (127.0.0.1), each on its own connection, beside the MCP
    // client's: past the per-address connection cap (64 by default, issue 30 item 4, tested in
    // test/fairness/connections.test.ts) sockets are closed on accept and a sender reads ECONNRESET.
    // The quota books are what this test is about, so the cap is set above its concurrency.
    await start({ WEBHOOKS_MAX_STORED_BYTES: "20000", WEBHOOKS_MAX_CAPTURES_PER_BUCKET: "5", MCPFORGE_MAX_CONNECTIONS_PER_ADDRESS: "256" });
    const buckets = await Promise.all([0, 1, 2, 3].map(() => newBucket(h!)));
    const sends = Array.from({ length: 60 }, (_, i) => send(buckets[i % 4].url, { body: "y".repeat(1500 + i) }));
    const tools = [h!.tool("clear_webhooks", { bucket_id: buckets[1].id, confirm: true }), h!.tool("delete_webhook_bucket", { bucket_id: buckets[3].id, confirm: true })];
    const replies = await Promise.all(sends);
    await Promise.all(tools);
    // Every sender got an answer from a bucket that existed, or 404 once it was deleted: no 5xx.
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    const db = h!.lease.storage.db;
    const usage = await db.selectFrom("webhooks_usage").selectAll().executeTakeFirstOrThrow();
    const captures = await db.selectFrom("webhooks_captures").select(["bucket_id", "stored_bytes"]).execute();
    const total = captures.reduce((n: number, r: { stored_bytes: number }) => n + Number(r.stored_bytes), 0);
    expect(Number(usage.stored_bytes)).toBe(total);
    expect(total).toBeLessThanOrEqual(20_000);
    for (const b of await db.selectFrom("webhooks_buckets").select(["id", "stored_bytes", "capture_count"]).execute()) {
      const own = captures.filter((c: { bucket_id: string }) => c.bucket_id === b.id);
      expect([b.id, Number(b.capture_count), Number(b.stored_bytes)]).toEqual([b.id, own.length, own.reduce((n: number, r: { stored_bytes: number }) => n + Number(r.stored_bytes), 0)]);
      expect(own.length).toBeLessThanOrEqual(5);
    }
  });
});
