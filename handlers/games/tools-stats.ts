import type { GamesHandlers } from "../../generated/games/server";
import { checkLimit, requireHero } from "./core";
import { provenance } from "./cite";
import { parseRank, RULES } from "./games-config";
import type { GamesService } from "./service";
import { banRatesView, countersView, matchupTally, momentumView, synergyView, tierListView } from "./stats-views";
import { pct } from "./stats";

type StatsTools = Pick<GamesHandlers, "get_counters" | "get_synergy" | "get_matchup" | "get_tier_list" | "get_ban_rates" | "get_hero_momentum">;

/** Statistics computed from the stored matches of a game (sample unless an ingest source fed it). */
export function statsTools(svc: GamesService): StatsTools {
  const cite = (game: Parameters<typeof provenance>[0]["game"], matches: Parameters<typeof provenance>[0]["matches"], what: string) =>
    provenance({ game, matches, settings: svc.settings, baseUrl: svc.baseUrl(), what });
  const th = svc.settings;
  return {
    async get_counters(args, ctx) {
      const hero = requireHero(svc, args.game, args.hero, "/hero", ctx);
      const matches = await svc.store.load(args.game);
      const view = countersView(matches, svc.rosters[args.game], hero, checkLimit(args.limit, ctx), th);
      return { game: args.game, ...view, ...cite(args.game, matches, `Observed win rates against each opponent (pairs with at least ${th.minPairMatches} matches)`) };
    },
    async get_synergy(args, ctx) {
      const hero = requireHero(svc, args.game, args.hero, "/hero", ctx);
      const matches = await svc.store.load(args.game);
      const view = synergyView(matches, svc.rosters[args.game], hero, checkLimit(args.limit, ctx), th);
      return { game: args.game, ...view, ...cite(args.game, matches, `Observed win rates with each teammate (pairs with at least ${th.minPairMatches} matches)`) };
    },
    async get_matchup(args, ctx) {
      const hero = requireHero(svc, args.game, args.hero, "/hero", ctx);
      const opponent = requireHero(svc, args.game, args.opponent, "/opponent", ctx);
      if (hero === opponent) throw ctx.invalid({ path: "/opponent", message: `must be another hero than /hero (both are ${hero.displayName})` });
      const matches = await svc.store.load(args.game);
      const t = matchupTally(matches, svc.rosters[args.game], hero, opponent);
      if (t.matches === 0) throw ctx.error("not_found", `No stored ${args.game} match has ${hero.displayName} against ${opponent.displayName}.`);
      return { game: args.game, hero: hero.displayName, opponent: opponent.displayName, winrate_pct: pct(t), matches: t.matches, small_sample: t.matches < th.smallSampleMatches, ...cite(args.game, matches, "Observed head-to-head win rate") };
    },
    async get_tier_list(args, ctx) {
      const brackets = parseRank(RULES[args.game], args.rank);
      if (!brackets) throw ctx.invalid({ path: "/rank", message: `must be empty, one of ${RULES[args.game].brackets.join(", ")}, or two of them joined by a hyphen` });
      const matches = await svc.store.load(args.game);
      const view = tierListView(matches, svc.rosters[args.game], brackets, checkLimit(args.limit, ctx), th);
      const what = `Tier list of patch ${view.patch ?? "(none)"}, ${args.rank.trim() === "" ? "all ranks" : `rank ${args.rank.trim().toLowerCase()}`}, by observed win rate (heroes with at least ${th.minHeroMatches} matches)`;
      return { game: args.game, rank: args.rank.trim().toLowerCase(), heroes: view.heroes, total_matches: view.total_matches, ...cite(args.game, view.scope, what) };
    },
    async get_ban_rates(args, ctx) {
      // The interface document's pointer: game_a has no ban-phase export here.
      if (args.game === "game_a") throw ctx.error("no_ban_phase_data", "game_a has no ban-phase export here; use get_tournament_stats for the bans of official drafts.", { use: "get_tournament_stats" });
      const matches = await svc.store.load(args.game);
      const view = banRatesView(matches, svc.rosters[args.game], checkLimit(args.limit, ctx), th);
      return { game: args.game, heroes: view.heroes, total_matches: view.total_matches, ...cite(args.game, view.scope, "Ban rates of the current patch (matches = matches in which the hero was banned)") };
    },
    async get_hero_momentum(args, ctx) {
      const hero = args.hero.trim() === "" ? null : requireHero(svc, args.game, args.hero, "/hero", ctx);
      const matches = await svc.store.load(args.game);
      const view = momentumView(matches, svc.rosters[args.game], hero, checkLimit(args.limit, ctx), th);
      return { game: args.game, ...view, ...cite(args.game, matches, "Week-over-week win-rate movement (the 7 days up to the newest stored match against the 7 days before)") };
    },
  };
}
