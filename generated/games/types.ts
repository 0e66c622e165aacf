// Generated from spec/games.json by npm run generate. DO NOT EDIT.

/**
 * Attribution text for the data source; show it to the user together with source_url.
 *
 * Defined at spec/games.json#/$defs/citation.
 */
export type Citation = string;

/**
 * Why the call is made, for analytics only: 15 to 25 words in the third person describing the abstract purpose (e.g. 'An analyst compares two heroes ...'). Must not contain or hint at personal, sensitive or identifying information; name people and teams only by their role.
 *
 * Defined at spec/games.json#/$defs/context.
 */
export type Context = string;

/**
 * Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).
 *
 * Defined at spec/games.json#/$defs/game.
 */
export type Game = "game_a" | "game_b" | "game_c";

/**
 * The best-matching hero for a lookup_hero query.
 *
 * Defined at spec/games.json#/$defs/heroIdentity.
 */
export interface HeroIdentity {
  /**
   * Full display name.
   */
  displayName: string;
  /**
   * Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).
   */
  game: Game;
  /**
   * Canonical hero id (use it in fetch ids such as game_a:counters:<id>).
   */
  id: string;
  /**
   * True when the roster is invented sample data (game_b, game_c; docs/games.md); false for game_a's real roster.
   */
  sample: boolean;
  /**
   * Short name.
   */
  shortName: string;
}

/**
 * A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
 *
 * Defined at spec/games.json#/$defs/heroName.
 */
export type HeroName = string;

/**
 * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
 *
 * Defined at spec/defs.json#/$defs/isoDateTime.
 */
export type IsoDateTime = string;

/**
 * Sample size: number of observed matches behind the figure.
 *
 * Defined at spec/games.json#/$defs/matches.
 */
export type Matches = number;

/**
 * What the probabilities rest on. calibrated: the serving model was scored on a holdout week it never saw (evaluation is that row); not_evaluated: enough matches but no holdout evaluation yet, so no calibration is claimed; insufficient_data: fewer matches than minimum_matches, so every probability is the prior, 50%.
 *
 * Defined at spec/games.json#/$defs/modelEvidence.
 */
export interface ModelEvidence {
  /**
   * The holdout evaluation of the serving model (for game_a the ledger row of get_model_track_record); null when there is none.
   */
  evaluation: {
    /**
     * Accuracy on the holdout week; do not headline it.
     */
    acc: number;
    /**
     * Binary cross-entropy on the holdout week, nats.
     */
    bce: number;
    /**
     * End of the holdout week.
     */
    decided_at: IsoDateTime;
    /**
     * Expected calibration error on the holdout week (lower is better).
     */
    ece: number;
    /**
     * When the evaluation was run.
     */
    evaluated_at: IsoDateTime;
    /**
     * Holdout matches.
     */
    holdout_n: number;
    /**
     * True when the row is in the public ledger (game_a).
     */
    in_ledger: boolean;
    /**
     * Accuracy on the matches it was trained on (compare with acc: a large gap means memorising).
     */
    train_acc: number;
    /**
     * Expected calibration error on the matches it was trained on.
     */
    train_ece: number;
    /**
     * Training matches.
     */
    train_n: number;
  } | null;
  /**
   * Fewest training matches the model is used with (GAMES_MIN_MODEL_MATCHES); below it the answer is the prior.
   */
  minimum_matches: number;
  status: "calibrated" | "not_evaluated" | "insufficient_data";
  /**
   * Matches the serving model was trained on.
   */
  training_matches: number;
}

/**
 * Map side of my team: radiant or dire (default radiant). Only game_a uses it; the other games ignore it.
 *
 * Defined at spec/games.json#/$defs/mySide.
 */
export type MySide = "radiant" | "dire";

/**
 * Percentage, 0 to 100.
 *
 * Defined at spec/games.json#/$defs/pct.
 */
export type Pct = number;

/**
 * Defined at spec/games.json#/$defs/rosterHero.
 */
export interface RosterHero {
  /**
   * Other names the server accepts for this hero.
   */
  aliases: string[];
  /**
   * Full display name.
   */
  displayName: string;
  /**
   * Canonical hero id.
   */
  id: string;
  /**
   * Short name.
   */
  shortName: string;
}

/**
 * Link to the source page of these numbers; show it to the user as the source link.
 *
 * Defined at spec/games.json#/$defs/sourceUrl.
 */
export type SourceUrl = string;

/**
 * Names that matched no hero and were left out, with the field they came from (resolve them with lookup_hero).
 *
 * Defined at spec/games.json#/$defs/unrecognised.
 */
export type Unrecognised = {
  field: string;
  name: string;
}[];

/**
 * Arguments of `analyze_draft` as the handler receives them: every property with a default is set.
 */
export interface AnalyzeDraftInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * The enemy team's heroes: 0 to 5 for game_a, 0 to 6 for game_b and game_c.
   *
   * @maxItems 6
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  enemy_heroes: HeroName[];
  /**
   * Game to query: game_a, game_b or game_c.
   */
  game: Game;
  /**
   * My team's heroes: 0 to 5 for game_a, 0 to 6 for game_b and game_c.
   *
   * @maxItems 6
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  my_heroes: HeroName[];
  /**
   * My team's side, radiant or dire (default radiant); used for game_a only.
   */
  my_side: MySide;
}

/**
 * Arguments of `analyze_draft` as a client sends them: properties with a default may be left out.
 */
