// Generated from spec/games.json by npm run generate. DO NOT EDIT.

import { defineService, type RequestContext } from "mcpforge/runtime";
import type * as T from "./types";
import * as V from "./validators";

export type * from "./types";

/** Every error code a games tool may return. */
export type GamesErrorCode =
  | "did_you_mean"
  | "full_roster_required"
  | "game_not_covered"
  | "internal_error"
  | "invalid_arguments"
  | "no_ban_phase_data"
  | "not_found"
  | "not_implemented";

/** Error codes `analyze_draft` may return. */
export type AnalyzeDraftErrorCode = "internal_error" | "invalid_arguments" | "not_implemented";
/** Error codes `fetch` may return. */
export type FetchErrorCode = "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";
/** Error codes `get_ban_rates` may return. */
export type GetBanRatesErrorCode = "internal_error" | "invalid_arguments" | "no_ban_phase_data" | "not_implemented";
/** Error codes `get_counters` may return. */
export type GetCountersErrorCode = "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";
/** Error codes `get_hero_momentum` may return. */
export type GetHeroMomentumErrorCode = "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";
/** Error codes `get_matchup` may return. */
export type GetMatchupErrorCode = "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";
/** Error codes `get_model_track_record` may return. */
export type GetModelTrackRecordErrorCode = "internal_error" | "invalid_arguments" | "not_implemented";
/** Error codes `get_more_tools` may return. */
export type GetMoreToolsErrorCode = "internal_error" | "invalid_arguments" | "not_implemented";
/** Error codes `get_synergy` may return. */
export type GetSynergyErrorCode = "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";
/** Error codes `get_tier_list` may return. */
export type GetTierListErrorCode = "internal_error" | "invalid_arguments" | "not_implemented";
/** Error codes `get_tournament_game_stats` may return. */
export type GetTournamentGameStatsErrorCode =
  "game_not_covered" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";
/** Error codes `get_tournament_stats` may return. */
export type GetTournamentStatsErrorCode =
  "game_not_covered" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";
/** Error codes `lookup_hero` may return. */
export type LookupHeroErrorCode = "did_you_mean" | "internal_error" | "invalid_arguments" | "not_implemented";
/** Error codes `predict_winrate` may return. */
export type PredictWinrateErrorCode =
  "full_roster_required" | "internal_error" | "invalid_arguments" | "not_implemented";
/** Error codes `predict_winrate_batch` may return. */
export type PredictWinrateBatchErrorCode = "internal_error" | "invalid_arguments" | "not_implemented";
/** Error codes `recommend_pick` may return. */
export type RecommendPickErrorCode = "internal_error" | "invalid_arguments" | "not_implemented";
/** Error codes `search` may return. */
export type SearchErrorCode = "internal_error" | "invalid_arguments" | "not_implemented";

/**
 * Business logic of the Game Analytics Service: one method per tool. A handlers object `satisfies` this
 * interface, so a tool added to spec/games.json is a compile error until it is implemented.
 */
export interface GamesHandlers {
  /**
   * Analyze a draft
   *
   * Analyse a draft in one call: both rosters as recognised, prediction status, calibrated win rates when available, next-pick recommendations with metric labels, citation and source_url. game_a: partial drafts get calibrated win rates and next-pick win rates. game_b and game_c: a calibrated probability only for a complete 6v6 draft; partial drafts still get recommendations labelled as empirical pair-data scores. Team sizes 0 to 5 (game_a) or 0 to 6. Read-only.
   */
  analyze_draft(args: T.AnalyzeDraftInput, ctx: RequestContext<AnalyzeDraftErrorCode>): Promise<T.AnalyzeDraftOutput>;
  /**
   * Fetch a game analytics document
   *
   * Return one document found by search, with its data as JSON text. Id shapes: <game>:counters:<hero>, <game>:synergy:<hero>, <game>:tier-list, <game>:ban-rates, <game>:tournament:<event_slug>, model:track-record. Report numbers exactly as returned and link url as the source. Read-only.
   */
  fetch(args: T.FetchInput, ctx: RequestContext<FetchErrorCode>): Promise<T.FetchOutput>;
  /**
   * Get ban rates
   *
   * Return the most-banned heroes of game_b or game_c. game_a has no ban-phase export here and is refused: for game_a bans use get_tournament_stats. Read-only.
   */
  get_ban_rates(args: T.GetBanRatesInput, ctx: RequestContext<GetBanRatesErrorCode>): Promise<T.GetBanRatesOutput>;
  /**
   * Get hero counters
   *
   * List the opponents a hero does best and worst against, by observed win rate with the sample size of each row; limit is the number of rows in each direction (default 12). Observed statistics, not predictions. Report the numbers as returned with citation and source_url. Read-only.
   */
  get_counters(args: T.GetCountersInput, ctx: RequestContext<GetCountersErrorCode>): Promise<T.GetCountersOutput>;
  /**
   * Get hero momentum
   *
   * Return week-over-week win-rate movement in percentage points, for one hero or, with hero empty (default), the biggest movers of the game. Read-only.
   */
  get_hero_momentum(
    args: T.GetHeroMomentumInput,
    ctx: RequestContext<GetHeroMomentumErrorCode>,
  ): Promise<T.GetHeroMomentumOutput>;
  /**
   * Get head-to-head matchup
   *
   * Return the measured head-to-head win rate of one hero against one opponent and the number of matches behind it. Above 50 percent means the hero wins the matchup more often than not. Read-only.
   */
  get_matchup(args: T.GetMatchupInput, ctx: RequestContext<GetMatchupErrorCode>): Promise<T.GetMatchupOutput>;
  /**
   * Get model track record
   *
   * Return the public ledger of weekly champion-versus-challenger evaluations of the draft model, newest first, each promoted or rejected. Headline calibration (ece, lower is better), then bce; do not headline raw accuracy. Read-only.
   */
  get_model_track_record(
    args: T.GetModelTrackRecordInput,
    ctx: RequestContext<GetModelTrackRecordErrorCode>,
  ): Promise<T.GetModelTrackRecordOutput>;
  /**
   * Ask for more tools
   *
   * Check whether additional tools exist for a goal the current tools do not cover. Describe in context the goal and the kind of tool that would help. Changes nothing.
   */
  get_more_tools(args: T.GetMoreToolsInput, ctx: RequestContext<GetMoreToolsErrorCode>): Promise<T.GetMoreToolsOutput>;
  /**
   * Get hero synergy
   *
   * List the teammates a hero wins most and least with, by observed win rate with sample sizes; limit is rows per direction (default 12). For game_c this includes team-ups. Report numbers as returned with citation and source_url. Read-only.
   */
  get_synergy(args: T.GetSynergyInput, ctx: RequestContext<GetSynergyErrorCode>): Promise<T.GetSynergyOutput>;
  /**
   * Get tier list
   *
   * Return the current patch's heroes sorted best-first with the total number of matches behind the list, for all ranks or one rank bracket. Rank words: game_a herald, guardian, crusader, archon, legend, ancient (or several joined by hyphens, e.g. legend-ancient); game_b and game_c low, mid, high, top. Read-only.
   */
  get_tier_list(args: T.GetTierListInput, ctx: RequestContext<GetTierListErrorCode>): Promise<T.GetTierListOutput>;
  /**
   * Get pro tournament box scores
   *
   * Return per-game box scores parsed from replays of one tournament: lane winners at 10 minutes, each player's hero, lane, K/D/A, GPM, net worth and key item timings, first blood, Roshans and comeback flags. Filter by team, stage or match_id (0 = no filter); limit games (default 3). game_a only has coverage. Read-only.
   */
  get_tournament_game_stats(
    args: T.GetTournamentGameStatsInput,
    ctx: RequestContext<GetTournamentGameStatsErrorCode>,
  ): Promise<T.GetTournamentGameStatsOutput>;
  /**
   * Get pro tournament hero stats
   *
   * Return per-hero picks, bans and win rates from the official drafts of one pro tournament (only game_a has coverage; other games are answered with game_not_covered). These are small-sample records, not calibrated probabilities. Read-only.
   */
  get_tournament_stats(
    args: T.GetTournamentStatsInput,
    ctx: RequestContext<GetTournamentStatsErrorCode>,
  ): Promise<T.GetTournamentStatsOutput>;
  /**
   * Look up a hero
   *
   * Resolve any hero name, alias or short name to the canonical hero of one game, or list the whole roster when query is the empty string. Call it before the other tools when a name may be misspelt: they drop unrecognised names without saying so. When nothing matches, the error carries did_you_mean candidates to retry with. Read-only.
   */
  lookup_hero(args: T.LookupHeroInput, ctx: RequestContext<LookupHeroErrorCode>): Promise<T.LookupHeroOutput>;
  /**
   * Predict draft win rate
   *
   * Return calibrated win-rate percentages for both teams of a draft. game_a: 0 to 5 heroes per team, partial drafts allowed (an empty draft is 50/50). game_b and game_c: exactly 6 heroes per team (full 6v6 rosters). Unrecognised names are dropped, which can leave a game_b/game_c roster incomplete: normalise with lookup_hero first. Read-only.
   */
  predict_winrate(
    args: T.PredictWinrateInput,
    ctx: RequestContext<PredictWinrateErrorCode>,
  ): Promise<T.PredictWinrateOutput>;
  /**
   * Predict win rate for candidate picks
   *
   * Score 1 to 150 candidate heroes for my next pick in one model call (game_a only): for each candidate, my team's calibrated win rate with it added and the change against the baseline in percentage points, sorted best-first. Takes 0 to 4 of my heroes (room for the candidate) and 0 to 5 enemy heroes. Read-only.
   */
  predict_winrate_batch(
    args: T.PredictWinrateBatchInput,
    ctx: RequestContext<PredictWinrateBatchErrorCode>,
  ): Promise<T.PredictWinrateBatchOutput>;
  /**
   * Recommend next pick
   *
   * Recommend heroes to pick next against the enemy heroes. game_a: always the top 3 picks scored by the calibrated model, each with my team's win rate after adding it. game_b and game_c: up to limit picks (default 5) ranked by observed pair data (win rate against the enemies blended with duo win rate), an empirical heuristic that is not a calibrated probability. Team sizes 0 to 5 (game_a) or 0 to 6. Read-only.
   */
  recommend_pick(
    args: T.RecommendPickInput,
    ctx: RequestContext<RecommendPickErrorCode>,
  ): Promise<T.RecommendPickOutput>;
  /**
   * Search game analytics pages
   *
   * Full-text search over the service's published pages: hero counters, synergies, tier lists, ban rates, pro tournaments and the model evaluation ledger. Returns ids, titles and URLs only; pass an id to fetch for the data. Read-only.
   */
  search(args: T.SearchInput, ctx: RequestContext<SearchErrorCode>): Promise<T.SearchOutput>;
}

