import { startGames, type GamesHarness } from "./harness";

let h: GamesHarness;
beforeAll(async () => {
  h = await startGames({ GAMES_SAMPLE_MATCHES: "3000", GAMES_MIN_PAIR_MATCHES: "5" });
});
afterAll(() => h.close());

describe("statistics tools over MCP on the stored sample", () => {
  test("counters: rows meet the sample threshold, are sorted, and cite the sample", async () => {
    const r = await h.tool("get_counters", { game: "game_a", hero: "am", limit: 5 });
    expect(r.hero).toBe("Anti-Mage");
    expect(r.best_against).toHaveLength(5);
    expect(r.citation).toMatch(/sample/);
    expect(r.source_url).toBe(`${h.host.url}/games/about`);
    const rates = r.best_against.map((x: { winrate_pct: number }) => x.winrate_pct);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    for (const row of [...r.best_against, ...r.worst_against]) expect(row.matches).toBeGreaterThanOrEqual(5);
    // The documented small-sample threshold (GAMES_SMALL_SAMPLE_MATCHES, 100) flags, per row.
    for (const row of [...r.best_against, ...r.worst_against]) expect(row.small_sample).toBe(row.matches < 100);
    const page = await fetch(r.source_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/sample/);
  });

  test("a matchup is the counters row, and both directions add up to 100 over the same matches", async () => {
    const c = await h.tool("get_counters", { game: "game_a", hero: "pudge", limit: 1 });
    const row = c.best_against[0];
    const m = await h.tool("get_matchup", { game: "game_a", hero: "Pudge", opponent: row.opponent });
    expect([m.winrate_pct, m.matches]).toEqual([row.winrate_pct, row.matches]);
    const back = await h.tool("get_matchup", { game: "game_a", hero: row.opponent, opponent: "pudge" });
    expect(back.matches).toBe(m.matches);
    expect(back.winrate_pct + m.winrate_pct).toBeCloseTo(100, 1);
  });

  test("synergy for a game_c hero; tier list per bracket with total_matches; ban rates; momentum", async () => {
    const s = await h.tool("get_synergy", { game: "game_c", hero: "Iron Titan" });
    expect(s.best_with.length).toBeGreaterThan(0);
    const all = await h.tool("get_tier_list", { game: "game_b" });
    const top = await h.tool("get_tier_list", { game: "game_b", rank: "top", limit: 3 });
    expect(top.heroes).toHaveLength(3);
    expect(top.rank).toBe("top");
    expect(top.total_matches).toBeGreaterThan(0);
    expect(top.total_matches).toBeLessThan(all.total_matches);
    const bans = await h.tool("get_ban_rates", { game: "game_c", limit: 4 });
    expect(bans.heroes).toHaveLength(4);
    expect(bans.heroes[0].ban_rate_pct).toBeCloseTo((100 * bans.heroes[0].matches) / bans.total_matches, 1);
    const mom = await h.tool("get_hero_momentum", { game: "game_a", limit: 3 });
    expect(mom.movers).toHaveLength(3);
    const deltas = mom.movers.map((x: { delta_pp: number }) => Math.abs(x.delta_pp));
    expect(deltas).toEqual([...deltas].sort((a, b) => b - a));
  });

  test("bad input is refused naming the field", async () => {
    const unknown = await h.refusal("get_counters", { game: "game_a", hero: "Shadow" });
    expect(unknown.code).toBe("not_found");
    expect(unknown.field).toBe("/hero");
    expect((unknown.did_you_mean as unknown[]).length).toBeGreaterThan(0);
    expect((await h.refusal("get_tier_list", { game: "game_a", rank: "gold" })).issues).toEqual([expect.objectContaining({ path: "/rank" })]);
    expect((await h.refusal("get_counters", { game: "game_a", hero: "axe", limit: 0 })).issues).toEqual([expect.objectContaining({ path: "/limit" })]);
    expect((await h.refusal("get_matchup", { game: "game_a", hero: "axe", opponent: "Axe" })).issues).toEqual([expect.objectContaining({ path: "/opponent" })]);
    // The interface document's pointer, not a bare schema refusal.
    const bans = await h.refusal("get_ban_rates", { game: "game_a" });
    expect(bans).toMatchObject({ code: "no_ban_phase_data", use: "get_tournament_stats" });
    expect(bans.message).toContain("use get_tournament_stats");
  });
});
