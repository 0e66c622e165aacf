import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Kysely } from "kysely";
import pino from "pino";
import { loadConfig, ManualClock } from "../../generator/runtime";
import { acquireStorage, type StorageLease } from "../../generator/platform/storage";
import type { CommsTables } from "../../handlers/comms/migrations";
import { startTestHost, type TestHost } from "../helpers/host";
import type { ToolErrorBody } from "../helpers/http";
import { toolCalls } from "../helpers/tool-calls";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../storage/databases";

export const PUBLIC_URL = "https://crm.example.test";

export type Refusal = ToolErrorBody & Record<string, unknown>;

/** A client of the comms service with one key (or none): test/helpers/tool-calls.ts. */
export type Caller = ReturnType<typeof toolCalls> & {
  client: Client;
  refusal(name: string, args?: Record<string, unknown>): Promise<Refusal>;
};

/** An organization made through commsvc_organization_create, acting with its owner key. */
export interface Tenant {
  id: string;
  secret: string;
  owner: Caller;
  /** A new key of this organization with exactly `scopes`, as a caller. */
  withScopes(scopes: string[]): Promise<Caller>;
}

export interface CommsHarness {
  host: TestHost;
  clock: ManualClock;
  anonymous: Caller;
  /** The service's own database, read directly to prove what was (not) written. */
  db: Kysely<CommsTables>;
  /** Runs the background jobs that are due now (by the injected clock), as the poller would. */
  runDueJobs(): Promise<number>;
  as(secret: string): Promise<Caller>;
  tenant(name: string): Promise<Tenant>;
  close(): Promise<void>;
}

function caller(client: Client): Caller {
  return { client, ...toolCalls(client) } as Caller;
}

/** The comms service on a real host (127.0.0.1:0) over `database`, output validation on. */
export async function startComms(
  database: TestDatabase,
  opts: { env?: Record<string, string>; clock?: ManualClock } = {},
): Promise<CommsHarness> {
  const clock = opts.clock ?? new ManualClock("2026-03-02T09:00:00.000Z");
  const env = { ...database.env, MCPFORGE_PUBLIC_URL: PUBLIC_URL, ...opts.env };
  const host = await startTestHost(["comms"], { env, clock });
  const lease: StorageLease = await acquireStorage({
    config: loadConfig(env),
    logger: pino({ level: "silent" }),
    clock,
  });
  const as = async (secret: string) => caller(await host.client("comms", { Authorization: `Bearer ${secret}` }));
  const anonymous = caller(await host.client("comms"));
  let closed = false;
  return {
    host,
    clock,
    anonymous,
    db: lease.storage.kysely<CommsTables>(),
    runDueJobs: () => lease.storage.jobs.runDue(),
    as,
    async tenant(name) {
      const made = await anonymous.tool("commsvc_organization_create", { name });
      const owner = await as(made.api_key.secret);
      return {
        id: made.organization_id,
        secret: made.api_key.secret,
        owner,
        async withScopes(scopes) {
          const key = await owner.tool("commsvc_api_key_create", {
            organization_id: made.organization_id,
            name: `scoped ${scopes.join(" ")}`,
            scopes,
          });
          return as(key.secret);
        },
      };
    },
    async close() {
      if (closed) return; // a restart test closes early; afterEach closes again
      closed = true;
      await lease.release();
      await host.close();
    },
  };
}

/**
 * Registers the per-test lifecycle of the comms suites: a fresh database, the service on it and
 * one organization ("Acme") before each test; all of it stopped and dropped after. `opts.env`
 * (read before each test) adds service settings, such as an x402 facilitator's.
 */
export function useComms(
  kind: DatabaseKind,
  opts: { env?: () => Record<string, string> } = {},
): {
  readonly h: CommsHarness;
  readonly database: TestDatabase;
  readonly t: Tenant;
  org(): { organization_id: string };
} {
  let database: TestDatabase | undefined;
  let h: CommsHarness | undefined;
  let t: Tenant | undefined;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    h = await startComms(database, { env: opts.env?.() });
    t = await h.tenant("Acme");
  });
  afterEach(async () => {
    await h?.close();
    await database?.drop();
  });
  const need = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error("useComms: only inside a test");
    return v;
  };
  return {
    get h() {
      return need(h);
    },
    get database() {
      return need(database);
    },
    get t() {
      return need(t);
    },
    org: () => ({ organization_id: need(t).id }),
  };
}
