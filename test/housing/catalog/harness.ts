import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { createListingCatalog, type RentalCatalog } from "../../../handlers/housing/catalog";
import { housingDataDir } from "../../../handlers/housing/support/data-file";
import { tempDataEnv } from "../../helpers/data";
import { ManualClock, startTestHost, type TestHost } from "../../helpers/host";
import { toolCalls } from "../../helpers/tool-calls";

/** A fixed housing secret key, so tests can verify the claim links the server signs. */
export const TEST_SECRET_KEY = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

export interface CatalogHarness extends ReturnType<typeof toolCalls> {
  host: TestHost;
  client: Client;
  clock: ManualClock;
  /** The environment the host's services see (its private SQLite database, …). */
  env: Record<string, string>;
  /** The shipped data as the server loads it, to compute what the answers must be. */
  catalog: RentalCatalog;
  close(): Promise<void>;
}

/** The real host serving housing on 127.0.0.1:0 with a private data directory, and an SDK client. */
export async function startCatalog(env: Record<string, string> = {}): Promise<CatalogHarness> {
  const data = tempDataEnv();
  const clock = new ManualClock("2026-11-24T12:00:00Z");
  const hostEnv = { ...data.env, HOUSING_SECRET_KEY: TEST_SECRET_KEY, ...env };
  const host = await startTestHost(["housing"], { env: hostEnv, clock, signIn: false });
  const client = await host.client("housing");
  const catalog = createListingCatalog(housingDataDir(), { baseUrl: () => host.url });
  return {
    host, client, clock, env: hostEnv, catalog, ...toolCalls(client),
    async close() {
      await host.close();
      data.cleanup();
    },
  };
}
