import type { KyselyPlugin } from "kysely";
import pino from "pino";
import { loadConfig, type Clock } from "../../generator/runtime";
import { listenerKey } from "../../handlers/_shared/email-relay";
import { openStorage, type Storage } from "../../generator/platform/storage";
import type { CampaignDeps } from "../../handlers/comms/campaigns/deps";
import { sendSettingsFrom } from "../../handlers/comms/campaigns/settings";
import type { CommsTables } from "../../handlers/comms/migrations";
import { commsSettingsFrom } from "../../handlers/comms/settings";
import type { CommsDeps } from "../../handlers/comms/support/deps";
import { guardTools } from "../../handlers/comms/support/guard";
import { callInProcess } from "../helpers/in-process";
import { pluggedStorage } from "../helpers/race-storage";
import type { TestDatabase } from "../storage/databases";
import { PUBLIC_URL, type CommsHarness, type Tenant } from "./harness";

/** Where the handler under test runs: the service's env and clock, and the key it calls with. */
export interface Side {
  env: Record<string, string>;
  clock: Clock;
  secret: string;
}

type Handler = (args: never, ctx: never) => Promise<unknown>;
const logger = pino({ level: "silent" });
const serviceEnv = (side: Side) => {
  const config = loadConfig({ ...side.env, MCPFORGE_PUBLIC_URL: PUBLIC_URL });
  return { slug: "comms", config, logger, clock: side.clock, baseUrl: () => PUBLIC_URL };
};

/**
 * The deps handlers/comms/index.ts builds, over `storage` (the handler's own connection, as a
 * second server process would have) with `plugin` on every query, serialized() locks included.
 */
export function campaignDepsWith(side: Side, storage: Storage, plugin: KyselyPlugin): CampaignDeps {
  const env = serviceEnv(side);
  const plugged = pluggedStorage(storage, plugin);
  const deps: CommsDeps = {
    storage: plugged,
    db: plugged.kysely<CommsTables>(),
    clock: side.clock,
    settings: commsSettingsFrom(env),
  };
  return { ...deps, send: sendSettingsFrom(env, logger), logger, relayListenerKey: listenerKey(env.config.env) };
}

/** `name` of `tools` behind the real scope guard, called with the side's key. */
export function guardedTool(side: Side, deps: CommsDeps, tools: Record<string, Handler>, name: string) {
  guardTools(tools as never, deps);
  const env = serviceEnv(side);
  return callInProcess(tools[name], {
    slug: "comms",
    tool: name,
    config: env.config,
    clock: side.clock,
    headers: { authorization: `Bearer ${side.secret}` },
  });
}

/**
 * Per test, a storage of the handler's own (opened before each test, closed after) and
 * `toolWith(plugin)`: tool `name` of the group `make` builds, over that connection with `plugin`,
 * behind the real guard, called with the tenant's owner key.
 */
export function useOwnConnection(
  c: { readonly h: CommsHarness; readonly database: TestDatabase; readonly t: Tenant },
  make: (deps: CampaignDeps) => Record<string, Handler>,
  name: string,
) {
  let storage: Storage | undefined;
  const side = (): Side => ({ env: c.database.env, clock: c.h.clock, secret: c.t.secret });
  beforeEach(async () => {
    storage = await openStorage({ env: side().env, clock: c.h.clock });
  });
  afterEach(async () => {
    await storage?.close();
  });
  return {
    side,
    toolWith(plugin: KyselyPlugin) {
      if (!storage) throw new Error("useOwnConnection: only inside a test");
      const deps = campaignDepsWith(side(), storage, plugin);
      return guardedTool(side(), deps, make(deps), name);
    },
  };
}
