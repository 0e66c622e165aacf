import type { Kysely, KyselyPlugin } from "kysely";
import { loadConfig, systemClock } from "../../generator/runtime";
import { openStorage, type Storage } from "../../generator/platform/storage";
import { approveTools } from "../../handlers/defi/approve";
import { developmentCustody } from "../../handlers/defi/custody";
import { ExecutionStore } from "../../handlers/defi/executions";
import { lendTools } from "../../handlers/defi/lend";
import { LendClaims } from "../../handlers/defi/lend-claims";
import type { LiveDeps } from "../../handlers/defi/lend-live";
import { MandateStore } from "../../handlers/defi/mandates";
import type { DefiTables } from "../../handlers/defi/migrations";
import { defiSettingsFrom } from "../../handlers/defi/settings";
import { IdentityStore } from "../../handlers/defi/store";
import { WalletStore } from "../../handlers/defi/wallets";
import { callInProcess } from "../helpers/in-process";
import { outcome } from "../helpers/race-after";
import { pluggedStorage, serializedIsHeld } from "../helpers/race-storage";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../storage/databases";
import { startDefi, type DefiHarness } from "./harness";

type Tool = "defi_approve_execute" | "defi_lend_execute";

/**
 * `tool` as handlers/defi/index.ts builds it, over `storage` (the handler's own connection, as a
 * second server process would have: its own in-flight map too) with `plugin` on its queries.
 * Serialized steps (settlement, lend claims) take the storage's own lock, as in the service.
 */
function defiToolWith(opts: {
  env: Record<string, string>;
  baseUrl: string;
  storage: Storage;
  plugin: KyselyPlugin;
  tool: Tool;
  /** Run the serialized steps' queries through `plugin` too (the lock is the same), so a RaceAfter can watch a check made under it. */
  pluggedLock?: boolean;
}) {
  const { env, storage } = opts;
  const clock = systemClock;
  const settings = defiSettingsFrom(env);
  const db = storage.kysely<DefiTables>().withPlugin(opts.plugin);
  const custody = settings.custodyKey ? developmentCustody(settings.custodyKey) : null;
  const wallets = new WalletStore(db, clock, custody);
  const mandates = new MandateStore(db, clock);
  const locking = opts.pluggedLock ? pluggedStorage(storage, opts.plugin) : storage;
  const serialized = <R>(key: string, fn: (trx: Kysely<DefiTables>) => Promise<R>) =>
    locking.serialized(key, fn as (trx: Kysely<any>) => Promise<R>);
  const live: LiveDeps = {
    db,
    clock,
    settings,
    jobs: storage.jobs,
    claims: new LendClaims(db, clock, serialized),
    inflight: new Map(),
  };
  const exec = {
    store: new IdentityStore(db, clock),
    executions: new ExecutionStore(db, clock, serialized),
    wallets,
    mandates,
    settings,
    live,
    baseUrl: () => opts.baseUrl,
  };
  const tools = { ...approveTools(exec), ...lendTools(exec) };
  return callInProcess<Awaited<ReturnType<(typeof tools)[Tool]>>>(tools[opts.tool], {
    slug: "defi",
    tool: opts.tool,
    config: loadConfig(env),
    clock,
  });
}

/**
 * Per describe block, a database of `kind` with the DeFi service on it (`envOf` it); per test, a
 * connection of the handler under test's own and a probe connection. `toolWith` builds that handler on it.
 */
export function useOwnConnection(kind: DatabaseKind, envOf: (database: TestDatabase) => Record<string, string>) {
  let database: TestDatabase | undefined;
  let h: DefiHarness | undefined;
  let storage: Storage | undefined;
  let probe: Storage | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    h = await startDefi(database, envOf(database));
  });
  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });
  beforeEach(async () => {
    storage = await openStorage({ env: envOf(database!) });
    probe = await openStorage({ env: envOf(database!) });
  });
  afterEach(async () => {
    await probe?.close();
    await storage?.close();
  });
  return {
    get h(): DefiHarness {
      if (!h) throw new Error("useOwnConnection: the harness exists only inside a test");
      return h;
    },
    toolWith: (plugin: KyselyPlugin, tool: Tool, pluggedLock = false) =>
      defiToolWith({ env: envOf(database!), baseUrl: h!.host.url, storage: storage!, plugin, tool, pluggedLock }),
    /**
     * A RaceAfter racer: asks from a third connection (opened before the test) whether `lockKey`
     * is held (serializedIsHeld), then sends `call`. Held off, `call` waits for the call under
     * test to commit; else it is let in and finishes inside the window.
     */
    lockedRacer(lockKey: string, call: () => Promise<unknown>) {
      const racer = {
        heldOff: undefined as boolean | undefined,
        result: undefined as Promise<unknown> | undefined,
        run: async () => {
          racer.heldOff = await serializedIsHeld(probe!, lockKey);
          racer.result = outcome(call());
          if (!racer.heldOff) await racer.result;
        },
      };
      return racer;
    },
  };
}
