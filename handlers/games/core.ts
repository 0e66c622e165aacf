import type { ErrorDetails } from "mcpforge/runtime";
import { HeroNormaliser } from "./normalise";
import { GAMES, loadRosters, type GameId, type Hero, type Roster } from "./roster";

/** What every games tool module shares: the rosters and their normalisers (one per game). */
export interface GamesCore {
  rosters: Record<GameId, Roster>;
  normalisers: Record<GameId, HeroNormaliser>;
}

export function createCore(): GamesCore {
  const rosters = loadRosters();
  const normalisers = Object.fromEntries(GAMES.map((g) => [g, new HeroNormaliser(rosters[g])])) as Record<GameId, HeroNormaliser>;
  return { rosters, normalisers };
}

interface Refuser {
  error(code: "not_found", message: string, details?: ErrorDetails): Error;
}

/** One hero argument through the normaliser; unknown → not_found naming the field, with did_you_mean. */
export function requireHero(core: GamesCore, game: GameId, name: string, field: string, ctx: Refuser): Hero {
  const hero = core.normalisers[game].resolve(name);
  if (hero) return hero;
  const candidates = core.normalisers[game].suggest(name);
  throw ctx.error("not_found", `${field}: no ${game} hero matches "${name.slice(0, 80)}"; did you mean ${candidates.map((c) => c.displayName).join(", ")}?`, {
    field,
    did_you_mean: candidates.map((c) => ({ id: c.id, displayName: c.displayName, shortName: c.shortName })),
  });
}

interface Invalid {
  invalid(issue: { path: string; message: string }): Error;
}

/** `limit` must be at least 1; values above the roster size simply return everything. */
export function checkLimit(limit: number, ctx: Invalid): number {
  if (limit < 1) throw ctx.invalid({ path: "/limit", message: "must be at least 1" });
  return limit;
}
