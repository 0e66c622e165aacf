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