export interface AnalyzeDraftClientInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * The enemy team's heroes: 0 to 5 for game_a, 0 to 6 for game_b and game_c.
   *
   * @maxItems 6
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  enemy_heroes: HeroName[];
  /**
   * Game to query: game_a, game_b or game_c.
   */
  game: Game;
  /**
   * My team's heroes: 0 to 5 for game_a, 0 to 6 for game_b and game_c.
   *
   * @maxItems 6
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  my_heroes: HeroName[];
  /**
   * My team's side, radiant or dire (default radiant); used for game_a only.
   */
  my_side?: MySide;
}

/**
 * Result of `analyze_draft` (structuredContent).
 */
export interface AnalyzeDraftOutput {
  /**
   * Attribution text for the data source; show it to the user together with source_url.
   */
  citation: Citation;
  /**
   * Enemy heroes as recognised (display names).
   */
  enemy_heroes: string[];
  /**
   * The enemy team's win probability in percent; null when prediction_status is needs_full_rosters.
   */
  enemy_win_rate_pct: number | null;
  /**
   * Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).
   */
  game: Game;
  /**
   * What the probabilities rest on. calibrated: the serving model was scored on a holdout week it never saw (evaluation is that row); not_evaluated: enough matches but no holdout evaluation yet, so no calibration is claimed; insufficient_data: fewer matches than minimum_matches, so every probability is the prior, 50%.
   */
  model: ModelEvidence;
  /**
   * My heroes as recognised (display names).
   */
  my_heroes: string[];
  /**
   * Map side of my team: radiant or dire (default radiant). Only game_a uses it; the other games ignore it.
   */
  my_side: MySide;
  /**
   * A 95% interval for my_win_rate_pct from the serving model's own holdout evaluation (model.evaluation): the Wilson score interval of the probability over the holdout matches whose favourite the model gave a probability in the same 10-point range (folded: a team at p and its opponent at 1 - p share a range), with how often those favourites won. null when there is no probability, the status is not calibrated, or no holdout match fell in the range.
   */
  my_win_rate_interval: {
    /**
     * The interval's basis in words: method, level, n, the range, the observed favourite wins, and whether the matches are sample data.
     */
    basis: string;
    /**
     * The favourite's probability range whose holdout matches are the evidence, e.g. 60–70%.
     */
    favourite_range: string;
    /**
     * How many of those n holdout matches the favourite won.
     */
    favourite_wins: number;
    /**
     * Upper end of the interval, percent.
     */
    high_pct: number;
    /**
     * Confidence level.
     */
    level: 0.95;
    /**
     * Lower end of the interval, percent.
     */
    low_pct: number;
    /**
     * wilson_score: the Wilson score interval of the probability over n matches.
     */
    method: "wilson_score";
    /**
     * Holdout matches in the range: the evidence the interval rests on (more matches, a narrower interval).
     */
    n: number;
    /**
     * How often the favourite won among those n holdout matches, percent (compare with the probability: a gap is miscalibration).
     */
    observed_favourite_win_rate_pct: number;
    /**
     * True when the matches are the seeded simulator's sample, not live results.
     */
    sample_data: boolean;
  } | null;
  /**
   * My team's win probability in percent; null when prediction_status is needs_full_rosters.
   */
  my_win_rate_pct: number | null;
  /**
   * calibrated: win rates from the model, scored on a holdout it never saw (model.evaluation); not_evaluated: from the model, not yet scored on a holdout; insufficient_data: too few matches, win rates are the prior 50%; needs_full_rosters: game_b/game_c draft is not a complete 6v6, so no probability is given.
   */
  prediction_status: "calibrated" | "insufficient_data" | "needs_full_rosters" | "not_evaluated";
  /**
   * calibrated_model: the calibrated draft model; empirical_pair_data: the observed pair-data heuristic, which is not a calibrated probability.
   */
  recommendation_metric: "calibrated_model" | "empirical_pair_data";
  /**
   * Next-pick recommendations, best first.
   */
  recommendations: {
    /**
     * Pair-data score for game_b and game_c (win rate against the enemy heroes blended with duo win rate); not a calibrated probability; null for game_a.
     */
    empirical_score: number | null;
    /**
     * Recommended hero (display name).
     */
    hero: string;
    /**
     * Human-readable label of the metric behind this row; show it with the number.
     */
    metric_label: string;
    /**
     * Short name of the hero.
     */
    shortName: string;
    /**
     * Calibrated team win rate after adding this hero, in percent (game_a); null when the score is empirical.
     */
    win_rate_pct: number | null;
  }[];
  /**
   * Link to the source page of these numbers; show it to the user as the source link.
   */
  source_url: SourceUrl;
  /**
   * Names that matched no hero and were left out, with the field they came from (resolve them with lookup_hero).
   */
  unrecognised: Unrecognised;
}

/**
 * Arguments of `fetch` as the handler receives them: every property with a default is set.
 */
export interface FetchInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Document id exactly as returned by search, e.g. game_a:tier-list or model:track-record.
   */
  id: string;
}

/** Arguments of `fetch` as a client sends them: properties with a default may be left out. */
export type FetchClientInput = FetchInput;

/**
 * Result of `fetch` (structuredContent).
 */
export interface FetchOutput {
  /**
   * Document id.
   */
  id: string;
  /**
   * The document's data as JSON text.
   */
  text: string;
  /**
   * Title.
   */
  title: string;
  /**
   * Public URL of the page; show it as the source link.
   */
  url: string;
}

