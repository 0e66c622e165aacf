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
import { draftTools } from "./tools-draft";
import { ModelRegistry } from "./models";
import { ledgerTools } from "./tools-ledger";

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
  const models = new ModelRegistry(store, core.rosters, storage.kysely());
  return {
    tools: {
      ...heroTools(core),
      ...statsTools(svc),
      ...draftTools(svc, models),
      ...ledgerTools(svc, models, storage.kysely(), env.clock),
      fetch: notImplemented("fetch"),
      get_more_tools: notImplemented("get_more_tools"),
      get_tournament_game_stats: notImplemented("get_tournament_game_stats"),
      get_tournament_stats: notImplemented("get_tournament_stats"),
      search: notImplemented("search"),
    } satisfies GamesHandlers,
    routes: [aboutRoute(dataDir)],
    health: () => storage.health(),
    close: () => lease.release(),
  };
});
