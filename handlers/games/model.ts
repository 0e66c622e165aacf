import { Random, sigmoid } from "./random";

/**
 * The draft model: logistic regression over hero features (+1 my team, −1 enemy), within-team pair
 * features (synergy, shared weight per unordered pair) and cross-team pair features (counter, one
 * antisymmetric weight per unordered pair), plus a side term for sided games, then Platt scaling
 * without intercept (p = σ(a·z)). Without an intercept, swapping the teams gives exactly the
 * complement, so both teams' percentages add up to 100.
 */
export interface Draft {
  mine: readonly number[];
  enemy: readonly number[];
  /** +1 when my side is radiant (game_a), −1 dire, 0 for games without sides. */
  side: number;
}

export interface TrainOptions {
  epochs?: number;
  learningRate?: number;
  /** L2 strength on hero weights and on pair weights (per example). */
  l2Hero?: number;
  l2Pair?: number;
  seed?: number;
}

export interface Example {
  draft: Draft;
  won: boolean;
}

export class DraftModel {
  readonly pairs: number;
  readonly params: Float64Array;
  plattA = 1;

  constructor(readonly n: number) {
    this.pairs = (n * (n - 1)) / 2;
    this.params = new Float64Array(n + 2 * this.pairs + 1);
  }

  /** Index of the unordered pair i<j. */
  pair(i: number, j: number): number {
    return i * this.n - (i * (i + 1)) / 2 + (j - i - 1);
  }

  /** The sparse features of a draft: parameter indexes and values. */
  features(d: Draft): { idx: number[]; val: number[] } {
    const idx: number[] = [];
    const val: number[] = [];
    const { n, pairs } = this;
    for (const h of d.mine) idx.push(h), val.push(1);
    for (const h of d.enemy) idx.push(h), val.push(-1);
    for (const [team, sign] of [[d.mine, 1], [d.enemy, -1]] as const) {
      for (let i = 0; i < team.length; i++) {
        for (let j = i + 1; j < team.length; j++) {
          const [x, y] = team[i]! < team[j]! ? [team[i]!, team[j]!] : [team[j]!, team[i]!];
          idx.push(n + this.pair(x, y)), val.push(sign);
        }
      }
    }
    for (const x of d.mine) {
      for (const y of d.enemy) {
        if (x === y) continue;
        idx.push(n + pairs + (x < y ? this.pair(x, y) : this.pair(y, x))), val.push(x < y ? 1 : -1);
      }
    }
    if (d.side !== 0) idx.push(n + 2 * pairs), val.push(d.side);
    return { idx, val };
  }

  /** The raw (uncalibrated) score. */
  score(d: Draft): number {
    const { idx, val } = this.features(d);
    let z = 0;
    for (let i = 0; i < idx.length; i++) z += this.params[idx[i]!]! * val[i]!;
    return z;
  }

  /** Calibrated probability that my team wins. */
  probability(d: Draft): number {
    return sigmoid(this.plattA * this.score(d));
  }

  /**
   * Calibrated probabilities of adding each candidate to my team, in one pass: the base score once,
   * then per candidate only its hero weight, its synergies with my heroes and its counters against
   * the enemy (the vectorised batch of predict_winrate_batch).
   */
  addEach(d: Draft, candidates: readonly number[]): Float64Array {
    const { n, pairs, params } = this;
    const base = this.score(d);
    const out = new Float64Array(candidates.length);
    for (let c = 0; c < candidates.length; c++) {
      const h = candidates[c]!;
      let z = base + params[h]!;
      for (const m of d.mine) if (m !== h) z += params[n + (m < h ? this.pair(m, h) : this.pair(h, m))]!;
      for (const e of d.enemy) if (e !== h) z += (h < e ? 1 : -1) * params[n + pairs + (h < e ? this.pair(h, e) : this.pair(e, h))]!;
      out[c] = sigmoid(this.plattA * z);
    }
    return out;
  }

  /** Fits the weights by SGD with AdaGrad steps and L2, in a seeded order. */
  fit(examples: readonly Example[], opts: TrainOptions = {}): void {
    // Strong L2 on the ~16,000 pair weights of game_a (8 epochs at l2Pair 2e-3 memorised the
    // training weeks: 98% accuracy there, 60% on the holdout). Chosen by train-versus-holdout
    // metrics on the sample (docs/games.md, "The draft model"; bench/RESULTS.md).
    const { epochs = 4, learningRate = 0.04, l2Hero = 0.03, l2Pair = 100, seed = 1 } = opts;
    const feats = examples.map((e) => this.features(e.draft));
    const g2 = new Float64Array(this.params.length).fill(1e-8);
    const order = examples.map((_, i) => i);
    const rnd = new Random(seed);
    for (let epoch = 0; epoch < epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(rnd.next() * (i + 1));
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      for (const k of order) {
        const { idx, val } = feats[k]!;
        let z = 0;
        for (let i = 0; i < idx.length; i++) z += this.params[idx[i]!]! * val[i]!;
        const err = sigmoid(z) - (examples[k]!.won ? 1 : 0);
        for (let i = 0; i < idx.length; i++) {
          const p = idx[i]!;
          const g = err * val[i]! + (p < this.n ? l2Hero : l2Pair) * this.params[p]!;
          g2[p] += g * g;
          this.params[p] -= (learningRate * g) / Math.sqrt(g2[p]!);
        }
      }
    }
  }

  /**
   * Platt scaling without intercept: the a in [0.02, 4] minimising log loss on held-out examples.
   * The loss is convex in a, so a golden-section search finds it without the divergence Newton
   * steps show on an over-confident score.
   */
  calibrate(examples: readonly Example[]): void {
    const zs = examples.map((e) => this.score(e.draft));
    const ys = examples.map((e) => (e.won ? 1 : 0));
    const loss = (a: number) => {
      let l = 0;
      for (let i = 0; i < zs.length; i++) {
        const p = Math.min(1 - 1e-12, Math.max(1e-12, sigmoid(a * zs[i]!)));
        l -= ys[i]! * Math.log(p) + (1 - ys[i]!) * Math.log(1 - p);
      }
      return l;
    };
    const phi = (Math.sqrt(5) - 1) / 2;
    let [lo, hi] = [0.02, 4];
    for (let it = 0; it < 40; it++) {
      const [x1, x2] = [hi - phi * (hi - lo), lo + phi * (hi - lo)];
      if (loss(x1) <= loss(x2)) hi = x2;
      else lo = x1;
    }
    this.plattA = (lo + hi) / 2;
  }
}
