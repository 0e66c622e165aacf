import { HeroNormaliser } from "./normalise";
import { GAMES, loadRosters, type GameId, type Roster } from "./roster";

/** What every games tool module shares: the rosters and their normalisers (one per game). */
export interface GamesCore {
  rosters: Record<GameId, Roster>;
  normalisers: Record<GameId, HeroNormaliser>;
}

export function createCore(dataDir?: string): GamesCore {
  const rosters = loadRosters(dataDir);
  const normalisers = Object.fromEntries(GAMES.map((g) => [g, new HeroNormaliser(rosters[g])])) as Record<GameId, HeroNormaliser>;
  return { rosters, normalisers };
}