/**
 * Arguments of `get_ban_rates` as the handler receives them: every property with a default is set.
 */
export interface GetBanRatesInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * game_b or game_c; for game_a the answer is the error no_ban_phase_data pointing to get_tournament_stats (game_a has no ban-phase export here).
   */
  game: "game_a" | "game_b" | "game_c";
  /**
   * Number of heroes to return (default 15).
   */
  limit: number;
}

/**
 * Arguments of `get_ban_rates` as a client sends them: properties with a default may be left out.
 */
export interface GetBanRatesClientInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * game_b or game_c; for game_a the answer is the error no_ban_phase_data pointing to get_tournament_stats (game_a has no ban-phase export here).
   */
  game: "game_a" | "game_b" | "game_c";
  /**
   * Number of heroes to return (default 15).
   */
  limit?: number;
}

/**
 * Result of `get_ban_rates` (structuredContent).
 */
export interface GetBanRatesOutput {
  /**
   * Attribution text for the data source; show it to the user together with source_url.
   */
  citation: Citation;
  /**
   * Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).
   */
  game: Game;
  /**
   * Most-banned heroes first.
   */
  heroes: {
    /**
     * Share of matches in which the hero was banned, in percent.
     */
    ban_rate_pct: Pct;
    /**
     * Hero (display name).
     */
    hero: string;
    /**
     * Sample size: number of observed matches behind the figure.
     */
    matches: Matches;
    /**
     * True when the ban rate's denominator (total_matches of the current patch) is below the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100).
     */
    small_sample: boolean;
  }[];
  /**
   * Link to the source page of these numbers; show it to the user as the source link.
   */
  source_url: SourceUrl;
  /**
   * Sample size: matches behind the figures.
   */
  total_matches: number;
}

/**
 * Arguments of `get_counters` as the handler receives them: every property with a default is set.
 */
export interface GetCountersInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Game to query: game_a, game_b or game_c.
   */
  game: Game;
  /**
   * Hero whose matchups to list.
   */
  hero: HeroName;
  /**
   * Rows per direction (default 12).
   */
  limit: number;
}

/**
 * Arguments of `get_counters` as a client sends them: properties with a default may be left out.
 */
export interface GetCountersClientInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Game to query: game_a, game_b or game_c.
   */
  game: Game;
  /**
   * Hero whose matchups to list.
   */
  hero: HeroName;
  /**
   * Rows per direction (default 12).
   */
  limit?: number;
}

/**
 * Result of `get_counters` (structuredContent).
 */
export interface GetCountersOutput {
  /**
   * Opponents the hero beats most often, best first.
   */
  best_against: {
    /**
     * The hero asked about (display name).
     */
    hero: string;
    /**
     * Sample size: number of observed matches behind the figure.
     */
    matches: Matches;
    /**
     * The opposing hero (display name).
     */
    opponent: string;
    /**
     * True when the figure rests on fewer matches than the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100; docs/games.md): treat it as noisy.
     */
    small_sample: boolean;
    /**
     * The hero's observed win rate against this opponent, in percent; above 50 means the hero beats the opponent.
     */
    winrate_pct: number;
  }[];
  /**
   * Attribution text for the data source; show it to the user together with source_url.
   */
  citation: Citation;
  /**
   * Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).
   */
  game: Game;
  /**
   * The hero as resolved (display name).
   */
  hero: string;
  /**
   * Link to the source page of these numbers; show it to the user as the source link.
   */
  source_url: SourceUrl;
  /**
   * Opponents the hero loses to most often, worst first.
   */
  worst_against: {
    /**
     * The hero asked about (display name).
     */
    hero: string;
    /**
     * Sample size: number of observed matches behind the figure.
     */
    matches: Matches;
    /**
     * The opposing hero (display name).
     */
    opponent: string;
    /**
     * True when the figure rests on fewer matches than the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100; docs/games.md): treat it as noisy.
     */
    small_sample: boolean;
    /**
     * The hero's observed win rate against this opponent, in percent; above 50 means the hero beats the opponent.
     */
    winrate_pct: number;
  }[];
}

/**
 * Arguments of `get_hero_momentum` as the handler receives them: every property with a default is set.
 */
export interface GetHeroMomentumInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Game to query: game_a, game_b or game_c.
   */
  game: Game;
  /**
   * Hero name, alias or short name; empty (default) lists the biggest movers.
   */
  hero: string;
  /**
   * Number of heroes to return (default 10).
   */
  limit: number;
}

/**
 * Arguments of `get_hero_momentum` as a client sends them: properties with a default may be left out.
 */
export interface GetHeroMomentumClientInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Game to query: game_a, game_b or game_c.
   */
  game: Game;
  /**
   * Hero name, alias or short name; empty (default) lists the biggest movers.
   */
  hero?: string;
  /**
   * Number of heroes to return (default 10).
   */
  limit?: number;
}

/**
 * Result of `get_hero_momentum` (structuredContent).
 */
