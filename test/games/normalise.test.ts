import { createCore } from "../../handlers/games/core";
import { distance, fold } from "../../handlers/games/normalise";

const core = createCore();

describe("hero-name normaliser", () => {
  test.each([
    ["short name", "game_a", "AM", "anti-mage"],
    ["case and punctuation", "game_a", "ANTI mage", "anti-mage"],
    ["internal name alias", "game_a", "furion", "natures-prophet"],
    ["typographic apostrophe", "game_a", "Nature’s Prophet", "natures-prophet"],
    ["diacritics", "game_a", "Lïná", "lina"],
    ["typo (one edit)", "game_a", "Crystal Maidn", "crystal-maiden"],
    ["transposition", "game_a", "Invkoer", "invoker"],
    ["unique prefix", "game_a", "Pudg", "pudge"],
    ["old name alias", "game_a", "Outworld Destroyer", "outworld-devourer"],
    ["sample roster alias", "game_b", "shieldwall", "aegis-warden"],
    ["sample roster short name", "game_c", "uv", "ultra-violet"],
    ["sample roster typo", "game_c", "Hex Quen", "hex-queen"],
  ])("%s: %s %j → %s", (_name, game, query, id) => {
    expect(core.normalisers[game as "game_a"].resolve(query)?.id).toBe(id);
  });

  test("nothing close resolves to null and suggests candidates", () => {
    const n = core.normalisers.game_a;
    expect(n.resolve("xyzzyq")).toBeNull();
    expect(n.resolve("")).toBeNull();
    expect(n.suggest("shadow").map((h) => h.id)).toEqual(expect.arrayContaining(["shadow-fiend", "shadow-shaman", "shadow-demon"]));
  });

  test("an ambiguous prefix does not pick one hero", () => {
    // "shadow" starts Shadow Fiend, Shadow Shaman and Shadow Demon.
    expect(core.normalisers.game_a.resolve("shadow")).toBeNull();
  });

  test("resolveAll keeps unrecognised names in order and drops duplicates", () => {
    const r = core.normalisers.game_a.resolveAll(["AM", "qwertyuiop", "Anti-Mage", "zuus", "zzzz"]);
    expect(r.heroes.map((h) => h.id)).toEqual(["anti-mage", "zeus"]);
    expect(r.unrecognised).toEqual(["qwertyuiop", "zzzz"]);
  });

  test("game_a roster is every dotaconstants hero with unique ids and short names", () => {
    const heroes = core.rosters.game_a.heroes;
    expect(heroes.length).toBeGreaterThanOrEqual(120);
    expect(new Set(heroes.map((h) => h.id)).size).toBe(heroes.length);
    expect(new Set(heroes.map((h) => h.shortName)).size).toBe(heroes.length);
    expect(core.rosters.game_a.byNumericId.get(1)?.displayName).toBe("Anti-Mage");
  });

  test.each([
    ["kitten", "sitting", 3],
    ["ab", "ba", 1],
    ["", "abc", 3],
  ])("distance(%j, %j) = %d", (a, b, d) => expect(distance(a, b)).toBe(d));

  test("fold strips diacritics, case and punctuation", () => expect(fold(" Nàture's  Prophet! ")).toBe("naturesprophet"));
});
