import type { GamesHandlers } from "../../generated/games/server";
import { checkLimit } from "./core";
import type { Roster } from "./roster";
import type { GamesService } from "./service";
import { round2 } from "./stats";
import { SAMPLE_EVENT, type TournamentGame } from "./tournament";

type TournamentTools = Pick<GamesHandlers, "get_tournament_stats" | "get_tournament_game_stats">;

export const TOURNAMENT_CITATION = `Sample tournament (${SAMPLE_EVENT}): invented teams, players, drafts and box scores from the mcpforge seeded generator over the real game_a hero roster (dotaconstants); sample data, not official records. Small-sample records, not calibrated probabilities.`;

/** Pick/ban/win counts per hero over an event's games. */
export function tournamentStats(games: readonly TournamentGame[], roster: Roster, limit: number) {
  const n = roster.heroes.length;
  const picks = new Array<number>(n).fill(0);
  const wins = new Array<number>(n).fill(0);
  const bans = new Array<number>(n).fill(0);
  for (const g of games) {
    for (const side of g.picks) for (const h of side.heroes) (picks[h]! += 1), (wins[h]! += side.team === g.winner ? 1 : 0);
    for (const h of g.bans) bans[h]! += 1;
  }
  const order = (count: number[]) => roster.heroes.filter((h) => count[h.index]! > 0).sort((a, b) => count[b.index]! - count[a.index]! || a.index - b.index);
  return {
    games_played: games.length,
    most_picked: order(picks)
      .slice(0, limit)
      .map((h) => ({ hero: h.displayName, picks: picks[h.index]!, wins: wins[h.index]!, win_rate_pct: round2((100 * wins[h.index]!) / picks[h.index]!) })),
    most_banned: order(bans)
      .slice(0, limit)
      .map((h) => ({ hero: h.displayName, bans: bans[h.index]! })),
  };
}

/** Tournament tools over the sample event; other games answer game_not_covered, other events not_found. */
export function tournamentTools(svc: GamesService, games: readonly TournamentGame[]): TournamentTools {
  const source_url = () => svc.settings.sampleSourceUrl ?? `${svc.baseUrl()}/games/about`;
  const checkEvent = (game: string, event: string | undefined, ctx: { error(code: "game_not_covered" | "not_found", m: string): Error }) => {
    if (game !== "game_a") throw ctx.error("game_not_covered", `${game} has no tournament coverage; only game_a has.`);
    const slug = event ?? SAMPLE_EVENT;
    if (slug !== SAMPLE_EVENT) throw ctx.error("not_found", `No tournament "${slug}" is stored; the covered event is ${SAMPLE_EVENT} (sample).`);
    return slug;
  };
  return {
    async get_tournament_stats(args, ctx) {
      const event = checkEvent(args.game, args.event, ctx);
      return { game: "game_a" as const, event, ...tournamentStats(games, svc.rosters.game_a, checkLimit(args.limit, ctx)), citation: TOURNAMENT_CITATION, source_url: source_url() };
    },
    async get_tournament_game_stats(args, ctx) {
      const event = checkEvent(args.game, args.event, ctx);
      const limit = checkLimit(args.limit, ctx);
      const fold = (s: string) => s.trim().toLowerCase();
      let list = [...games].sort((a, b) => b.startedAt - a.startedAt);
      if (args.match_id !== 0) {
        list = list.filter((g) => g.match_id === args.match_id);
        if (list.length === 0) throw ctx.error("not_found", `No game with match_id ${args.match_id} in ${event}.`);
      }
      if (args.team.trim() !== "") list = list.filter((g) => g.teams.some((t) => fold(t) === fold(args.team) || fold(t).includes(fold(args.team))));
      if (args.stage.trim() !== "") list = list.filter((g) => fold(g.stage) === fold(args.stage));
      const out = list.slice(0, limit).map(({ picks: _p, bans: _b, startedAt: _s, ...box }) => box);
      return { game: "game_a" as const, event, games: out, citation: TOURNAMENT_CITATION, source_url: source_url() };
    },
  };
}
