import { defineHandlers, notImplemented } from "../../generator/runtime";
import type { GamesHandlers } from "../../generated/games/server";
import { createCore } from "./core";
import { heroTools } from "./tools-heroes";

/**
 * Game analytics service (document 002, service C). Rosters: game_a from dotaconstants, game_b and
 * game_c sample rosters from data/games; every hero argument goes through the one normaliser
 * (normalise.ts). See docs/games.md.
 */
export default defineHandlers<GamesHandlers>(() => {
  const core = createCore();
  return {
    tools: {
      ...heroTools(core),
      analyze_draft: notImplemented("analyze_draft"),
      fetch: notImplemented("fetch"),
      get_ban_rates: notImplemented("get_ban_rates"),
      get_counters: notImplemented("get_counters"),
      get_hero_momentum: notImplemented("get_hero_momentum"),
      get_matchup: notImplemented("get_matchup"),
      get_model_track_record: notImplemented("get_model_track_record"),
      get_more_tools: notImplemented("get_more_tools"),
      get_synergy: notImplemented("get_synergy"),
      get_tier_list: notImplemented("get_tier_list"),
      get_tournament_game_stats: notImplemented("get_tournament_game_stats"),
      get_tournament_stats: notImplemented("get_tournament_stats"),
      predict_winrate: notImplemented("predict_winrate"),
      predict_winrate_batch: notImplemented("predict_winrate_batch"),
      recommend_pick: notImplemented("recommend_pick"),
      search: notImplemented("search"),
    } satisfies GamesHandlers,
  };
});
