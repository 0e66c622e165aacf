import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Progress } from "@modelcontextprotocol/sdk/types.js";
import { request } from "node:http";
import pino from "pino";
import { loadConfig, type Clock } from "../../generator/runtime";
import { acquireStorage, type StorageLease } from "../../generator/platform/storage";
import { startTestHost, type TestHost } from "../helpers/host";
import { toolError } from "../helpers/http";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../storage/databases";

export interface Refusal {
  code: string;
  message: string;
  [k: string]: unknown;
}

export interface HttpReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/** The webhooks service on a real host, an SDK client, and the process's shared storage. */
export interface WebhooksHarness {
  host: TestHost;
  client: Client;
  /** The same storage the service uses (same process, same DATABASE_URL): tests read tables and listener counts. */
  lease: StorageLease;
  /** Calls a tool; fails the test when it is refused. Returns structuredContent. */
  tool<T = any>(name: string, args: Record<string, unknown>, onprogress?: (p: Progress) => void): Promise<T>;
  /** Calls a tool that must be refused; returns the error of the error result (toolError). */
  refusal(name: string, args: Record<string, unknown>): Promise<Refusal>;
  close(): Promise<void>;
}

const GENEROUS_LIMITS = {
  WEBHOOKS_BUCKET_CREATES_PER_MINUTE: "100000",
  WEBHOOKS_MAX_BUCKETS_PER_CLIENT: "100000",
  WEBHOOKS_CAPTURES_PER_SECOND: "100000",
  WEBHOOKS_CAPTURE_BURST: "100000",
};

export async function startWebhooks(database: TestDatabase, opts: { clock?: Clock; env?: Record<string, string> } = {}): Promise<WebhooksHarness> {
  // Suites send captures and create buckets faster than one client may by default; the quota
  // suite (quotas.test.ts) sets the limits it tests through opts.env.
  const env = { ...database.env, MCPFORGE_JOBS_POLL_MS: "25", ...GENEROUS_LIMITS, ...opts.env };
  const host = await startTestHost(["webhooks"], { env, clock: opts.clock });
  const client = await host.client("webhooks");
  const lease = await acquireStorage({ config: loadConfig(env), logger: pino({ level: "silent" }), clock: opts.clock ?? { now: () => new Date() } });
  const call = (name: string, args: Record<string, unknown>, onprogress?: (p: Progress) => void) =>
    client.callTool({ name, arguments: args }, undefined, onprogress ? { onprogress, timeout: 60_000 } : { timeout: 60_000 });
  return {
    host,
    client,
    lease,
    async tool(name, args, onprogress) {
      const r = await call(name, args, onprogress);
      if (r.isError) throw new Error(`${name} was refused: ${JSON.stringify(toolError(r))}`);
      return r.structuredContent as any;
    },
    async refusal(name, args) {
      const r = await call(name, args);
      if (!r.isError) throw new Error(`${name} should have been refused but returned ${JSON.stringify(r.structuredContent)}`);
      return toolError(r) as unknown as Refusal;
    },
    async close() {
      await lease.release();
      await host.close();
    },
  };
}

/** A plain HTTP request (any method, any body), as a webhook sender makes it. */
export function send(url: string, opts: { method?: string; headers?: Record<string, string | string[]>; body?: string | Buffer; signal?: AbortSignal; localAddress?: string } = {}): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    // Content-Length always: Node sends GET, HEAD, DELETE and OPTIONS bodies unframed otherwise.
    const headers = opts.body === undefined ? opts.headers : { "content-length": String(Buffer.byteLength(opts.body)), ...opts.headers };
    const req = request(url, { method: opts.method ?? "POST", headers, signal: opts.signal, agent: false, localAddress: opts.localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString("utf8") });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(opts.body);
  });
}

/** Creates a bucket; returns its id and capture URL. */
export async function newBucket(h: WebhooksHarness, args: Record<string, unknown> = {}): Promise<{ id: string; url: string; view: any }> {
  const view = await h.tool("create_webhook_bucket", args);
  return { id: view.bucket_id, url: view.url, view };
}

/** Ids of a bucket's captures, newest first (all pages). */
export async function allCaptureIds(h: WebhooksHarness, bucketId: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: any = await h.tool("list_webhooks", { bucket_id: bucketId, limit: 50, ...(cursor ? { cursor } : {}) });
    ids.push(...page.webhooks.map((w: { webhook_id: string }) => w.webhook_id));
    cursor = page.next_cursor;
  } while (cursor);
  return ids;
}

/**
 * One harness for a whole describe block on a fresh database of `kind`: started before the
 * block's tests, closed and dropped after them. Read `.h` inside tests.
 */
export function useSuiteHarness(kind: DatabaseKind, opts: { env?: Record<string, string> } = {}): { readonly h: WebhooksHarness } {
  let database: TestDatabase | undefined;
  let harness: WebhooksHarness | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    harness = await startWebhooks(database, opts);
  });
  afterAll(async () => {
    await harness?.close();
    await database?.drop();
  });
  return {
    get h(): WebhooksHarness {
      if (!harness) throw new Error("useSuiteHarness: the harness exists only inside a test");
      return harness;
    },
  };
}
