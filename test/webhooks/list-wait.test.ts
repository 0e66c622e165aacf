import type { Progress } from "@modelcontextprotocol/sdk/types.js";
import { request } from "node:http";
import { createTestDatabase, describeEachDatabase, eventually, type TestDatabase } from "../storage/databases";
import { allCaptureIds, newBucket, send, startWebhooks, type WebhooksHarness } from "./harness";

describeEachDatabase("listing and waiting", (kind) => {
  let database: TestDatabase;
  let h: WebhooksHarness;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // No fallback polling: a waiter can only be woken by the event channel.
    h = await startWebhooks(database, { env: { WEBHOOKS_WAIT_POLL_MS: "600000" } });
  });
  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });

  /** Sends captures one after another (so their order is known); returns their ids, oldest first. */
  async function capture(bucket: { id: string; url: string }, n: number, label = "c"): Promise<string[]> {
    for (let i = 0; i < n; i++) await send(bucket.url, { body: `${label}${i}` });
    return (await allCaptureIds(h, bucket.id)).reverse();
  }
  const waiters = (bucketId: string) => h.lease.storage.events.listenerCount(`webhooks:${bucketId}`);

  test("list_webhooks pages newest first with a cursor that holds while new captures arrive", async () => {
    const b = await newBucket(h);
    const first12 = await capture(b, 12);
    const page1 = await h.tool("list_webhooks", { bucket_id: b.id, limit: 5 });
    expect(page1.webhooks.map((w: any) => w.webhook_id)).toEqual(first12.slice(7).reverse());
    expect(page1.webhooks[0]).toMatchObject({ method: "POST", path: "/", size_bytes: 3, source_ip: "127.0.0.1" });
    await Promise.all(Array.from({ length: 5 }, (_, i) => send(b.url, { body: `new${i}` })));
    const page2 = await h.tool("list_webhooks", { bucket_id: b.id, limit: 5, cursor: page1.next_cursor });
    expect(page2.webhooks.map((w: any) => w.webhook_id)).toEqual(first12.slice(2, 7).reverse());
    const page3 = await h.tool("list_webhooks", { bucket_id: b.id, limit: 5, cursor: page2.next_cursor });
    expect(page3.webhooks.map((w: any) => w.webhook_id)).toEqual(first12.slice(0, 2).reverse());
    expect(page3.next_cursor).toBeNull();
    const fresh = await h.tool("list_webhooks", { bucket_id: b.id, limit: 50 });
    expect(fresh.webhooks).toHaveLength(17);
    expect(fresh.webhooks.slice(5).map((w: any) => w.webhook_id)).toEqual([...first12].reverse());
  });

  test("list_webhooks defaults to 20 per page and bounds limit to 1..50", async () => {
    const b = await newBucket(h);
    await Promise.all(Array.from({ length: 21 }, () => send(b.url, { body: "x" })));
    const page = await h.tool("list_webhooks", { bucket_id: b.id });
    expect(page.webhooks).toHaveLength(20);
    expect(page.next_cursor).toEqual(expect.any(String));
    for (const limit of [0, 51]) expect((await h.refusal("list_webhooks", { bucket_id: b.id, limit })).message).toContain("/limit");
  });

  test("a cursor this service did not issue is invalid_arguments naming /cursor", async () => {
    const b = await newBucket(h);
    const err = await h.refusal("list_webhooks", { bucket_id: b.id, cursor: "bm90LWEtY3Vyc29y" });
    expect(err.code).toBe("invalid_arguments");
    expect(err.message).toContain("/cursor");
  });

  test("wait_for_webhook without after_webhook_id returns the latest capture at once", async () => {
    const b = await newBucket(h);
    const ids = await capture(b, 3);
    const r = await h.tool("wait_for_webhook", { bucket_id: b.id, wait_seconds: 25 });
    expect(r).toMatchObject({ received: true, webhook: { webhook_id: ids[2], body: { content: "c2" } } });
  });

  test("with after_webhook_id it returns the next capture after that one, so a loop reads every capture in order", async () => {
    const b = await newBucket(h);
    const ids = await capture(b, 4);
    const seen: string[] = [];
    let after = ids[0];
    for (;;) {
      const r = await h.tool("wait_for_webhook", { bucket_id: b.id, after_webhook_id: after, wait_seconds: 0 });
      if (!r.received) break;
      seen.push(r.webhook.webhook_id);
      after = r.webhook.webhook_id;
    }
    expect(seen).toEqual(ids.slice(1));
  });

  test("a waiter is woken by a capture sent after it started", async () => {
    const b = await newBucket(h);
    const [last] = await capture(b, 1);
    const waiting = h.tool("wait_for_webhook", { bucket_id: b.id, after_webhook_id: last, wait_seconds: 25 });
    await eventually("the waiter to subscribe", () => waiters(b.id) === 1);
    await send(`${b.url}/late`, { body: "arrived later" });
    const r = await waiting;
    expect(r).toMatchObject({ received: true, webhook: { path: "/late", body: { content: "arrived later" } } });
    expect(waiters(b.id)).toBe(0);
  });

  test("an empty bucket's waiter gets the first capture", async () => {
    const b = await newBucket(h);
    const waiting = h.tool("wait_for_webhook", { bucket_id: b.id, wait_seconds: 25 });
    await eventually("the waiter to subscribe", () => waiters(b.id) === 1);
    await send(b.url, { method: "PUT", body: "first" });
    expect(await waiting).toMatchObject({ received: true, webhook: { method: "PUT", body: { content: "first" } } });
  });

  test("with nothing new it answers received false after wait_seconds", async () => {
    const b = await newBucket(h);
    const [last] = await capture(b, 1);
    const r = await h.tool("wait_for_webhook", { bucket_id: b.id, after_webhook_id: last, wait_seconds: 1 });
    expect(r).toMatchObject({ received: false, webhook: null });
    expect(r.waited_ms).toBeGreaterThanOrEqual(1000);
    expect(await h.tool("wait_for_webhook", { bucket_id: b.id, after_webhook_id: last, wait_seconds: 0 })).toMatchObject({ received: false, webhook: null });
    expect(waiters(b.id)).toBe(0);
  });

  test("wait_seconds is bounded at 25", async () => {
    const b = await newBucket(h);
    expect((await h.refusal("wait_for_webhook", { bucket_id: b.id, wait_seconds: 26 })).message).toContain("/wait_seconds");
  });

  test("progress notifications are sent while waiting when the client asks for them", async () => {
    const b = await newBucket(h);
    const progress: Progress[] = [];
    const r = await h.tool("wait_for_webhook", { bucket_id: b.id, wait_seconds: 2 }, (p) => progress.push(p));
    expect(r.received).toBe(false);
    expect(progress.length).toBeGreaterThanOrEqual(1);
    expect(progress[0]).toMatchObject({ progress: 0, total: 2 });
    expect(progress[0].message).toContain("waiting for a capture");
  });

  test("a waiter whose client goes away stops waiting", async () => {
    const b = await newBucket(h);
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "wait_for_webhook", arguments: { bucket_id: b.id, wait_seconds: 25 } } });
    const req = request(`${h.host.url}/webhooks/mcp`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" } });
    req.on("error", () => undefined);
    req.end(body);
    await eventually("the waiter to subscribe", () => waiters(b.id) === 1);
    req.destroy();
    // Well before the 25 s the wait would last: only the cancellation can free it this soon.
    await eventually("the waiter to leave after the client went away", () => waiters(b.id) === 0, 5000);
  });

  test("after_webhook_id naming no capture of the bucket is not_found", async () => {
    const b = await newBucket(h);
    const other = await newBucket(h);
    const [foreign] = await capture(other, 1);
    const err = await h.refusal("wait_for_webhook", { bucket_id: b.id, after_webhook_id: foreign, wait_seconds: 0 });
    expect(err.code).toBe("not_found");
    expect(err.message).toContain(foreign);
  });

  test("get_webhook of another bucket's capture is not_found: ids do not cross buckets", async () => {
    const b = await newBucket(h);
    const other = await newBucket(h);
    const [foreign] = await capture(other, 1);
    expect((await h.refusal("get_webhook", { bucket_id: b.id, webhook_id: foreign })).code).toBe("not_found");
  });
});
