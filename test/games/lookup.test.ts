import { startGames, type GamesHarness } from "./harness";

let h: GamesHarness;
beforeAll(async () => {
  h = await startGames();
});
afterAll(() => h.close());

describe("lookup_hero over MCP", () => {
  test("resolves a short name, a typo and an alias to the hero identity", async () => {
    expect(await h.tool("lookup_hero", { query: "QoP" })).toEqual({ id: "queen-of-pain", displayName: "Queen of Pain", shortName: "QoP", game: "game_a", sample: false });
    expect((await h.tool("lookup_hero", { query: "Juggernuat" })).id).toBe("juggernaut");
    expect((await h.tool("lookup_hero", { query: "dr veil", game: "game_c" })).displayName).toBe("Doctor Veil");
  });

  test("an empty query lists the whole roster", async () => {
    const r = await h.tool("lookup_hero", { query: "", game: "game_b" });
    expect(r.game).toBe("game_b");
    expect(r.count).toBe(24);
    expect(r.heroes).toHaveLength(24);
    expect(r.heroes[0]).toEqual({ id: "aegis-warden", displayName: "Aegis Warden", shortName: "Aegis", aliases: ["warden", "shieldwall"] });
  });

  test("no match answers did_you_mean with candidates", async () => {
    const e = await h.refusal("lookup_hero", { query: "Shadow" });
    expect(e.code).toBe("did_you_mean");
    expect((e.did_you_mean as { id: string }[]).map((c) => c.id)).toEqual(expect.arrayContaining(["shadow-fiend", "shadow-shaman"]));
  });

  test("a missing context or an unknown game is refused naming the field", async () => {
    const e = await h.client.callTool({ name: "lookup_hero", arguments: { query: "axe" } });
    expect(e.isError).toBe(true);
    expect(JSON.stringify(e._meta)).toContain("context");
    const g = await h.refusal("lookup_hero", { query: "axe", game: "game_z" });
    expect(g.code).toBe("invalid_arguments");
    expect(g.issues!.map((i) => i.path)).toContain("/game");
  });
});
