import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import pino from "pino";
import { loadConfig } from "../../../generator/runtime";
import { services } from "../../../handlers";
import { acquireStorage, type StorageLease } from "../../../generator/platform/storage";
import { openPersonStore, type PersonStore } from "../../../handlers/housing/person/store";
import { startAuthHost, type AuthHost } from "../../auth/harness";
import { tempDataEnv } from "../../helpers/data";
import { callRaw, toolError, type ToolErrorBody } from "../../helpers/http";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../../storage/databases";

/** An SDK client signed in as one person (a real token from the host's built-in authorization server). */
export interface Person {
  email: string;
  client: Client;
  /** structuredContent of a successful call (fails the test on an error result). */
  tool<T = any>(name: string, args: Record<string, unknown>): Promise<T>;
  /** The error of a refused call (toolError: no structuredContent, error in _meta). */
  refusal(name: string, args: Record<string, unknown>): Promise<ToolErrorBody>;
}

/** Housing on a real host (HTTP, built-in OAuth), on SQLite or PostgreSQL, with the process's shared storage. */
export interface PersonHost {
  auth: AuthHost;
  lease: StorageLease;
  store: PersonStore;
  signIn(email: string): Promise<Person>;
  close(): Promise<void>;
}

/** One database and data directory that outlives hosts (restart tests start a second host on it). */
export interface PersonWorld {
  env: Record<string, string>;
  start(extra?: Record<string, string>): Promise<PersonHost>;
  drop(): Promise<void>;
}

export async function personWorld(kind: DatabaseKind, base: Record<string, string> = {}): Promise<PersonWorld> {
  const data = tempDataEnv();
  const db: TestDatabase | undefined = kind === "postgres" ? await createTestDatabase("postgres") : undefined;
  const env = { ...data.env, ...(db?.env ?? {}), ...base };
  const hosts: PersonHost[] = [];
  return {
    env,
    async start(extra = {}) {
      const h = await startPersonHost({ ...env, ...extra });
      hosts.push(h);
      return h;
    },
    async drop() {
      await Promise.all(hosts.splice(0).map((h) => h.close()));
      await db?.drop();
      data.cleanup();
    },
  };
}

async function startPersonHost(env: Record<string, string>): Promise<PersonHost> {
  const auth = await startAuthHost([services.housing()], { env });
  const lease = await acquireStorage({ config: loadConfig(auth.env), logger: pino({ level: "silent" }), clock: auth.clock });
  const store = await openPersonStore(lease.storage);
  const clients: Client[] = [];
  let closed = false;
  return {
    auth,
    lease,
    store,
    async signIn(email) {
      const token = await auth.token("housing", email, ["housing:act"], { ttlSec: 90 * 86_400 });
      const client = new Client({ name: "assistant-test", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${auth.url}/housing/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
      clients.push(client);
      return {
        email,
        client,
        async tool(name, args) {
          const r = await callRaw(client, name, args);
          if (r.isError) throw new Error(`${name} refused: ${JSON.stringify(r._meta)}`);
          return r.structuredContent as any;
        },
        refusal: async (name, args) => toolError(await callRaw(client, name, args)),
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all(clients.map((c) => c.close()));
      await lease.release();
      await auth.close();
    },
  };
}