export interface GetHeroMomentumOutput {
  /**
   * Attribution text for the data source; show it to the user together with source_url.
   */
  citation: Citation;
  /**
   * Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).
   */
  game: Game;
  /**
   * Heroes by size of movement.
   */
  movers: {
    /**
     * Change in percentage points (this week minus the week before).
     */
    delta_pp: number;
    /**
     * Hero (display name).
     */
    hero: string;
    /**
     * Sample size: number of observed matches behind the figure.
     */
    matches: Matches;
    /**
     * Win rate the week before, in percent.
     */
    previous_win_rate_pct: Pct;
    /**
     * True when the figure rests on fewer matches than the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100; docs/games.md): treat it as noisy.
     */
    small_sample: boolean;
    /**
     * Win rate this week, in percent.
     */
    win_rate_pct: Pct;
  }[];
  /**
   * Link to the source page of these numbers; show it to the user as the source link.
   */
  source_url: SourceUrl;
}

/**
 * Arguments of `get_matchup` as the handler receives them: every property with a default is set.
 */
export interface GetMatchupInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Game to query: game_a, game_b or game_c.
   */
  game: Game;
  /**
   * The hero whose win rate is measured.
   */
  hero: HeroName;
  /**
   * The opposing hero.
   */
  opponent: HeroName;
}

/** Arguments of `get_matchup` as a client sends them: properties with a default may be left out. */
export type GetMatchupClientInput = GetMatchupInput;

/**
 * Result of `get_matchup` (structuredContent).
 */
export interface GetMatchupOutput {
  /**
   * Attribution text for the data source; show it to the user together with source_url.
   */
  citation: Citation;
  /**
   * Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).
   */
  game: Game;
  /**
   * The hero asked about (display name).
   */
  hero: string;
  /**
   * Sample size: number of observed matches behind the figure.
   */
  matches: Matches;
  /**
   * The opposing hero (display name).
   */
  opponent: string;
  /**
   * True when the figure rests on fewer matches than the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100; docs/games.md): treat it as noisy.
   */
  small_sample: boolean;
  /**
   * Link to the source page of these numbers; show it to the user as the source link.
   */
  source_url: SourceUrl;
  /**
   * The hero's observed win rate against this opponent, in percent; above 50 means the hero beats the opponent.
   */
  winrate_pct: number;
}

/**
 * Arguments of `get_model_track_record` as the handler receives them: every property with a default is set.
 */
export interface GetModelTrackRecordInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Number of evaluations, newest first (default 10).
   */
  limit: number;
}

/**
 * Arguments of `get_model_track_record` as a client sends them: properties with a default may be left out.
 */
export interface GetModelTrackRecordClientInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Number of evaluations, newest first (default 10).
   */
  limit?: number;
}

/**
 * Result of `get_model_track_record` (structuredContent).
 */
export interface GetModelTrackRecordOutput {
  /**
   * Attribution text for the data source; show it to the user together with source_url.
   */
  citation: Citation;
  /**
   * When the ledger was generated.
   */
  generated_at: IsoDateTime;
  /**
   * Weekly evaluations, newest first.
   */
  ledger: {
    challenger: {
      /**
       * Raw accuracy on the holdout; do not headline it.
       */
      acc: number;
      /**
       * Binary cross-entropy on the holdout (lower is better); the second metric.
       */
      bce: number;
      /**
       * Expected calibration error (lower is better); the headline metric.
       */
      ece: number;
      /**
       * Number of holdout matches.
       */
      holdout_n: number;
      /**
       * Accuracy on the model's own training matches; a large gap to acc means memorising.
       */
      train_acc?: number;
      /**
       * Binary cross-entropy on the model's own training matches.
       */
      train_bce?: number;
      /**
       * Expected calibration error on the model's own training matches (side by side with ece on the holdout).
       */
      train_ece?: number;
      /**
       * Training matches.
       */
      train_n?: number;
    };
    champion: {
      /**
       * Raw accuracy on the holdout; do not headline it.
       */
      acc: number;
      /**
       * Binary cross-entropy on the holdout (lower is better); the second metric.
       */
      bce: number;
      /**
       * Expected calibration error (lower is better); the headline metric.
       */
      ece: number;
      /**
       * Number of holdout matches.
       */
      holdout_n: number;
      /**
       * Accuracy on the model's own training matches; a large gap to acc means memorising.
       */
      train_acc?: number;
      /**
       * Binary cross-entropy on the model's own training matches.
       */
      train_bce?: number;
      /**
       * Expected calibration error on the model's own training matches (side by side with ece on the holdout).
       */
      train_ece?: number;
      /**
       * Training matches.
       */
      train_n?: number;
    };
    /**
     * When the weekly evaluation was decided.
     */
    decided_at: IsoDateTime;
    /**
     * When the evaluation was run (null on rows written before this was recorded); decided_at is the end of the holdout week.
     */
    evaluated_at?: string | null;
    /**
     * True when the challenger was promoted, false when it was rejected.
     */
    promote: boolean;
  }[];
  /**
   * Link to the source page of these numbers; show it to the user as the source link.
   */
  source_url: SourceUrl;
  /**
   * Evaluations ever run.
   */
  total_evaluations: number;
  /**
   * Evaluations that promoted the challenger.
   */
  total_promotions: number;
}

/**
 * Arguments of `get_more_tools` as the handler receives them: every property with a default is set.
 */
export interface GetMoreToolsInput {
  /**
   * 15 to 25 words, third person: the goal and the kind of tool that would help; no personal or identifying information.
   */
  context: Context;
}

/** Arguments of `get_more_tools` as a client sends them: properties with a default may be left out. */
export type GetMoreToolsClientInput = GetMoreToolsInput;

/**
 * Result of `get_more_tools` (structuredContent).
 */
