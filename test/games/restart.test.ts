import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { startGames } from "./harness";

describeEachDatabase("games across a restart", (kind) => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await createTestDatabase(kind);
  });
  afterEach(() => db.drop());

  test("the sample and the ledger are kept, not written twice; figures are identical after the restart", async () => {
    const env = { ...db.env, GAMES_SAMPLE_MATCHES: "1500" };
    const first = await startGames(env);
    const ledger = await first.tool("get_model_track_record", {});
    const tier = await first.tool("get_tier_list", { game: "game_c", rank: "high" });
    await first.close();
    const second = await startGames(env);
    try {
      const again = await second.tool("get_model_track_record", {});
      expect(again.total_evaluations).toBe(2);
      expect(again.ledger).toEqual(ledger.ledger);
      expect(await second.tool("get_tier_list", { game: "game_c", rank: "high" })).toEqual({ ...tier, source_url: `${second.host.url}/games/about` });
    } finally {
      await second.close();
    }
  });
});
