import { ManualClock } from "../../generator/runtime";
import { createTestDatabase, describeEachDatabase, eventually, type TestDatabase } from "../storage/databases";
import { allCaptureIds, newBucket, send, startWebhooks, type WebhooksHarness } from "./harness";

const DAY = 24 * 60 * 60 * 1000;
const UNKNOWN = "Zm9yZ290dGVuLWJ1Y2tldC1pZC0wMDAwMDAwMDAw";

describeEachDatabase("bucket lifecycle", (kind) => {
  let database: TestDatabase;
  let h: WebhooksHarness;
  let clock: ManualClock;

  // The tests that only work on buckets of their own share one database, clock and host (a fresh
  // database and a host start per test were most of each test's time); the ones that move the
  // clock or restart the host get their own (below).
  const start = async () => {
    clock = new ManualClock("2026-02-01T12:00:00.000Z");
    database = await createTestDatabase(kind);
    h = await startWebhooks(database, { clock });
    return { clock, database, h };
  };
  let shared: Awaited<ReturnType<typeof start>> | undefined;
  beforeAll(async () => {
    shared = await start();
  });
  afterAll(async () => {
    await shared?.h.close();
    await shared?.database.drop();
  });

  const rowsOf = (bucketId: string) => h.lease.storage.db.selectFrom("webhooks_captures").select("seq").where("bucket_id", "=", bucketId).execute();
  const bucketRow = (bucketId: string) => h.lease.storage.db.selectFrom("webhooks_buckets").select("id").where("id", "=", bucketId).executeTakeFirst();

  test("create returns an unguessable URL-safe id, its capture URL and the defaults", async () => {
    const b = await newBucket(h);
    expect(b.id).toMatch(/^[A-Za-z0-9_-]{32}$/); // 24 random bytes = 192 bits
    expect(b.view).toEqual({
      bucket_id: b.id,
      name: null,
      url: `${h.host.url}/webhooks/in/${b.id}`,
      controlled_test: false,
      created_at: "2026-02-01T12:00:00.000Z",
      last_activity_at: "2026-02-01T12:00:00.000Z",
      expires_at: "2026-02-16T12:00:00.000Z",
      capture_count: 0,
      evicted_count: 0,
      response: { status: 200, content_type: "application/json", body: "{}", headers: {}, delay_ms: 0 },
    });
    const named = await newBucket(h, { name: "stripe test", controlled_test: true });
    expect(await h.tool("get_webhook_bucket", { bucket_id: named.id })).toMatchObject({ name: "stripe test", controlled_test: true });
  });

  test("bucket ids are random; capture ids are a 128-bit random token and the capture's number", async () => {
    const buckets = await Promise.all(Array.from({ length: 30 }, () => newBucket(h)));
    expect(new Set(buckets.map((b) => b.id)).size).toBe(30);
    await Promise.all(Array.from({ length: 30 }, () => send(buckets[0].url, { body: "x" })));
    const ids = await allCaptureIds(h, buckets[0].id);
    expect(new Set(ids.map((id) => id.slice(0, 22))).size).toBe(30);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}[0-9a-z]{1,11}$/);
    expect(ids.map((id) => parseInt(id.slice(22), 36))).toEqual(Array.from({ length: 30 }, (_, i) => 30 - i));
  });

  test("a capture id with the right number but a wrong token finds nothing", async () => {
    const b = await newBucket(h);
    await send(b.url, { body: "secret" });
    const [id] = await allCaptureIds(h, b.id);
    const forged = (id[0] === "A" ? "B" : "A") + id.slice(1);
    expect((await h.refusal("get_webhook", { bucket_id: b.id, webhook_id: forged })).code).toBe("not_found");
    expect((await h.refusal("wait_for_webhook", { bucket_id: b.id, after_webhook_id: forged, wait_seconds: 0 })).code).toBe("not_found");
    expect((await h.refusal("get_webhook", { bucket_id: b.id, webhook_id: "not-a-capture-id" })).code).toBe("not_found");
  });

  test.each([
    ["clear_webhooks", { confirm: false }, "invalid_arguments"],
    // confirm is optional for both deletions: a 2026-07-28 client is asked (MRTR, test/runtime/mrtr-webhooks.test.ts); a 2025 one is told to pass it.
    ["clear_webhooks", {}, "confirmation_required"],
    ["clear_webhooks", { confirm: "true" }, "invalid_arguments"],
    ["delete_webhook_bucket", { confirm: false }, "invalid_arguments"],
    ["delete_webhook_bucket", {}, "confirmation_required"],
    ["delete_webhook_bucket", { confirm: 1 }, "invalid_arguments"],
  ])("%s without confirm: true (%j) is refused and deletes nothing", async (tool, extra, code) => {
    const b = await newBucket(h);
    await send(b.url, { body: "keep me" });
    const err = await h.refusal(tool, { bucket_id: b.id, ...extra });
    expect(err.code).toBe(code);
    expect(err.message).toContain(code === "invalid_arguments" ? "/confirm" : "confirm: true");
    expect(await rowsOf(b.id)).toHaveLength(1);
    expect((await h.tool("get_webhook_bucket", { bucket_id: b.id })).capture_count).toBe(1);
  });

  test("clear_webhooks deletes every capture and keeps the bucket, its id and its response", async () => {
    const b = await newBucket(h);
    await h.tool("configure_webhook_response", { bucket_id: b.id, status: 202, content_type: "text/plain", body: "kept" });
    await Promise.all([1, 2, 3].map(() => send(b.url, { body: "x" })));
    expect(await h.tool("clear_webhooks", { bucket_id: b.id, confirm: true })).toEqual({ bucket_id: b.id, deleted_count: 3 });
    expect(await rowsOf(b.id)).toEqual([]);
    const view = await h.tool("get_webhook_bucket", { bucket_id: b.id });
    expect(view).toMatchObject({ capture_count: 0, url: b.url, response: { status: 202, body: "kept" } });
    expect((await h.tool("list_webhooks", { bucket_id: b.id })).webhooks).toEqual([]);
    const reply = await send(b.url, { body: "after" });
    expect([reply.status, reply.text]).toEqual([202, "kept"]);
  });

  test("delete_webhook_bucket removes the bucket and its captures; afterwards every tool is not_found and the URL 404", async () => {
    const b = await newBucket(h);
    await Promise.all([1, 2].map(() => send(b.url, { body: "x" })));
    const [captureId] = await allCaptureIds(h, b.id);
    expect(await h.tool("delete_webhook_bucket", { bucket_id: b.id, confirm: true })).toEqual({ bucket_id: b.id, deleted: true, deleted_captures: 2 });
    expect(await rowsOf(b.id)).toEqual([]);
    await expectGone(b.id, b.url, captureId);
  });

  test("an id that never existed is not_found everywhere", async () => {
    await expectGone(UNKNOWN, `${h.host.url}/webhooks/in/${UNKNOWN}`, "bm9uZQ");
  });

  describe("with a clock and a host of their own", () => {
    beforeEach(async () => {
      await start();
    });
    afterEach(async () => {
      await h?.close();
      await database?.drop();
      if (shared) ({ clock, database, h } = shared);
    });

    test("a bucket expires 15 days after its last activity; captures and tool calls count as activity", async () => {
      const b = await newBucket(h);
      clock.advance(10 * DAY);
      await send(b.url, { body: "day 10" }); // activity: expiry moves to day 25
      clock.advance(14 * DAY);
      const view = await h.tool("get_webhook_bucket", { bucket_id: b.id }); // day 24, and activity again
      expect(view.expires_at).toBe(new Date(clock.now().getTime() + 15 * DAY).toISOString());
      clock.advance(15 * DAY - 1);
      await h.tool("list_webhooks", { bucket_id: b.id }); // 1 ms before expiry: alive, and kept alive
      clock.advance(15 * DAY);
      expect((await h.refusal("get_webhook_bucket", { bucket_id: b.id })).code).toBe("not_found");
      expect((await send(b.url, { body: "too late" })).status).toBe(404);
    });

    test("the durable sweep deletes expired buckets and their captures, and only those", async () => {
      const sweepJob = () => h.lease.storage.db.selectFrom("mcpforge_jobs").selectAll().where("queue", "=", "webhooks.expire").execute();
      const old = await newBucket(h);
      await send(old.url, { body: "old" });
      clock.advance(8 * DAY);
      const young = await newBucket(h);
      await send(young.url, { body: "young" });
      // The run due at day 8 must be over before the clock moves on: one still in flight would use
      // day 8's cutoff and then schedule the next run 10 minutes after day 15, which never comes.
      await eventually("the day-8 sweep to finish", async () => {
        const [job] = await sweepJob();
        return job && job.locked_by === null && Number(job.run_at) > clock.now().getTime();
      });
      clock.advance(7 * DAY); // old: 15 days idle; young: 7
      await eventually("the sweep to delete the expired bucket", async () => !(await bucketRow(old.id))).catch(async (err: Error) => {
        throw new Error(`${err.message}; clock ${clock.now().toISOString()}; sweep job ${JSON.stringify(await sweepJob())}`);
      });
      expect(await rowsOf(old.id)).toEqual([]);
      expect(await bucketRow(young.id)).toBeDefined();
      expect(await rowsOf(young.id)).toHaveLength(1);
      const sweep = await sweepJob();
      expect(sweep).toHaveLength(1);
      expect(Number(sweep[0].run_at)).toBeGreaterThan(clock.now().getTime()); // rescheduled
    });

    test("a restart loses no acknowledged capture", async () => {
      const b = await newBucket(h);
      const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => send(`${b.url}/n/${i}`, { body: `capture ${i}` })));
      expect(replies.every((r) => r.status === 200)).toBe(true);
      const before = await allCaptureIds(h, b.id);
      await h.close();
      h = await startWebhooks(database, { clock });
      const after = await allCaptureIds(h, b.id);
      expect(after).toEqual(before);
      expect(after).toHaveLength(40);
      const one = await h.tool("get_webhook", { bucket_id: b.id, webhook_id: after[0] });
      expect(one.body.content).toBe(`capture ${one.path.slice("/n/".length)}`);
      expect((await h.tool("get_webhook_bucket", { bucket_id: b.id })).capture_count).toBe(40);
    });
  });

  async function expectGone(bucketId: string, url: string, captureId: string) {
    const calls: [string, Record<string, unknown>][] = [
      ["get_webhook_bucket", {}],
      ["configure_webhook_response", { status: 200, content_type: "text/plain", body: "" }],
      ["list_webhooks", {}],
      ["get_webhook", { webhook_id: captureId }],
      ["wait_for_webhook", { wait_seconds: 0 }],
      ["clear_webhooks", { confirm: true }],
      ["delete_webhook_bucket", { confirm: true }],
    ];
    for (const [tool, extra] of calls) {
      const err = await h.refusal(tool, { bucket_id: bucketId, ...extra });
      expect([tool, err.code]).toEqual([tool, "not_found"]);
      expect(err.message).toContain(bucketId);
    }
    expect((await send(url, { body: "x" })).status).toBe(404);
  }
});
