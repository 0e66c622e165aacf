import type { AnalyzeDraftOutput } from "../../generated/games/types";
import { foldedBin, type FoldedBin } from "./metrics";

/** The normal quantile for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval for a proportion p over n trials: the true rates q for which p is
 * within z standard errors (|p − q| ≤ z·√(q(1 − q)/n)). It always contains p, stays inside [0, 1],
 * and narrows as n grows.
 */
export function wilson(p: number, n: number, z = Z95): [number, number] {
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // Clamped to [0, p] and [p, 1]: exact arithmetic never leaves them; rounding at p = 0 or 1 may.
  return [Math.min(p, Math.max(0, centre - half)), Math.max(p, Math.min(1, centre + half))];
}

export type WinInterval = NonNullable<AnalyzeDraftOutput["my_win_rate_interval"]>;

const pct = (x: number) => Math.round(x * 1e4) / 100;

/**
 * analyze_draft's interval for my team's win probability, from the serving model's own holdout
 * evaluation: the holdout matches whose favourite the model gave a probability in the same folded
 * calibration bin as this one are the evidence; the 95% Wilson score interval of the probability
 * over that many matches is the range of true win rates the evidence cannot tell apart from it.
 * Their observed favourite win rate is stated beside it. None without a bin holding evidence.
 */
export function winInterval(minePct: number, bins: readonly FoldedBin[], sample: boolean): WinInterval | null {
  const p = minePct / 100;
  const k = foldedBin(p);
  const bin = bins[k];
  if (!bin || bin.n === 0) return null;
  const [lo, hi] = wilson(p, bin.n);
  const range = `${50 + 10 * k}–${k === bins.length - 1 ? 100 : 60 + 10 * k}%`;
  const observed = pct(bin.wins / bin.n);
  return {
    low_pct: pct(lo),
    high_pct: pct(hi),
    level: 0.95,
    method: "wilson_score",
    n: bin.n,
    favourite_range: range,
    favourite_wins: bin.wins,
    observed_favourite_win_rate_pct: observed,
    sample_data: sample,
    basis:
      `95% Wilson score interval of this probability over the ${bin.n} holdout matches whose favourite the model gave ${range} (the holdout evaluation in model.evaluation); ` +
      `the favourite won ${bin.wins} of them (${observed}%)` +
      (sample ? "; sample data: the matches are simulated, not live results" : ""),
  };
}
