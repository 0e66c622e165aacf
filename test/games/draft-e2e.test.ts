import { startGames, type GamesHarness } from "./harness";

let h: GamesHarness;
beforeAll(async () => {
  h = await startGames({ GAMES_SAMPLE_MATCHES: "3000" });
});
afterAll(() => h.close());

const SIX_B = ["Aegis Warden", "Ashen Lancer", "Bramble Sage", "Cinder Vex", "Dusk Ranger", "Echo Medic"];
const SIX_B2 = ["Frost Bastion", "Gale Striker", "Halo Keeper", "Iron Maw", "Jade Oracle", "Kestrel"];

describe("draft tools over MCP", () => {
  test("predict_winrate: empty game_a draft is 50/50; a partial draft gives complementary calibrated rates", async () => {
    const empty = await h.tool("predict_winrate", { game: "game_a", my_heroes: [], enemy_heroes: [] });
    expect([empty.my_win_rate_pct, empty.enemy_win_rate_pct]).toEqual([50, 50]);
    const r = await h.tool("predict_winrate", { game: "game_a", my_heroes: ["am", "cm"], enemy_heroes: ["pudge"], my_side: "dire" });
    expect(r.my_heroes).toEqual(["Anti-Mage", "Crystal Maiden"]);
    expect(r.my_side).toBe("dire");
    expect(r.my_win_rate_pct + r.enemy_win_rate_pct).toBeCloseTo(100, 6);
    expect(r.citation).toMatch(/sample/);
    const swapped = await h.tool("predict_winrate", { game: "game_a", my_heroes: ["pudge"], enemy_heroes: ["am", "cm"], my_side: "radiant" });
    expect(swapped.my_win_rate_pct).toBeCloseTo(r.enemy_win_rate_pct, 1);
  });

  test("predict_winrate: unrecognised names are reported, game_b/game_c need full 6v6", async () => {
    const r = await h.tool("predict_winrate", { game: "game_a", my_heroes: ["am", "qqqqqq"], enemy_heroes: ["axe"] });
    expect(r.my_heroes).toEqual(["Anti-Mage"]);
    expect(r.citation).toContain('my_heroes "qqqqqq"');
    // A structured field too, not only the citation text.
    expect(r.unrecognised).toEqual([{ field: "/my_heroes", name: "qqqqqq" }]);
    // "Calibrated" is said only beside the ledger row that shows it.
    expect(r.model).toMatchObject({ status: "calibrated", minimum_matches: 1000, evaluation: { in_ledger: true } });
    const ledger = await h.tool("get_model_track_record", { limit: 1 });
    const last = ledger.ledger[0];
    expect(r.model.evaluation.decided_at).toBe(last.decided_at);
    expect(r.model.evaluation.ece).toBe(last.promote ? last.challenger.ece : last.champion.ece);
    expect(r.citation).toContain(`ledger row decided ${last.decided_at}`);
    expect(last.evaluated_at).not.toBe(last.decided_at);
    expect(last.champion.train_n).toBeGreaterThan(0);
    const full = await h.tool("predict_winrate", { game: "game_b", my_heroes: SIX_B, enemy_heroes: SIX_B2 });
    expect(full.my_heroes).toHaveLength(6);
    const e = await h.refusal("predict_winrate", { game: "game_b", my_heroes: SIX_B.slice(0, 5), enemy_heroes: SIX_B2 });
    expect([e.code, e.issues!.map((i) => i.path)]).toEqual(["invalid_arguments", ["/my_heroes"]]);
    const typo = await h.refusal("predict_winrate", { game: "game_c", my_heroes: ["zzzzzz", "Flux", "Jolt", "Quake", "Vortex", "Kinetic"], enemy_heroes: ["Arc Sentinel", "Blaze Runner", "Captain Tide", "Doctor Veil", "Ember Fox", "Hex Queen"] });
    expect([typo.code, typo.issues]).toEqual(["full_roster_required", undefined]);
    expect(typo.message).toContain("zzzzzz");
  });

  test("predict_winrate_batch: 150 candidates in one call, sorted, delta_pp against the baseline", async () => {
    const roster = await h.tool("lookup_hero", { query: "" });
    const names = roster.heroes.slice(0, 150).map((x: { id: string }) => x.id);
    const r = await h.tool("predict_winrate_batch", { my_heroes: ["axe"], enemy_heroes: ["lina", "lion"], candidates: names });
    expect(r.candidates.length).toBe(names.length - 3);
    expect(r.citation).toContain("already in the draft");
    const rates = r.candidates.map((c: { win_rate_pct: number }) => c.win_rate_pct);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    for (const c of r.candidates) expect(c.delta_pp).toBeCloseTo(c.win_rate_pct - r.baseline_win_rate_pct, 1);
    const one = await h.tool("predict_winrate", { game: "game_a", my_heroes: ["axe", r.candidates[0].hero], enemy_heroes: ["lina", "lion"] });
    expect(one.my_win_rate_pct).toBeCloseTo(r.candidates[0].win_rate_pct, 1);
    const base = await h.tool("predict_winrate", { game: "game_a", my_heroes: ["axe"], enemy_heroes: ["lina", "lion"] });
    expect(base.my_win_rate_pct).toBe(r.baseline_win_rate_pct);
    expect((await h.refusal("predict_winrate_batch", { my_heroes: [], enemy_heroes: [], candidates: [] })).issues![0]!.path).toBe("/candidates");
  });

  test("recommend_pick: game_a top 3 by the model; game_b ranked by the labelled empirical heuristic", async () => {
    const a = await h.tool("recommend_pick", { game: "game_a", enemy_heroes: ["pudge"], my_heroes: ["cm"] });
    expect(a.metric).toBe("calibrated_model");
    expect(a.recommendations).toHaveLength(3);
    const batch = await h.tool("predict_winrate_batch", { my_heroes: ["cm"], enemy_heroes: ["pudge"], candidates: a.recommendations.map((x: { hero: string }) => x.hero) });
    expect(a.recommendations.map((x: { win_rate_pct: number }) => x.win_rate_pct)).toEqual(batch.candidates.map((x: { win_rate_pct: number }) => x.win_rate_pct));
    const b = await h.tool("recommend_pick", { game: "game_b", enemy_heroes: ["Kestrel"], my_heroes: ["Lumen"], limit: 4 });
    expect(b.metric).toBe("empirical_pair_data");
    expect(b.recommendations).toHaveLength(4);
    expect(b.recommendations[0].win_rate_pct).toBeNull();
    expect(b.recommendations[0].metric_label).toMatch(/not a calibrated probability/);
    expect(b.recommendations.map((x: { hero: string }) => x.hero)).not.toContain("Lumen");
  });

  test("analyze_draft: calibrated for game_a partial drafts; game_c partial draft needs full rosters but still recommends", async () => {
    const a = await h.tool("analyze_draft", { game: "game_a", my_heroes: ["sf"], enemy_heroes: ["invoker"] });
    expect(a.prediction_status).toBe("calibrated");
    expect(a.my_win_rate_pct + a.enemy_win_rate_pct).toBeCloseTo(100, 6);
    expect(a.recommendations).toHaveLength(3);
    // The interval rests on the serving model's own holdout week: part of it, around the probability, said to be sample.
    const i = a.my_win_rate_interval;
    expect(i).toMatchObject({ level: 0.95, method: "wilson_score", sample_data: true });
    expect(i.n).toBeLessThanOrEqual(a.model.evaluation.holdout_n);
    expect(i.low_pct).toBeLessThanOrEqual(a.my_win_rate_pct);
    expect(i.high_pct).toBeGreaterThanOrEqual(a.my_win_rate_pct);
    expect(i.basis).toContain(`${i.n} holdout matches`);
    const c = await h.tool("analyze_draft", { game: "game_c", my_heroes: ["Flux"], enemy_heroes: ["Quake"] });
    expect(c.prediction_status).toBe("needs_full_rosters");
    expect(c.my_win_rate_pct).toBeNull();
    expect(c.my_win_rate_interval).toBeNull();
    expect(c.recommendation_metric).toBe("empirical_pair_data");
    expect(c.recommendations).toHaveLength(5);
  });

  test("a game_a hero on both teams or too many heroes is refused naming the field; game_b allows mirror picks", async () => {
    expect((await h.refusal("predict_winrate", { game: "game_a", my_heroes: ["axe"], enemy_heroes: ["Axe"] })).issues![0]!.path).toBe("/enemy_heroes");
    expect((await h.tool("predict_winrate", { game: "game_b", my_heroes: SIX_B, enemy_heroes: SIX_B })).my_win_rate_pct).toBe(50);
    expect((await h.refusal("analyze_draft", { game: "game_a", my_heroes: ["axe", "lina", "lion", "pudge", "sven", "tiny"], enemy_heroes: [] })).issues![0]!.path).toBe("/my_heroes");
  });

  test("get_model_track_record: the ledger of weekly evaluations, newest first, with totals", async () => {
    const r = await h.tool("get_model_track_record", {});
    expect(r.total_evaluations).toBe(2);
    expect(r.ledger).toHaveLength(2);
    expect(Date.parse(r.ledger[0].decided_at)).toBeGreaterThan(Date.parse(r.ledger[1].decided_at));
    expect(r.total_promotions).toBe(r.ledger.filter((e: { promote: boolean }) => e.promote).length);
    for (const e of r.ledger) expect(e.challenger.holdout_n).toBe(e.champion.holdout_n);
    expect(r.citation).toMatch(/calibration first/);
    expect((await h.tool("get_model_track_record", { limit: 1 })).ledger).toEqual([r.ledger[0]]);
  });
});
