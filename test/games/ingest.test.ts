import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import pino from "pino";
import { loadConfig } from "../../generator/runtime";
import { acquireStorage, type StorageLease } from "../../generator/platform/storage";
import { createCore } from "../../handlers/games/core";
import { INGEST_TOPIC, loadPatches, toMatches } from "../../handlers/games/ingest";
import { startGames, type GamesHarness } from "./harness";

const fixture = JSON.parse(readFileSync(join(__dirname, "fixtures", "opendota-publicMatches.json"), "utf8")).response;
const roster = createCore().rosters.game_a;

test("toMatches maps rank tiers to brackets, both team encodings, and skips unusable rows", () => {
  const { matches, skipped } = toMatches(fixture, roster, loadPatches(), "src");
  expect(skipped).toBe(2);
  expect(matches.map((m) => [m.id, m.bracket, m.patch, m.aWin, m.a.length, m.b.length])).toEqual([
    [8000000001, "legend", "7.41", true, 5, 5],
    [8000000002, "guardian", "7.41", false, 5, 5],
    [8000000004, "ancient", "7.41", true, 5, 5],
  ]);
  expect(toMatches({ not: "an array" }, roster, loadPatches(), "src").matches).toEqual([]);
});

describe("ingest from a local OpenDota-compatible replay server", () => {
  let server: Server;
  let requests = 0;
  let h: GamesHarness;
  let lease: StorageLease;
  beforeAll(async () => {
    server = createServer((req, res) => {
      requests++;
      if (req.url === "/api/publicMatches") res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(fixture));
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    h = await startGames({ GAMES_MATCH_API: api, MCPFORGE_OUTBOUND_ALLOW: "loopback", MCPFORGE_JOBS_POLL_MS: "25", GAMES_MIN_PAIR_MATCHES: "1", GAMES_MIN_HERO_MATCHES: "1", GAMES_SAMPLE_MATCHES: "300" });
    lease = await acquireStorage({ config: loadConfig(h.env), logger: pino({ level: "silent" }), clock: { now: () => new Date() } });
  });
  afterAll(async () => {
    await lease.release();
    await h.close();
    await new Promise((r) => server.close(r));
  });

  test("the job stores the matches; statistics come from them and cite the source, not the sample", async () => {
    for (;;) {
      const ingested = new Promise((resolve) => void lease.storage.events.subscribe(INGEST_TOPIC, resolve));
      const tier = await h.tool("get_tier_list", { game: "game_a" });
      if (tier.total_matches === 3) break;
      await ingested;
    }
    expect(requests).toBeGreaterThanOrEqual(1);
    const m = await h.tool("get_matchup", { game: "game_a", hero: "Anti-Mage", opponent: "Drow Ranger" });
    expect([m.winrate_pct, m.matches]).toEqual([100, 1]);
    const pudge = await h.tool("get_matchup", { game: "game_a", hero: "am", opponent: "pudge" });
    expect([pudge.winrate_pct, pudge.matches]).toEqual([0, 1]);
    expect(m.citation).toContain("OpenDota-compatible API at 127.0.0.1");
    expect(m.citation).not.toMatch(/sample/);
    const legend = await h.tool("get_tier_list", { game: "game_a", rank: "legend" });
    expect(legend.total_matches).toBe(1);
    // game_b keeps its sample.
    expect((await h.tool("get_tier_list", { game: "game_b" })).citation).toMatch(/sample/);
  });

  test("three real matches are too few for the draft model: the prior with 'insufficient data' and the count, never 'calibrated', no picks ranked on ties", async () => {
    const p = await h.tool("predict_winrate", { game: "game_a", my_heroes: ["Anti-Mage"], enemy_heroes: ["Drow Ranger"] });
    // Before: 100 % / 0 %, cited as the calibrated champion while the ledger held no evaluation.
    expect([p.my_win_rate_pct, p.enemy_win_rate_pct]).toEqual([50, 50]);
    expect(p.model).toEqual({ status: "insufficient_data", training_matches: 3, minimum_matches: 1000, evaluation: null });
    expect(p.citation).toContain("Insufficient data: the draft model was trained on 3 matches, fewer than the minimum of 1000");
    expect(p.citation).not.toMatch(/calibrated/i);
    const rec = await h.tool("recommend_pick", { game: "game_a", enemy_heroes: ["Drow Ranger"] });
    expect(rec.recommendations).toEqual([]);
    expect(rec.model.status).toBe("insufficient_data");
    const batch = await h.tool("predict_winrate_batch", { my_heroes: [], enemy_heroes: ["pudge"], candidates: ["Lion", "Axe", "Zeus"] });
    expect(batch.candidates.map((c: { hero: string; win_rate_pct: number }) => [c.hero, c.win_rate_pct])).toEqual([["Lion", 50], ["Axe", 50], ["Zeus", 50]]);
    const a = await h.tool("analyze_draft", { game: "game_a", my_heroes: ["am"], enemy_heroes: ["pudge"] });
    expect([a.prediction_status, a.my_win_rate_pct, a.recommendations]).toEqual(["insufficient_data", 50, []]);
    expect((await h.tool("get_model_track_record", {})).total_evaluations).toBe(0);
  });
});
