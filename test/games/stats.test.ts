import { createCore } from "../../handlers/games/core";
import { RULES, parseRank } from "../../handlers/games/games-config";
import { banRatesView, countersView, matchupTally, momentumView, synergyView, tierListView } from "../../handlers/games/stats-views";
import { A, B, D, FIXTURE } from "./fixture";

const roster = createCore().rosters.game_b;
const [hA, hB, hD] = [roster.heroes[A]!, roster.heroes[B]!, roster.heroes[D]!];
const th = { minPairMatches: 1, minHeroMatches: 1, smallSampleMatches: 4 };
const brackets = (rank: string) => parseRank(RULES.game_b, rank)!;

describe("statistics against hand-counted values on the fixture", () => {
  test("counters: A beats C 4/4, E 1/1, D 2/4, B 1/3", () => {
    const v = countersView(FIXTURE, roster, hA, 12, th);
    expect(v.best_against.map((r) => [r.opponent, r.winrate_pct, r.matches])).toEqual([
      ["Bramble Sage", 100, 4],
      ["Dusk Ranger", 100, 1],
      ["Cinder Vex", 50, 4],
      ["Ashen Lancer", 33.33, 3],
    ]);
    expect(v.worst_against.map((r) => r.opponent)).toEqual(["Ashen Lancer", "Cinder Vex", "Bramble Sage", "Dusk Ranger"]);
    expect(countersView(FIXTURE, roster, hA, 1, th).best_against).toHaveLength(1);
    expect(countersView(FIXTURE, roster, hA, 12, { ...th, minPairMatches: 4 }).best_against.map((r) => r.matches)).toEqual([4, 4]);
    // Figures from fewer matches than the small-sample threshold (4 here) are flagged, not hidden.
    expect(v.best_against.map((r) => r.small_sample)).toEqual([false, true, false, true]);
  });

  test("synergy: A with B 3/3, D 1/1, C 0/1, E 0/1", () => {
    const v = synergyView(FIXTURE, roster, hA, 12, th);
    expect(v.best_with.map((r) => [r.teammate, r.winrate_pct, r.matches])).toEqual([
      ["Ashen Lancer", 100, 3],
      ["Cinder Vex", 100, 1],
      ["Bramble Sage", 0, 1],
      ["Dusk Ranger", 0, 1],
    ]);
    expect(v.worst_with.map((r) => r.teammate)).toEqual(["Bramble Sage", "Dusk Ranger", "Ashen Lancer", "Cinder Vex"]);
  });

  test("matchups: A–D 2/4 both ways, B–A 2/3", () => {
    expect(matchupTally(FIXTURE, roster, hA, hD)).toEqual({ wins: 2, matches: 4 });
    expect(matchupTally(FIXTURE, roster, hD, hA)).toEqual({ wins: 2, matches: 4 });
    expect(matchupTally(FIXTURE, roster, hB, hA)).toEqual({ wins: 2, matches: 3 });
  });

  test("tier list: current patch p2 only (matches 2–6), all ranks and per bracket", () => {
    const all = tierListView(FIXTURE, roster, brackets(""), 20, th);
    expect(all.patch).toBe("p2");
    expect(all.total_matches).toBe(5);
    expect(all.heroes.map((h) => [h.hero, h.winrate_pct, h.matches])).toEqual([
      ["Ashen Lancer", 80, 5],
      ["Cinder Vex", 75, 4],
      ["Aegis Warden", 60, 5],
      ["Bramble Sage", 0, 4],
      ["Dusk Ranger", 0, 2],
    ]);
    const low = tierListView(FIXTURE, roster, brackets("low"), 20, th);
    expect(low.total_matches).toBe(2);
    expect(low.heroes.map((h) => [h.shortName, h.winrate_pct])).toEqual([
      ["Vex", 100],
      ["Aegis", 50],
      ["Lancer", 50],
      ["Bramble", 0],
    ]);
    expect(tierListView(FIXTURE, roster, brackets("low-mid"), 20, th).total_matches).toBe(4);
    expect(tierListView(FIXTURE, roster, brackets(""), 20, { ...th, minHeroMatches: 5 }).heroes.map((h) => h.shortName)).toEqual(["Lancer", "Aegis"]);
  });

  test("ban rates of the current patch: E 3/5, D 1/5", () => {
    const v = banRatesView(FIXTURE, roster, 15, th);
    expect(v.total_matches).toBe(5);
    expect(v.heroes).toEqual([
      { hero: "Dusk Ranger", ban_rate_pct: 60, matches: 3, small_sample: false },
      { hero: "Cinder Vex", ban_rate_pct: 20, matches: 1, small_sample: false },
    ]);
  });

  test("momentum: this week = matches 4–6, the week before = matches 2–3", () => {
    const v = momentumView(FIXTURE, roster, null, 10, th);
    expect(v.movers.map((r) => [r.hero, r.win_rate_pct, r.previous_win_rate_pct, r.delta_pp, r.matches])).toEqual([
      ["Ashen Lancer", 66.67, 100, -33.33, 3],
      ["Cinder Vex", 66.67, 100, -33.33, 3],
      ["Aegis Warden", 66.67, 50, 16.67, 3],
      ["Bramble Sage", 0, 0, 0, 2],
      ["Dusk Ranger", 0, 0, 0, 1],
    ]);
    expect(momentumView(FIXTURE, roster, hA, 10, th).movers).toEqual([{ hero: "Aegis Warden", win_rate_pct: 66.67, previous_win_rate_pct: 50, delta_pp: 16.67, matches: 3, small_sample: true }]);
  });

  test.each([
    ["", ["low", "mid", "high", "top"]],
    ["HIGH", ["high"]],
    ["top-mid", ["mid", "high", "top"]],
    ["gold", null],
    ["low-mid-high", null],
  ])("parseRank(game_b, %j)", (rank, want) => expect(parseRank(RULES.game_b, rank)).toEqual(want));
  test("parseRank(game_a) knows the game_a words", () => expect(parseRank(RULES.game_a, "legend-ancient")).toEqual(["legend", "ancient"]));
});
