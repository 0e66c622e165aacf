import { defineHandlers, notImplemented } from "../../generator/runtime";
import type { GamesHandlers } from "../../generated/games/server";
import { acquireStorage } from "../_shared/storage";
import { aboutRoute } from "./about-route";
import { createCore } from "./core";
import { gamesMigrations } from "./migrations";
import { GAMES, shippedGamesDir } from "./roster";
import { gamesSettingsFrom } from "./settings";
import { MatchStore } from "./store";
import type { GamesService } from "./service";
import { heroTools } from "./tools-heroes";
import { statsTools } from "./tools-stats";

/**
 * Game analytics service (document 002, service C). Rosters: game_a from dotaconstants, game_b and
 * game_c sample rosters from data/games; every hero argument goes through the one normaliser
 * (normalise.ts). Matches: the seeded sample (simulate.ts) in the shared storage. See docs/games.md.
 */
export default defineHandlers<GamesHandlers>(async (env) => {
  const settings = gamesSettingsFrom(env.config.env);
  const dataDir = shippedGamesDir();
  const core = createCore(dataDir);
  const lease = await acquireStorage(env);
  const { storage } = lease;
  const store = new MatchStore(storage, core.rosters);
  try {
    await storage.migrate("games", gamesMigrations);
    for (const game of GAMES) await store.ensureSample(game, settings.sampleSeed, settings.sampleMatches);
  } catch (err) {
    await lease.release();
    throw err;
  }
  const svc: GamesService = { ...core, store, settings, baseUrl: env.baseUrl };
  return {
    tools: {
      ...heroTools(core),
      ...statsTools(svc),
      analyze_draft: notImplemented("analyze_draft"),
      fetch: notImplemented("fetch"),
      get_model_track_record: notImplemented("get_model_track_record"),
      get_more_tools: notImplemented("get_more_tools"),
      get_tournament_game_stats: notImplemented("get_tournament_game_stats"),
      get_tournament_stats: notImplemented("get_tournament_stats"),
      predict_winrate: notImplemented("predict_winrate"),
      predict_winrate_batch: notImplemented("predict_winrate_batch"),
      recommend_pick: notImplemented("recommend_pick"),
      search: notImplemented("search"),
    } satisfies GamesHandlers,
    routes: [aboutRoute(dataDir)],
    health: () => storage.health(),
    close: () => lease.release(),
  };
});
