import { createCore } from "../../handlers/games/core";
import { tournamentStats } from "../../handlers/games/tools-tournament";
import { sampleTournament, type TournamentGame } from "../../handlers/games/tournament";
import { startGames, type GamesHarness } from "./harness";

const roster = createCore().rosters.game_a;

describe("tournament statistics", () => {
  test("pick/ban/win counts against a hand-made two-game event", () => {
    const g = (winner: string, a: number[], b: number[], bans: number[]) => ({ winner, picks: [{ team: "X", heroes: a }, { team: "Y", heroes: b }], bans }) as unknown as TournamentGame;
    const s = tournamentStats([g("X", [0, 1], [2, 3], [4, 5]), g("Y", [0, 2], [1, 3], [4])], roster, 15);
    expect(s.games_played).toBe(2);
    // Anti-Mage (0): picked twice by X, won once; Axe (1): X won, Y won → 2/2; Bane (2): Y lost, X lost → 0/2.
    expect(s.most_picked).toEqual([
      { hero: "Anti-Mage", picks: 2, wins: 1, win_rate_pct: 50 },
      { hero: "Axe", picks: 2, wins: 2, win_rate_pct: 100 },
      { hero: "Bane", picks: 2, wins: 0, win_rate_pct: 0 },
      { hero: "Bloodseeker", picks: 2, wins: 1, win_rate_pct: 50 },
    ]);
    expect(s.most_banned).toEqual([
      { hero: "Crystal Maiden", bans: 2 },
      { hero: "Drow Ranger", bans: 1 },
    ]);
  });

  test("the sample event is deterministic and each game has two full drafts", () => {
    const t = sampleTournament(roster, 1);
    expect(t).toEqual(sampleTournament(roster, 1));
    for (const game of t) {
      expect(game.players).toHaveLength(10);
      expect(new Set([...game.picks.flatMap((p) => p.heroes), ...game.bans]).size).toBe(24);
      expect(game.teams).toContain(game.winner);
    }
  });

  test("box scores are not templated: carries' builds differ, every build is boots then role items", () => {
    // Before: every carry bought Power Treads then Battle Fury, in every game.
    const carries = sampleTournament(roster, 20_261_116).flatMap((g) => g.players.filter((p) => p.lane === "safe lane" && p.player.endsWith("carry")));
    const firstTwo = new Set(carries.map((p) => p.item_timings.slice(0, 2).map((i) => i.item).join(" > ")));
    expect(firstTwo.size).toBeGreaterThan(carries.length / 3);
    expect(carries.filter((p) => p.item_timings[1]?.item === "Battle Fury").length).toBeLessThan(carries.length / 2);
    for (const p of carries) expect(p.item_timings[0]?.item ?? "Power Treads").toMatch(/Treads|Phase/);
  });
});

describe("tournament tools over MCP", () => {
  let h: GamesHarness;
  beforeAll(async () => {
    h = await startGames({ GAMES_SAMPLE_MATCHES: "500" });
  });
  afterAll(() => h.close());

  test("stats of the default event; box scores newest first, filtered by match, team and stage", async () => {
    const s = await h.tool("get_tournament_stats", { limit: 5 });
    expect(s.event).toBe("sample-invitational-2026");
    expect(s.games_played).toBe(21);
    expect(s.most_picked).toHaveLength(5);
    expect(s.citation).toMatch(/[Ss]ample/);
    const games = await h.tool("get_tournament_game_stats", {});
    expect(games.games).toHaveLength(3);
    expect(games.games[0].stage).toBe("grand final");
    const one = await h.tool("get_tournament_game_stats", { match_id: games.games[1].match_id });
    expect(one.games).toEqual([games.games[1]]);
    const team = await h.tool("get_tournament_game_stats", { team: "aurora", stage: "Group Stage", limit: 10 });
    expect(team.games.length).toBeGreaterThan(0);
    for (const g of team.games) expect([g.stage, g.teams.includes("Sample Aurora")]).toEqual(["group stage", true]);
  });

  test("other games, events and match ids are refused with the declared codes", async () => {
    expect((await h.refusal("get_tournament_stats", { game: "game_b" })).code).toBe("game_not_covered");
    expect((await h.refusal("get_tournament_stats", { event: "other-event-2026" })).code).toBe("not_found");
    expect((await h.refusal("get_tournament_game_stats", { match_id: 42 })).code).toBe("not_found");
    expect((await h.refusal("get_tournament_game_stats", { event: "Not A Slug" })).issues![0]!.path).toBe("/event");
  });

  test("search and fetch reach the tournament document", async () => {
    const r = await h.tool("search", { query: "pro tournament picks" });
    expect(r.results[0].id).toBe("game_a:tournament:sample-invitational-2026");
    const doc = JSON.parse((await h.tool("fetch", { id: r.results[0].id })).text);
    expect(doc.games_played).toBe(21);
  });
});