export interface GetMoreToolsOutput {
  /**
   * True when additional tools are available.
   */
  available: boolean;
  /**
   * What is available or why nothing is.
   */
  message: string;
  /**
   * Additional tools, if any.
   */
  tools: {
    /**
     * What the tool does.
     */
    description: string;
    /**
     * Tool name.
     */
    name: string;
  }[];
}

/**
 * Arguments of `get_synergy` as the handler receives them: every property with a default is set.
 */
export interface GetSynergyInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Game to query: game_a, game_b or game_c.
   */
  game: Game;
  /**
   * Hero whose teammates to list.
   */
  hero: HeroName;
  /**
   * Rows per direction (default 12).
   */
  limit: number;
}

/**
 * Arguments of `get_synergy` as a client sends them: properties with a default may be left out.
 */
export interface GetSynergyClientInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Game to query: game_a, game_b or game_c.
   */
  game: Game;
  /**
   * Hero whose teammates to list.
   */
  hero: HeroName;
  /**
   * Rows per direction (default 12).
   */
  limit?: number;
}

/**
 * Result of `get_synergy` (structuredContent).
 */
export interface GetSynergyOutput {
  /**
   * Teammates with the highest shared win rate, best first.
   */
  best_with: {
    /**
     * The hero asked about (display name).
     */
    hero: string;
    /**
     * Sample size: number of observed matches behind the figure.
     */
    matches: Matches;
    /**
     * True when the figure rests on fewer matches than the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100; docs/games.md): treat it as noisy.
     */
    small_sample: boolean;
    /**
     * The allied hero (display name).
     */
    teammate: string;
    /**
     * Observed win rate when both are on the same team, in percent.
     */
    winrate_pct: number;
  }[];
  /**
   * Attribution text for the data source; show it to the user together with source_url.
   */
  citation: Citation;
  /**
   * Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).
   */
  game: Game;
  /**
   * The hero as resolved (display name).
   */
  hero: string;
  /**
   * Link to the source page of these numbers; show it to the user as the source link.
   */
  source_url: SourceUrl;
  /**
   * Teammates with the lowest shared win rate, worst first.
   */
  worst_with: {
    /**
     * The hero asked about (display name).
     */
    hero: string;
    /**
     * Sample size: number of observed matches behind the figure.
     */
    matches: Matches;
    /**
     * True when the figure rests on fewer matches than the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100; docs/games.md): treat it as noisy.
     */
    small_sample: boolean;
    /**
     * The allied hero (display name).
     */
    teammate: string;
    /**
     * Observed win rate when both are on the same team, in percent.
     */
    winrate_pct: number;
  }[];
}

/**
 * Arguments of `get_tier_list` as the handler receives them: every property with a default is set.
 */
export interface GetTierListInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Game to query: game_a, game_b or game_c.
   */
  game: Game;
  /**
   * Number of heroes to return (default 20).
   */
  limit: number;
  /**
   * Rank bracket; empty (default) means all ranks. game_a: herald, guardian, crusader, archon, legend, ancient or hyphen-joined bands; game_b and game_c: low, mid, high or top.
   */
  rank: string;
}

/**
 * Arguments of `get_tier_list` as a client sends them: properties with a default may be left out.
 */
export interface GetTierListClientInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Game to query: game_a, game_b or game_c.
   */
  game: Game;
  /**
   * Number of heroes to return (default 20).
   */
  limit?: number;
  /**
   * Rank bracket; empty (default) means all ranks. game_a: herald, guardian, crusader, archon, legend, ancient or hyphen-joined bands; game_b and game_c: low, mid, high or top.
   */
  rank?: string;
}

/**
 * Result of `get_tier_list` (structuredContent).
 */
export interface GetTierListOutput {
  /**
   * Attribution text for the data source; show it to the user together with source_url.
   */
  citation: Citation;
  /**
   * Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).
   */
  game: Game;
  /**
   * Heroes, best first.
   */
  heroes: {
    /**
     * Hero (display name).
     */
    hero: string;
    /**
     * Sample size: number of observed matches behind the figure.
     */
    matches: Matches;
    /**
     * Short name.
     */
    shortName: string;
    /**
     * True when the figure rests on fewer matches than the small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, default 100; docs/games.md): treat it as noisy.
     */
    small_sample: boolean;
    /**
     * Observed win rate in percent.
     */
    winrate_pct: Pct;
  }[];
  /**
   * Rank bracket applied; empty for all ranks.
   */
  rank: string;
  /**
   * Link to the source page of these numbers; show it to the user as the source link.
   */
  source_url: SourceUrl;
  /**
   * Sample size: matches behind the whole list.
   */
  total_matches: number;
}

/**
 * Arguments of `get_tournament_game_stats` as the handler receives them: every property with a default is set.
 */
export interface GetTournamentGameStatsInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Tournament slug <event>-<year> in lower case, e.g. an event name slug followed by -2026; omitted: the flagship tournament of 2026.
   */
  event?: string;
  /**
   * Game (default game_a; only game_a has tournament coverage).
   */
  game: Game;
  /**
   * Number of games to return (default 3).
   */
  limit: number;
  /**
   * Only this match; 0 (default) means no filter.
   */
  match_id: number;
  /**
   * Only games of this stage; empty (default) for all stages.
   */
  stage: string;
  /**
   * Only games of this team; empty (default) for all teams.
   */
  team: string;
}

