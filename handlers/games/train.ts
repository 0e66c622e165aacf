import type { Match } from "./match";
import { metricsOf, type Metrics } from "./metrics";
import { DraftModel, type Example, type TrainOptions } from "./model";

/** Team a's view of a match (radiant for sided games). */
export function examplesOf(matches: readonly Match[], sided: boolean): Example[] {
  return matches.map((m) => ({ draft: { mine: m.a, enemy: m.b, side: sided ? 1 : 0 }, won: m.aWin }));
}

/** Share of the (time-ordered) training matches kept back to fit the Platt scale. */
export const CALIBRATION_SHARE = 0.2;

/** Fits a model on the older 80% of `matches` and its Platt scale on the newest 20%. */
export function trainModel(matches: readonly Match[], n: number, sided: boolean, opts: TrainOptions = {}): DraftModel {
  const ordered = [...matches].sort((x, y) => x.startedAt - y.startedAt || x.id - y.id);
  const cut = Math.floor(ordered.length * (1 - CALIBRATION_SHARE));
  const model = new DraftModel(n);
  model.fit(examplesOf(ordered.slice(0, cut), sided), opts);
  model.calibrate(examplesOf(ordered.slice(cut), sided));
  return model;
}

/** The model's probability that team a wins each match, and whether it did. */
export function predictionsOf(model: DraftModel, matches: readonly Match[], sided: boolean): { probs: number[]; outcomes: boolean[] } {
  const ex = examplesOf(matches, sided);
  return { probs: ex.map((e) => model.probability(e.draft)), outcomes: ex.map((e) => e.won) };
}

export function evaluate(model: DraftModel, holdout: readonly Match[], sided: boolean): Metrics {
  const { probs, outcomes } = predictionsOf(model, holdout, sided);
  return metricsOf(probs, outcomes);
}
