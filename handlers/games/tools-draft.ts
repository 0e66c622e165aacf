import type { GamesHandlers } from "../../generated/games/server";
import type { ModelEvidence } from "../../generated/games/types";
import { checkLimit } from "./core";
import { isSample, provenance } from "./cite";
import { recommendations, scoreCandidates, sideSign, teamWinRate } from "./draft-logic";
import { resolveDraft, unrecognisedNote, type ResolvedDraft } from "./draft-input";
import { RULES } from "./games-config";
import type { Match } from "./match";
import type { ModelRegistry } from "./models";
import type { GameId } from "./roster";
import { winInterval } from "./interval";
import type { GamesService } from "./service";

type DraftTools = Pick<GamesHandlers, "predict_winrate" | "predict_winrate_batch" | "recommend_pick" | "analyze_draft">;

/**
 * What the model's figures rest on, in words for the citation: "calibrated" only beside the holdout
 * evaluation that shows it; "insufficient data" with the count below the minimum.
 */
export function modelWords(e: ModelEvidence): string {
  const kind = "Draft model (logistic regression over hero and pair features, regularised, Platt-scaled)";
  if (e.status === "insufficient_data") return `Insufficient data: the draft model was trained on ${e.training_matches} matches, fewer than the minimum of ${e.minimum_matches}, so every probability is the prior, 50%`;
  const v = e.evaluation;
  if (!v) return `${kind}, trained on ${e.training_matches} matches and not yet evaluated on a holdout week, so no calibration is claimed`;
  const row = v.in_ledger ? `ledger row decided ${v.decided_at} (get_model_track_record)` : `evaluation of the week ending ${v.decided_at} (not in the public ledger, which covers game_a)`;
  return `${kind}, calibrated on a holdout week it never saw: ECE ${v.ece} on ${v.holdout_n} matches, accuracy ${v.acc} (on its ${v.train_n} training matches: ${v.train_acc}), ${row}`;
}

export function draftTools(svc: GamesService, models: ModelRegistry): DraftTools {
  const cite = (game: GameId, matches: readonly Match[], what: string, draft: Pick<ResolvedDraft, "unrecognised">, note = "") => {
    const p = provenance({ game, matches, settings: svc.settings, baseUrl: svc.baseUrl(), what });
    return { ...p, citation: p.citation + unrecognisedNote(draft.unrecognised) + note, unrecognised: draft.unrecognised };
  };
  const names = (hs: { displayName: string }[]) => hs.map((h) => h.displayName);
  const recs = (game: GameId, serving: Awaited<ReturnType<ModelRegistry["get"]>>, draft: ResolvedDraft, side: number, limit: number) =>
    recommendations({ game, roster: svc.rosters[game], serving, matches: serving.matches, draft, side, limit, minPairMatches: svc.settings.minPairMatches, minHeroMatches: svc.settings.minHeroMatches });
  return {
    async predict_winrate(args, ctx) {
      const draft = resolveDraft(svc, args.game, args.my_heroes, args.enemy_heroes, ctx);
      const size = RULES[args.game].teamSize;
      if (args.game !== "game_a" && (draft.mine.length !== size || draft.enemy.length !== size)) {
        throw ctx.error("full_roster_required", `${args.game} predictions need ${size} recognised heroes per team; recognised ${draft.mine.length} in my_heroes and ${draft.enemy.length} in enemy_heroes${unrecognisedNote(draft.unrecognised)}.`, {
          unrecognised: draft.unrecognised,
        });
      }
      const serving = await models.get(args.game);
      const mine = teamWinRate(serving, draft, sideSign(args.game, args.my_side));
      return {
        game: args.game, my_side: args.my_side, my_heroes: names(draft.mine), enemy_heroes: names(draft.enemy),
        my_win_rate_pct: mine, enemy_win_rate_pct: Math.round((100 - mine) * 100) / 100, model: serving.evidence,
        ...cite(args.game, serving.matches, `${modelWords(serving.evidence)}; figures`, draft),
      };
    },
    async predict_winrate_batch(args, ctx) {
      const draft = resolveDraft(svc, "game_a", args.my_heroes, args.enemy_heroes, ctx);
      const cands = svc.normalisers.game_a.resolveAll(args.candidates);
      const taken = new Set([...draft.mine, ...draft.enemy]);
      const skipped = cands.heroes.filter((h) => taken.has(h));
      const serving = await models.get("game_a");
      const { baseline, rows } = scoreCandidates(serving, draft, sideSign("game_a", args.my_side), cands.heroes.filter((h) => !taken.has(h)));
      const all = { unrecognised: [...draft.unrecognised, ...cands.unrecognised.map((name) => ({ field: "/candidates", name }))] };
      const note = skipped.length > 0 ? `; candidates already in the draft and left out: ${names(skipped).join(", ")}` : "";
      return { game: "game_a" as const, baseline_win_rate_pct: baseline, candidates: rows, model: serving.evidence, ...cite("game_a", serving.matches, `${modelWords(serving.evidence)}; figures`, all, note) };
    },
    async recommend_pick(args, ctx) {
      const draft = resolveDraft(svc, args.game, args.my_heroes, args.enemy_heroes, ctx);
      const limit = checkLimit(args.limit, ctx);
      const serving = await models.get(args.game);
      const rows = recs(args.game, serving, draft, sideSign(args.game, args.my_side), limit);
      const byModel = args.game === "game_a";
      const what = byModel ? `${modelWords(serving.evidence)}; top 3 picks among heroes its training matches contain,` : "Empirical pair-data heuristic (not the draft model, not a probability; heroes with too little data left out),";
      return { game: args.game, metric: byModel ? "calibrated_model" : "empirical_pair_data", recommendations: rows, model: serving.evidence, ...cite(args.game, serving.matches, what, draft) } as const;
    },
    async analyze_draft(args, ctx) {
      const draft = resolveDraft(svc, args.game, args.my_heroes, args.enemy_heroes, ctx);
      const size = RULES[args.game].teamSize;
      const complete = args.game === "game_a" || (draft.mine.length === size && draft.enemy.length === size);
      const serving = await models.get(args.game);
      const side = sideSign(args.game, args.my_side);
      const mine = complete ? teamWinRate(serving, draft, side) : null;
      const metric = args.game === "game_a" ? "calibrated_model" : "empirical_pair_data";
      const interval = mine !== null && serving.evidence.status === "calibrated" && serving.bins ? winInterval(mine, serving.bins, isSample(serving.matches)) : null;
      const what = `${complete ? modelWords(serving.evidence) : "No probability (game_b/game_c need a complete 6v6)"}; recommendations by ${metric === "calibrated_model" ? "the draft model" : "the empirical pair-data heuristic (not a probability)"};`;
      return {
        game: args.game, my_side: args.my_side, my_heroes: names(draft.mine), enemy_heroes: names(draft.enemy),
        prediction_status: complete ? serving.evidence.status : "needs_full_rosters",
        my_win_rate_pct: mine, enemy_win_rate_pct: mine === null ? null : Math.round((100 - mine) * 100) / 100, my_win_rate_interval: interval,
        recommendation_metric: metric, recommendations: recs(args.game, serving, draft, side, 5), model: serving.evidence,
        ...cite(args.game, serving.matches, what, draft),
      } as const;
    },
  };
}
