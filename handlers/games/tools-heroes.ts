import type { GamesHandlers } from "../../generated/games/server";
import type { GamesCore } from "./core";

/** lookup_hero: the normaliser exposed; an empty query lists the roster. */
export function heroTools(core: GamesCore): Pick<GamesHandlers, "lookup_hero"> {
  return {
    async lookup_hero(args, ctx) {
      const game = args.game;
      const roster = core.rosters[game];
      if (args.query.trim() === "") {
        return {
          game,
          count: roster.heroes.length,
          heroes: roster.heroes.map((h) => ({ id: h.id, displayName: h.displayName, shortName: h.shortName, aliases: h.aliases })),
          sample: roster.sample,
        };
      }
      const hero = core.normalisers[game].resolve(args.query);
      if (!hero) {
        const candidates = core.normalisers[game].suggest(args.query);
        throw ctx.error("did_you_mean", `No ${game} hero matches "${args.query.slice(0, 80)}". Did you mean: ${candidates.map((c) => c.displayName).join(", ")}?`, {
          did_you_mean: candidates.map((c) => ({ id: c.id, displayName: c.displayName, shortName: c.shortName })),
        });
      }
      return { id: hero.id, displayName: hero.displayName, shortName: hero.shortName, game, sample: roster.sample };
    },
  };
}
