import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { positiveInt } from "mcpforge/platform/storage/config";

/** Census server configuration, from the service env (docs/census.md). */
export interface CensusSettings {
  /** CENSUS_API_BASE, default https://api.census.gov/data (no trailing slash). */
  apiBase: string;
  /** CENSUS_API_KEY; null when unset (the data tools then refuse with missing_api_key). */
  apiKey: string | null;
  /** Census API requests one compare call may make, one per parent geography (CENSUS_MAX_CALLS_PER_REQUEST, default 10). */
  maxCallsPerRequest: number;
  /** Directory of the shipped metadata (CENSUS_DATA_DIR, default data/census of the repository). */
  dataDir: string;
}

/**
 * The Census Data API answers at most 50 variables per request (its documented limit); NAME and
 * the margin-of-error columns this server adds count towards it.
 */
export const API_VARIABLE_LIMIT = 50;

type Env = Readonly<Record<string, string | undefined>>;

export function censusSettingsFrom(env: Env): CensusSettings {
  const apiBase = (env.CENSUS_API_BASE?.trim() || "https://api.census.gov/data").replace(/\/+$/, "");
  if (!/^https?:\/\/\S+$/.test(apiBase)) throw new Error(`CENSUS_API_BASE must be an http(s) URL, got "${apiBase}"`);
  return {
    apiBase,
    apiKey: env.CENSUS_API_KEY?.trim() || null,
    maxCallsPerRequest: positiveInt(env, "CENSUS_MAX_CALLS_PER_REQUEST", 10),
    dataDir: env.CENSUS_DATA_DIR?.trim() || shippedDataDir(),
  };
}

function shippedDataDir(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, "data", "census", "datasets.json"))) return join(dir, "data", "census");
  }
  return join(process.cwd(), "data", "census");
}