/**
 * Arguments of `get_tournament_game_stats` as a client sends them: properties with a default may be left out.
 */
export interface GetTournamentGameStatsClientInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Tournament slug <event>-<year> in lower case, e.g. an event name slug followed by -2026; omitted: the flagship tournament of 2026.
   */
  event?: string;
  /**
   * Game (default game_a; only game_a has tournament coverage).
   */
  game?: Game;
  /**
   * Number of games to return (default 3).
   */
  limit?: number;
  /**
   * Only this match; 0 (default) means no filter.
   */
  match_id?: number;
  /**
   * Only games of this stage; empty (default) for all stages.
   */
  stage?: string;
  /**
   * Only games of this team; empty (default) for all teams.
   */
  team?: string;
}

/**
 * Result of `get_tournament_game_stats` (structuredContent).
 */
export interface GetTournamentGameStatsOutput {
  /**
   * Attribution text for the data source; show it to the user together with source_url.
   */
  citation: Citation;
  /**
   * Event slug.
   */
  event: string;
  /**
   * Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).
   */
  game: Game;
  /**
   * Box scores, newest first.
   */
  games: {
    /**
     * True when the winner came back from a significant net-worth deficit.
     */
    comeback: boolean;
    /**
     * Event slug.
     */
    event: string;
    /**
     * Who drew first blood and when.
     */
    first_blood: {
      /**
       * Player who made the kill.
       */
      player: string;
      /**
       * Game time in seconds.
       */
      time_s: number;
    } | null;
    /**
     * Lane winners at 10 minutes.
     */
    lane_winners_10min: {
      /**
       * Lane.
       */
      lane: string;
      /**
       * Team ahead in the lane at 10 minutes; null for an even lane.
       */
      winner: string | null;
    }[];
    /**
     * Match id; pass it as match_id to get this game alone.
     */
    match_id: number;
    /**
     * One row per player.
     */
    players: {
      assists: number;
      deaths: number;
      /**
       * Gold per minute.
       */
      gpm: number;
      /**
       * Hero played (display name).
       */
      hero: string;
      /**
       * Key item timings.
       */
      item_timings: {
        /**
         * Item name.
         */
        item: string;
        /**
         * Game time of purchase in seconds.
         */
        time_s: number;
      }[];
      kills: number;
      /**
       * Lane played.
       */
      lane: string;
      /**
       * Final net worth in gold.
       */
      net_worth: number;
      /**
       * Player name as published in the official match data.
       */
      player: string;
      /**
       * Team name.
       */
      team: string;
    }[];
    /**
     * Roshan kills in order.
     */
    roshans: {
      /**
       * Team that took Roshan.
       */
      team: string;
      /**
       * Game time in seconds.
       */
      time_s: number;
    }[];
    /**
     * Stage of the event.
     */
    stage: string;
    /**
     * The two team names.
     *
     * @minItems 2
     * @maxItems 2
     */
    teams: string[];
    /**
     * Winning team, null if unknown.
     */
    winner: string | null;
  }[];
  /**
   * Link to the source page of these numbers; show it to the user as the source link.
   */
  source_url: SourceUrl;
}

/**
 * Arguments of `get_tournament_stats` as the handler receives them: every property with a default is set.
 */
export interface GetTournamentStatsInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Tournament slug <event>-<year> in lower case, e.g. an event name slug followed by -2026; omitted: the flagship tournament of 2026.
   */
  event?: string;
  /**
   * Game (default game_a; only game_a has tournament coverage).
   */
  game: Game;
  /**
   * Heroes per list (default 15).
   */
  limit: number;
}

/**
 * Arguments of `get_tournament_stats` as a client sends them: properties with a default may be left out.
 */
export interface GetTournamentStatsClientInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Tournament slug <event>-<year> in lower case, e.g. an event name slug followed by -2026; omitted: the flagship tournament of 2026.
   */
  event?: string;
  /**
   * Game (default game_a; only game_a has tournament coverage).
   */
  game?: Game;
  /**
   * Heroes per list (default 15).
   */
  limit?: number;
}

/**
 * Result of `get_tournament_stats` (structuredContent).
 */
export interface GetTournamentStatsOutput {
  /**
   * Attribution text for the data source; show it to the user together with source_url.
   */
  citation: Citation;
  /**
   * Event slug.
   */
  event: string;
  /**
   * Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).
   */
  game: Game;
  /**
   * Number of official games behind the figures.
   */
  games_played: number;
  /**
   * Most-banned heroes first.
   */
  most_banned: {
    bans: number;
    /**
     * Hero (display name).
     */
    hero: string;
  }[];
  /**
   * Most-picked heroes first.
   */
  most_picked: {
    /**
     * Hero (display name).
     */
    hero: string;
    picks: number;
    /**
     * Win rate when picked, in percent; null when never picked.
     */
    win_rate_pct: number | null;
    wins: number;
  }[];
  /**
   * Link to the source page of these numbers; show it to the user as the source link.
   */
  source_url: SourceUrl;
}

/**
 * Arguments of `lookup_hero` as the handler receives them: every property with a default is set.
 */
export interface LookupHeroInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Game whose roster to search (default game_a).
   */
  game: Game;
  /**
   * Hero name, alias or short name to resolve; the empty string lists every hero of the game.
   */
  query: string;
}

/**
 * Arguments of `lookup_hero` as a client sends them: properties with a default may be left out.
 */
