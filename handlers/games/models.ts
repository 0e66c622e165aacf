import type { ModelEvidence } from "../../generated/games/types";
import { RULES } from "./games-config";
import { recordEvaluations, weeklyEvaluations, type Champion, type Serialized } from "./ledger";
import type { Match } from "./match";
import type { FoldedBin } from "./metrics";
import type { DraftModel } from "./model";
import type { GameId, Roster } from "./roster";
import type { MatchStore } from "./store";

export interface ServingModel {
  model: DraftModel;
  /** The matches it was trained and evaluated on (for citations). */
  matches: Match[];
  /** What its probabilities rest on: status, training matches, the holdout evaluation (the results' `model`). */
  evidence: ModelEvidence;
  /** Heroes of its training matches: one never seen is not recommended. */
  seen: ReadonlySet<number>;
  /** Its holdout predictions per folded calibration bin; null without a holdout evaluation. */
  bins: readonly FoldedBin[] | null;
}

/**
 * The serving draft model per game, trained on first use from the stored matches (and again after
 * new matches arrive). game_a's model is the champion of the weekly evaluations, which are written
 * to the public ledger; game_b and game_c serve the same procedure's champion, not in the ledger
 * (its rows carry no game, and the document's ledger is the flagship model's). Below
 * `minMatches` training matches the evidence says insufficient_data and the tools answer the prior.
 */
export class ModelRegistry {
  private readonly cache = new Map<GameId, { matches: Match[]; ready: Promise<ServingModel> }>();

  constructor(
    private readonly store: MatchStore,
    private readonly rosters: Record<GameId, Roster>,
    private readonly serialized: Serialized,
    private readonly opts: { minMatches: number; now: () => number },
  ) {}

  async get(game: GameId): Promise<ServingModel> {
    const matches = await this.store.load(game);
    const hit = this.cache.get(game);
    if (hit && hit.matches === matches) return hit.ready;
    const ready = this.train(game, matches);
    this.cache.set(game, { matches, ready });
    ready.catch(() => this.cache.delete(game));
    return ready;
  }

  private async train(game: GameId, matches: Match[]): Promise<ServingModel> {
    const { evaluations, champion } = weeklyEvaluations(matches, this.rosters[game].heroes.length, RULES[game].sided, this.opts.now());
    if (game === "game_a") {
      await recordEvaluations(this.serialized, game, dataVersion(matches), evaluations);
    }
    return { model: champion.model, matches, evidence: evidenceOf(champion, this.opts.minMatches, game === "game_a"), seen: champion.seen, bins: champion.evaluation?.bins ?? null };
  }
}

/** The results' `model` object: calibrated only with the evaluation that shows it. */
export function evidenceOf(c: Champion, minMatches: number, inLedger: boolean): ModelEvidence {
  const e = c.evaluation;
  const evaluation = e
    ? {
        decided_at: new Date(e.decidedAt).toISOString(), evaluated_at: new Date(e.evaluatedAt).toISOString(), in_ledger: inLedger,
        ece: e.metrics.ece, bce: e.metrics.bce, acc: e.metrics.acc, holdout_n: e.metrics.holdout_n,
        train_ece: e.metrics.train_ece, train_acc: e.metrics.train_acc, train_n: e.metrics.train_n,
      }
    : null;
  const status = c.trainN < minMatches ? "insufficient_data" : evaluation ? "calibrated" : "not_evaluated";
  return { status, training_matches: c.trainN, minimum_matches: minMatches, evaluation };
}

/** A fingerprint of a match set (ids, times, outcomes): the ledger records each version once. */
function dataVersion(matches: readonly Match[]): string {
  let h = 2166136261;
  const mix = (x: number) => (h = Math.imul(h ^ (x >>> 0), 16777619));
  for (const m of matches) mix(m.id), mix(m.startedAt / 1000), mix(m.aWin ? 1 : 2);
  return `${matches.length}:${(h >>> 0).toString(16)}`;
}
