import type { GamesHandlers } from "../../generated/games/server";
import { checkLimit } from "./core";
import { provenance } from "./cite";
import { recommendations, scoreCandidates, sideSign, teamWinRate } from "./draft-logic";
import { resolveDraft, unrecognisedNote } from "./draft-input";
import { RULES } from "./games-config";
import type { Match } from "./match";
import type { ModelRegistry } from "./models";
import type { GameId } from "./roster";
import type { GamesService } from "./service";

type DraftTools = Pick<GamesHandlers, "predict_winrate" | "predict_winrate_batch" | "recommend_pick" | "analyze_draft">;

/** The calibrated draft model's tools and the empirical pair heuristic (game_b/game_c picks). */
export function draftTools(svc: GamesService, models: ModelRegistry): DraftTools {
  const cite = (game: GameId, matches: readonly Match[], what: string, note = "") => {
    const p = provenance({ game, matches, settings: svc.settings, baseUrl: svc.baseUrl(), what });
    return { ...p, citation: p.citation + note };
  };
  const MODEL = "Calibrated draft model (logistic regression over hero and pair features, Platt-scaled), the champion of the weekly evaluations,";
  const names = (hs: { displayName: string }[]) => hs.map((h) => h.displayName);
  return {
    async predict_winrate(args, ctx) {
      const draft = resolveDraft(svc, args.game, args.my_heroes, args.enemy_heroes, ctx);
      const size = RULES[args.game].teamSize;
      if (args.game !== "game_a" && (draft.mine.length !== size || draft.enemy.length !== size)) {
        throw ctx.error("full_roster_required", `${args.game} predictions need ${size} recognised heroes per team; recognised ${draft.mine.length} in my_heroes and ${draft.enemy.length} in enemy_heroes${unrecognisedNote(draft.unrecognised)}.`, {
          unrecognised: draft.unrecognised,
        });
      }
      const { model, matches } = await models.get(args.game);
      const mine = teamWinRate(model, draft, sideSign(args.game, args.my_side));
      return {
        game: args.game,
        my_side: args.my_side,
        my_heroes: names(draft.mine),
        enemy_heroes: names(draft.enemy),
        my_win_rate_pct: mine,
        enemy_win_rate_pct: Math.round((100 - mine) * 100) / 100,
        ...cite(args.game, matches, MODEL, unrecognisedNote(draft.unrecognised)),
      };
    },
    async predict_winrate_batch(args, ctx) {
      const draft = resolveDraft(svc, "game_a", args.my_heroes, args.enemy_heroes, ctx);
      const cands = svc.normalisers.game_a.resolveAll(args.candidates);
      const taken = new Set([...draft.mine, ...draft.enemy]);
      const skipped = cands.heroes.filter((h) => taken.has(h));
      const { model, matches } = await models.get("game_a");
      const { baseline, rows } = scoreCandidates(model, draft, sideSign("game_a", args.my_side), cands.heroes.filter((h) => !taken.has(h)));
      const notes = unrecognisedNote([...draft.unrecognised, ...cands.unrecognised.map((name) => ({ field: "/candidates", name }))]) + (skipped.length > 0 ? `; candidates already in the draft and left out: ${names(skipped).join(", ")}` : "");
      return { game: "game_a" as const, baseline_win_rate_pct: baseline, candidates: rows, ...cite("game_a", matches, MODEL, notes) };
    },
    async recommend_pick(args, ctx) {
      const draft = resolveDraft(svc, args.game, args.my_heroes, args.enemy_heroes, ctx);
      const limit = checkLimit(args.limit, ctx);
      const { model, matches } = await models.get(args.game);
      const recs = recommendations({ game: args.game, roster: svc.rosters[args.game], model, matches, draft, side: sideSign(args.game, args.my_side), limit, minPairMatches: svc.settings.minPairMatches });
      const calibrated = args.game === "game_a";
      const what = calibrated ? `${MODEL} top 3 picks` : "Empirical pair-data heuristic (not the calibrated model)";
      return { game: args.game, metric: calibrated ? "calibrated_model" : "empirical_pair_data", recommendations: recs, ...cite(args.game, matches, what, unrecognisedNote(draft.unrecognised)) } as const;
    },
    async analyze_draft(args, ctx) {
      const draft = resolveDraft(svc, args.game, args.my_heroes, args.enemy_heroes, ctx);
      const size = RULES[args.game].teamSize;
      const calibrated = args.game === "game_a" || (draft.mine.length === size && draft.enemy.length === size);
      const { model, matches } = await models.get(args.game);
      const side = sideSign(args.game, args.my_side);
      const mine = calibrated ? teamWinRate(model, draft, side) : null;
      const recs = recommendations({ game: args.game, roster: svc.rosters[args.game], model, matches, draft, side, limit: 5, minPairMatches: svc.settings.minPairMatches });
      const metric = args.game === "game_a" ? "calibrated_model" : "empirical_pair_data";
      const what = `${calibrated ? MODEL : "No calibrated probability (game_b/game_c need a complete 6v6);"} recommendations by ${metric === "calibrated_model" ? "the calibrated model" : "the empirical pair-data heuristic (not a calibrated probability)"}, from`;
      return {
        game: args.game,
        my_side: args.my_side,
        my_heroes: names(draft.mine),
        enemy_heroes: names(draft.enemy),
        prediction_status: calibrated ? "calibrated" : "needs_full_rosters",
        my_win_rate_pct: mine,
        enemy_win_rate_pct: mine === null ? null : Math.round((100 - mine) * 100) / 100,
        recommendation_metric: metric,
        recommendations: recs,
        ...cite(args.game, matches, what, unrecognisedNote(draft.unrecognised)),
      } as const;
    },
  };
}