export interface LookupHeroClientInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Game whose roster to search (default game_a).
   */
  game?: Game;
  /**
   * Hero name, alias or short name to resolve; the empty string lists every hero of the game.
   */
  query: string;
}

/**
 * Result of `lookup_hero` (structuredContent).
 */
export type LookupHeroOutput =
  | HeroIdentity
  | {
      /**
       * Number of heroes in the roster.
       */
      count: number;
      /**
       * Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).
       */
      game: Game;
      /**
       * Every hero of the game.
       */
      heroes: RosterHero[];
      /**
       * True when the roster is invented sample data (game_b, game_c; docs/games.md); false for game_a's real roster.
       */
      sample: boolean;
    };

/**
 * Arguments of `predict_winrate` as the handler receives them: every property with a default is set.
 */
export interface PredictWinrateInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * The enemy team's heroes: 0 to 5 for game_a, exactly 6 for game_b and game_c.
   *
   * @maxItems 6
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  enemy_heroes: HeroName[];
  /**
   * Game to query: game_a, game_b or game_c.
   */
  game: Game;
  /**
   * My team's heroes: 0 to 5 for game_a, exactly 6 for game_b and game_c.
   *
   * @maxItems 6
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  my_heroes: HeroName[];
  /**
   * My team's side, radiant or dire (default radiant); used for game_a only.
   */
  my_side: MySide;
}

/**
 * Arguments of `predict_winrate` as a client sends them: properties with a default may be left out.
 */
export interface PredictWinrateClientInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * The enemy team's heroes: 0 to 5 for game_a, exactly 6 for game_b and game_c.
   *
   * @maxItems 6
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  enemy_heroes: HeroName[];
  /**
   * Game to query: game_a, game_b or game_c.
   */
  game: Game;
  /**
   * My team's heroes: 0 to 5 for game_a, exactly 6 for game_b and game_c.
   *
   * @maxItems 6
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  my_heroes: HeroName[];
  /**
   * My team's side, radiant or dire (default radiant); used for game_a only.
   */
  my_side?: MySide;
}

/**
 * Result of `predict_winrate` (structuredContent).
 */
export interface PredictWinrateOutput {
  /**
   * Attribution text for the data source; show it to the user together with source_url.
   */
  citation: Citation;
  /**
   * Enemy heroes as recognised (display names).
   */
  enemy_heroes: string[];
  /**
   * Win probability of the enemy team, in percent (100 minus my_win_rate_pct).
   */
  enemy_win_rate_pct: Pct;
  /**
   * Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).
   */
  game: Game;
  /**
   * What the probabilities rest on. calibrated: the serving model was scored on a holdout week it never saw (evaluation is that row); not_evaluated: enough matches but no holdout evaluation yet, so no calibration is claimed; insufficient_data: fewer matches than minimum_matches, so every probability is the prior, 50%.
   */
  model: ModelEvidence;
  /**
   * My heroes as recognised (display names).
   */
  my_heroes: string[];
  /**
   * Map side of my team: radiant or dire (default radiant). Only game_a uses it; the other games ignore it.
   */
  my_side: MySide;
  /**
   * Win probability of my team, in percent: calibrated only when model.status is calibrated; 50 (the prior) when it is insufficient_data.
   */
  my_win_rate_pct: Pct;
  /**
   * Link to the source page of these numbers; show it to the user as the source link.
   */
  source_url: SourceUrl;
  /**
   * Names that matched no hero and were left out, with the field they came from (resolve them with lookup_hero).
   */
  unrecognised: Unrecognised;
}

/**
 * Arguments of `predict_winrate_batch` as the handler receives them: every property with a default is set.
 */
export interface PredictWinrateBatchInput {
  /**
   * Candidate heroes to score, 1 to 150.
   *
   * @minItems 1
   * @maxItems 150
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  candidates: HeroName[];
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * The enemy team's heroes, 0 to 5.
   *
   * @maxItems 5
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  enemy_heroes: HeroName[];
  /**
   * Only game_a is supported (default game_a).
   */
  game: "game_a";
  /**
   * My team's heroes so far, 0 to 4.
   *
   * @maxItems 4
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  my_heroes: HeroName[];
  /**
   * My team's side, radiant or dire (default radiant); used for game_a only.
   */
  my_side: MySide;
}

/**
 * Arguments of `predict_winrate_batch` as a client sends them: properties with a default may be left out.
 */
export interface PredictWinrateBatchClientInput {
  /**
   * Candidate heroes to score, 1 to 150.
   *
   * @minItems 1
   * @maxItems 150
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  candidates: HeroName[];
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * The enemy team's heroes, 0 to 5.
   *
   * @maxItems 5
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  enemy_heroes: HeroName[];
  /**
   * Only game_a is supported (default game_a).
   */
  game?: "game_a";
  /**
   * My team's heroes so far, 0 to 4.
   *
   * @maxItems 4
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  my_heroes: HeroName[];
  /**
   * My team's side, radiant or dire (default radiant); used for game_a only.
   */
  my_side?: MySide;
}

/**
 * Result of `predict_winrate_batch` (structuredContent).
 */
