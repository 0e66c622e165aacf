import { defineHandlers, notImplemented } from "../../generator/runtime";
import type { GamesHandlers } from "../../generated/games/server";

/**
 * Handlers of the Game Analytics Service (spec/games.json). Created by `mcpforge scaffold`; yours to edit.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export default defineHandlers<GamesHandlers>(() => ({
  tools: {
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
    lookup_hero: notImplemented("lookup_hero"),
    predict_winrate: notImplemented("predict_winrate"),
    predict_winrate_batch: notImplemented("predict_winrate_batch"),
    recommend_pick: notImplemented("recommend_pick"),
    search: notImplemented("search"),
  } satisfies GamesHandlers,
}));
