import { RULES } from "./games-config";
import type { ResolvedDraft } from "./draft-input";
import { pairScores } from "./empirical";
import type { Match } from "./match";
import type { DraftModel } from "./model";
import type { GameId, Hero, Roster } from "./roster";
import { round2 } from "./stats";

export const MODEL_LABEL = "calibrated team win probability after adding this hero (draft model)";
export const EMPIRICAL_LABEL = "empirical pair-data score: observed win rate against the enemy heroes blended with duo win rate; not a calibrated probability";

export const sideSign = (game: GameId, side: "radiant" | "dire") => (RULES[game].sided ? (side === "radiant" ? 1 : -1) : 0);

/** My team's calibrated win rate in percent; the empty draft is 50/50 by definition. */
export function teamWinRate(model: DraftModel, draft: ResolvedDraft, side: number): number {
  if (draft.mine.length + draft.enemy.length === 0) return 50;
  return round2(100 * model.probability({ mine: draft.mine.map((h) => h.index), enemy: draft.enemy.map((h) => h.index), side }));
}

/** Each candidate's team win rate when added to my team, best first, in one vectorised model pass. */
export function scoreCandidates(model: DraftModel, draft: ResolvedDraft, side: number, candidates: readonly Hero[]) {
  const baseline = teamWinRate(model, draft, side);
  const probs = model.addEach({ mine: draft.mine.map((h) => h.index), enemy: draft.enemy.map((h) => h.index), side }, candidates.map((h) => h.index));
  const rows = candidates.map((hero, i) => {
    const win = round2(100 * probs[i]!);
    return { hero: hero.displayName, shortName: hero.shortName, win_rate_pct: win, delta_pp: round2(win - baseline) };
  });
  return { baseline, rows: rows.sort((x, y) => y.win_rate_pct - x.win_rate_pct || x.hero.localeCompare(y.hero, "en")) };
}

/** Next-pick recommendations: the model's top 3 for game_a, the empirical pair heuristic for game_b/game_c. */
export function recommendations(opts: { game: GameId; roster: Roster; model: DraftModel; matches: readonly Match[]; draft: ResolvedDraft; side: number; limit: number; minPairMatches: number }) {
  const { game, roster, draft } = opts;
  if (draft.mine.length >= RULES[game].teamSize) return [];
  if (game === "game_a") {
    const taken = new Set([...draft.mine, ...draft.enemy]);
    const { rows } = scoreCandidates(opts.model, draft, opts.side, roster.heroes.filter((h) => !taken.has(h)));
    return rows.slice(0, 3).map((r) => ({ hero: r.hero, shortName: r.shortName, win_rate_pct: r.win_rate_pct, empirical_score: null, metric_label: MODEL_LABEL }));
  }
  return pairScores(opts.matches, roster, draft.mine, draft.enemy, opts.minPairMatches, RULES[game].mirrorPicks)
    .slice(0, opts.limit)
    .map((r) => ({ hero: r.hero.displayName, shortName: r.hero.shortName, win_rate_pct: null, empirical_score: r.score, metric_label: EMPIRICAL_LABEL }));
}
