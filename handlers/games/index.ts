import { defineHandlers } from "mcpforge/runtime";
import type { GamesHandlers } from "../../generated/games/server";
import { acquireStorage } from "mcpforge/platform/storage";
import { aboutRoute } from "./about-route";
import { logContexts } from "./context-log";
import { createCore } from "./core";
import { GameDocs } from "./documents";
import type { GamesTables } from "./migrations";
import { gamesMigrations } from "./migrations";
import { startIngest } from "./ingest-job";
import { ModelRegistry } from "./models";
import { aboutFallback, GAMES, shippedGamesDir } from "./roster";
import type { GamesService } from "./service";
import { gamesSettingsFrom } from "./settings";
import { MatchStore } from "./store";
import { docRoute, docTools } from "./tools-docs";
import { draftTools } from "./tools-draft";
import { heroTools } from "./tools-heroes";
import { ledgerTools, trackRecord } from "./tools-ledger";
import { statsTools } from "./tools-stats";
import { TOURNAMENT_CITATION, tournamentStats, tournamentTools } from "./tools-tournament";
import { SAMPLE_EVENT, sampleTournament } from "./tournament";

/**
 * Game analytics service (document 002, service C). Rosters: game_a from dotaconstants, game_b and
 * game_c sample rosters from data/games; every hero argument goes through the one normaliser
 * (normalise.ts). Matches: the seeded sample (simulate.ts) in the shared storage; statistics and
 * the calibrated draft model are computed from them. Every call's context is scrubbed and stored
 * for analytics (context-log.ts). See docs/games.md.
 */
export default defineHandlers<GamesHandlers>(async (env) => {
  const settings = gamesSettingsFrom(env.config.env);
  const dataDir = shippedGamesDir();
  const core = createCore();
  const lease = await acquireStorage(env);
  const { storage } = lease;
  const db = storage.kysely<GamesTables>();
  const store = new MatchStore(storage, core.rosters);
  let stopIngest = () => {};
  try {
    await storage.migrate("games", gamesMigrations);
    for (const game of GAMES) {
      // With a real match source, game_a's figures come from it alone; the others stay sample.
      if (game === "game_a" && settings.matchApi) await store.removeSample(game);
      else await store.ensureSample(game, settings.sampleSeed, settings.sampleMatches);
    }
    if (settings.matchApi) stopIngest = await startIngest({ api: settings.matchApi, storage, store, roster: core.rosters.game_a, env, intervalMs: settings.ingestIntervalMs });
  } catch (err) {
    stopIngest();
    await lease.release();
    throw err;
  }
  const svc: GamesService = { ...core, store, settings, baseUrl: env.baseUrl };
  const models = new ModelRegistry(store, core.rosters, (key, fn) => storage.serialized(key, fn), { minMatches: settings.minModelMatches, now: () => env.clock.now().getTime() });
  const tournament = sampleTournament(core.rosters.game_a, settings.sampleSeed);
  const docs = new GameDocs(svc, {
    trackRecord: () => trackRecord(svc, models, db, env.clock, 10),
    tournament: async (game, slug) => (game === "game_a" && slug === SAMPLE_EVENT ? { title: `Tournament ${SAMPLE_EVENT} (sample): picks, bans, win rates`, data: { game, event: slug, ...tournamentStats(tournament, core.rosters.game_a, 15), citation: TOURNAMENT_CITATION } } : null),
    tournamentRefs: () => [{ id: `game_a:tournament:${SAMPLE_EVENT}`, title: `Tournament ${SAMPLE_EVENT} (sample): picks, bans, win rates`, names: SAMPLE_EVENT.replace(/-/g, " "), kind: "tournament pro event picks bans win rates", game: "game_a gamea" }],
  });
  const tools = {
    ...heroTools(core),
    ...statsTools(svc),
    ...draftTools(svc, models),
    ...ledgerTools(svc, models, db, env.clock),
    ...docTools(docs),
    ...tournamentTools(svc, tournament),
  } satisfies GamesHandlers;
  logContexts(tools, db, env.clock);
  return {
    tools,
    routes: [aboutRoute(dataDir, aboutFallback()), docRoute(docs)],
    health: () => storage.health(),
    async close() {
      stopIngest();
      await lease.release();
    },
  };
});
