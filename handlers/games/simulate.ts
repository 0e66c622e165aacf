import { RULES } from "./games-config";
import type { Match } from "./match";
import { Random, sigmoid } from "./random";
import type { GameId, Roster } from "./roster";

/**
 * The documented, seeded match simulator behind the embedded sample dataset (docs/games.md,
 * "Sample data"). Every figure computed from its matches is labelled sample.
 *
 * Hidden truth per game, drawn from the seed: a strength per hero (logit, sd 0.11), a per-bracket
 * adjustment per hero (sd 0.05), a change per hero in the newest patch (sd 0.07), a weekly drift
 * per hero (sd 0.02 per week), a synergy for 6% of hero pairs (sd 0.15; game_c team-ups +0.15) and a
 * counter effect for 6% of ordered opposing pairs (sd 0.15, antisymmetric), a pick popularity
 * (log-normal, sd 0.6) and, for game_a, a radiant advantage of 0.08. A match draws its start time
 * uniformly over the `days` before `end`, its bracket uniformly, both teams by popularity (bans
 * first for game_b/game_c, by popularity × strength), and its winner from the logistic of the
 * summed effects. The magnitudes are set so the figures look like public ranked data: most heroes
 * win 45–55% of their matches (game_a default sample: 107 of 127, none above 60%), matchups move a
 * few points, not 30 (test/games/sample.test.ts holds the spread).
 */
export interface SimulateOptions {
  game: GameId;
  roster: Roster;
  matches: number;
  seed: number;
  /** End of the sampled period (epoch ms); the default dataset uses 2026-11-16T00:00:00Z. */
  end: number;
  days?: number;
}

export const SAMPLE_END = Date.parse("2026-11-16T00:00:00Z");
const DAY = 86_400_000;

export function simulateMatches(opts: SimulateOptions): Match[] {
  const rules = RULES[opts.game];
  const n = opts.roster.heroes.length;
  const days = opts.days ?? 28;
  const rnd = new Random(opts.seed ^ hash(opts.game));
  const strength = Array.from({ length: n }, () => rnd.gaussian(0.11));
  const byBracket = rules.brackets.map(() => Array.from({ length: n }, () => rnd.gaussian(0.05)));
  const patchShift = Array.from({ length: n }, () => rnd.gaussian(0.07));
  const drift = Array.from({ length: n }, () => rnd.gaussian(0.02));
  const popularity = Array.from({ length: n }, () => Math.exp(rnd.gaussian(0.6)));
  const synergy = new Float64Array(n * n);
  const counter = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (rnd.next() < 0.06) synergy[i * n + j] = synergy[j * n + i] = rnd.gaussian(0.15);
      if (rnd.next() < 0.06) {
        const c = rnd.gaussian(0.15);
        counter[i * n + j] = c;
        counter[j * n + i] = -c;
      }
    }
  }
  for (const [x, y] of opts.roster.teamUps) synergy[x * n + y] = synergy[y * n + x] = synergy[x * n + y]! + 0.15;
  const start = opts.end - days * DAY;
  const times = Array.from({ length: opts.matches }, () => start + Math.floor(rnd.next() * days * DAY)).sort((x, y) => x - y);
  const newPatchFrom = start + Math.floor(days / 4) * DAY;
  const banWeights = popularity.map((p, i) => p * Math.exp(2 * strength[i]!));
  return times.map((startedAt, k) => {
    const bi = Math.floor(rnd.next() * rules.brackets.length);
    const newPatch = startedAt >= newPatchFrom;
    const week = (startedAt - start) / (7 * DAY);
    const eff = (h: number) => strength[h]! + byBracket[bi]![h]! + (newPatch ? patchShift[h]! : 0) + drift[h]! * week;
    const taken = new Set<number>();
    const bans = rules.bansPerMatch > 0 ? rnd.weightedDistinct(banWeights, rules.bansPerMatch, taken) : [];
    const a = rnd.weightedDistinct(popularity, rules.teamSize, taken);
    const b = rnd.weightedDistinct(popularity, rules.teamSize, taken);
    let z = rules.sided ? 0.08 : 0;
    for (const h of a) z += eff(h);
    for (const h of b) z -= eff(h);
    z += pairSum(synergy, n, a) - pairSum(synergy, n, b);
    for (const x of a) for (const y of b) z += counter[x * n + y]!;
    return {
      id: 1_000_000 + k,
      startedAt,
      patch: rules.samplePatches[newPatch ? 1 : 0]!,
      bracket: rules.brackets[bi]!,
      a: a.sort((x, y) => x - y),
      b: b.sort((x, y) => x - y),
      aWin: rnd.next() < sigmoid(z),
      bans: bans.sort((x, y) => x - y),
      source: "sample",
    };
  });
}

function pairSum(m: Float64Array, n: number, team: number[]): number {
  let s = 0;
  for (let i = 0; i < team.length; i++) for (let j = i + 1; j < team.length; j++) s += m[team[i]! * n + team[j]!]!;
  return s;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
