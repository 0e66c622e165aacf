import { positiveInt } from "mcpforge/platform/storage";

/** The games service's settings, read from the service env (documented in docs/games.md). */
export interface GamesSettings {
  /** Simulated sample matches per game (GAMES_SAMPLE_MATCHES, default 12000). */
  sampleMatches: number;
  /** Seed of the sample simulator (GAMES_SAMPLE_SEED, default 20261116). */
  sampleSeed: number;
  /** source_url of results computed from the sample (GAMES_SAMPLE_SOURCE_URL; default the host's /games/about page). */
  sampleSourceUrl: string | null;
  /** Pair rows (counters, synergy) need this many shared matches (GAMES_MIN_PAIR_MATCHES, default 15). */
  minPairMatches: number;
  /** Tier-list and momentum rows need this many matches (GAMES_MIN_HERO_MATCHES, default 30). */
  minHeroMatches: number;
  /** The draft model is used only when trained on at least this many matches (GAMES_MIN_MODEL_MATCHES, default 1000); below, answers are the prior 50% with "insufficient data". */
  minModelMatches: number;
  /** Figures from fewer matches than this carry small_sample: true (GAMES_SMALL_SAMPLE_MATCHES, default 100). */
  smallSampleMatches: number;
  /** OpenDota-compatible API base for game_a matches (GAMES_MATCH_API, e.g. https://api.opendota.com/api); unset = sample only. */
  matchApi: string | null;
  /** How often the ingest job runs (GAMES_INGEST_INTERVAL_MS, default 3600000 = hourly). */
  ingestIntervalMs: number;
}

export function gamesSettingsFrom(env: Readonly<Record<string, string | undefined>>): GamesSettings {
  const url = httpUrl(env, "GAMES_SAMPLE_SOURCE_URL");
  return {
    sampleMatches: positiveInt(env, "GAMES_SAMPLE_MATCHES", 12_000),
    sampleSeed: positiveInt(env, "GAMES_SAMPLE_SEED", 20_261_116),
    sampleSourceUrl: url,
    minPairMatches: positiveInt(env, "GAMES_MIN_PAIR_MATCHES", 15),
    minHeroMatches: positiveInt(env, "GAMES_MIN_HERO_MATCHES", 30),
    minModelMatches: positiveInt(env, "GAMES_MIN_MODEL_MATCHES", 1000),
    smallSampleMatches: positiveInt(env, "GAMES_SMALL_SAMPLE_MATCHES", 100),
    matchApi: httpUrl(env, "GAMES_MATCH_API"),
    ingestIntervalMs: positiveInt(env, "GAMES_INGEST_INTERVAL_MS", 3_600_000),
  };
}

function httpUrl(env: Readonly<Record<string, string | undefined>>, name: string): string | null {
  const url = env[name]?.trim() || null;
  if (url !== null && !/^https?:\/\/\S+$/.test(url)) throw new Error(`${name} must be an http(s) URL, got "${url}"`);
  return url;
}
