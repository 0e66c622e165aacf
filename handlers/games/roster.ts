import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

// Imported (not read from disk) so that `mcpforge pack games` ships them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const COMMUNITY_NAMES: unknown = require("../../data/games/game_a-community-names.json");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const GAME_B: unknown = require("../../data/games/game_b.json");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const GAME_C: unknown = require("../../data/games/game_c.json");

export type GameId = "game_a" | "game_b" | "game_c";
export const GAMES: readonly GameId[] = ["game_a", "game_b", "game_c"];

/** One hero of a roster. `index` is its position (0…n-1), used by the statistics and the model. */
export interface Hero {
  index: number;
  id: string;
  displayName: string;
  shortName: string;
  aliases: string[];
  /** OpenDota numeric hero id (game_a only), to map ingested matches. */
  numericId?: number;
}

export interface Roster {
  game: GameId;
  heroes: Hero[];
  /** True when the roster itself is sample data (game_b, game_c). */
  sample: boolean;
  /** game_c team-ups: pairs of hero indexes. */
  teamUps: [number, number][];
  byId: Map<string, Hero>;
  byNumericId: Map<number, Hero>;
}

/** The slug of a display name: "Nature's Prophet" → "natures-prophet". */
export function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function shippedGamesDir(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, "data", "games", "game_b.json"))) return join(dir, "data", "games");
  }
  return join(process.cwd(), "data", "games");
}

interface DotaHero {
  id: number;
  name: string;
  localized_name: string;
}

/**
 * game_a: every hero of dotaconstants (MIT, odota/dotaconstants, build/heroes.json), read as a file
 * (the package's index loads 5 MB of other tables), plus community short names from
 * data/games/game_a-community-names.json. Heroes without a curated short name get their initials
 * when the display name has several words and the initials are unique, else the display name.
 */
function gameARoster(): Roster {
  const raw = Object.values(dotaconstantsTable("heroes") as Record<string, DotaHero>).sort((a, b) => a.id - b.id);
  const curated = (COMMUNITY_NAMES as { heroes: Record<string, { short: string; aliases: string[] }> }).heroes;
  const initials = (name: string) => name.split(/[\s-]+/).filter(Boolean).map((w) => w[0]!.toUpperCase()).join("");
  const initialCount = new Map<string, number>();
  for (const h of raw) initialCount.set(initials(h.localized_name), (initialCount.get(initials(h.localized_name)) ?? 0) + 1);
  const heroes = raw.map((h, index): Hero => {
    const id = slugOf(h.localized_name);
    const internal = h.name.replace(/^npc_dota_hero_/, "");
    const words = h.localized_name.split(/\s+/).length;
    const ini = initials(h.localized_name);
    const shortName = curated[id]?.short ?? (words > 1 && initialCount.get(ini) === 1 ? ini : h.localized_name);
    const aliases = [...new Set([...(curated[id]?.aliases ?? []), internal.replace(/_/g, " ")])].filter((a) => a.toLowerCase() !== h.localized_name.toLowerCase());
    return { index, id, displayName: h.localized_name, shortName, aliases, numericId: h.id };
  });
  return indexRoster("game_a", heroes, false, []);
}

function fileRoster(game: GameId, json: unknown): Roster {
  const data = json as {
    sample: boolean;
    heroes: Omit<Hero, "index">[];
    team_ups?: [string, string][];
  };
  const heroes = data.heroes.map((h, index) => ({ ...h, index }));
  const idx = new Map(heroes.map((h) => [h.id, h.index]));
  const teamUps = (data.team_ups ?? []).map(([a, b]): [number, number] => {
    if (!idx.has(a) || !idx.has(b)) throw new Error(`data/games/${game}.json: team-up ${a}+${b} names an unknown hero`);
    return [idx.get(a)!, idx.get(b)!];
  });
  return indexRoster(game, heroes, data.sample, teamUps);
}

function indexRoster(game: GameId, heroes: Hero[], sample: boolean, teamUps: [number, number][]): Roster {
  const byId = new Map(heroes.map((h) => [h.id, h]));
  if (byId.size !== heroes.length) throw new Error(`${game} roster: duplicate hero ids`);
  const byNumericId = new Map(heroes.filter((h) => h.numericId !== undefined).map((h) => [h.numericId!, h]));
  return { game, heroes, sample, teamUps, byId, byNumericId };
}

/** The three rosters, loaded once per process. */
export function loadRosters(): Record<GameId, Roster> {
  return { game_a: gameARoster(), game_b: fileRoster("game_b", GAME_B), game_c: fileRoster("game_c", GAME_C) };
}

/**
 * A dotaconstants table ("heroes", "patch"): its build file read directly, since the package index
 * loads every table (5 MB); the index is the fallback should the file layout change. The literal
 * require also lets `mcpforge pack` ship the package.
 */
export function dotaconstantsTable(name: "heroes" | "patch"): unknown {
  try {
    return JSON.parse(readFileSync(join(dirname(require.resolve("dotaconstants")), "build", `${name}.json`), "utf8"));
  } catch {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require("dotaconstants") as Record<string, unknown>)[name];
  }
}

/** The provenance notes of the data files, for /games/about when data/games/README.md is absent. */
export function aboutFallback(): string {
  const notes = [COMMUNITY_NAMES, GAME_B, GAME_C].map((d) => `- ${(d as { about: string }).about}`);
  return `# Game analytics data (sample where stated)\n\n${notes.join("\n")}\n\nMatches: sample matches from the seeded simulator (handlers/games/simulate.ts) unless a match source is configured; every result computed from them says sample in its citation.\n`;
}
