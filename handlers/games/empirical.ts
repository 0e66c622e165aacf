import type { Match } from "./match";
import type { Hero, Roster } from "./roster";
import { heroTallies, pairTallies, round2 } from "./stats";

/**
 * The empirical pair heuristic of recommend_pick for game_b and game_c (not a calibrated
 * probability): for each hero not yet picked, its pooled observed win rate against the enemy heroes
 * and its pooled duo win rate with my heroes, averaged (only one of them when the other side is
 * empty or has fewer than `min.minPair` pooled matches; the hero's overall win rate when both do,
 * and only from at least `min.minHero` matches: a hero with less data is left out, never ranked).
 * Scores are percentages, rounded to 2 decimals.
 */
export function pairScores(matches: readonly Match[], roster: Roster, mine: readonly Hero[], enemy: readonly Hero[], min: { minPair: number; minHero: number }, mirrorPicks: boolean): { hero: Hero; score: number }[] {
  const minMatches = min.minPair;
  const n = roster.heroes.length;
  const { versus, together } = pairTallies(matches, n);
  const overall = heroTallies(matches, n);
  // With mirror picks an enemy hero is still a candidate for my team.
  const taken = new Set([...mine, ...(mirrorPicks ? [] : enemy)].map((h) => h.index));
  const out: { hero: Hero; score: number }[] = [];
  for (const hero of roster.heroes) {
    if (taken.has(hero.index)) continue;
    const pooled = (tallies: typeof versus, others: readonly Hero[]) => {
      let [w, m] = [0, 0];
      for (const o of others) if (o !== hero) (w += tallies[hero.index * n + o.index]!.wins), (m += tallies[hero.index * n + o.index]!.matches);
      return m >= minMatches && m > 0 ? w / m : null;
    };
    const parts = [pooled(versus, enemy), pooled(together, mine)].filter((x): x is number => x !== null);
    const t = overall[hero.index]!;
    const score = parts.length > 0 ? parts.reduce((s, x) => s + x, 0) / parts.length : t.matches >= Math.max(1, min.minHero) ? t.wins / t.matches : null;
    if (score !== null) out.push({ hero, score: round2(100 * score) });
  }
  return out.sort((x, y) => y.score - x.score || x.hero.index - y.hero.index);
}
