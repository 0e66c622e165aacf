import type { GameId } from "./roster";

/** What differs between the three games: team size, rank words, ban phase, side. */
export interface GameRules {
  teamSize: number;
  /** Rank brackets, lowest first (document part 4, "Rank words"). */
  brackets: readonly string[];
  /** Heroes banned per match (both teams together) in the sample; 0 = no ban-phase data. */
  bansPerMatch: number;
  /** game_a has a radiant/dire side; the others ignore my_side. */
  sided: boolean;
  /** Whether one hero may be on both teams (mirror picks): not in game_a's draft, allowed in game_b/game_c. */
  mirrorPicks: boolean;
  /** The patches of the sample, oldest first; the last one is "current". */
  samplePatches: readonly string[];
}

export const RULES: Record<GameId, GameRules> = {
  game_a: { teamSize: 5, brackets: ["herald", "guardian", "crusader", "archon", "legend", "ancient"], bansPerMatch: 0, sided: true, mirrorPicks: false, samplePatches: ["7.40", "7.41"] },
  game_b: { teamSize: 6, brackets: ["low", "mid", "high", "top"], bansPerMatch: 4, sided: false, mirrorPicks: true, samplePatches: ["1.0", "1.1"] },
  game_c: { teamSize: 6, brackets: ["low", "mid", "high", "top"], bansPerMatch: 4, sided: false, mirrorPicks: true, samplePatches: ["1.0", "1.1"] },
};

/**
 * Parses a rank argument: empty = all brackets; one word; or a band of two words joined by a hyphen
 * ("legend-ancient" = legend and ancient and everything between). Returns null when a word is not
 * a bracket of the game.
 */
export function parseRank(rules: GameRules, rank: string): string[] | null {
  const r = rank.trim().toLowerCase();
  if (r === "") return [...rules.brackets];
  const parts = r.split("-");
  if (parts.length > 2) return null;
  const idx = parts.map((p) => rules.brackets.indexOf(p));
  if (idx.some((i) => i < 0)) return null;
  const [lo, hi] = [Math.min(...idx), Math.max(...idx)];
  return rules.brackets.slice(lo, hi + 1);
}
