import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { newBucket, send, startWebhooks, type WebhooksHarness } from "./harness";

/** Every value here is a secret that must not appear in a default tool result. */
const SECRET_HEADERS: Record<string, string> = {
  Authorization: "Bearer sk_live_AUTHSECRET",
  "Proxy-Authorization": "Basic PROXYSECRET",
  Cookie: "session=COOKIESECRET",
  "Set-Cookie": "id=SETCOOKIESECRET",
  "X-Api-Key": "APIKEYSECRET",
  "X-Hub-Signature-256": "sha256=SIGNATURESECRET",
  "X-Auth-Token": "TOKENSECRET",
  "X-Client-Secret": "CLIENTSECRET",
  "X-Password": "PASSWORDSECRET",
  "Stripe-Signature": "t=1,v1=STRIPESECRET",
  // Defect 7: these were shown in clear.
  "X-Authorization": "Bearer XAUTHSECRET",
  "X-Forwarded-Authorization": "Bearer FWDAUTHSECRET",
  "X-Jwt": "eyJ.JWTSECRET.sig",
};
const SECRET_QUERY: Record<string, string> = {
  token: "QTOKENSECRET",
  api_key: "QAPIKEYSECRET",
  sig: "QSIGSECRET",
  code: "QCODESECRET",
  password: "QPASSSECRET",
  // Defect 7: array and dot suffixes, compound names.
  "code[]": "QCODEARRAYSECRET",
  auth_code: "QAUTHCODESECRET",
  "jwt.": "QJWTDOTSECRET",
  "sig[0]": "QSIGINDEXSECRET",
};
const PLAIN_HEADERS = { "X-Request-Id": "req-123", "User-Agent": "hook-sender/1.0", "Content-Type": "application/json" };

describeEachDatabase("redaction", (kind) => {
  let database: TestDatabase;
  let h: WebhooksHarness;
  let bucket: { id: string; url: string };
  let webhookId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    h = await startWebhooks(database);
    bucket = await newBucket(h);
    const query = new URLSearchParams({ ...SECRET_QUERY, page: "2" }).toString();
    await send(`${bucket.url}/events?${query}`, { headers: { ...SECRET_HEADERS, ...PLAIN_HEADERS, "X-Multi": ["a", "b"] }, body: '{"ok":true}' });
    webhookId = (await h.tool("list_webhooks", { bucket_id: bucket.id })).webhooks[0].webhook_id;
  });
  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });

  const secrets = [...Object.values(SECRET_HEADERS), ...Object.values(SECRET_QUERY)];
  const leaked = (result: unknown) => secrets.filter((s) => JSON.stringify(result).includes(/\w*SECRET\w*/.exec(s)![0]));
  const sensitiveNames = [...Object.keys(SECRET_HEADERS).map((n) => n.toLowerCase()), ...Object.keys(SECRET_QUERY)].sort();

  test.each([
    ["get_webhook", () => h.tool("get_webhook", { bucket_id: bucket.id, webhook_id: webhookId })],
    ["wait_for_webhook", async () => (await h.tool("wait_for_webhook", { bucket_id: bucket.id, wait_seconds: 0 })).webhook],
  ])("%s masks sensitive headers and query values by default and lists them", async (_tool, read) => {
    const got = await read();
    expect(leaked(got)).toEqual([]);
    expect([...got.redacted].sort()).toEqual(sensitiveNames);
    // The whole value: before defect 7's fix the scheme ("Bearer") was kept.
    expect(got.headers.authorization).toBe("[redacted]");
    expect(got.headers["x-forwarded-authorization"]).toBe("[redacted]");
    expect(got.query["sig[0]"]).toEqual(["[redacted]"]);
    expect(got.headers["x-api-key"]).toBe("[redacted]");
    expect(got.query.token).toEqual(["[redacted]"]);
    expect(got.query.page).toEqual(["2"]); // not sensitive
    expect(got.headers["x-request-id"]).toBe("req-123");
    expect(got.headers["user-agent"]).toBe("hook-sender/1.0");
  });

  test("list_webhooks shows no header or query values at all", async () => {
    const page = await h.tool("list_webhooks", { bucket_id: bucket.id });
    expect(leaked(page)).toEqual([]);
  });

  test("include_sensitive: true shows every value in clear and redacts nothing", async () => {
    const got = await h.tool("get_webhook", { bucket_id: bucket.id, webhook_id: webhookId, include_sensitive: true });
    expect(got.redacted).toEqual([]);
    for (const [name, value] of Object.entries(SECRET_HEADERS)) expect(got.headers[name.toLowerCase()]).toBe(value);
    for (const [name, value] of Object.entries(SECRET_QUERY)) expect(got.query[name]).toEqual([value]);
    const waited = await h.tool("wait_for_webhook", { bucket_id: bucket.id, wait_seconds: 0, include_sensitive: true });
    expect(waited.webhook.headers["x-auth-token"]).toBe("TOKENSECRET");
  });

  test("repeated headers are joined with ', ' under their lower-case name", async () => {
    const got = await h.tool("get_webhook", { bucket_id: bucket.id, webhook_id: webhookId });
    expect(got.headers["x-multi"]).toBe("a, b");
  });

  test("the stored capture keeps the values (redaction happens on the way out)", async () => {
    const row = await h.lease.storage.db.selectFrom("webhooks_captures").select(["headers", "query"]).where("bucket_id", "=", bucket.id).where("token", "=", webhookId.slice(0, 22)).executeTakeFirstOrThrow();
    expect(row.headers).toContain("TOKENSECRET");
    expect(row.query).toContain("QTOKENSECRET");
  });
});
