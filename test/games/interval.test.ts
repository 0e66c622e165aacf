import { createCore } from "../../handlers/games/core";
import { winInterval, wilson } from "../../handlers/games/interval";
import { weeklyEvaluations } from "../../handlers/games/ledger";
import { foldedBin, foldedBins } from "../../handlers/games/metrics";
import { SAMPLE_END, simulateMatches } from "../../handlers/games/simulate";

const core = createCore();

/** analyze_draft's interval: from the serving model's holdout evaluation, never invented. */
describe("win probability interval", () => {
  test("Wilson score interval: contains the proportion, stays in [0, 1], narrows as n grows (hand-checked value)", () => {
    // p = 0.5, n = 100: centre 0.5, half-width 1.96·√(0.0025 + 0.000096)/1.0384 = 0.0962.
    const [lo, hi] = wilson(0.5, 100);
    expect([lo, hi].map((x) => Math.round(x * 1e4) / 1e4)).toEqual([0.4038, 0.5962]);
    for (const p of [0, 0.03, 0.5, 0.71, 1]) {
      const widths = [10, 100, 1000].map((n) => {
        const [a, b] = wilson(p, n);
        expect(a).toBeLessThanOrEqual(p);
        expect(b).toBeGreaterThanOrEqual(p);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(b).toBeLessThanOrEqual(1);
        return b - a;
      });
      expect(widths[1]).toBeLessThan(widths[0]!);
      expect(widths[2]).toBeLessThan(widths[1]!);
    }
  });

  test("folded bins: a team at p and its opponent at 1 − p share a bin; the favourite's wins are counted", () => {
    expect([foldedBin(0.62), foldedBin(0.38), foldedBin(0.5), foldedBin(0.999), foldedBin(0.001)]).toEqual([1, 1, 0, 4, 4]);
    // Team a at 0.62 won (favourite won); at 0.35 won (favourite lost); at 0.55 lost (favourite lost).
    expect(foldedBins([0.62, 0.35, 0.55, 0.91], [true, true, false, true])).toEqual([{ n: 1, wins: 0 }, { n: 2, wins: 1 }, { n: 0, wins: 0 }, { n: 0, wins: 0 }, { n: 1, wins: 1 }]);
  });

  test("from the weekly evaluation: the bins hold exactly the holdout week, the interval contains the probability and narrows with more holdout matches", () => {
    const rows = [1200, 4800].map((matches) => {
      const sample = simulateMatches({ game: "game_b", roster: core.rosters.game_b, matches, seed: 9, end: SAMPLE_END });
      const { champion } = weeklyEvaluations(sample, core.rosters.game_b.heroes.length, false, 0);
      const e = champion.evaluation!;
      expect(e.bins.reduce((s, b) => s + b.n, 0)).toBe(e.metrics.holdout_n);
      const i = winInterval(54.3, e.bins, true)!;
      expect(i.n).toBe(e.bins[0]!.n);
      expect(i.low_pct).toBeLessThanOrEqual(54.3);
      expect(i.high_pct).toBeGreaterThanOrEqual(54.3);
      expect(i.basis).toContain(`over the ${i.n} holdout matches whose favourite the model gave 50–60%`);
      expect(i.basis).toContain("sample data");
      expect(winInterval(100 - 54.3, e.bins, true)!.n).toBe(i.n);
      return i;
    });
    expect(rows[1]!.n).toBeGreaterThan(rows[0]!.n);
    expect(rows[1]!.high_pct - rows[1]!.low_pct).toBeLessThan(rows[0]!.high_pct - rows[0]!.low_pct);
  });

  test("no holdout match in the probability's range: no interval", () => {
    expect(winInterval(85, [{ n: 40, wins: 22 }, { n: 3, wins: 2 }, { n: 0, wins: 0 }, { n: 0, wins: 0 }, { n: 0, wins: 0 }], false)).toBeNull();
    expect(winInterval(72, [{ n: 40, wins: 22 }, { n: 3, wins: 2 }, { n: 1, wins: 1 }, { n: 0, wins: 0 }, { n: 0, wins: 0 }], false)).toMatchObject({ n: 1, favourite_wins: 1, sample_data: false, favourite_range: "70–80%" });
  });
});
