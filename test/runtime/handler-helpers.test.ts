import pino from "pino";
import { webhooksService, type WebhooksHandlers } from "../../generated/webhooks/server";
import { bindService, cursorKey, cursors, loadConfig, ManualClock, notImplemented, startHost, type RunningHost } from "../../generator/runtime";
import { postRaw, toolError } from "../helpers/http";
import { rpc } from "../helpers/scripted-host";

// The handler helpers of issue 11, through a real host: ctx.invalid for checks the schema cannot
// express, and ctx.cursors for pagination (opaque, tamper-evident, scoped to the tool).
const BUCKET = "AAAAAAAAAAAAAAAAAAAAAA";
const IDS = ["w1", "w2", "w3", "w4", "w5"];

const handlers: WebhooksHandlers = {
  clear_webhooks: notImplemented("clear_webhooks"),
  configure_webhook_response: async (args, ctx) => {
    // Schema-valid, refused by a rule of ours: every rule broken is named.
    throw ctx.invalid([
      { path: "/status", message: "must not be 204 with a body" },
      { path: "/body", message: "must be empty for status 204" },
    ]);
  },
  create_webhook_bucket: notImplemented("create_webhook_bucket"),
  delete_webhook_bucket: notImplemented("delete_webhook_bucket"),
  get_webhook: notImplemented("get_webhook"),
  get_webhook_bucket: notImplemented("get_webhook_bucket"),
  list_webhooks: async (args, ctx) => {
    const from = ctx.cursors.decode<{ offset: number }>(args.cursor)?.offset ?? 0;
    const page = IDS.slice(from, from + args.limit); // args.limit: filled by the schema default
    const next = from + page.length < IDS.length ? ctx.cursors.encode({ offset: from + page.length }) : null;
    const webhooks = page.map((webhook_id) => ({ webhook_id, method: "POST", path: "/", content_type: null, received_at: "2026-11-21T10:00:00Z", size_bytes: 0, source_ip: null }));
    return { bucket_id: args.bucket_id, webhooks, next_cursor: next };
  },
  wait_for_webhook: notImplemented("wait_for_webhook"),
};

async function start(env: Record<string, string> = {}): Promise<RunningHost & { endpoint: string }> {
  const config = loadConfig({ MCPFORGE_VALIDATE_OUTPUTS: "true", ...env }, { host: "127.0.0.1", port: 0 });
  const host = await startHost({ services: [bindService(webhooksService, () => ({ tools: handlers }))], config, logger: pino({ level: "silent" }), clock: new ManualClock("2026-11-21T10:00:00Z") });
  return Object.assign(host, { endpoint: `${host.url}/webhooks/mcp` });
}

async function call(endpoint: string, name: string, args: Record<string, unknown>) {
  const res = await postRaw(endpoint, { body: rpc(1, "tools/call", { name, arguments: args }) });
  return JSON.parse(res.body).result as { isError?: boolean; structuredContent?: { webhooks: { webhook_id: string }[]; next_cursor: string | null }; _meta?: Record<string, unknown> };
}

const SECRET = "0123456789abcdef0123456789abcdef-test";
let host: RunningHost & { endpoint: string };
beforeAll(async () => {
  host = await start({ MCPFORGE_CURSOR_SECRET: SECRET });
});
afterAll(() => host.close());

test("cursors page through a list: each page picks up where the last ended, the last has none", async () => {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 10; pages++) {
    const r = await call(host.endpoint, "list_webhooks", { bucket_id: BUCKET, limit: 2, ...(cursor ? { cursor } : {}) });
    expect(r.isError).toBeUndefined();
    seen.push(...r.structuredContent!.webhooks.map((w) => w.webhook_id));
    if (r.structuredContent!.next_cursor === null) break;
    cursor = r.structuredContent!.next_cursor;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/); // opaque, URL-safe
  }
  expect(seen).toEqual(IDS);
});

