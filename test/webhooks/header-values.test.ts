import { headerValueProblem } from "../../handlers/webhooks/response-headers";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { newBucket, send, startWebhooks, type WebhooksHarness } from "./harness";

/** Values setHeader refuses: before the fix, storing one made every later capture crash the host. */
const BAD_VALUES: [string, string][] = [
  ["CR LF", "text/html\r\nSet-Cookie: a=b"],
  ["a lone LF", "text/plain\nx"],
  ["NUL", "text/plain\u0000"],
  ["a character beyond Latin-1", "text/plain; charset=\u0127"],
  ["DEL", "text/plain\u007f"],
];

describe("header-bound values (defect 1)", () => {
  test.each(BAD_VALUES)("the handler's own check refuses %s", (_name, value) => {
    expect(headerValueProblem("content-type", value)).toMatch(/cannot carry/);
  });

  test("Latin-1 and tabs are valid header text", () => {
    expect(headerValueProblem("content-type", "text/plain;\tcharset=latin1; x=\u00e9")).toBeUndefined();
  });
});

// Each refusal works on a bucket of its own, so they share one database and host (a fresh database
// and a host start per test were most of each test's time).
describeEachDatabase("header-bound values refused by configure_webhook_response (defect 1)", (kind) => {
  let database: TestDatabase;
  let h: WebhooksHarness | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    h = await startWebhooks(database);
  });
  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });

  test.each(BAD_VALUES)("configure_webhook_response refuses a content_type with %s, naming /content_type, and nothing changes", async (_name, value) => {
    const b = await newBucket(h!);
    const err = await h!.refusal("configure_webhook_response", { bucket_id: b.id, status: 201, content_type: value, body: "x" });
    expect(err.code).toBe("invalid_arguments");
    expect(err.message).toContain("/content_type");
    const after = await h!.tool("get_webhook_bucket", { bucket_id: b.id });
    expect(after.response.content_type).toBe("application/json");
    expect((await send(b.url, { body: "x" })).status).toBe(200);
  });

  test.each(BAD_VALUES)("a header value with %s is refused naming the header", async (_name, value) => {
    const b = await newBucket(h!);
    const err = await h!.refusal("configure_webhook_response", { bucket_id: b.id, status: 200, content_type: "text/plain", body: "", headers: { "X-Thing": value } });
    expect(err.code).toBe("invalid_arguments");
    expect(err.message).toContain("/headers/X-Thing");
  });
});

describeEachDatabase("a stored response no header can carry (defect 1)", (kind) => {
  let database: TestDatabase;
  let h: WebhooksHarness | undefined;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    h = await startWebhooks(database);
  });
  afterEach(async () => {
    await h?.close();
    await database?.drop();
  });

  test("a bad value already in storage (an older version's row) answers 500, keeps the capture, and the host keeps serving, also after a restart", async () => {
    const b = await newBucket(h!);
    const ok = await newBucket(h!);
    // What an older version stored: written straight into the table, past every check.
    await h!.lease.storage.db
      .updateTable("webhooks_buckets")
      .set({ response_content_type: "text/html\r\nX-Injected: 1", response_headers: JSON.stringify({ "X-Bad": "a\u0000b", "Bad Name": "v" }) })
      .where("id", "=", b.id)
      .execute();
    const urlOf = (id: string) => `${h!.host.url}/webhooks/in/${id}`;
    for (let round = 0; round < 2; round++) {
      const reply = await send(urlOf(b.id), { body: `round ${round}` });
      expect(reply.status).toBe(500);
      expect(reply.headers["x-injected"]).toBeUndefined();
      expect(JSON.parse(reply.text).error).toBe("invalid_response_settings");
      expect((await send(urlOf(ok.id), { body: "fine" })).status).toBe(200);
      const got = await h!.tool("wait_for_webhook", { bucket_id: b.id, wait_seconds: 0 });
      expect(got.webhook.body.content).toBe(`round ${round}`);
      // Restart: a new host on the same database reads the same stored value.
      await h!.close();
      h = await startWebhooks(database);
    }
  });

  test("a delayed answer with a bad stored value does not crash either", async () => {
    const b = await newBucket(h!);
    await h!.tool("configure_webhook_response", { bucket_id: b.id, status: 200, content_type: "text/plain", body: "", delay_ms: 1 });
    await h!.lease.storage.db.updateTable("webhooks_buckets").set({ response_content_type: "a\nb" }).where("id", "=", b.id).execute();
    expect((await send(b.url, { body: "x" })).status).toBe(500);
    expect((await send(b.url, { body: "y" })).status).toBe(500);
  });

  test("stored headers that are not a JSON object of strings are ignored, not fatal", async () => {
    const b = await newBucket(h!);
    for (const stored of ["{not json", "[1,2]", JSON.stringify({ "X-Num": 5, "X-Ok": "yes" })]) {
      await h!.lease.storage.db.updateTable("webhooks_buckets").set({ response_headers: stored }).where("id", "=", b.id).execute();
      const reply = await send(b.url, { body: "x" });
      expect([stored, reply.status]).toEqual([stored, 200]);
      expect((await h!.tool("get_webhook_bucket", { bucket_id: b.id })).response.headers).toEqual(stored.includes("X-Ok") ? { "X-Ok": "yes" } : {});
    }
  });
});
