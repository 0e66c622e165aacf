/** Holdout metrics of the ledger: expected calibration error, binary cross-entropy, accuracy. */
export interface Metrics {
  ece: number;
  bce: number;
  acc: number;
  holdout_n: number;
}

const BINS = 10;
const EPS = 1e-12;

/** ECE over 10 equal-width probability bins, weighted by bin size; BCE in nats; accuracy at 0.5. */
export function metricsOf(probs: ArrayLike<number>, outcomes: readonly boolean[]): Metrics {
  const count = new Array<number>(BINS).fill(0);
  const sumP = new Array<number>(BINS).fill(0);
  const sumY = new Array<number>(BINS).fill(0);
  let bce = 0;
  let correct = 0;
  const n = outcomes.length;
  for (let i = 0; i < n; i++) {
    const p = Math.min(1 - EPS, Math.max(EPS, probs[i]!));
    const y = outcomes[i]! ? 1 : 0;
    const b = Math.min(BINS - 1, Math.floor(p * BINS));
    count[b]!++;
    sumP[b] += p;
    sumY[b] += y;
    bce -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
    if ((p >= 0.5) === (y === 1)) correct++;
  }
  let ece = 0;
  for (let b = 0; b < BINS; b++) if (count[b]! > 0) ece += Math.abs(sumP[b]! - sumY[b]!) / n;
  const r = (x: number) => Math.round(x * 1e4) / 1e4;
  return n === 0 ? { ece: 0, bce: 0, acc: 0, holdout_n: 0 } : { ece: r(ece), bce: r(bce / n), acc: r(correct / n), holdout_n: n };
}

/**
 * A calibration bin folded to the favourite: the team the model gives max(p, 1 − p). The model is
 * antisymmetric (swapping the teams gives the complement), so a prediction of p for either team
 * lands in the same bin. FOLDED_BINS bins of width 0.1 from 0.5; the last one includes 1.
 */
export interface FoldedBin {
  /** Holdout matches whose favourite the model gave a probability in this bin. */
  n: number;
  /** How many of them the favourite won. */
  wins: number;
}

export const FOLDED_BINS = 5;

/** The folded bin of a probability (of either team). */
export function foldedBin(p: number): number {
  const fav = Math.max(p, 1 - p);
  return Math.min(FOLDED_BINS - 1, Math.floor((fav - 0.5) * 10));
}

/** Counts and favourite wins per folded bin over holdout predictions (p of team a) and outcomes (team a won). */
export function foldedBins(probs: ArrayLike<number>, outcomes: readonly boolean[]): FoldedBin[] {
  const bins = Array.from({ length: FOLDED_BINS }, () => ({ n: 0, wins: 0 }));
  for (let i = 0; i < outcomes.length; i++) {
    const p = probs[i]!;
    const bin = bins[foldedBin(p)]!;
    bin.n++;
    // A tie (p = 0.5) has no favourite: count team a as it, as the bin's lower edge does.
    if ((p >= 0.5) === outcomes[i]) bin.wins++;
  }
  return bins;
}
