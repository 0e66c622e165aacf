// Generated from spec/games.json by npm run generate. DO NOT EDIT.

import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { typedToolCall, type ToolCallOptions, type ToolOutcome } from "mcpforge/runtime";
import type * as S from "./server";
import type * as T from "./types";

/**
 * Typed client of the Game Analytics Service: one method per tool over an SDK `Client` that is already
 * connected (HTTP or stdio). A method resolves to `{ ok: true, value }` with the tool's output, or
 * `{ ok: false, error }` with one of the tool's declared error codes; it throws only when the call
 * itself fails (connection lost, unknown tool).
 */
export class GamesClient {
  constructor(readonly client: Client) {}

  /**
   * Analyze a draft
   *
   * Analyse a draft in one call: both rosters as recognised, prediction status, calibrated win rates when available, next-pick recommendations with metric labels, citation and source_url. game_a: partial drafts get calibrated win rates and next-pick win rates. game_b and game_c: a calibrated probability only for a complete 6v6 draft; partial drafts still get recommendations labelled as empirical pair-data scores. Team sizes 0 to 5 (game_a) or 0 to 6. Read-only.
   *
   * Errors: internal_error, invalid_arguments, not_implemented.
   */
  analyze_draft(
    args: T.AnalyzeDraftClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.AnalyzeDraftOutput, S.AnalyzeDraftErrorCode>> {
    return typedToolCall(this.client, "analyze_draft", args, options);
  }

  /**
   * Fetch a game analytics document
   *
   * Return one document found by search, with its data as JSON text. Id shapes: <game>:counters:<hero>, <game>:synergy:<hero>, <game>:tier-list, <game>:ban-rates, <game>:tournament:<event_slug>, model:track-record. Report numbers exactly as returned and link url as the source. Read-only.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented.
   */
  fetch(args: T.FetchClientInput, options?: ToolCallOptions): Promise<ToolOutcome<T.FetchOutput, S.FetchErrorCode>> {
    return typedToolCall(this.client, "fetch", args, options);
  }

  /**
   * Get ban rates
   *
   * Return the most-banned heroes of game_b or game_c. game_a has no ban-phase export here and is refused: for game_a bans use get_tournament_stats. Read-only.
   *
   * Errors: internal_error, invalid_arguments, no_ban_phase_data, not_implemented.
   */
  get_ban_rates(
    args: T.GetBanRatesClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetBanRatesOutput, S.GetBanRatesErrorCode>> {
    return typedToolCall(this.client, "get_ban_rates", args, options);
  }

  /**
   * Get hero counters
   *
   * List the opponents a hero does best and worst against, by observed win rate with the sample size of each row; limit is the number of rows in each direction (default 12). Observed statistics, not predictions. Report the numbers as returned with citation and source_url. Read-only.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented.
   */
  get_counters(
    args: T.GetCountersClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetCountersOutput, S.GetCountersErrorCode>> {
    return typedToolCall(this.client, "get_counters", args, options);
  }

  /**
   * Get hero momentum
   *
   * Return week-over-week win-rate movement in percentage points, for one hero or, with hero empty (default), the biggest movers of the game. Read-only.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented.
   */
  get_hero_momentum(
    args: T.GetHeroMomentumClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetHeroMomentumOutput, S.GetHeroMomentumErrorCode>> {
    return typedToolCall(this.client, "get_hero_momentum", args, options);
  }

  /**
   * Get head-to-head matchup
   *
   * Return the measured head-to-head win rate of one hero against one opponent and the number of matches behind it. Above 50 percent means the hero wins the matchup more often than not. Read-only.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented.
   */
  get_matchup(
    args: T.GetMatchupClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetMatchupOutput, S.GetMatchupErrorCode>> {
    return typedToolCall(this.client, "get_matchup", args, options);
  }

  /**
   * Get model track record
   *
   * Return the public ledger of weekly champion-versus-challenger evaluations of the draft model, newest first, each promoted or rejected. Headline calibration (ece, lower is better), then bce; do not headline raw accuracy. Read-only.
   *
   * Errors: internal_error, invalid_arguments, not_implemented.
   */
  get_model_track_record(
    args: T.GetModelTrackRecordClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetModelTrackRecordOutput, S.GetModelTrackRecordErrorCode>> {
    return typedToolCall(this.client, "get_model_track_record", args, options);
  }

  /**
   * Ask for more tools
   *
   * Check whether additional tools exist for a goal the current tools do not cover. Describe in context the goal and the kind of tool that would help. Changes nothing.
   *
   * Errors: internal_error, invalid_arguments, not_implemented.
   */
  get_more_tools(
    args: T.GetMoreToolsClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetMoreToolsOutput, S.GetMoreToolsErrorCode>> {
    return typedToolCall(this.client, "get_more_tools", args, options);
  }

  /**
   * Get hero synergy
   *
   * List the teammates a hero wins most and least with, by observed win rate with sample sizes; limit is rows per direction (default 12). For game_c this includes team-ups. Report numbers as returned with citation and source_url. Read-only.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented.
   */
  get_synergy(
    args: T.GetSynergyClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetSynergyOutput, S.GetSynergyErrorCode>> {
    return typedToolCall(this.client, "get_synergy", args, options);
  }

  /**
   * Get tier list
   *
   * Return the current patch's heroes sorted best-first with the total number of matches behind the list, for all ranks or one rank bracket. Rank words: game_a herald, guardian, crusader, archon, legend, ancient (or several joined by hyphens, e.g. legend-ancient); game_b and game_c low, mid, high, top. Read-only.
   *
   * Errors: internal_error, invalid_arguments, not_implemented.
   */
  get_tier_list(
    args: T.GetTierListClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetTierListOutput, S.GetTierListErrorCode>> {
    return typedToolCall(this.client, "get_tier_list", args, options);
  }

  /**
   * Get pro tournament box scores
   *
   * Return per-game box scores parsed from replays of one tournament: lane winners at 10 minutes, each player's hero, lane, K/D/A, GPM, net worth and key item timings, first blood, Roshans and comeback flags. Filter by team, stage or match_id (0 = no filter); limit games (default 3). game_a only has coverage. Read-only.
   *
   * Errors: game_not_covered, internal_error, invalid_arguments, not_found, not_implemented.
   */
  get_tournament_game_stats(
    args: T.GetTournamentGameStatsClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetTournamentGameStatsOutput, S.GetTournamentGameStatsErrorCode>> {
    return typedToolCall(this.client, "get_tournament_game_stats", args, options);
  }

  /**
   * Get pro tournament hero stats
   *
   * Return per-hero picks, bans and win rates from the official drafts of one pro tournament (only game_a has coverage; other games are answered with game_not_covered). These are small-sample records, not calibrated probabilities. Read-only.
   *
   * Errors: game_not_covered, internal_error, invalid_arguments, not_found, not_implemented.
   */
  get_tournament_stats(
    args: T.GetTournamentStatsClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetTournamentStatsOutput, S.GetTournamentStatsErrorCode>> {
    return typedToolCall(this.client, "get_tournament_stats", args, options);
  }

  /**
   * Look up a hero
   *
   * Resolve any hero name, alias or short name to the canonical hero of one game, or list the whole roster when query is the empty string. Call it before the other tools when a name may be misspelt: they drop unrecognised names without saying so. When nothing matches, the error carries did_you_mean candidates to retry with. Read-only.
   *
   * Errors: did_you_mean, internal_error, invalid_arguments, not_implemented.
   */
  lookup_hero(
    args: T.LookupHeroClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.LookupHeroOutput, S.LookupHeroErrorCode>> {
    return typedToolCall(this.client, "lookup_hero", args, options);
  }

  /**
   * Predict draft win rate
   *
   * Return calibrated win-rate percentages for both teams of a draft. game_a: 0 to 5 heroes per team, partial drafts allowed (an empty draft is 50/50). game_b and game_c: exactly 6 heroes per team (full 6v6 rosters). Unrecognised names are dropped, which can leave a game_b/game_c roster incomplete: normalise with lookup_hero first. Read-only.
   *
   * Errors: full_roster_required, internal_error, invalid_arguments, not_implemented.
   */
  predict_winrate(
    args: T.PredictWinrateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.PredictWinrateOutput, S.PredictWinrateErrorCode>> {
    return typedToolCall(this.client, "predict_winrate", args, options);
  }

  /**
   * Predict win rate for candidate picks
   *
   * Score 1 to 150 candidate heroes for my next pick in one model call (game_a only): for each candidate, my team's calibrated win rate with it added and the change against the baseline in percentage points, sorted best-first. Takes 0 to 4 of my heroes (room for the candidate) and 0 to 5 enemy heroes. Read-only.
   *
   * Errors: internal_error, invalid_arguments, not_implemented.
   */
  predict_winrate_batch(
    args: T.PredictWinrateBatchClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.PredictWinrateBatchOutput, S.PredictWinrateBatchErrorCode>> {
    return typedToolCall(this.client, "predict_winrate_batch", args, options);
  }

  /**
   * Recommend next pick
   *
   * Recommend heroes to pick next against the enemy heroes. game_a: always the top 3 picks scored by the calibrated model, each with my team's win rate after adding it. game_b and game_c: up to limit picks (default 5) ranked by observed pair data (win rate against the enemies blended with duo win rate), an empirical heuristic that is not a calibrated probability. Team sizes 0 to 5 (game_a) or 0 to 6. Read-only.
   *
   * Errors: internal_error, invalid_arguments, not_implemented.
   */
  recommend_pick(
    args: T.RecommendPickClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.RecommendPickOutput, S.RecommendPickErrorCode>> {
    return typedToolCall(this.client, "recommend_pick", args, options);
  }

  /**
   * Search game analytics pages
   *
   * Full-text search over the service's published pages: hero counters, synergies, tier lists, ban rates, pro tournaments and the model evaluation ledger. Returns ids, titles and URLs only; pass an id to fetch for the data. Read-only.
   *
   * Errors: internal_error, invalid_arguments, not_implemented.
   */
  search(
    args: T.SearchClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.SearchOutput, S.SearchErrorCode>> {
    return typedToolCall(this.client, "search", args, options);
  }
}
