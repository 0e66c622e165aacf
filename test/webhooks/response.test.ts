import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { newBucket, send, startWebhooks, type WebhooksHarness } from "./harness";

const REFUSED = ["Connection", "Keep-Alive", "Transfer-Encoding", "Content-Length", "Upgrade", "TE", "Trailer", "Proxy-Authenticate", "Proxy-Connection", "Host", "Date", "content-length", "DATE", "Content-Type"];

describeEachDatabase("configured response", (kind) => {
  let database: TestDatabase;
  let h: WebhooksHarness;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    h = await startWebhooks(database);
  });
  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });

  const configure = (bucketId: string, extra: Record<string, unknown> = {}) =>
    h.tool("configure_webhook_response", { bucket_id: bucketId, status: 201, content_type: "text/plain; charset=utf-8", body: "créé", ...extra });

  test("a new bucket answers 200 with an empty JSON object", async () => {
    const b = await newBucket(h);
    expect(b.view.response).toEqual({ status: 200, content_type: "application/json", body: "{}", headers: {}, delay_ms: 0 });
    const reply = await send(b.url, { body: "x" });
    expect([reply.status, reply.headers["content-type"], reply.text]).toEqual([200, "application/json", "{}"]);
  });

  test("the capture URL answers exactly what was configured", async () => {
    const b = await newBucket(h);
    const view = await configure(b.id, { headers: { "X-Reply": "yes", "Cache-Control": "no-store", Location: "/things/1" } });
    expect(view.response).toEqual({ status: 201, content_type: "text/plain; charset=utf-8", body: "créé", headers: { "X-Reply": "yes", "Cache-Control": "no-store", Location: "/things/1" }, delay_ms: 0 });
    expect(view.url).toBe(b.url);
    const reply = await send(`${b.url}/anything`, { body: "{}" });
    expect(reply.status).toBe(201);
    expect(reply.headers).toMatchObject({ "content-type": "text/plain; charset=utf-8", "x-reply": "yes", "cache-control": "no-store", location: "/things/1", "content-length": "6" });
    expect(reply.text).toBe("créé");
    const head = await send(b.url, { method: "HEAD" });
    expect([head.status, head.headers["x-reply"], head.text]).toEqual([201, "yes", ""]);
  });

  test("configuring replaces the whole response: omitted headers and delay go back to none", async () => {
    const b = await newBucket(h);
    await configure(b.id, { headers: { "X-Old": "1" }, delay_ms: 5 });
    const view = await h.tool("configure_webhook_response", { bucket_id: b.id, status: 202, content_type: "application/json", body: "" });
    expect(view.response).toEqual({ status: 202, content_type: "application/json", body: "", headers: {}, delay_ms: 0 });
    const reply = await send(b.url);
    expect([reply.status, reply.headers["x-old"], reply.text]).toEqual([202, undefined, ""]);
  });

  test("204 answers without a body", async () => {
    const b = await newBucket(h);
    await configure(b.id, { status: 204, body: "ignored" });
    const reply = await send(b.url, { body: "x" });
    expect([reply.status, reply.text]).toEqual([204, ""]);
  });

  test.each(REFUSED)("%s is refused with header_not_allowed naming it, and nothing changes", async (name) => {
    const b = await newBucket(h);
    await configure(b.id, { headers: { "X-Before": "kept" } });
    const err = await h.refusal("configure_webhook_response", { bucket_id: b.id, status: 500, content_type: "text/plain", body: "new", headers: { "X-Fine": "1", [name]: "v" } });
    expect(err.code).toBe("header_not_allowed");
    expect(err.message).toContain(`"${name}"`);
    expect(err.headers).toEqual([name]);
    const after = await h.tool("get_webhook_bucket", { bucket_id: b.id });
    expect(after.response).toMatchObject({ status: 201, body: "créé", headers: { "X-Before": "kept" } });
  });

  test("several refused headers are all named in one refusal", async () => {
    const b = await newBucket(h);
    const err = await h.refusal("configure_webhook_response", { bucket_id: b.id, status: 200, content_type: "text/plain", body: "", headers: { Connection: "close", Date: "x", "Proxy-Foo": "y" } });
    expect(err.headers).toEqual(["Connection", "Date", "Proxy-Foo"]);
    for (const n of ["Connection", "Date", "Proxy-Foo"]) expect(err.message).toContain(`"${n}"`);
  });

  test.each([
    ["a value with CR LF", { "X-Bad": "a\r\nInjected: yes" }, "/headers/X-Bad"],
    ["the same name twice in different case", { "X-Dup": "1", "x-dup": "2" }, "/headers/x-dup"],
    ["an invalid header name", { "Bad Name": "1" }, "/headers/Bad Name"],
  ])("%s is invalid_arguments naming the header", async (_name, headers, path) => {
    const b = await newBucket(h);
    const err = await h.refusal("configure_webhook_response", { bucket_id: b.id, status: 200, content_type: "text/plain", body: "", headers });
    expect(err.code).toBe("invalid_arguments");
    expect(JSON.stringify(err.issues)).toContain(path);
  });

  test.each([
    ["status below 200", { status: 199 }, "/status"],
    ["status above 599", { status: 600 }, "/status"],
    ["delay above 10000 ms", { delay_ms: 10001 }, "/delay_ms"],
    ["a negative delay", { delay_ms: -1 }, "/delay_ms"],
  ])("%s is refused by the schema", async (_name, extra, path) => {
    const b = await newBucket(h);
    const err = await h.refusal("configure_webhook_response", { bucket_id: b.id, status: 200, content_type: "text/plain", body: "", ...extra });
    expect(err.code).toBe("invalid_arguments");
    expect(err.message).toContain(path);
  });

  test("delay_ms is honoured: the capture is stored at once, the answer comes after the delay", async () => {
    const b = await newBucket(h);
    await configure(b.id, { delay_ms: 1500, status: 200, body: "late" });
    let answeredAt = 0;
    const started = Date.now();
    const reply = send(b.url, { body: "slow" }).then((r) => {
      answeredAt = Date.now();
      return r;
    });
    const waited = await h.tool("wait_for_webhook", { bucket_id: b.id, wait_seconds: 10 });
    expect(waited.received).toBe(true);
    expect(waited.webhook.body.content).toBe("slow");
    expect(answeredAt).toBe(0); // stored and visible while the sender still waits
    const r = await reply;
    expect([r.status, r.text]).toEqual([200, "late"]);
    expect(answeredAt - started).toBeGreaterThanOrEqual(1500);
  });

  test("configuring an unknown bucket is not_found", async () => {
    const err = await h.refusal("configure_webhook_response", { bucket_id: "A".repeat(32), status: 200, content_type: "text/plain", body: "" });
    expect(err.code).toBe("not_found");
  });
});
