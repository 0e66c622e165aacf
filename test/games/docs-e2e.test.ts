import { openStorage } from "../../generator/platform/storage";
import type { GamesTables } from "../../handlers/games/migrations";
import { scrubContext } from "../../handlers/games/context-log";
import { startGames, type GamesHarness } from "./harness";

let h: GamesHarness;
beforeAll(async () => {
  h = await startGames({ GAMES_SAMPLE_MATCHES: "2000", GAMES_MIN_PAIR_MATCHES: "3" });
});
afterAll(() => h.close());

describe("search, fetch, get_more_tools and context over MCP", () => {
  test("search finds a hero's counters by alias; fetch returns its data as JSON text at a working url", async () => {
    const s = await h.tool("search", { query: "furion counters" });
    expect(s.results[0]).toEqual({ id: "game_a:counters:natures-prophet", title: "Nature's Prophet counters and matchups (game_a, sample data)", url: `${h.host.url}/games/doc/game_a%3Acounters%3Anatures-prophet` });
    const doc = await h.tool("fetch", { id: s.results[0].id });
    const data = JSON.parse(doc.text);
    expect(data.hero).toBe("Nature's Prophet");
    expect(data.best_against.length).toBeGreaterThan(0);
    expect(data.citation).toMatch(/sample/);
    const page = await fetch(doc.url);
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual(doc);
  });

  test("search reaches tier lists, ban rates and the model ledger; fetch serves each", async () => {
    expect((await h.tool("search", { query: "game_b ban rates" })).results[0].id).toBe("game_b:ban-rates");
    expect((await h.tool("search", { query: "tier list game_c" })).results[0].id).toBe("game_c:tier-list");
    expect((await h.tool("search", { query: "model calibration track record" })).results[0].id).toBe("model:track-record");
    const tier = JSON.parse((await h.tool("fetch", { id: "game_c:tier-list" })).text);
    expect(tier.total_matches).toBeGreaterThan(0);
    const ledger = JSON.parse((await h.tool("fetch", { id: "model:track-record" })).text);
    expect(ledger.total_evaluations).toBe(2);
    const none = await h.tool("search", { query: "zzzz qqqq" });
    expect(none).toMatchObject({ results: [], match: "none" });
    expect(none.hint).toMatch(/No document holds/);
  });

  test("one ranking over every page: 'ban rates' gives the ban-rate pages, never Bane; a question finds the ledger", async () => {
    // Issue 26: "ban rates" gave Bane (a prefix match of "ban"), the accuracy question gave Mirana.
    const bans = await h.tool("search", { query: "ban rates" });
    expect(bans.results.slice(0, 2).map((r: { id: string }) => r.id).sort()).toEqual(["game_b:ban-rates", "game_c:ban-rates"]);
    expect(bans.results.map((r: { id: string }) => r.id).join(" ")).not.toMatch(/bane/);
    expect((await h.tool("search", { query: "how accurate is the prediction model" })).results[0].id).toBe("model:track-record");
    expect((await h.refusal("search", { query: "  " })).issues?.map((i) => i.path)).toEqual(["/query"]);
  });

  test("fetch refuses unknown ids with not_found; game_a ban rates point to tournament stats", async () => {
    const a = await h.refusal("fetch", { id: "game_a:ban-rates" });
    expect(a.code).toBe("not_found");
    expect(a.message).toContain("get_tournament_stats");
    expect((await h.refusal("fetch", { id: "game_a:counters:nobody-at-all" })).code).toBe("not_found");
    expect((await h.refusal("fetch", { id: "nothing" })).issues![0]!.path).toBe("/id");
    expect((await fetch(`${h.host.url}/games/doc/nothing`)).status).toBe(404);
  });

  test("get_more_tools answers that there are none", async () => {
    expect(await h.tool("get_more_tools", {})).toEqual({ available: false, message: expect.stringContaining("seventeen tools"), tools: [] });
  });

  test("the context is stored scrubbed and never echoed", async () => {
    const context = "An analyst at ana.lee@example.com with phone +1 (555) 123-4567 and handle @analyst99 checks https://example.com/x tier data for a weekly report.";
    const r = await h.client.callTool({ name: "get_tier_list", arguments: { game: "game_b", context } });
    expect(r.isError).toBeFalsy();
    expect(JSON.stringify(r)).not.toContain("analyst99");
    const storage = await openStorage({ env: h.env });
    try {
      const rows = await storage.kysely<GamesTables>().selectFrom("games_context").selectAll().where("tool", "=", "get_tier_list").execute();
      const stored = rows.map((x) => x.context).find((c) => c.includes("weekly report"));
      expect(stored).toBe("An analyst at [email] with phone [phone] and handle [handle] checks [url] tier data for a weekly report.");
    } finally {
      await storage.close();
    }
  });

  test.each([
    ["www.site.org/page and site.gg", "[url] and [url]"],
    ["call 555 123 4567 now", "call [phone] now"],
    ["patch 7.41 in 2026", "patch 7.41 in 2026"],
  ])("scrubContext(%j)", (given, want) => expect(scrubContext(given)).toBe(want));
});
