import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Kysely } from "kysely";
import pino from "pino";
import { loadConfig, type Clock } from "../../generator/runtime";
import { acquireStorage, type StorageLease } from "../../generator/platform/storage";
import type { DefiTables } from "../../handlers/defi/migrations";
import { startTestHost, type TestHost } from "../helpers/host";
import { toolError } from "../helpers/http";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../storage/databases";

export interface Refusal {
  code: string;
  message: string;
  [k: string]: unknown;
}

/** A development custody key for tests only (64 hex characters). */
export const TEST_CUSTODY_KEY = "11".repeat(32);

/** The DeFi service on a real host (127.0.0.1:0) with an SDK client over streamable HTTP. */
export interface DefiHarness {
  host: TestHost;
  client: Client;
  tool<T = any>(name: string, args: Record<string, unknown>, client?: Client): Promise<T>;
  refusal(name: string, args: Record<string, unknown>, client?: Client): Promise<Refusal>;
  /** The service's tables (the same database, through the process's shared storage). */
  db(): Promise<Kysely<DefiTables>>;
  /** Runs the durable jobs that are due now (the confirmation job), in this process. */
  runJobs(): Promise<number>;
  /** A new identity's userId. */
  user(displayName?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startDefi(database: TestDatabase, env: Record<string, string> = {}, clock?: Clock): Promise<DefiHarness> {
  const host = await startTestHost(["defi"], { env: { ...database.env, ...env }, clock });
  const client = await host.client("defi");
  const call = (c: Client, name: string, args: Record<string, unknown>) => c.callTool({ name, arguments: args }, undefined, { timeout: 60_000 });
  let lease: StorageLease | undefined;
  const h: DefiHarness = {
    host,
    client,
    async tool(name, args, c = client) {
      const r = await call(c, name, args);
      if (r.isError) throw new Error(`${name} was refused: ${JSON.stringify(toolError(r))}`);
      return r.structuredContent as any;
    },
    async refusal(name, args, c = client) {
      const r = await call(c, name, args);
      if (!r.isError) throw new Error(`${name} should have been refused but returned ${JSON.stringify(r.structuredContent)}`);
      expect(r.structuredContent).toBeUndefined();
      return toolError(r) as unknown as Refusal;
    },
    async user(displayName) {
      return (await h.tool("defi_session", displayName ? { displayName } : {})).userId;
    },
    async runJobs() {
      await h.db();
      return lease!.storage.jobs.runDue();
    },
    async db() {
      lease ??= await acquireStorage({ config: loadConfig(database.env), logger: pino({ level: "silent" }), clock: { now: () => new Date() } });
      return lease.storage.kysely<DefiTables>();
    },
    async close() {
      await lease?.release();
      await host.close();
    },
  };
  return h;
}

/** One harness per describe block on a fresh database of `kind`. */
export function useDefi(kind: DatabaseKind, env: Record<string, string> = {}, lateEnv: () => Record<string, string> = () => ({}), clock?: Clock): { readonly h: DefiHarness } {
  let database: TestDatabase | undefined;
  let harness: DefiHarness | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    harness = await startDefi(database, { ...env, ...lateEnv() }, clock);
  });
  afterAll(async () => {
    await harness?.close();
    await database?.drop();
  });
  return {
    get h(): DefiHarness {
      if (!harness) throw new Error("useDefi: the harness exists only inside a test");
      return harness;
    },
  };
}

/** A plain JSON HTTP request to the host. */
export async function httpJson(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: any }> {
  const r = await fetch(url, { method: init.method ?? "GET", headers: init.headers, body: init.body });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null };
}
