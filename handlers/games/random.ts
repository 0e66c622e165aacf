/** A seeded PRNG (mulberry32): the same seed gives the same sample dataset on every machine. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Normal with mean 0 and the given standard deviation (Box-Muller). */
  gaussian(sd = 1): number {
    const u = 1 - this.next();
    return sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /**
   * `k` distinct indexes drawn with probability proportional to `weights`, skipping `taken`.
   * The sums run over the same indexes in the same order as a plain loop with `taken.has(i)`, so the
   * draws are bit-for-bit the same; a byte mask stands in for the Set lookups (the sample's 36,000
   * matches made this most of a games start).
   */
  weightedDistinct(weights: readonly number[], k: number, taken: Set<number>): number[] {
    const skip = new Uint8Array(weights.length);
    for (const i of taken) if (i >= 0 && i < weights.length) skip[i] = 1;
    const out: number[] = [];
    for (let n = 0; n < k; n++) {
      let total = 0;
      for (let i = 0; i < weights.length; i++) if (skip[i] === 0) total += weights[i]!;
      let r = this.next() * total;
      let pick = -1;
      for (let i = 0; i < weights.length; i++) {
        if (skip[i] === 1) continue;
        pick = i;
        r -= weights[i]!;
        if (r <= 0) break;
      }
      taken.add(pick);
      if (pick >= 0) skip[pick] = 1;
      out.push(pick);
    }
    return out;
  }
}

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));
