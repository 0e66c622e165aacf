import type { Match } from "./match";
import type { Hero, Roster } from "./roster";
import { banCounts, currentPatch, heroTallies, pairTallies, pct, rankedPairs, round2, weeklyTallies } from "./stats";

/** Thresholds below which a figure is left out as too small a sample (settings.ts). */
export interface Thresholds {
  minPairMatches: number;
  minHeroMatches: number;
  /** Figures from fewer matches carry small_sample: true (shown, but flagged). */
  smallSampleMatches: number;
}

export function countersView(matches: readonly Match[], roster: Roster, hero: Hero, limit: number, th: Thresholds) {
  const n = roster.heroes.length;
  const { best, worst } = rankedPairs(pairTallies(matches, n).versus, n, hero.index, th.minPairMatches, limit);
  const row = (r: { other: number; t: { wins: number; matches: number } }) => ({ hero: hero.displayName, opponent: roster.heroes[r.other]!.displayName, winrate_pct: pct(r.t), matches: r.t.matches, small_sample: r.t.matches < th.smallSampleMatches });
  return { hero: hero.displayName, best_against: best.map(row), worst_against: worst.map(row) };
}

export function synergyView(matches: readonly Match[], roster: Roster, hero: Hero, limit: number, th: Thresholds) {
  const n = roster.heroes.length;
  const { best, worst } = rankedPairs(pairTallies(matches, n).together, n, hero.index, th.minPairMatches, limit);
  const row = (r: { other: number; t: { wins: number; matches: number } }) => ({ hero: hero.displayName, teammate: roster.heroes[r.other]!.displayName, winrate_pct: pct(r.t), matches: r.t.matches, small_sample: r.t.matches < th.smallSampleMatches });
  return { hero: hero.displayName, best_with: best.map(row), worst_with: worst.map(row) };
}

/** Head-to-head tally of hero against opponent (matches 0 when they never met). */
export function matchupTally(matches: readonly Match[], roster: Roster, hero: Hero, opponent: Hero) {
  const n = roster.heroes.length;
  return pairTallies(matches, n).versus[hero.index * n + opponent.index]!;
}

/** Current-patch heroes in the given brackets, best first; heroes under minHeroMatches are left out. */
export function tierListView(matches: readonly Match[], roster: Roster, brackets: readonly string[], limit: number, th: Thresholds) {
  const patch = currentPatch(matches);
  const inScope = matches.filter((m) => m.patch === patch && brackets.includes(m.bracket));
  const tallies = heroTallies(inScope, roster.heroes.length);
  const heroes = roster.heroes
    .map((h) => ({ h, t: tallies[h.index]! }))
    .filter(({ t }) => t.matches >= th.minHeroMatches && t.matches > 0)
    .sort((x, y) => y.t.wins / y.t.matches - x.t.wins / x.t.matches || y.t.matches - x.t.matches || x.h.index - y.h.index)
    .slice(0, limit)
    .map(({ h, t }) => ({ hero: h.displayName, shortName: h.shortName, winrate_pct: pct(t), matches: t.matches, small_sample: t.matches < th.smallSampleMatches }));
  return { patch, heroes, total_matches: inScope.length, scope: inScope };
}

/** Current-patch ban rates: share of matches in which each hero was banned. */
export function banRatesView(matches: readonly Match[], roster: Roster, limit: number, th: Pick<Thresholds, "smallSampleMatches">) {
  const patch = currentPatch(matches);
  const inScope = matches.filter((m) => m.patch === patch);
  const bans = banCounts(inScope, roster.heroes.length);
  const heroes = roster.heroes
    .filter((h) => bans[h.index]! > 0)
    .sort((x, y) => bans[y.index]! - bans[x.index]! || x.index - y.index)
    .slice(0, limit)
    .map((h) => ({ hero: h.displayName, ban_rate_pct: round2((100 * bans[h.index]!) / inScope.length), matches: bans[h.index]!, small_sample: inScope.length < th.smallSampleMatches }));
  return { heroes, total_matches: inScope.length, scope: inScope };
}

/**
 * Week-over-week win-rate movement. One hero: its row (whatever its sample). No hero: the heroes
 * with at least minHeroMatches in both weeks, by size of movement.
 */
export function momentumView(matches: readonly Match[], roster: Roster, hero: Hero | null, limit: number, th: Thresholds) {
  const { thisWeek, previous } = weeklyTallies(matches, roster.heroes.length);
  const row = (h: Hero) => {
    const [now, before] = [thisWeek[h.index]!, previous[h.index]!];
    if (now.matches === 0 || before.matches === 0) return null;
    return { hero: h.displayName, win_rate_pct: pct(now), previous_win_rate_pct: pct(before), delta_pp: round2(pct(now) - pct(before)), matches: now.matches, small_sample: Math.min(now.matches, before.matches) < th.smallSampleMatches };
  };
  if (hero) {
    const r = row(hero);
    return { movers: r ? [r] : [] };
  }
  const movers = roster.heroes
    .filter((h) => thisWeek[h.index]!.matches >= th.minHeroMatches && previous[h.index]!.matches >= th.minHeroMatches)
    .map((h) => row(h)!)
    .sort((x, y) => Math.abs(y.delta_pp) - Math.abs(x.delta_pp) || x.hero.localeCompare(y.hero, "en"))
    .slice(0, limit);
  return { movers };
}