export interface PredictWinrateBatchOutput {
  /**
   * My team's calibrated win rate without any candidate.
   */
  baseline_win_rate_pct: Pct;
  /**
   * Candidates, best first.
   */
  candidates: {
    /**
     * win_rate_pct minus baseline_win_rate_pct, in percentage points.
     */
    delta_pp: number;
    /**
     * Candidate hero (display name).
     */
    hero: string;
    /**
     * Short name.
     */
    shortName: string;
    /**
     * My team's win rate with this hero added.
     */
    win_rate_pct: Pct;
  }[];
  /**
   * Attribution text for the data source; show it to the user together with source_url.
   */
  citation: Citation;
  /**
   * Always game_a.
   */
  game: "game_a";
  /**
   * What the probabilities rest on. calibrated: the serving model was scored on a holdout week it never saw (evaluation is that row); not_evaluated: enough matches but no holdout evaluation yet, so no calibration is claimed; insufficient_data: fewer matches than minimum_matches, so every probability is the prior, 50%.
   */
  model: ModelEvidence;
  /**
   * Link to the source page of these numbers; show it to the user as the source link.
   */
  source_url: SourceUrl;
  /**
   * Names that matched no hero and were left out, with the field they came from (resolve them with lookup_hero).
   */
  unrecognised: Unrecognised;
}

/**
 * Arguments of `recommend_pick` as the handler receives them: every property with a default is set.
 */
export interface RecommendPickInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * The enemy team's heroes: 0 to 5 for game_a, 0 to 6 for game_b and game_c.
   *
   * @maxItems 6
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  enemy_heroes: HeroName[];
  /**
   * Game to query: game_a, game_b or game_c.
   */
  game: Game;
  /**
   * Number of picks for game_b and game_c; game_a always returns 3 (default 5).
   */
  limit: number;
  /**
   * My team's heroes so far (default none): 0 to 5 for game_a, 0 to 6 otherwise.
   *
   * @maxItems 6
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  my_heroes: HeroName[];
  /**
   * My team's side, radiant or dire (default radiant); used for game_a only.
   */
  my_side: MySide;
}

/**
 * Arguments of `recommend_pick` as a client sends them: properties with a default may be left out.
 */
export interface RecommendPickClientInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * The enemy team's heroes: 0 to 5 for game_a, 0 to 6 for game_b and game_c.
   *
   * @maxItems 6
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  enemy_heroes: HeroName[];
  /**
   * Game to query: game_a, game_b or game_c.
   */
  game: Game;
  /**
   * Number of picks for game_b and game_c; game_a always returns 3 (default 5).
   */
  limit?: number;
  /**
   * My team's heroes so far (default none): 0 to 5 for game_a, 0 to 6 otherwise.
   *
   * @maxItems 6
   *
   * Items: A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.
   */
  my_heroes?: HeroName[];
  /**
   * My team's side, radiant or dire (default radiant); used for game_a only.
   */
  my_side?: MySide;
}

/**
 * Result of `recommend_pick` (structuredContent).
 */
export interface RecommendPickOutput {
  /**
   * Attribution text for the data source; show it to the user together with source_url.
   */
  citation: Citation;
  /**
   * Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).
   */
  game: Game;
  /**
   * calibrated_model: the calibrated draft model; empirical_pair_data: the observed pair-data heuristic, which is not a calibrated probability.
   */
  metric: "calibrated_model" | "empirical_pair_data";
  /**
   * What the probabilities rest on. calibrated: the serving model was scored on a holdout week it never saw (evaluation is that row); not_evaluated: enough matches but no holdout evaluation yet, so no calibration is claimed; insufficient_data: fewer matches than minimum_matches, so every probability is the prior, 50%.
   */
  model: ModelEvidence;
  /**
   * Recommended picks, best first.
   */
  recommendations: {
    /**
     * Pair-data score for game_b and game_c (win rate against the enemy heroes blended with duo win rate); not a calibrated probability; null for game_a.
     */
    empirical_score: number | null;
    /**
     * Recommended hero (display name).
     */
    hero: string;
    /**
     * Human-readable label of the metric behind this row; show it with the number.
     */
    metric_label: string;
    /**
     * Short name of the hero.
     */
    shortName: string;
    /**
     * Calibrated team win rate after adding this hero, in percent (game_a); null when the score is empirical.
     */
    win_rate_pct: number | null;
  }[];
  /**
   * Link to the source page of these numbers; show it to the user as the source link.
   */
  source_url: SourceUrl;
  /**
   * Names that matched no hero and were left out, with the field they came from (resolve them with lookup_hero).
   */
  unrecognised: Unrecognised;
}

/**
 * Arguments of `search` as the handler receives them: every property with a default is set.
 */
export interface SearchInput {
  /**
   * Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.
   */
  context: Context;
  /**
   * Free-text search terms, e.g. a hero name with 'counters' or a tournament name.
   */
  query: string;
}

/** Arguments of `search` as a client sends them: properties with a default may be left out. */
export type SearchClientInput = SearchInput;

/**
 * Result of `search` (structuredContent).
 */
export interface SearchOutput {
  /**
   * When match is partial or none: what was not found and what to try.
   */
  hint?: string;
  /**
   * How well the best result matches the query: strong (it covers nearly all of the query), partial (only part), none (nothing above the relevance floor; results is empty). docs/retrieval.md.
   */
  match: "strong" | "partial" | "none";
  /**
   * Matching documents, best first, at most ten; only results above the relevance floor (never padding).
   */
  results: {
    /**
     * Document id to pass to fetch.
     */
    id: string;
    /**
     * Title.
     */
    title: string;
    /**
     * Public URL of the page.
     */
    url: string;
  }[];
}