test("an altered or forged cursor is invalid_arguments naming /cursor, with no structuredContent", async () => {
  const first = await call(host.endpoint, "list_webhooks", { bucket_id: BUCKET, limit: 2 });
  const good = first.structuredContent!.next_cursor!;
  const [, tag] = good.split(".");
  const forged = `${Buffer.from(JSON.stringify({ offset: 4 })).toString("base64url")}.${tag}`;
  for (const cursor of [forged, `${good}x`, "not-a-cursor", good.replace(/^./, (c) => (c === "A" ? "B" : "A"))]) {
    const r = await call(host.endpoint, "list_webhooks", { bucket_id: BUCKET, limit: 2, cursor });
    expect(r.structuredContent).toBeUndefined();
    const error = toolError(r);
    expect(error.code).toBe("invalid_arguments");
    expect(error.issues).toEqual([{ path: "/cursor", message: expect.stringContaining("pass next_cursor from the previous page unchanged") }]);
  }
});

test("with the same MCPFORGE_CURSOR_SECRET another instance accepts the cursor; with another secret it refuses it", async () => {
  const cursor = (await call(host.endpoint, "list_webhooks", { bucket_id: BUCKET, limit: 2 })).structuredContent!.next_cursor!;
  const twin = await start({ MCPFORGE_CURSOR_SECRET: SECRET });
  const other = await start({ MCPFORGE_CURSOR_SECRET: `${SECRET}-other` });
  try {
    expect((await call(twin.endpoint, "list_webhooks", { bucket_id: BUCKET, limit: 2, cursor })).structuredContent!.webhooks.map((w) => w.webhook_id)).toEqual(["w3", "w4"]);
    expect(toolError(await call(other.endpoint, "list_webhooks", { bucket_id: BUCKET, limit: 2, cursor })).issues![0].path).toBe("/cursor");
  } finally {
    await Promise.all([twin.close(), other.close()]);
  }
});

test("a cursor is scoped: one issued for another tool or service is refused", () => {
  const key = cursorKey({ MCPFORGE_CURSOR_SECRET: SECRET });
  const fromDeals = cursors(key, "crm/list_deals").encode({ offset: 2 });
  expect(cursors(key, "crm/list_deals").decode(fromDeals)).toEqual({ offset: 2 });
  expect(() => cursors(key, "crm/list_contacts").decode(fromDeals)).toThrow(expect.objectContaining({ code: "invalid_arguments", details: { issues: [expect.objectContaining({ path: "/cursor" })] } }));
  expect(() => cursors(key, "x").decode(fromDeals, "/page/cursor")).toThrow(expect.objectContaining({ details: { issues: [expect.objectContaining({ path: "/page/cursor" })] } }));
});

test("a short MCPFORGE_CURSOR_SECRET is refused with the variable named; unset, a per-process key is used", () => {
  expect(() => cursorKey({ MCPFORGE_CURSOR_SECRET: "short" })).toThrow(/MCPFORGE_CURSOR_SECRET must be at least 32 characters/);
  expect(cursorKey({}).equals(cursorKey({}))).toBe(true);
  expect(cursorKey({}).length).toBe(32);
});

test("ctx.invalid refuses with invalid_arguments naming every issue", async () => {
  const r = await call(host.endpoint, "configure_webhook_response", { bucket_id: BUCKET, status: 204, body: "x", content_type: "text/plain" });
  expect(r.structuredContent).toBeUndefined();
  expect(toolError(r)).toMatchObject({
    code: "invalid_arguments",
    message: "Invalid arguments: /status must not be 204 with a body; /body must be empty for status 204",
    issues: [{ path: "/status" }, { path: "/body" }],
  });
});

test("ctx.invalid lists at most MCPFORGE_MAX_ISSUES and counts the rest", async () => {
  const small = await start({ MCPFORGE_MAX_ISSUES: "1" });
  try {
    const error = toolError(await call(small.endpoint, "configure_webhook_response", { bucket_id: BUCKET, status: 204, body: "x", content_type: "text/plain" }));
    expect(error).toMatchObject({ code: "invalid_arguments", issues: [{ path: "/status" }], issues_omitted: 1 });
  } finally {
    await small.close();
  }
});
