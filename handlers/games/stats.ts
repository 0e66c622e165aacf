import type { Match } from "./match";

/** Wins and matches of one hero, pair or ordered opposing pair. */
export interface Tally {
  wins: number;
  matches: number;
}

export const pct = (t: Tally): number => round2((100 * t.wins) / t.matches);
export const round2 = (x: number): number => Math.round(x * 100) / 100;

/**
 * Pair tallies of a set of matches for a roster of `n` heroes: `versus[x*n+y]` counts matches with
 * x and y on opposite teams and x's wins; `together[x*n+y]` counts matches with both on one team
 * and that team's wins (symmetric).
 */
export interface PairTallies {
  n: number;
  versus: Tally[];
  together: Tally[];
}

const cache = new WeakMap<readonly Match[], PairTallies>();

export function pairTallies(matches: readonly Match[], n: number): PairTallies {
  const hit = cache.get(matches);
  if (hit && hit.n === n) return hit;
  const versusW = new Uint32Array(n * n);
  const versusM = new Uint32Array(n * n);
  const withW = new Uint32Array(n * n);
  const withM = new Uint32Array(n * n);
  for (const m of matches) {
    for (const x of m.a) {
      for (const y of m.b) {
        versusM[x * n + y]!++;
        versusM[y * n + x]!++;
        if (m.aWin) versusW[x * n + y]!++;
        else versusW[y * n + x]!++;
      }
    }
    for (const [team, won] of [[m.a, m.aWin], [m.b, !m.aWin]] as const) {
      for (let i = 0; i < team.length; i++) {
        for (let j = i + 1; j < team.length; j++) {
          const [x, y] = [team[i]!, team[j]!];
          withM[x * n + y]!++;
          withM[y * n + x]!++;
          if (won) {
            withW[x * n + y]!++;
            withW[y * n + x]!++;
          }
        }
      }
    }
  }
  const tallies = (w: Uint32Array, m: Uint32Array) => Array.from(m, (matchesN, i) => ({ wins: w[i]!, matches: matchesN }));
  const out = { n, versus: tallies(versusW, versusM), together: tallies(withW, withM) };
  cache.set(matches, out);
  return out;
}

/** Per-hero picks and wins over a set of matches. */
export function heroTallies(matches: readonly Match[], n: number): Tally[] {
  const t = Array.from({ length: n }, () => ({ wins: 0, matches: 0 }));
  for (const m of matches) {
    for (const h of m.a) {
      t[h]!.matches++;
      if (m.aWin) t[h]!.wins++;
    }
    for (const h of m.b) {
      t[h]!.matches++;
      if (!m.aWin) t[h]!.wins++;
    }
  }
  return t;
}

/** The rows of `hero` against (or with) every other hero with at least `minMatches`, best and worst first. */
export function rankedPairs(tallies: Tally[], n: number, hero: number, minMatches: number, limit: number): { best: { other: number; t: Tally }[]; worst: { other: number; t: Tally }[] } {
  const rows: { other: number; t: Tally }[] = [];
  for (let o = 0; o < n; o++) {
    const t = tallies[hero * n + o]!;
    if (o !== hero && t.matches >= minMatches && t.matches > 0) rows.push({ other: o, t });
  }
  const rate = (r: { t: Tally }) => r.t.wins / r.t.matches;
  const best = [...rows].sort((x, y) => rate(y) - rate(x) || y.t.matches - x.t.matches || x.other - y.other).slice(0, limit);
  const worst = [...rows].sort((x, y) => rate(x) - rate(y) || y.t.matches - x.t.matches || x.other - y.other).slice(0, limit);
  return { best, worst };
}

/** The newest patch among matches (by the latest match start), or null for none. */
export function currentPatch(matches: readonly Match[]): string | null {
  let latest: Match | null = null;
  for (const m of matches) if (!latest || m.startedAt > latest.startedAt) latest = m;
  return latest?.patch ?? null;
}

const WEEK = 7 * 86_400_000;

/**
 * Week-over-week movement: "this week" is the 7 days up to the newest stored match, "the week
 * before" the 7 days before that. Returns per-hero tallies of both weeks.
 */
export function weeklyTallies(matches: readonly Match[], n: number): { thisWeek: Tally[]; previous: Tally[]; end: number | null } {
  const end = matches.reduce((mx, m) => Math.max(mx, m.startedAt), -Infinity);
  if (!Number.isFinite(end)) return { thisWeek: heroTallies([], n), previous: heroTallies([], n), end: null };
  const thisWeek = matches.filter((m) => m.startedAt > end - WEEK);
  const previous = matches.filter((m) => m.startedAt > end - 2 * WEEK && m.startedAt <= end - WEEK);
  return { thisWeek: heroTallies(thisWeek, n), previous: heroTallies(previous, n), end };
}

/** How many matches banned each hero. */
export function banCounts(matches: readonly Match[], n: number): number[] {
  const c = new Array<number>(n).fill(0);
  for (const m of matches) for (const h of m.bans) c[h]!++;
  return c;
}
