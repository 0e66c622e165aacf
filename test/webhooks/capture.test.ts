import { sql } from "kysely";
import { ManualClock } from "../../generator/runtime";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { newBucket, send, startWebhooks, type WebhooksHarness } from "./harness";

const BINARY = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe, 0x01, 0x02, 0x80]);
const BODIES = {
  json: { type: "application/json", body: Buffer.from('{"event":"paid","amount":12.5,"name":"Zoë"}'), encoding: "text" },
  form: { type: "application/x-www-form-urlencoded", body: Buffer.from("a=1&b=two+words&c=%C3%A9"), encoding: "text" },
  text: { type: "text/plain; charset=utf-8", body: Buffer.from("hello\nwörld\t✓"), encoding: "text" },
  binary: { type: "application/octet-stream", body: BINARY, encoding: "base64" },
} as const;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"];
const CASES = METHODS.flatMap((m) => Object.keys(BODIES).map((b) => [m, b] as [string, keyof typeof BODIES]));

describeEachDatabase("capture endpoint", (kind) => {
  let database: TestDatabase;
  let h: WebhooksHarness;
  let bucket: { id: string; url: string };
  const clock = new ManualClock("2026-05-04T10:00:00.000Z");

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    h = await startWebhooks(database, { clock });
    bucket = await newBucket(h, { name: "captures" });
  });
  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });

  const latest = async (bucketId = bucket.id, extra: Record<string, unknown> = {}) => {
    const page = await h.tool("list_webhooks", { bucket_id: bucketId, limit: 1 });
    return h.tool("get_webhook", { bucket_id: bucketId, webhook_id: page.webhooks[0].webhook_id, ...extra });
  };

  test("the bucket URL lives on the same host under /webhooks/in/<bucket_id>", () => {
    expect(bucket.url).toBe(`${h.host.url}/webhooks/in/${bucket.id}`);
  });

  test.each(CASES)("%s with a %s body is stored as received", async (method, kindOfBody) => {
    const b = BODIES[kindOfBody];
    clock.advance(1000);
    const reply = await send(`${bucket.url}/sub/path?x=1&x=2&empty=`, { method, headers: { "content-type": b.type, "x-custom": `${method}-${kindOfBody}` }, body: b.body });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe(method === "HEAD" ? "" : "{}");
    const got = await latest();
    expect(got).toMatchObject({
      bucket_id: bucket.id,
      method,
      path: "/sub/path",
      query: { x: ["1", "2"], empty: [""] },
      content_type: b.type,
      size_bytes: b.body.length,
      source_ip: "127.0.0.1",
      received_at: clock.now().toISOString(),
      redacted: [],
    });
    expect(got.headers["x-custom"]).toBe(`${method}-${kindOfBody}`);
    expect(got.body).toMatchObject({ encoding: b.encoding, size_bytes: b.body.length, truncated: false, stored_truncated: false, content_type: b.type });
    const bytes = b.encoding === "text" ? Buffer.from(got.body.content, "utf8") : Buffer.from(got.body.content, "base64");
    expect(bytes.equals(b.body)).toBe(true);
  });

  test.each([
    ["no sub-path", "", "/"],
    ["a trailing slash", "/", "/"],
    ["a deep, encoded sub-path", "/a/b%20c/d.json", "/a/b%20c/d.json"],
  ])("%s is stored as path %s", async (_name, suffix, path) => {
    await send(`${bucket.url}${suffix}`, { method: "POST", body: "x" });
    expect(await latest()).toMatchObject({ path, query: {} });
  });

  test("an extension method and an empty body", async () => {
    await send(bucket.url, { method: "PROPFIND" });
    expect(await latest()).toMatchObject({ method: "PROPFIND", size_bytes: 0, content_type: null, body: { encoding: "none", content: "", truncated: false } });
  });

  test("header and query names that are Object.prototype members are captured like any other", async () => {
    // JSON.parse: in an object literal, __proto__ would set the prototype instead of a key.
    const headers = JSON.parse('{"constructor":"c","__proto__":"p","x-normal":"n"}');
    await send(`${bucket.url}?__proto__=1&constructor=2&toString=3&constructor=4`, { headers, body: "x" });
    const got = await latest();
    expect(got.query).toEqual(JSON.parse('{"__proto__":["1"],"constructor":["2","4"],"toString":["3"]}'));
    expect(Object.keys(got.headers)).toEqual(expect.arrayContaining(["constructor", "__proto__", "x-normal"]));
    expect([got.headers.constructor, Object.getOwnPropertyDescriptor(got.headers, "__proto__")?.value]).toEqual(["c", "p"]);
  });

  test("text-looking bytes of a binary type, and control bytes in untyped data, come back as base64", async () => {
    await send(bucket.url, { headers: { "content-type": "image/png" }, body: "plain ascii" });
    expect((await latest()).body).toMatchObject({ encoding: "base64", content: Buffer.from("plain ascii").toString("base64") });
    await send(bucket.url, { body: Buffer.from("a\u0000b") });
    expect((await latest()).body).toMatchObject({ encoding: "base64", content: Buffer.from("a\u0000b").toString("base64") });
  });

  test("max_body_bytes cuts the returned body (text on a character boundary) and says so", async () => {
    await send(bucket.url, { headers: { "content-type": "text/plain" }, body: "éééééééééé" }); // 20 bytes
    expect((await latest(bucket.id, { max_body_bytes: 5 })).body).toMatchObject({ encoding: "text", content: "éé", truncated: true, size_bytes: 20 });
    expect((await latest(bucket.id, { max_body_bytes: 0 })).body).toMatchObject({ encoding: "text", content: "", truncated: true });
    await send(bucket.url, { headers: { "content-type": "application/octet-stream" }, body: BINARY });
    const cut = (await latest(bucket.id, { max_body_bytes: 4 })).body;
    expect(Buffer.from(cut.content, "base64").equals(BINARY.subarray(0, 4))).toBe(true);
    expect(cut.truncated).toBe(true);
  });

  test("max_body_bytes is bounded at 262144", async () => {
    const err = await h.refusal("get_webhook", { bucket_id: bucket.id, webhook_id: "abc", max_body_bytes: 262145 });
    expect(err).toMatchObject({ code: "invalid_arguments" });
    expect(err.message).toContain("/max_body_bytes");
  });

  test("a body over the 1 MiB storage cap is stored truncated and marked; the sender still gets the configured answer", async () => {
    const big = Buffer.alloc(1024 * 1024 + 300_000, 0xab);
    const reply = await send(bucket.url, { headers: { "content-type": "application/octet-stream" }, body: big });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe("{}");
    const got = await latest(bucket.id, { max_body_bytes: 262144 });
    expect(got.size_bytes).toBe(big.length);
    expect(got.body).toMatchObject({ encoding: "base64", size_bytes: big.length, stored_truncated: true, truncated: true });
    expect(Buffer.from(got.body.content, "base64").length).toBe(262144);
    const stored = await h.lease.storage.db.selectFrom("webhooks_captures").select("body").where("bucket_id", "=", bucket.id).where("token", "=", got.webhook_id.slice(0, 22)).executeTakeFirstOrThrow();
    expect(stored.body.length).toBe(1024 * 1024);
  });

  test("capture_count counts every capture", async () => {
    const before = (await h.tool("get_webhook_bucket", { bucket_id: bucket.id })).capture_count;
    await send(bucket.url, { body: "one" });
    await send(bucket.url, { method: "GET" });
    expect((await h.tool("get_webhook_bucket", { bucket_id: bucket.id })).capture_count).toBe(before + 2);
  });

  if (kind === "sqlite") {
    test("when the database refuses the write, the sender gets 503 and nothing is acknowledged", async () => {
      const before = (await h.tool("get_webhook_bucket", { bucket_id: bucket.id })).capture_count;
      await sql`pragma query_only = on`.execute(h.lease.storage.db); // the service's own connection
      try {
        const replies = await Promise.all([1, 2, 3].map((i) => send(bucket.url, { body: `refused ${i}` })));
        expect(replies.map((r) => [r.status, r.headers["retry-after"]])).toEqual([1, 2, 3].map(() => [503, "1"]));
      } finally {
        await sql`pragma query_only = off`.execute(h.lease.storage.db);
      }
      expect((await send(bucket.url, { body: "accepted again" })).status).toBe(200);
      expect((await h.tool("get_webhook_bucket", { bucket_id: bucket.id })).capture_count).toBe(before + 1); // only the capture after the refusal
    });
  }

  test.each([
    ["an unknown bucket id", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
    ["a malformed bucket id", "short"],
    ["no bucket id", ""],
  ])("%s answers 404 and stores nothing", async (_name, id) => {
    const before = (await h.tool("get_webhook_bucket", { bucket_id: bucket.id })).capture_count;
    const reply = await send(`${h.host.url}/webhooks/in/${id}`, { body: "{}" });
    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.text)).toMatchObject({ error: "not_found" });
    const rows = await h.lease.storage.db.selectFrom("webhooks_captures").select("seq").where("bucket_id", "=", id).execute();
    expect(rows).toEqual([]);
    expect((await h.tool("get_webhook_bucket", { bucket_id: bucket.id })).capture_count).toBe(before);
  });
});