export const gamesService = defineService<GamesHandlers>({
  slug: "games",
  title: "Game Analytics Service",
  description:
    "Live competitive-game analytics for three games (game_a, game_b, game_c): hero counters, synergies and matchups, tier lists, ban rates, momentum, calibrated draft win probabilities and pick recommendations, pro tournament statistics and box scores, and the public model evaluation ledger. Every tool is read-only and needs no credentials.",
  instructions:
    "Report numbers exactly as returned and show citation and source_url as the source link. Resolve hero names with lookup_hero first: other tools silently drop names they do not recognise. Every call needs context: 15 to 25 words, third person, the abstract purpose only, with no personal, sensitive or identifying information. Distinguish calibrated probabilities from empirical pair-data scores and small-sample tournament records.",
  version: "0.7.0",
  listingVersion: "0.7.0",
  transports: ["stdio", "streamable-http"],
  caching: { ttlMs: 60000, cacheScope: "public" },
  source: {
    document: "spec-docs/002_ea3df3c32dfecbb7.txt",
    notes:
      "Game names are the document's neutral ids game_a/game_b/game_c. The document also describes a local stdio package (version 0.2.1, configured by SVC_API_BASE). Result field names come from part 2 (hero identity, matchup winrate_pct, total_matches, batch candidates, model evaluation, search result, document); every other result field is our design. Minimum and maximum of limit are not documented, so only the defaults are declared. Error codes are our design except did_you_mean.",
    section: "C",
  },
  errors: {
    did_you_mean: "No hero matched the name; the error lists did_you_mean candidates to retry with.",
    full_roster_required:
      "game_b and game_c predictions need six recognised heroes per team; a name was not recognised, so a roster is incomplete. Normalise names with lookup_hero.",
    game_not_covered: "The requested game has no tournament coverage; only game_a does.",
    internal_error: "Something unexpected failed on the server; the message carries a request id to quote.",
    invalid_arguments: "The arguments do not match the tool's input schema; issues name every offending property.",
    no_ban_phase_data: "game_a has no ban-phase export here; use get_tournament_stats for the bans of official drafts.",
    not_found: "No hero, document, event or match matches the given name or id.",
    not_implemented: "The tool is declared but its business logic is not built yet.",
  },
  tools: [
    {
      name: "analyze_draft",
      title: "Analyze a draft",
      description:
        "Analyse a draft in one call: both rosters as recognised, prediction status, calibrated win rates when available, next-pick recommendations with metric labels, citation and source_url. game_a: partial drafts get calibrated win rates and next-pick win rates. game_b and game_c: a calibrated probability only for a complete 6v6 draft; partial drafts still get recommendations labelled as empirical pair-data scores. Team sizes 0 to 5 (game_a) or 0 to 6. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        if: { properties: { game: { const: "game_a", description: "The game is game_a." } }, required: ["game"] },
        properties: {
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          enemy_heroes: {
            description: "The enemy team's heroes: 0 to 5 for game_a, 0 to 6 for game_b and game_c.",
            items: {
              description:
                "A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.",
              type: "string",
            },
            maxItems: 6,
            type: "array",
          },
          game: {
            description: "Game to query: game_a, game_b or game_c.",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          my_heroes: {
            description: "My team's heroes: 0 to 5 for game_a, 0 to 6 for game_b and game_c.",
            items: {
              description:
                "A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.",
              type: "string",
            },
            maxItems: 6,
            type: "array",
          },
          my_side: {
            default: "radiant",
            description: "My team's side, radiant or dire (default radiant); used for game_a only.",
            enum: ["radiant", "dire"],
            type: "string",
          },
        },
        required: ["context", "enemy_heroes", "game", "my_heroes"],
        then: {
          properties: {
            enemy_heroes: { description: "game_a: 0 to 5 heroes.", maxItems: 5, type: "array" },
            my_heroes: { description: "game_a: 0 to 5 heroes.", maxItems: 5, type: "array" },
          },
        },
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          citation: {
            description: "Attribution text for the data source; show it to the user together with source_url.",
            type: "string",
          },
          enemy_heroes: {
            description: "Enemy heroes as recognised (display names).",
            items: { type: "string" },
            type: "array",
          },
          enemy_win_rate_pct: {
            description:
              "The enemy team's win probability in percent; null when prediction_status is needs_full_rosters.",
            maximum: 100,
            minimum: 0,
            type: ["number", "null"],
          },
          game: {
            description:
              "Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          model: {
            additionalProperties: false,
            description:
              "What the probabilities rest on. calibrated: the serving model was scored on a holdout week it never saw (evaluation is that row); not_evaluated: enough matches but no holdout evaluation yet, so no calibration is claimed; insufficient_data: fewer matches than minimum_matches, so every probability is the prior, 50%.",
            properties: {
              evaluation: {
                additionalProperties: false,
                description:
                  "The holdout evaluation of the serving model (for game_a the ledger row of get_model_track_record); null when there is none.",
                properties: {
                  acc: { description: "Accuracy on the holdout week; do not headline it.", type: "number" },
                  bce: { description: "Binary cross-entropy on the holdout week, nats.", type: "number" },
                  decided_at: { description: "End of the holdout week.", format: "date-time", type: "string" },
                  ece: {
                    description: "Expected calibration error on the holdout week (lower is better).",
                    type: "number",
                  },
                  evaluated_at: { description: "When the evaluation was run.", format: "date-time", type: "string" },
                  holdout_n: { description: "Holdout matches.", minimum: 0, type: "integer" },
                  in_ledger: { description: "True when the row is in the public ledger (game_a).", type: "boolean" },
                  train_acc: {
                    description:
                      "Accuracy on the matches it was trained on (compare with acc: a large gap means memorising).",
                    type: "number",
                  },
                  train_ece: {
                    description: "Expected calibration error on the matches it was trained on.",
                    type: "number",
                  },
                  train_n: { description: "Training matches.", minimum: 0, type: "integer" },
                },
                required: [
                  "acc",
                  "bce",
                  "decided_at",
                  "ece",
                  "evaluated_at",
                  "holdout_n",
                  "in_ledger",
                  "train_acc",
                  "train_ece",
                  "train_n",
                ],
                type: ["object", "null"],
              },
              minimum_matches: {
                description:
                  "Fewest training matches the model is used with (GAMES_MIN_MODEL_MATCHES); below it the answer is the prior.",
                minimum: 0,
                type: "integer",
              },
              status: { enum: ["calibrated", "not_evaluated", "insufficient_data"], type: "string" },
              training_matches: {
                description: "Matches the serving model was trained on.",
                minimum: 0,
                type: "integer",
              },
            },
            required: ["evaluation", "minimum_matches", "status", "training_matches"],
            type: "object",
          },
          my_heroes: {
            description: "My heroes as recognised (display names).",
            items: { type: "string" },
            type: "array",
          },
          my_side: {
            default: "radiant",
            description:
              "Map side of my team: radiant or dire (default radiant). Only game_a uses it; the other games ignore it.",
            enum: ["radiant", "dire"],
            type: "string",
          },
          my_win_rate_interval: {
            additionalProperties: false,
            description:
              "A 95% interval for my_win_rate_pct from the serving model's own holdout evaluation (model.evaluation): the Wilson score interval of the probability over the holdout matches whose favourite the model gave a probability in the same 10-point range (folded: a team at p and its opponent at 1 - p share a range), with how often those favourites won. null when there is no probability, the status is not calibrated, or no holdout match fell in the range.",
            properties: {
              basis: {
                description:
                  "The interval's basis in words: method, level, n, the range, the observed favourite wins, and whether the matches are sample data.",
                type: "string",
              },
              favourite_range: {
                description: "The favourite's probability range whose holdout matches are the evidence, e.g. 60–70%.",
                type: "string",
              },
              favourite_wins: {
                description: "How many of those n holdout matches the favourite won.",
                minimum: 0,
                type: "integer",
              },
              high_pct: {
                description: "Upper end of the interval, percent.",
                maximum: 100,
                minimum: 0,
                type: "number",
              },
              level: { const: 0.95, description: "Confidence level.", type: "number" },
              low_pct: { description: "Lower end of the interval, percent.", maximum: 100, minimum: 0, type: "number" },
              method: {
                description: "wilson_score: the Wilson score interval of the probability over n matches.",
                enum: ["wilson_score"],
                type: "string",
              },
              n: {
                description:
                  "Holdout matches in the range: the evidence the interval rests on (more matches, a narrower interval).",
                minimum: 1,
                type: "integer",
              },
              observed_favourite_win_rate_pct: {
                description:
                  "How often the favourite won among those n holdout matches, percent (compare with the probability: a gap is miscalibration).",
                maximum: 100,
                minimum: 0,
                type: "number",
              },
              sample_data: {
                description: "True when the matches are the seeded simulator's sample, not live results.",
                type: "boolean",
              },
            },
            required: [
              "basis",
              "favourite_range",
              "favourite_wins",
              "high_pct",
              "level",
              "low_pct",
              "method",
              "n",
              "observed_favourite_win_rate_pct",
              "sample_data",
            ],
            type: ["object", "null"],
          },
          my_win_rate_pct: {
            description: "My team's win probability in percent; null when prediction_status is needs_full_rosters.",
            maximum: 100,
            minimum: 0,
            type: ["number", "null"],
          },
          prediction_status: {
            description:
              "calibrated: win rates from the model, scored on a holdout it never saw (model.evaluation); not_evaluated: from the model, not yet scored on a holdout; insufficient_data: too few matches, win rates are the prior 50%; needs_full_rosters: game_b/game_c draft is not a complete 6v6, so no probability is given.",
            enum: ["calibrated", "insufficient_data", "needs_full_rosters", "not_evaluated"],
            type: "string",
          },
          recommendation_metric: {
            description:
              "calibrated_model: the calibrated draft model; empirical_pair_data: the observed pair-data heuristic, which is not a calibrated probability.",
            enum: ["calibrated_model", "empirical_pair_data"],
            type: "string",
          },
          recommendations: {
            description: "Next-pick recommendations, best first.",
            items: {
              additionalProperties: false,
              properties: {
                empirical_score: {
                  description:
                    "Pair-data score for game_b and game_c (win rate against the enemy heroes blended with duo win rate); not a calibrated probability; null for game_a.",
                  type: ["number", "null"],
                },
                hero: { description: "Recommended hero (display name).", type: "string" },
                metric_label: {
                  description: "Human-readable label of the metric behind this row; show it with the number.",
                  type: "string",
                },
                shortName: { description: "Short name of the hero.", type: "string" },
                win_rate_pct: {
                  description:
                    "Calibrated team win rate after adding this hero, in percent (game_a); null when the score is empirical.",
                  maximum: 100,
                  minimum: 0,
                  type: ["number", "null"],
                },
              },
              required: ["empirical_score", "hero", "metric_label", "shortName", "win_rate_pct"],
              type: "object",
            },
            type: "array",
          },
          source_url: {
            description: "Link to the source page of these numbers; show it to the user as the source link.",
            format: "uri",
            type: "string",
          },
          unrecognised: {
            description:
              "Names that matched no hero and were left out, with the field they came from (resolve them with lookup_hero).",
            items: {
              additionalProperties: false,
              properties: { field: { type: "string" }, name: { type: "string" } },
              required: ["field", "name"],
              type: "object",
            },
            type: "array",
          },
        },
        required: [
          "citation",
          "enemy_heroes",
          "enemy_win_rate_pct",
          "game",
          "model",
          "my_heroes",
          "my_side",
          "my_win_rate_interval",
          "my_win_rate_pct",
          "prediction_status",
          "recommendation_metric",
          "recommendations",
          "source_url",
          "unrecognised",
        ],
        type: "object",
      },
      ui: { ...{ resourceUri: "ui://games/analyze_draft.html" }, htmlFile: __dirname + "/views/analyze_draft.html" },
      validateInput: V.analyze_draft_input,
      validateOutput: V.analyze_draft_output,
    },
    {
      name: "fetch",
      title: "Fetch a game analytics document",
      description:
        "Return one document found by search, with its data as JSON text. Id shapes: <game>:counters:<hero>, <game>:synergy:<hero>, <game>:tier-list, <game>:ban-rates, <game>:tournament:<event_slug>, model:track-record. Report numbers exactly as returned and link url as the source. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          id: {
            description: "Document id exactly as returned by search, e.g. game_a:tier-list or model:track-record.",
            pattern:
              "^(?:(?:game_a|game_b|game_c):(?:counters:.+|synergy:.+|tier-list|ban-rates|tournament:.+)|model:track-record)$",
            type: "string",
          },
        },
        required: ["context", "id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          id: { description: "Document id.", type: "string" },
          text: { description: "The document's data as JSON text.", type: "string" },
          title: { description: "Title.", type: "string" },
          url: { description: "Public URL of the page; show it as the source link.", format: "uri", type: "string" },
        },
        required: ["id", "text", "title", "url"],
        type: "object",
      },
      validateInput: V.fetch_input,
      validateOutput: V.fetch_output,
    },
    {
      name: "get_ban_rates",
      title: "Get ban rates",
      description:
        "Return the most-banned heroes of game_b or game_c. game_a has no ban-phase export here and is refused: for game_a bans use get_tournament_stats. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "no_ban_phase_data", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          game: {
            description:
              "game_b or game_c; for game_a the answer is the error no_ban_phase_data pointing to get_tournament_stats (game_a has no ban-phase export here).",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          limit: { default: 15, description: "Number of heroes to return (default 15).", type: "integer" },
        },
        required: ["context", "game"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          citation: {
            description: "Attribution text for the data source; show it to the user together with source_url.",
            type: "string",
          },
          game: {
            description:
              "Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          heroes: {
            description: "Most-banned heroes first.",
            items: {
              additionalProperties: false,
              properties: {
                ban_rate_pct: {
                  description: "Share of matches in which the hero was banned, in percent.",
                  maximum: 100,
                  minimum: 0,
                  type: "number",
                },
                hero: { description: "Hero (display name).", type: "string" },
                matches: {
                  description: "Sample size: number of observed matches behind the figure.",
                  minimum: 0,
                  type: "integer",
                },
                small_sample: {
                  description:
                    "True when the ban rate's denominator (total_matches of the current patch) is below the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100).",
                  type: "boolean",
                },
              },
              required: ["ban_rate_pct", "hero", "matches", "small_sample"],
              type: "object",
            },
            type: "array",
          },
          source_url: {
            description: "Link to the source page of these numbers; show it to the user as the source link.",
            format: "uri",
            type: "string",
          },
          total_matches: { description: "Sample size: matches behind the figures.", minimum: 0, type: "integer" },
        },
        required: ["citation", "game", "heroes", "source_url", "total_matches"],
        type: "object",
      },
      validateInput: V.get_ban_rates_input,
      validateOutput: V.get_ban_rates_output,
    },
    {
      name: "get_counters",
      title: "Get hero counters",
      description:
        "List the opponents a hero does best and worst against, by observed win rate with the sample size of each row; limit is the number of rows in each direction (default 12). Observed statistics, not predictions. Report the numbers as returned with citation and source_url. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          game: {
            description: "Game to query: game_a, game_b or game_c.",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          hero: { description: "Hero whose matchups to list.", type: "string" },
          limit: { default: 12, description: "Rows per direction (default 12).", type: "integer" },
        },
        required: ["context", "game", "hero"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          best_against: {
            description: "Opponents the hero beats most often, best first.",
            items: {
              additionalProperties: false,
              properties: {
                hero: { description: "The hero asked about (display name).", type: "string" },
                matches: {
                  description: "Sample size: number of observed matches behind the figure.",
                  minimum: 0,
                  type: "integer",
                },
                opponent: { description: "The opposing hero (display name).", type: "string" },
                small_sample: {
                  description:
                    "True when the figure rests on fewer matches than the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100; docs/games.md): treat it as noisy.",
                  type: "boolean",
                },
                winrate_pct: {
                  description:
                    "The hero's observed win rate against this opponent, in percent; above 50 means the hero beats the opponent.",
                  maximum: 100,
                  minimum: 0,
                  type: "number",
                },
              },
              required: ["hero", "matches", "opponent", "small_sample", "winrate_pct"],
              type: "object",
            },
            type: "array",
          },
          citation: {
            description: "Attribution text for the data source; show it to the user together with source_url.",
            type: "string",
          },
          game: {
            description:
              "Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          hero: { description: "The hero as resolved (display name).", type: "string" },
          source_url: {
            description: "Link to the source page of these numbers; show it to the user as the source link.",
            format: "uri",
            type: "string",
          },
          worst_against: {
            description: "Opponents the hero loses to most often, worst first.",
            items: {
              additionalProperties: false,
              properties: {
                hero: { description: "The hero asked about (display name).", type: "string" },
                matches: {
                  description: "Sample size: number of observed matches behind the figure.",
                  minimum: 0,
                  type: "integer",
                },
                opponent: { description: "The opposing hero (display name).", type: "string" },
                small_sample: {
                  description:
                    "True when the figure rests on fewer matches than the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100; docs/games.md): treat it as noisy.",
                  type: "boolean",
                },
                winrate_pct: {
                  description:
                    "The hero's observed win rate against this opponent, in percent; above 50 means the hero beats the opponent.",
                  maximum: 100,
                  minimum: 0,
                  type: "number",
                },
              },
              required: ["hero", "matches", "opponent", "small_sample", "winrate_pct"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["best_against", "citation", "game", "hero", "source_url", "worst_against"],
        type: "object",
      },
      validateInput: V.get_counters_input,
      validateOutput: V.get_counters_output,
    },
    {
      name: "get_hero_momentum",
      title: "Get hero momentum",
      description:
        "Return week-over-week win-rate movement in percentage points, for one hero or, with hero empty (default), the biggest movers of the game. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          game: {
            description: "Game to query: game_a, game_b or game_c.",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          hero: {
            default: "",
            description: "Hero name, alias or short name; empty (default) lists the biggest movers.",
            type: "string",
          },
          limit: { default: 10, description: "Number of heroes to return (default 10).", type: "integer" },
        },
        required: ["context", "game"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          citation: {
            description: "Attribution text for the data source; show it to the user together with source_url.",
            type: "string",
          },
          game: {
            description:
              "Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          movers: {
            description: "Heroes by size of movement.",
            items: {
              additionalProperties: false,
              properties: {
                delta_pp: {
                  description: "Change in percentage points (this week minus the week before).",
                  type: "number",
                },
                hero: { description: "Hero (display name).", type: "string" },
                matches: {
                  description: "Sample size: number of observed matches behind the figure.",
                  minimum: 0,
                  type: "integer",
                },
                previous_win_rate_pct: {
                  description: "Win rate the week before, in percent.",
                  maximum: 100,
                  minimum: 0,
                  type: "number",
                },
                small_sample: {
                  description:
                    "True when the figure rests on fewer matches than the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100; docs/games.md): treat it as noisy.",
                  type: "boolean",
                },
                win_rate_pct: {
                  description: "Win rate this week, in percent.",
                  maximum: 100,
                  minimum: 0,
                  type: "number",
                },
              },
              required: ["delta_pp", "hero", "matches", "previous_win_rate_pct", "small_sample", "win_rate_pct"],
              type: "object",
            },
            type: "array",
          },
          source_url: {
            description: "Link to the source page of these numbers; show it to the user as the source link.",
            format: "uri",
            type: "string",
          },
        },
        required: ["citation", "game", "movers", "source_url"],
        type: "object",
      },
      validateInput: V.get_hero_momentum_input,
      validateOutput: V.get_hero_momentum_output,
    },
    {
      name: "get_matchup",
      title: "Get head-to-head matchup",
      description:
        "Return the measured head-to-head win rate of one hero against one opponent and the number of matches behind it. Above 50 percent means the hero wins the matchup more often than not. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          game: {
            description: "Game to query: game_a, game_b or game_c.",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          hero: { description: "The hero whose win rate is measured.", type: "string" },
          opponent: { description: "The opposing hero.", type: "string" },
        },
        required: ["context", "game", "hero", "opponent"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          citation: {
            description: "Attribution text for the data source; show it to the user together with source_url.",
            type: "string",
          },
          game: {
            description:
              "Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          hero: { description: "The hero asked about (display name).", type: "string" },
          matches: {
            description: "Sample size: number of observed matches behind the figure.",
            minimum: 0,
            type: "integer",
          },
          opponent: { description: "The opposing hero (display name).", type: "string" },
          small_sample: {
            description:
              "True when the figure rests on fewer matches than the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100; docs/games.md): treat it as noisy.",
            type: "boolean",
          },
          source_url: {
            description: "Link to the source page of these numbers; show it to the user as the source link.",
            format: "uri",
            type: "string",
          },
          winrate_pct: {
            description:
              "The hero's observed win rate against this opponent, in percent; above 50 means the hero beats the opponent.",
            maximum: 100,
            minimum: 0,
            type: "number",
          },
        },
        required: ["citation", "game", "hero", "matches", "opponent", "small_sample", "source_url", "winrate_pct"],
        type: "object",
      },
      validateInput: V.get_matchup_input,
      validateOutput: V.get_matchup_output,
    },
    {
      name: "get_model_track_record",
      title: "Get model track record",
      description:
        "Return the public ledger of weekly champion-versus-challenger evaluations of the draft model, newest first, each promoted or rejected. Headline calibration (ece, lower is better), then bce; do not headline raw accuracy. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          limit: { default: 10, description: "Number of evaluations, newest first (default 10).", type: "integer" },
        },
        required: ["context"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          citation: {
            description: "Attribution text for the data source; show it to the user together with source_url.",
            type: "string",
          },
          generated_at: { description: "When the ledger was generated.", format: "date-time", type: "string" },
          ledger: {
            description: "Weekly evaluations, newest first.",
            items: {
              additionalProperties: false,
              properties: {
                challenger: {
                  additionalProperties: false,
                  properties: {
                    acc: { description: "Raw accuracy on the holdout; do not headline it.", type: "number" },
                    bce: {
                      description: "Binary cross-entropy on the holdout (lower is better); the second metric.",
                      type: "number",
                    },
                    ece: {
                      description: "Expected calibration error (lower is better); the headline metric.",
                      type: "number",
                    },
                    holdout_n: { description: "Number of holdout matches.", minimum: 0, type: "integer" },
                    train_acc: {
                      description: "Accuracy on the model's own training matches; a large gap to acc means memorising.",
                      type: "number",
                    },
                    train_bce: {
                      description: "Binary cross-entropy on the model's own training matches.",
                      type: "number",
                    },
                    train_ece: {
                      description:
                        "Expected calibration error on the model's own training matches (side by side with ece on the holdout).",
                      type: "number",
                    },
                    train_n: { description: "Training matches.", minimum: 0, type: "integer" },
                  },
                  required: ["acc", "bce", "ece", "holdout_n"],
                  type: "object",
                },
                champion: {
                  additionalProperties: false,
                  properties: {
                    acc: { description: "Raw accuracy on the holdout; do not headline it.", type: "number" },
                    bce: {
                      description: "Binary cross-entropy on the holdout (lower is better); the second metric.",
                      type: "number",
                    },
                    ece: {
                      description: "Expected calibration error (lower is better); the headline metric.",
                      type: "number",
                    },
                    holdout_n: { description: "Number of holdout matches.", minimum: 0, type: "integer" },
                    train_acc: {
                      description: "Accuracy on the model's own training matches; a large gap to acc means memorising.",
                      type: "number",
                    },
                    train_bce: {
                      description: "Binary cross-entropy on the model's own training matches.",
                      type: "number",
                    },
                    train_ece: {
                      description:
                        "Expected calibration error on the model's own training matches (side by side with ece on the holdout).",
                      type: "number",
                    },
                    train_n: { description: "Training matches.", minimum: 0, type: "integer" },
                  },
                  required: ["acc", "bce", "ece", "holdout_n"],
                  type: "object",
                },
                decided_at: {
                  description: "When the weekly evaluation was decided.",
                  format: "date-time",
                  type: "string",
                },
                evaluated_at: {
                  description:
                    "When the evaluation was run (null on rows written before this was recorded); decided_at is the end of the holdout week.",
                  format: "date-time",
                  type: ["string", "null"],
                },
                promote: {
                  description: "True when the challenger was promoted, false when it was rejected.",
                  type: "boolean",
                },
              },
              required: ["challenger", "champion", "decided_at", "promote"],
              type: "object",
            },
            type: "array",
          },
          source_url: {
            description: "Link to the source page of these numbers; show it to the user as the source link.",
            format: "uri",
            type: "string",
          },
          total_evaluations: { description: "Evaluations ever run.", minimum: 0, type: "integer" },
          total_promotions: { description: "Evaluations that promoted the challenger.", minimum: 0, type: "integer" },
        },
        required: ["citation", "generated_at", "ledger", "source_url", "total_evaluations", "total_promotions"],
        type: "object",
      },
      validateInput: V.get_model_track_record_input,
      validateOutput: V.get_model_track_record_output,
    },
    {
      name: "get_more_tools",
      title: "Ask for more tools",
      description:
        "Check whether additional tools exist for a goal the current tools do not cover. Describe in context the goal and the kind of tool that would help. Changes nothing.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          context: {
            description:
              "15 to 25 words, third person: the goal and the kind of tool that would help; no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
        },
        required: ["context"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          available: { description: "True when additional tools are available.", type: "boolean" },
          message: { description: "What is available or why nothing is.", type: "string" },
          tools: {
            description: "Additional tools, if any.",
            items: {
              additionalProperties: false,
              properties: {
                description: { description: "What the tool does.", type: "string" },
                name: { description: "Tool name.", type: "string" },
              },
              required: ["description", "name"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["available", "message", "tools"],
        type: "object",
      },
      validateInput: V.get_more_tools_input,
      validateOutput: V.get_more_tools_output,
    },
    {
      name: "get_synergy",
      title: "Get hero synergy",
      description:
        "List the teammates a hero wins most and least with, by observed win rate with sample sizes; limit is rows per direction (default 12). For game_c this includes team-ups. Report numbers as returned with citation and source_url. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          game: {
            description: "Game to query: game_a, game_b or game_c.",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          hero: { description: "Hero whose teammates to list.", type: "string" },
          limit: { default: 12, description: "Rows per direction (default 12).", type: "integer" },
        },
        required: ["context", "game", "hero"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          best_with: {
            description: "Teammates with the highest shared win rate, best first.",
            items: {
              additionalProperties: false,
              properties: {
                hero: { description: "The hero asked about (display name).", type: "string" },
                matches: {
                  description: "Sample size: number of observed matches behind the figure.",
                  minimum: 0,
                  type: "integer",
                },
                small_sample: {
                  description:
                    "True when the figure rests on fewer matches than the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100; docs/games.md): treat it as noisy.",
                  type: "boolean",
                },
                teammate: { description: "The allied hero (display name).", type: "string" },
                winrate_pct: {
                  description: "Observed win rate when both are on the same team, in percent.",
                  maximum: 100,
                  minimum: 0,
                  type: "number",
                },
              },
              required: ["hero", "matches", "small_sample", "teammate", "winrate_pct"],
              type: "object",
            },
            type: "array",
          },
          citation: {
            description: "Attribution text for the data source; show it to the user together with source_url.",
            type: "string",
          },
          game: {
            description:
              "Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          hero: { description: "The hero as resolved (display name).", type: "string" },
          source_url: {
            description: "Link to the source page of these numbers; show it to the user as the source link.",
            format: "uri",
            type: "string",
          },
          worst_with: {
            description: "Teammates with the lowest shared win rate, worst first.",
            items: {
              additionalProperties: false,
              properties: {
                hero: { description: "The hero asked about (display name).", type: "string" },
                matches: {
                  description: "Sample size: number of observed matches behind the figure.",
                  minimum: 0,
                  type: "integer",
                },
                small_sample: {
                  description:
                    "True when the figure rests on fewer matches than the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100; docs/games.md): treat it as noisy.",
                  type: "boolean",
                },
                teammate: { description: "The allied hero (display name).", type: "string" },
                winrate_pct: {
                  description: "Observed win rate when both are on the same team, in percent.",
                  maximum: 100,
                  minimum: 0,
                  type: "number",
                },
              },
              required: ["hero", "matches", "small_sample", "teammate", "winrate_pct"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["best_with", "citation", "game", "hero", "source_url", "worst_with"],
        type: "object",
      },
      validateInput: V.get_synergy_input,
      validateOutput: V.get_synergy_output,
    },
    {
      name: "get_tier_list",
      title: "Get tier list",
      description:
        "Return the current patch's heroes sorted best-first with the total number of matches behind the list, for all ranks or one rank bracket. Rank words: game_a herald, guardian, crusader, archon, legend, ancient (or several joined by hyphens, e.g. legend-ancient); game_b and game_c low, mid, high, top. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        else: {
          properties: {
            rank: { description: "game_b and game_c rank words.", pattern: "^(?:low|mid|high|top)?$", type: "string" },
          },
        },
        if: { properties: { game: { const: "game_a", description: "The game is game_a." } }, required: ["game"] },
        properties: {
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          game: {
            description: "Game to query: game_a, game_b or game_c.",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          limit: { default: 20, description: "Number of heroes to return (default 20).", type: "integer" },
          rank: {
            default: "",
            description:
              "Rank bracket; empty (default) means all ranks. game_a: herald, guardian, crusader, archon, legend, ancient or hyphen-joined bands; game_b and game_c: low, mid, high or top.",
            type: "string",
          },
        },
        required: ["context", "game"],
        then: {
          properties: {
            rank: {
              description: "game_a rank words.",
              pattern:
                "^(?:(?:herald|guardian|crusader|archon|legend|ancient)(?:-(?:herald|guardian|crusader|archon|legend|ancient))*)?$",
              type: "string",
            },
          },
        },
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          citation: {
            description: "Attribution text for the data source; show it to the user together with source_url.",
            type: "string",
          },
          game: {
            description:
              "Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          heroes: {
            description: "Heroes, best first.",
            items: {
              additionalProperties: false,
              properties: {
                hero: { description: "Hero (display name).", type: "string" },
                matches: {
                  description: "Sample size: number of observed matches behind the figure.",
                  minimum: 0,
                  type: "integer",
                },
                shortName: { description: "Short name.", type: "string" },
                small_sample: {
                  description:
                    "True when the figure rests on fewer matches than the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100; docs/games.md): treat it as noisy.",
                  type: "boolean",
                },
                winrate_pct: { description: "Observed win rate in percent.", maximum: 100, minimum: 0, type: "number" },
              },
              required: ["hero", "matches", "shortName", "small_sample", "winrate_pct"],
              type: "object",
            },
            type: "array",
          },
          rank: { description: "Rank bracket applied; empty for all ranks.", type: "string" },
          source_url: {
            description: "Link to the source page of these numbers; show it to the user as the source link.",
            format: "uri",
            type: "string",
          },
          total_matches: { description: "Sample size: matches behind the whole list.", minimum: 0, type: "integer" },
        },
        required: ["citation", "game", "heroes", "rank", "source_url", "total_matches"],
        type: "object",
      },
      validateInput: V.get_tier_list_input,
      validateOutput: V.get_tier_list_output,
    },
    {
      name: "get_tournament_game_stats",
      title: "Get pro tournament box scores",
      description:
        "Return per-game box scores parsed from replays of one tournament: lane winners at 10 minutes, each player's hero, lane, K/D/A, GPM, net worth and key item timings, first blood, Roshans and comeback flags. Filter by team, stage or match_id (0 = no filter); limit games (default 3). game_a only has coverage. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["game_not_covered", "internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          event: {
            description:
              "Tournament slug <event>-<year> in lower case, e.g. an event name slug followed by -2026; omitted: the flagship tournament of 2026.",
            pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9]{4}$",
            type: "string",
          },
          game: {
            description: "Game (default game_a; only game_a has tournament coverage).",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
            default: "game_a",
          },
          limit: { default: 3, description: "Number of games to return (default 3).", type: "integer" },
          match_id: { default: 0, description: "Only this match; 0 (default) means no filter.", type: "integer" },
          stage: {
            default: "",
            description: "Only games of this stage; empty (default) for all stages.",
            type: "string",
          },
          team: { default: "", description: "Only games of this team; empty (default) for all teams.", type: "string" },
        },
        required: ["context"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          citation: {
            description: "Attribution text for the data source; show it to the user together with source_url.",
            type: "string",
          },
          event: { description: "Event slug.", type: "string" },
          game: {
            description:
              "Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          games: {
            description: "Box scores, newest first.",
            items: {
              additionalProperties: false,
              properties: {
                comeback: {
                  description: "True when the winner came back from a significant net-worth deficit.",
                  type: "boolean",
                },
                event: { description: "Event slug.", type: "string" },
                first_blood: {
                  additionalProperties: false,
                  description: "Who drew first blood and when.",
                  properties: {
                    player: { description: "Player who made the kill.", type: "string" },
                    time_s: { description: "Game time in seconds.", minimum: 0, type: "integer" },
                  },
                  required: ["player", "time_s"],
                  type: ["object", "null"],
                },
                lane_winners_10min: {
                  description: "Lane winners at 10 minutes.",
                  items: {
                    additionalProperties: false,
                    properties: {
                      lane: { description: "Lane.", type: "string" },
                      winner: {
                        description: "Team ahead in the lane at 10 minutes; null for an even lane.",
                        type: ["string", "null"],
                      },
                    },
                    required: ["lane", "winner"],
                    type: "object",
                  },
                  type: "array",
                },
                match_id: {
                  description: "Match id; pass it as match_id to get this game alone.",
                  minimum: 1,
                  type: "integer",
                },
                players: {
                  description: "One row per player.",
                  items: {
                    additionalProperties: false,
                    properties: {
                      assists: { minimum: 0, type: "integer" },
                      deaths: { minimum: 0, type: "integer" },
                      gpm: { description: "Gold per minute.", minimum: 0, type: "integer" },
                      hero: { description: "Hero played (display name).", type: "string" },
                      item_timings: {
                        description: "Key item timings.",
                        items: {
                          additionalProperties: false,
                          properties: {
                            item: { description: "Item name.", type: "string" },
                            time_s: { description: "Game time of purchase in seconds.", minimum: 0, type: "integer" },
                          },
                          required: ["item", "time_s"],
                          type: "object",
                        },
                        type: "array",
                      },
                      kills: { minimum: 0, type: "integer" },
                      lane: { description: "Lane played.", type: "string" },
                      net_worth: { description: "Final net worth in gold.", minimum: 0, type: "integer" },
                      player: { description: "Player name as published in the official match data.", type: "string" },
                      team: { description: "Team name.", type: "string" },
                    },
                    required: [
                      "assists",
                      "deaths",
                      "gpm",
                      "hero",
                      "item_timings",
                      "kills",
                      "lane",
                      "net_worth",
                      "player",
                      "team",
                    ],
                    type: "object",
                  },
                  type: "array",
                },
                roshans: {
                  description: "Roshan kills in order.",
                  items: {
                    additionalProperties: false,
                    properties: {
                      team: { description: "Team that took Roshan.", type: "string" },
                      time_s: { description: "Game time in seconds.", minimum: 0, type: "integer" },
                    },
                    required: ["team", "time_s"],
                    type: "object",
                  },
                  type: "array",
                },
                stage: { description: "Stage of the event.", type: "string" },
                teams: {
                  description: "The two team names.",
                  items: { type: "string" },
                  maxItems: 2,
                  minItems: 2,
                  type: "array",
                },
                winner: { description: "Winning team, null if unknown.", type: ["string", "null"] },
              },
              required: [
                "comeback",
                "event",
                "first_blood",
                "lane_winners_10min",
                "match_id",
                "players",
                "roshans",
                "stage",
                "teams",
                "winner",
              ],
              type: "object",
            },
            type: "array",
          },
          source_url: {
            description: "Link to the source page of these numbers; show it to the user as the source link.",
            format: "uri",
            type: "string",
          },
        },
        required: ["citation", "event", "game", "games", "source_url"],
        type: "object",
      },
      validateInput: V.get_tournament_game_stats_input,
      validateOutput: V.get_tournament_game_stats_output,
    },
    {
      name: "get_tournament_stats",
      title: "Get pro tournament hero stats",
      description:
        "Return per-hero picks, bans and win rates from the official drafts of one pro tournament (only game_a has coverage; other games are answered with game_not_covered). These are small-sample records, not calibrated probabilities. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["game_not_covered", "internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          event: {
            description:
              "Tournament slug <event>-<year> in lower case, e.g. an event name slug followed by -2026; omitted: the flagship tournament of 2026.",
            pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9]{4}$",
            type: "string",
          },
          game: {
            description: "Game (default game_a; only game_a has tournament coverage).",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
            default: "game_a",
          },
          limit: { default: 15, description: "Heroes per list (default 15).", type: "integer" },
        },
        required: ["context"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          citation: {
            description: "Attribution text for the data source; show it to the user together with source_url.",
            type: "string",
          },
          event: { description: "Event slug.", type: "string" },
          game: {
            description:
              "Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          games_played: { description: "Number of official games behind the figures.", minimum: 0, type: "integer" },
          most_banned: {
            description: "Most-banned heroes first.",
            items: {
              additionalProperties: false,
              properties: {
                bans: { minimum: 0, type: "integer" },
                hero: { description: "Hero (display name).", type: "string" },
              },
              required: ["bans", "hero"],
              type: "object",
            },
            type: "array",
          },
          most_picked: {
            description: "Most-picked heroes first.",
            items: {
              additionalProperties: false,
              properties: {
                hero: { description: "Hero (display name).", type: "string" },
                picks: { minimum: 0, type: "integer" },
                win_rate_pct: {
                  description: "Win rate when picked, in percent; null when never picked.",
                  maximum: 100,
                  minimum: 0,
                  type: ["number", "null"],
                },
                wins: { minimum: 0, type: "integer" },
              },
              required: ["hero", "picks", "win_rate_pct", "wins"],
              type: "object",
            },
            type: "array",
          },
          source_url: {
            description: "Link to the source page of these numbers; show it to the user as the source link.",
            format: "uri",
            type: "string",
          },
        },
        required: ["citation", "event", "game", "games_played", "most_banned", "most_picked", "source_url"],
        type: "object",
      },
      validateInput: V.get_tournament_stats_input,
      validateOutput: V.get_tournament_stats_output,
    },
    {
      name: "lookup_hero",
      title: "Look up a hero",
      description:
        "Resolve any hero name, alias or short name to the canonical hero of one game, or list the whole roster when query is the empty string. Call it before the other tools when a name may be misspelt: they drop unrecognised names without saying so. When nothing matches, the error carries did_you_mean candidates to retry with. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["did_you_mean", "internal_error", "invalid_arguments", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          game: {
            description: "Game whose roster to search (default game_a).",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
            default: "game_a",
          },
          query: {
            description: "Hero name, alias or short name to resolve; the empty string lists every hero of the game.",
            type: "string",
          },
        },
        required: ["context", "query"],
        type: "object",
      },
      outputSchema: {
        description: "The best match for a non-empty query, or the roster for an empty query.",
        oneOf: [
          {
            additionalProperties: false,
            description: "The best-matching hero for a lookup_hero query.",
            properties: {
              displayName: { description: "Full display name.", type: "string" },
              game: {
                description:
                  "Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).",
                enum: ["game_a", "game_b", "game_c"],
                type: "string",
              },
              id: {
                description: "Canonical hero id (use it in fetch ids such as game_a:counters:<id>).",
                type: "string",
              },
              sample: {
                description:
                  "True when the roster is invented sample data (game_b, game_c; docs/games.md); false for game_a's real roster.",
                type: "boolean",
              },
              shortName: { description: "Short name.", type: "string" },
            },
            required: ["displayName", "game", "id", "sample", "shortName"],
            type: "object",
          },
          {
            additionalProperties: false,
            description: "The whole roster (empty query).",
            properties: {
              count: { description: "Number of heroes in the roster.", minimum: 0, type: "integer" },
              game: {
                description:
                  "Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).",
                enum: ["game_a", "game_b", "game_c"],
                type: "string",
              },
              heroes: {
                description: "Every hero of the game.",
                items: {
                  additionalProperties: false,
                  properties: {
                    aliases: {
                      description: "Other names the server accepts for this hero.",
                      items: { type: "string" },
                      type: "array",
                    },
                    displayName: { description: "Full display name.", type: "string" },
                    id: { description: "Canonical hero id.", type: "string" },
                    shortName: { description: "Short name.", type: "string" },
                  },
                  required: ["aliases", "displayName", "id", "shortName"],
                  type: "object",
                },
                type: "array",
              },
              sample: {
                description:
                  "True when the roster is invented sample data (game_b, game_c; docs/games.md); false for game_a's real roster.",
                type: "boolean",
              },
            },
            required: ["count", "game", "heroes", "sample"],
            type: "object",
          },
        ],
        type: "object",
      },
      validateInput: V.lookup_hero_input,
      validateOutput: V.lookup_hero_output,
    },
    {
      name: "predict_winrate",
      title: "Predict draft win rate",
      description:
        "Return calibrated win-rate percentages for both teams of a draft. game_a: 0 to 5 heroes per team, partial drafts allowed (an empty draft is 50/50). game_b and game_c: exactly 6 heroes per team (full 6v6 rosters). Unrecognised names are dropped, which can leave a game_b/game_c roster incomplete: normalise with lookup_hero first. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["full_roster_required", "internal_error", "invalid_arguments", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        else: {
          properties: {
            enemy_heroes: { description: "game_b, game_c: full roster of 6.", maxItems: 6, minItems: 6, type: "array" },
            my_heroes: { description: "game_b, game_c: full roster of 6.", maxItems: 6, minItems: 6, type: "array" },
          },
        },
        if: { properties: { game: { const: "game_a", description: "The game is game_a." } }, required: ["game"] },
        properties: {
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          enemy_heroes: {
            description: "The enemy team's heroes: 0 to 5 for game_a, exactly 6 for game_b and game_c.",
            items: {
              description:
                "A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.",
              type: "string",
            },
            maxItems: 6,
            type: "array",
          },
          game: {
            description: "Game to query: game_a, game_b or game_c.",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          my_heroes: {
            description: "My team's heroes: 0 to 5 for game_a, exactly 6 for game_b and game_c.",
            items: {
              description:
                "A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.",
              type: "string",
            },
            maxItems: 6,
            type: "array",
          },
          my_side: {
            default: "radiant",
            description: "My team's side, radiant or dire (default radiant); used for game_a only.",
            enum: ["radiant", "dire"],
            type: "string",
          },
        },
        required: ["context", "enemy_heroes", "game", "my_heroes"],
        then: {
          properties: {
            enemy_heroes: { description: "game_a: 0 to 5 heroes.", maxItems: 5, type: "array" },
            my_heroes: { description: "game_a: 0 to 5 heroes.", maxItems: 5, type: "array" },
          },
        },
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          citation: {
            description: "Attribution text for the data source; show it to the user together with source_url.",
            type: "string",
          },
          enemy_heroes: {
            description: "Enemy heroes as recognised (display names).",
            items: { type: "string" },
            type: "array",
          },
          enemy_win_rate_pct: {
            description: "Win probability of the enemy team, in percent (100 minus my_win_rate_pct).",
            maximum: 100,
            minimum: 0,
            type: "number",
          },
          game: {
            description:
              "Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          model: {
            additionalProperties: false,
            description:
              "What the probabilities rest on. calibrated: the serving model was scored on a holdout week it never saw (evaluation is that row); not_evaluated: enough matches but no holdout evaluation yet, so no calibration is claimed; insufficient_data: fewer matches than minimum_matches, so every probability is the prior, 50%.",
            properties: {
              evaluation: {
                additionalProperties: false,
                description:
                  "The holdout evaluation of the serving model (for game_a the ledger row of get_model_track_record); null when there is none.",
                properties: {
                  acc: { description: "Accuracy on the holdout week; do not headline it.", type: "number" },
                  bce: { description: "Binary cross-entropy on the holdout week, nats.", type: "number" },
                  decided_at: { description: "End of the holdout week.", format: "date-time", type: "string" },
                  ece: {
                    description: "Expected calibration error on the holdout week (lower is better).",
                    type: "number",
                  },
                  evaluated_at: { description: "When the evaluation was run.", format: "date-time", type: "string" },
                  holdout_n: { description: "Holdout matches.", minimum: 0, type: "integer" },
                  in_ledger: { description: "True when the row is in the public ledger (game_a).", type: "boolean" },
                  train_acc: {
                    description:
                      "Accuracy on the matches it was trained on (compare with acc: a large gap means memorising).",
                    type: "number",
                  },
                  train_ece: {
                    description: "Expected calibration error on the matches it was trained on.",
                    type: "number",
                  },
                  train_n: { description: "Training matches.", minimum: 0, type: "integer" },
                },
                required: [
                  "acc",
                  "bce",
                  "decided_at",
                  "ece",
                  "evaluated_at",
                  "holdout_n",
                  "in_ledger",
                  "train_acc",
                  "train_ece",
                  "train_n",
                ],
                type: ["object", "null"],
              },
              minimum_matches: {
                description:
                  "Fewest training matches the model is used with (GAMES_MIN_MODEL_MATCHES); below it the answer is the prior.",
                minimum: 0,
                type: "integer",
              },
              status: { enum: ["calibrated", "not_evaluated", "insufficient_data"], type: "string" },
              training_matches: {
                description: "Matches the serving model was trained on.",
                minimum: 0,
                type: "integer",
              },
            },
            required: ["evaluation", "minimum_matches", "status", "training_matches"],
            type: "object",
          },
          my_heroes: {
            description: "My heroes as recognised (display names).",
            items: { type: "string" },
            type: "array",
          },
          my_side: {
            default: "radiant",
            description:
              "Map side of my team: radiant or dire (default radiant). Only game_a uses it; the other games ignore it.",
            enum: ["radiant", "dire"],
            type: "string",
          },
          my_win_rate_pct: {
            description:
              "Win probability of my team, in percent: calibrated only when model.status is calibrated; 50 (the prior) when it is insufficient_data.",
            maximum: 100,
            minimum: 0,
            type: "number",
          },
          source_url: {
            description: "Link to the source page of these numbers; show it to the user as the source link.",
            format: "uri",
            type: "string",
          },
          unrecognised: {
            description:
              "Names that matched no hero and were left out, with the field they came from (resolve them with lookup_hero).",
            items: {
              additionalProperties: false,
              properties: { field: { type: "string" }, name: { type: "string" } },
              required: ["field", "name"],
              type: "object",
            },
            type: "array",
          },
        },
        required: [
          "citation",
          "enemy_heroes",
          "enemy_win_rate_pct",
          "game",
          "model",
          "my_heroes",
          "my_side",
          "my_win_rate_pct",
          "source_url",
          "unrecognised",
        ],
        type: "object",
      },
      validateInput: V.predict_winrate_input,
      validateOutput: V.predict_winrate_output,
    },
    {
      name: "predict_winrate_batch",
      title: "Predict win rate for candidate picks",
      description:
        "Score 1 to 150 candidate heroes for my next pick in one model call (game_a only): for each candidate, my team's calibrated win rate with it added and the change against the baseline in percentage points, sorted best-first. Takes 0 to 4 of my heroes (room for the candidate) and 0 to 5 enemy heroes. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          candidates: {
            description: "Candidate heroes to score, 1 to 150.",
            items: {
              description:
                "A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.",
              type: "string",
            },
            maxItems: 150,
            minItems: 1,
            type: "array",
          },
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          enemy_heroes: {
            description: "The enemy team's heroes, 0 to 5.",
            items: {
              description:
                "A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.",
              type: "string",
            },
            maxItems: 5,
            type: "array",
          },
          game: {
            const: "game_a",
            default: "game_a",
            description: "Only game_a is supported (default game_a).",
            type: "string",
          },
          my_heroes: {
            description: "My team's heroes so far, 0 to 4.",
            items: {
              description:
                "A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.",
              type: "string",
            },
            maxItems: 4,
            type: "array",
          },
          my_side: {
            default: "radiant",
            description: "My team's side, radiant or dire (default radiant); used for game_a only.",
            enum: ["radiant", "dire"],
            type: "string",
          },
        },
        required: ["candidates", "context", "enemy_heroes", "my_heroes"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          baseline_win_rate_pct: {
            description: "My team's calibrated win rate without any candidate.",
            maximum: 100,
            minimum: 0,
            type: "number",
          },
          candidates: {
            description: "Candidates, best first.",
            items: {
              additionalProperties: false,
              properties: {
                delta_pp: {
                  description: "win_rate_pct minus baseline_win_rate_pct, in percentage points.",
                  type: "number",
                },
                hero: { description: "Candidate hero (display name).", type: "string" },
                shortName: { description: "Short name.", type: "string" },
                win_rate_pct: {
                  description: "My team's win rate with this hero added.",
                  maximum: 100,
                  minimum: 0,
                  type: "number",
                },
              },
              required: ["delta_pp", "hero", "shortName", "win_rate_pct"],
              type: "object",
            },
            type: "array",
          },
          citation: {
            description: "Attribution text for the data source; show it to the user together with source_url.",
            type: "string",
          },
          game: { const: "game_a", description: "Always game_a.", type: "string" },
          model: {
            additionalProperties: false,
            description:
              "What the probabilities rest on. calibrated: the serving model was scored on a holdout week it never saw (evaluation is that row); not_evaluated: enough matches but no holdout evaluation yet, so no calibration is claimed; insufficient_data: fewer matches than minimum_matches, so every probability is the prior, 50%.",
            properties: {
              evaluation: {
                additionalProperties: false,
                description:
                  "The holdout evaluation of the serving model (for game_a the ledger row of get_model_track_record); null when there is none.",
                properties: {
                  acc: { description: "Accuracy on the holdout week; do not headline it.", type: "number" },
                  bce: { description: "Binary cross-entropy on the holdout week, nats.", type: "number" },
                  decided_at: { description: "End of the holdout week.", format: "date-time", type: "string" },
                  ece: {
                    description: "Expected calibration error on the holdout week (lower is better).",
                    type: "number",
                  },
                  evaluated_at: { description: "When the evaluation was run.", format: "date-time", type: "string" },
                  holdout_n: { description: "Holdout matches.", minimum: 0, type: "integer" },
                  in_ledger: { description: "True when the row is in the public ledger (game_a).", type: "boolean" },
                  train_acc: {
                    description:
                      "Accuracy on the matches it was trained on (compare with acc: a large gap means memorising).",
                    type: "number",
                  },
                  train_ece: {
                    description: "Expected calibration error on the matches it was trained on.",
                    type: "number",
                  },
                  train_n: { description: "Training matches.", minimum: 0, type: "integer" },
                },
                required: [
                  "acc",
                  "bce",
                  "decided_at",
                  "ece",
                  "evaluated_at",
                  "holdout_n",
                  "in_ledger",
                  "train_acc",
                  "train_ece",
                  "train_n",
                ],
                type: ["object", "null"],
              },
              minimum_matches: {
                description:
                  "Fewest training matches the model is used with (GAMES_MIN_MODEL_MATCHES); below it the answer is the prior.",
                minimum: 0,
                type: "integer",
              },
              status: { enum: ["calibrated", "not_evaluated", "insufficient_data"], type: "string" },
              training_matches: {
                description: "Matches the serving model was trained on.",
                minimum: 0,
                type: "integer",
              },
            },
            required: ["evaluation", "minimum_matches", "status", "training_matches"],
            type: "object",
          },
          source_url: {
            description: "Link to the source page of these numbers; show it to the user as the source link.",
            format: "uri",
            type: "string",
          },
          unrecognised: {
            description:
              "Names that matched no hero and were left out, with the field they came from (resolve them with lookup_hero).",
            items: {
              additionalProperties: false,
              properties: { field: { type: "string" }, name: { type: "string" } },
              required: ["field", "name"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["baseline_win_rate_pct", "candidates", "citation", "game", "model", "source_url", "unrecognised"],
        type: "object",
      },
      validateInput: V.predict_winrate_batch_input,
      validateOutput: V.predict_winrate_batch_output,
    },
    {
      name: "recommend_pick",
      title: "Recommend next pick",
      description:
        "Recommend heroes to pick next against the enemy heroes. game_a: always the top 3 picks scored by the calibrated model, each with my team's win rate after adding it. game_b and game_c: up to limit picks (default 5) ranked by observed pair data (win rate against the enemies blended with duo win rate), an empirical heuristic that is not a calibrated probability. Team sizes 0 to 5 (game_a) or 0 to 6. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        if: { properties: { game: { const: "game_a", description: "The game is game_a." } }, required: ["game"] },
        properties: {
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          enemy_heroes: {
            description: "The enemy team's heroes: 0 to 5 for game_a, 0 to 6 for game_b and game_c.",
            items: {
              description:
                "A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.",
              type: "string",
            },
            maxItems: 6,
            type: "array",
          },
          game: {
            description: "Game to query: game_a, game_b or game_c.",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          limit: {
            default: 5,
            description: "Number of picks for game_b and game_c; game_a always returns 3 (default 5).",
            type: "integer",
          },
          my_heroes: {
            default: [],
            description: "My team's heroes so far (default none): 0 to 5 for game_a, 0 to 6 otherwise.",
            items: {
              description:
                "A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.",
              type: "string",
            },
            maxItems: 6,
            type: "array",
          },
          my_side: {
            default: "radiant",
            description: "My team's side, radiant or dire (default radiant); used for game_a only.",
            enum: ["radiant", "dire"],
            type: "string",
          },
        },
        required: ["context", "enemy_heroes", "game"],
        then: {
          properties: {
            enemy_heroes: { description: "game_a: 0 to 5 heroes.", maxItems: 5, type: "array" },
            my_heroes: { description: "game_a: 0 to 5 heroes.", maxItems: 5, type: "array" },
          },
        },
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          citation: {
            description: "Attribution text for the data source; show it to the user together with source_url.",
            type: "string",
          },
          game: {
            description:
              "Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).",
            enum: ["game_a", "game_b", "game_c"],
            type: "string",
          },
          metric: {
            description:
              "calibrated_model: the calibrated draft model; empirical_pair_data: the observed pair-data heuristic, which is not a calibrated probability.",
            enum: ["calibrated_model", "empirical_pair_data"],
            type: "string",
          },
          model: {
            additionalProperties: false,
            description:
              "What the probabilities rest on. calibrated: the serving model was scored on a holdout week it never saw (evaluation is that row); not_evaluated: enough matches but no holdout evaluation yet, so no calibration is claimed; insufficient_data: fewer matches than minimum_matches, so every probability is the prior, 50%.",
            properties: {
              evaluation: {
                additionalProperties: false,
                description:
                  "The holdout evaluation of the serving model (for game_a the ledger row of get_model_track_record); null when there is none.",
                properties: {
                  acc: { description: "Accuracy on the holdout week; do not headline it.", type: "number" },
                  bce: { description: "Binary cross-entropy on the holdout week, nats.", type: "number" },
                  decided_at: { description: "End of the holdout week.", format: "date-time", type: "string" },
                  ece: {
                    description: "Expected calibration error on the holdout week (lower is better).",
                    type: "number",
                  },
                  evaluated_at: { description: "When the evaluation was run.", format: "date-time", type: "string" },
                  holdout_n: { description: "Holdout matches.", minimum: 0, type: "integer" },
                  in_ledger: { description: "True when the row is in the public ledger (game_a).", type: "boolean" },
                  train_acc: {
                    description:
                      "Accuracy on the matches it was trained on (compare with acc: a large gap means memorising).",
                    type: "number",
                  },
                  train_ece: {
                    description: "Expected calibration error on the matches it was trained on.",
                    type: "number",
                  },
                  train_n: { description: "Training matches.", minimum: 0, type: "integer" },
                },
                required: [
                  "acc",
                  "bce",
                  "decided_at",
                  "ece",
                  "evaluated_at",
                  "holdout_n",
                  "in_ledger",
                  "train_acc",
                  "train_ece",
                  "train_n",
                ],
                type: ["object", "null"],
              },
              minimum_matches: {
                description:
                  "Fewest training matches the model is used with (GAMES_MIN_MODEL_MATCHES); below it the answer is the prior.",
                minimum: 0,
                type: "integer",
              },
              status: { enum: ["calibrated", "not_evaluated", "insufficient_data"], type: "string" },
              training_matches: {
                description: "Matches the serving model was trained on.",
                minimum: 0,
                type: "integer",
              },
            },
            required: ["evaluation", "minimum_matches", "status", "training_matches"],
            type: "object",
          },
          recommendations: {
            description: "Recommended picks, best first.",
            items: {
              additionalProperties: false,
              properties: {
                empirical_score: {
                  description:
                    "Pair-data score for game_b and game_c (win rate against the enemy heroes blended with duo win rate); not a calibrated probability; null for game_a.",
                  type: ["number", "null"],
                },
                hero: { description: "Recommended hero (display name).", type: "string" },
                metric_label: {
                  description: "Human-readable label of the metric behind this row; show it with the number.",
                  type: "string",
                },
                shortName: { description: "Short name of the hero.", type: "string" },
                win_rate_pct: {
                  description:
                    "Calibrated team win rate after adding this hero, in percent (game_a); null when the score is empirical.",
                  maximum: 100,
                  minimum: 0,
                  type: ["number", "null"],
                },
              },
              required: ["empirical_score", "hero", "metric_label", "shortName", "win_rate_pct"],
              type: "object",
            },
            type: "array",
          },
          source_url: {
            description: "Link to the source page of these numbers; show it to the user as the source link.",
            format: "uri",
            type: "string",
          },
          unrecognised: {
            description:
              "Names that matched no hero and were left out, with the field they came from (resolve them with lookup_hero).",
            items: {
              additionalProperties: false,
              properties: { field: { type: "string" }, name: { type: "string" } },
              required: ["field", "name"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["citation", "game", "metric", "model", "recommendations", "source_url", "unrecognised"],
        type: "object",
      },
      validateInput: V.recommend_pick_input,
      validateOutput: V.recommend_pick_output,
    },
    {
      name: "search",
      title: "Search game analytics pages",
      description:
        "Full-text search over the service's published pages: hero counters, synergies, tier lists, ban rates, pro tournaments and the model evaluation ledger. Returns ids, titles and URLs only; pass an id to fetch for the data. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          context: {
            description:
              "Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.",
            pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$",
            type: "string",
          },
          query: {
            description: "Free-text search terms, e.g. a hero name with 'counters' or a tournament name.",
            type: "string",
          },
        },
        required: ["context", "query"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          hint: { description: "When match is partial or none: what was not found and what to try.", type: "string" },
          match: {
            description:
              "How well the best result matches the query: strong (it covers nearly all of the query), partial (only part), none (nothing above the relevance floor; results is empty). docs/retrieval.md.",
            enum: ["strong", "partial", "none"],
            type: "string",
          },
          results: {
            description:
              "Matching documents, best first, at most ten; only results above the relevance floor (never padding).",
            items: {
              additionalProperties: false,
              properties: {
                id: { description: "Document id to pass to fetch.", type: "string" },
                title: { description: "Title.", type: "string" },
                url: { description: "Public URL of the page.", format: "uri", type: "string" },
              },
              required: ["id", "title", "url"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["match", "results"],
        type: "object",
      },
      validateInput: V.search_input,
      validateOutput: V.search_output,
    },
  ],
});
