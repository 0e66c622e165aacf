import { RULES } from "./games-config";
import type { GameId, Hero } from "./roster";
import type { GamesCore } from "./core";

/** A draft after the normaliser: recognised heroes per team and the names it could not place. */
export interface ResolvedDraft {
  mine: Hero[];
  enemy: Hero[];
  /** Names not recognised, as given, with the field they came from. */
  unrecognised: { field: string; name: string }[];
}

interface Invalid {
  invalid(issue: { path: string; message: string }): Error;
}

/**
 * Resolves both teams through the one normaliser. Refuses (naming the field) a team larger than
 * the game allows and, in game_a (no mirror picks), a hero on both teams; unrecognised names are
 * kept for the result to report.
 */
export function resolveDraft(core: GamesCore, game: GameId, mine: readonly string[], enemy: readonly string[], ctx: Invalid, max = RULES[game].teamSize): ResolvedDraft {
  const unrecognised: ResolvedDraft["unrecognised"] = [];
  const team = (names: readonly string[], field: string) => {
    if (names.length > max) throw ctx.invalid({ path: field, message: `must have at most ${max} heroes for ${game}` });
    const r = core.normalisers[game].resolveAll(names);
    unrecognised.push(...r.unrecognised.map((name) => ({ field, name })));
    return r.heroes;
  };
  const a = team(mine, "/my_heroes");
  const b = team(enemy, "/enemy_heroes");
  const both = RULES[game].mirrorPicks ? undefined : a.find((h) => b.includes(h));
  if (both) throw ctx.invalid({ path: "/enemy_heroes", message: `${both.displayName} is also in /my_heroes; a hero can be on one team only` });
  return { mine: a, enemy: b, unrecognised };
}

/** The citation suffix that reports unrecognised names (never silently dropped). */
export function unrecognisedNote(unrecognised: ResolvedDraft["unrecognised"]): string {
  if (unrecognised.length === 0) return "";
  return `; names not recognised and left out: ${unrecognised.map((u) => `${u.field.slice(1)} "${u.name.slice(0, 60)}"`).join(", ")} (resolve them with lookup_hero)`;
}
