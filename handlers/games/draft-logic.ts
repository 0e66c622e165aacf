import type { ModelEvidence } from "../../generated/games/types";
import { RULES } from "./games-config";
import type { ResolvedDraft } from "./draft-input";
import { pairScores } from "./empirical";
import type { Match } from "./match";
import type { ServingModel } from "./models";
import type { GameId, Hero, Roster } from "./roster";
import { round2 } from "./stats";

export const EMPIRICAL_LABEL = "empirical pair-data score: observed win rate against the enemy heroes blended with duo win rate; not a calibrated probability";

/** The label of a model-scored recommendation: "calibrated" only when the evidence shows it. */
export function modelLabel(evidence: ModelEvidence): string {
  return evidence.status === "calibrated"
    ? "calibrated team win probability after adding this hero (draft model; see model.evaluation)"
    : "team win probability after adding this hero (draft model not yet evaluated on a holdout week: no calibration claimed)";
}

export const sideSign = (game: GameId, side: "radiant" | "dire") => (RULES[game].sided ? (side === "radiant" ? 1 : -1) : 0);

/** The prior every probability shrinks to when the model has too little data. */
export const PRIOR_PCT = 50;

/**
 * My team's win rate in percent; the empty draft is 50/50 by definition, and so is every draft
 * while the model was trained on fewer matches than the minimum (the prior, "insufficient data").
 */
export function teamWinRate(serving: ServingModel, draft: ResolvedDraft, side: number): number {
  if (draft.mine.length + draft.enemy.length === 0 || serving.evidence.status === "insufficient_data") return PRIOR_PCT;
  return round2(100 * serving.model.probability({ mine: draft.mine.map((h) => h.index), enemy: draft.enemy.map((h) => h.index), side }));
}

/**
 * Each candidate's team win rate when added to my team, best first, in one vectorised model pass.
 * With insufficient data every candidate is the prior and the order is the order given: nothing is
 * ranked on ties.
 */
export function scoreCandidates(serving: ServingModel, draft: ResolvedDraft, side: number, candidates: readonly Hero[]) {
  const baseline = teamWinRate(serving, draft, side);
  if (serving.evidence.status === "insufficient_data") {
    return { baseline, rows: candidates.map((hero) => ({ hero: hero.displayName, shortName: hero.shortName, win_rate_pct: PRIOR_PCT, delta_pp: 0 })) };
  }
  const probs = serving.model.addEach({ mine: draft.mine.map((h) => h.index), enemy: draft.enemy.map((h) => h.index), side }, candidates.map((h) => h.index));
  const rows = candidates.map((hero, i) => {
    const win = round2(100 * probs[i]!);
    return { hero: hero.displayName, shortName: hero.shortName, win_rate_pct: win, delta_pp: round2(win - baseline) };
  });
  return { baseline, rows: rows.sort((x, y) => y.win_rate_pct - x.win_rate_pct || x.hero.localeCompare(y.hero, "en")) };
}

/**
 * Next-pick recommendations: the model's top 3 for game_a among heroes its training matches
 * contain (none while data are insufficient), the empirical pair heuristic for game_b/game_c.
 */
export function recommendations(opts: { game: GameId; roster: Roster; serving: ServingModel; matches: readonly Match[]; draft: ResolvedDraft; side: number; limit: number; minPairMatches: number; minHeroMatches: number }) {
  const { game, roster, draft, serving } = opts;
  if (draft.mine.length >= RULES[game].teamSize) return [];
  if (game === "game_a") {
    if (serving.evidence.status === "insufficient_data") return [];
    const taken = new Set([...draft.mine, ...draft.enemy]);
    const { rows } = scoreCandidates(serving, draft, opts.side, roster.heroes.filter((h) => !taken.has(h) && serving.seen.has(h.index)));
    const label = modelLabel(serving.evidence);
    return rows.slice(0, 3).map((r) => ({ hero: r.hero, shortName: r.shortName, win_rate_pct: r.win_rate_pct, empirical_score: null, metric_label: label }));
  }
  return pairScores(opts.matches, roster, draft.mine, draft.enemy, { minPair: opts.minPairMatches, minHero: opts.minHeroMatches }, RULES[game].mirrorPicks)
    .slice(0, opts.limit)
    .map((r) => ({ hero: r.hero.displayName, shortName: r.hero.shortName, win_rate_pct: null, empirical_score: r.score, metric_label: EMPIRICAL_LABEL }));
}
