import { ManualClock } from "../../generator/runtime";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { allCaptureIds, newBucket, send, startWebhooks, type WebhooksHarness } from "./harness";

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
});
