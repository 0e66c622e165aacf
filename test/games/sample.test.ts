import { createHash } from "node:crypto";
import { createCore } from "../../handlers/games/core";
import { RULES } from "../../handlers/games/games-config";
import { readLedger, recordEvaluations } from "../../handlers/games/ledger";
import { gamesMigrations, type GamesTables } from "../../handlers/games/migrations";
import { SAMPLE_END, simulateMatches } from "../../handlers/games/simulate";
import { MatchStore } from "../../handlers/games/store";
import { describeEachDatabase, useStorageFixture } from "../storage/databases";

const core = createCore();

describe("sample simulator", () => {
  test("the same seed gives the same matches; another seed different ones", () => {
    const opts = { game: "game_a" as const, roster: core.rosters.game_a, matches: 300, seed: 7, end: SAMPLE_END };
    expect(simulateMatches(opts)).toEqual(simulateMatches(opts));
    expect(simulateMatches({ ...opts, seed: 8 })).not.toEqual(simulateMatches(opts));
  });

  test("the default sample's rows are pinned (a faster simulator must draw exactly the same matches)", () => {
    // Digest of the three games' default samples (seed 20261116, 12,000 matches each) as shipped on 2026-12-02.
    const digest = createHash("sha256");
    for (const game of ["game_a", "game_b", "game_c"] as const) digest.update(JSON.stringify(simulateMatches({ game, roster: core.rosters[game], matches: 12_000, seed: 20_261_116, end: SAMPLE_END })));
    expect(digest.digest("hex")).toBe("ebef68046b9cd0f70c2224af0d7f83d06c0ace3f0e9b8ab9b5288f1b578ebde0");
  });

  test.each(["game_a", "game_b", "game_c"] as const)("%s matches have full distinct teams, a patch and a bracket of the game", (game) => {
    const rules = RULES[game];
    const matches = simulateMatches({ game, roster: core.rosters[game], matches: 400, seed: 1, end: SAMPLE_END });
    for (const m of matches) {
      expect(m.a).toHaveLength(rules.teamSize);
      expect(m.b).toHaveLength(rules.teamSize);
      expect(m.bans).toHaveLength(rules.bansPerMatch);
      expect(new Set([...m.a, ...m.b, ...m.bans]).size).toBe(2 * rules.teamSize + rules.bansPerMatch);
      expect(rules.brackets).toContain(m.bracket);
      expect(rules.samplePatches).toContain(m.patch);
      expect(m.startedAt).toBeLessThan(SAMPLE_END);
      expect(m.source).toBe("sample");
    }
    expect(new Set(matches.map((m) => m.patch)).size).toBe(2);
    expect(new Set(matches.map((m) => m.bracket)).size).toBe(rules.brackets.length);
  });

  test.each(["game_a", "game_b", "game_c"] as const)("%s default sample: hero win rates spread as in public ranked data (most 45-55 %%, none above 60 %% or below 40 %%)", (game) => {
    // Before: game_a ran from 36 % to 63 %, 70 of 127 heroes within 45-55 %, 9 above 60 %.
    const matches = simulateMatches({ game, roster: core.rosters[game], matches: 12_000, seed: 20_261_116, end: SAMPLE_END });
    const n = core.rosters[game].heroes.length;
    const [wins, played] = [new Array<number>(n).fill(0), new Array<number>(n).fill(0)];
    for (const m of matches) for (const [team, won] of [[m.a, m.aWin], [m.b, !m.aWin]] as const) for (const h of team) (played[h]! += 1), (wins[h]! += won ? 1 : 0);
    const rates = wins.flatMap((w, i) => (played[i]! >= 30 ? [w / played[i]!] : []));
    expect(rates.filter((r) => r >= 0.45 && r <= 0.55).length / rates.length).toBeGreaterThanOrEqual(0.75);
    expect(Math.max(...rates)).toBeLessThanOrEqual(0.6);
    expect(Math.min(...rates)).toBeGreaterThanOrEqual(0.4);
  });
});

describeEachDatabase("games match store", (kind) => {
  const fx = useStorageFixture(kind);

  test("writes the sample once, keeps it on a second start, replaces it when the seed changes", async () => {
    const storage = await fx.openOne();
    await storage.migrate("games", gamesMigrations);
    const store = new MatchStore(storage, core.rosters);
    await store.ensureSample("game_b", 5, 250);
    const first = await store.load("game_b");
    expect(first).toEqual(simulateMatches({ game: "game_b", roster: core.rosters.game_b, matches: 250, seed: 5, end: SAMPLE_END }));

    const again = new MatchStore(storage, core.rosters);
    await again.ensureSample("game_b", 5, 250);
    expect(await again.load("game_b")).toEqual(first);

    await again.ensureSample("game_b", 6, 100);
    const replaced = await again.load("game_b");
    expect(replaced).toHaveLength(100);
    expect(replaced).not.toEqual(first.slice(0, 100));
    expect(await again.load("game_a")).toEqual([]);
  });

  test("insert keeps a stored match id as it was and counts only new ones", async () => {
    const storage = await fx.openOne();
    await storage.migrate("games", gamesMigrations);
    const store = new MatchStore(storage, core.rosters);
    const [m1, m2] = simulateMatches({ game: "game_a", roster: core.rosters.game_a, matches: 2, seed: 3, end: SAMPLE_END });
    expect(await store.insert("game_a", [{ ...m1!, source: "opendota" }])).toBe(1);
    expect(await store.insert("game_a", [{ ...m1!, aWin: !m1!.aWin, source: "opendota" }, { ...m2!, source: "opendota" }])).toBe(1);
    const stored = await store.load("game_a");
    expect(stored.map((m) => m.aWin)).toEqual([m1!.aWin, m2!.aWin]);
  });

  test("the ledger appends only weeks decided after its newest row", async () => {
    const storage = await fx.openOne();
    await storage.migrate("games", gamesMigrations);
    const m = { ece: 0.02, bce: 0.66, acc: 0.6, holdout_n: 10 };
    const t = { train_ece: 0.01, train_bce: 0.6, train_acc: 0.62, train_n: 40 };
    const week = (k: number, promote: boolean) => ({ decidedAt: k * 1000, evaluatedAt: 1_800_000_000_000 + k, promote, champion: { ...m, ...t }, challenger: { ...m, ...t, ece: 0.01 } });
    const serialized = <R>(key: string, fn: (trx: any) => Promise<R>) => storage.serialized(key, fn);
    expect(await recordEvaluations(serialized, "game_a", "v1", [week(3, true), week(4, false)])).toBe(2);
    expect(await recordEvaluations(serialized, "game_a", "v1", [week(3, true), week(4, false)])).toBe(0);
    expect(await recordEvaluations(serialized, "game_a", "v2", [week(3, false), week(4, false), week(5, true)])).toBe(1);
    const ledger = await readLedger(storage.kysely<GamesTables>(), "game_a", 10);
    expect([ledger.total_evaluations, ledger.total_promotions]).toEqual([3, 2]);
    expect(ledger.ledger.map((e) => [Date.parse(e.decided_at), e.promote])).toEqual([
      [5000, true],
      [4000, false],
      [3000, true],
    ]);
    // Train and holdout metrics side by side, and the real time the evaluation ran (not the week end).
    expect(ledger.ledger[0]).toMatchObject({ evaluated_at: new Date(1_800_000_000_005).toISOString(), champion: { ece: 0.02, acc: 0.6, train_acc: 0.62, train_n: 40 } });
  });
});
