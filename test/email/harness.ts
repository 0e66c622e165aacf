import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import pino from "pino";
import { loadConfig, ManualClock } from "../../generator/runtime";
import { emailListeners, listenerKey } from "../../handlers/email";
import { acquireStorage, type StorageLease } from "../../generator/platform/storage";
import { startTestHost, type TestHost } from "../helpers/host";
import { toolError } from "../helpers/http";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../storage/databases";
import { startDns, startSink, type DnsStandIn, type SmtpSink } from "./servers";

export const HOSTNAME = "relay.mcpforge.test";
export const PASSWORD = "correct-horse-battery";
/** A fixed key (32 bytes, hex) so a restarted service decrypts the DKIM keys it stored. */
export const SECRET = "5f".repeat(32);

export interface Refusal {
  code: string;
  message: string;
  [k: string]: unknown;
}

/** A client of the email service acting as one account (or anonymously). */
export interface Caller {
  client: Client;
  tool<T = any>(name: string, args?: Record<string, unknown>): Promise<T>;
  refusal(name: string, args?: Record<string, unknown>): Promise<Refusal>;
}

export interface EmailHarness {
  host: TestHost;
  env: Record<string, string>;
  clock: ManualClock;
  anonymous: Caller;
  lease: StorageLease;
  /** Bound ports of the service's SMTP listeners (port 0 in tests). */
  submissionPort: number;
  inboundPort: number;
  as(apiKey: string): Promise<Caller>;
  close(): Promise<void>;
}

function caller(client: Client): Caller {
  const call = (name: string, args: Record<string, unknown> = {}) =>
    client.callTool({ name, arguments: args }, undefined, { timeout: 60_000 });
  return {
    client,
    async tool(name, args) {
      const r = await call(name, args);
      if (r.isError) throw new Error(`${name} was refused: ${JSON.stringify(toolError(r))}`);
      return r.structuredContent as any;
    },
    async refusal(name, args) {
      const r = await call(name, args);
      if (!r.isError)
        throw new Error(`${name} should have been refused but returned ${JSON.stringify(r.structuredContent)}`);
      return toolError(r) as unknown as Refusal;
    },
  };
}

/** The relay's environment in tests: SMTP listeners on free loopback ports, jobs polled quickly. */
export function relayTestEnv(database: TestDatabase): Record<string, string> {
  return {
    ...database.env,
    MCPFORGE_JOBS_POLL_MS: "25",
    EMAIL_SECRET_KEY: SECRET,
    EMAIL_HOSTNAME: HOSTNAME,
    EMAIL_SUBMISSION_SMTP: "127.0.0.1:0",
    EMAIL_INBOUND_SMTP: "127.0.0.1:0",
    EMAIL_SMTP_TIMEOUT_MS: "5000",
  };
}

/** The email service on a real host, SMTP listeners on free loopback ports, jobs polled quickly. */
export async function startEmail(
  database: TestDatabase,
  opts: { clock: ManualClock; env?: Record<string, string> },
): Promise<EmailHarness> {
  const env: Record<string, string> = { ...relayTestEnv(database), ...opts.env };
  const host = await startTestHost(["email"], { env, clock: opts.clock });
  const lease = await acquireStorage({ config: loadConfig(env), logger: pino({ level: "silent" }), clock: opts.clock });
  const listeners = emailListeners(listenerKey(env));
  if (!listeners?.submission || !listeners.inbound)
    throw new Error("the email service did not start its SMTP listeners");
  return {
    host,
    env,
    clock: opts.clock,
    lease,
    anonymous: caller(await host.client("email")),
    submissionPort: listeners.submission.port,
    inboundPort: listeners.inbound.port,
    as: async (apiKey) => caller(await host.client("email", { Authorization: `Bearer ${apiKey}` })),
    async close() {
      await lease.release();
      await host.close();
    },
  };
}

/** Everything a delivery test needs: DNS and relay stand-ins, the service, one account. */
export interface World {
  dns: DnsStandIn;
  sink: SmtpSink;
  h: EmailHarness;
  apiKey: string;
  me: Caller;
  close(): Promise<void>;
}

export async function startWorld(
  database: TestDatabase,
  opts: { clock?: ManualClock; env?: Record<string, string>; email?: string } = {},
): Promise<World> {
  const dns = await startDns();
  const sink = await startSink();
  const clock = opts.clock ?? new ManualClock("2026-03-02T09:00:00.000Z");
  const h = await startEmail(database, {
    clock,
    env: { EMAIL_DNS_SERVERS: dns.server, EMAIL_SMTP_RELAY: sink.url, ...opts.env },
  });
  const account = await h.anonymous.tool("create_account", {
    email: opts.email ?? "owner@acme-corp.com",
    password: PASSWORD,
    name: "Acme",
  });
  const me = await h.as(account.api_key);
  const world: World = {
    dns,
    sink,
    h,
    apiKey: account.api_key,
    me,
    async close() {
      // world.h, not h: a restart test replaces it, and the replacement (its host, storage, job
      // timer, PostgreSQL pool and SMTP listeners) must be the one closed, or the jest worker
      // is kept alive past the suite ("failed to exit gracefully").
      await world.h.close();
      await sink.close();
      await dns.close();
    },
  };
  return world;
}

/** add_domain → publish its records on the local DNS → verify_domain (active). Returns add_domain's answer. */
export async function activeDomain(w: Pick<World, "dns" | "h">, me: Caller, name: string): Promise<any> {
  const added = await me.tool("add_domain", { name });
  w.dns.publish(added.records);
  w.h.clock.advance(61_000);
  const verified = await me.tool("verify_domain", { name });
  if (verified.status !== "active") throw new Error(`${name} did not verify: ${JSON.stringify(verified.checks)}`);
  return added;
}

/**
 * Per test: a fresh database and World (`domain`, when given, added and verified). Call inside a
 * describe block; the returned function gives the current test's World.
 */
export function useWorld(kind: DatabaseKind, opts: { env?: Record<string, string>; domain?: string } = {}): () => World {
  let database: TestDatabase | undefined;
  let w: World | undefined;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    w = await startWorld(database, { env: opts.env });
    if (opts.domain) await activeDomain(w, w.me, opts.domain);
  });
  afterEach(async () => {
    await w?.close();
    await database?.drop();
    w = database = undefined;
  });
  return () => w!;
}

/** A private data directory (dev secret key tests). */
export function tempDir(): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), "mcpforge-email-"));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
