import pino from "pino";
import { loadConfig, systemClock } from "../../../generator/runtime";
import { openStorage, type Storage } from "../../../generator/platform/storage";
import { pagesConfigFrom } from "../../../handlers/housing/pages/config";
import { pageMigrations } from "../../../handlers/housing/pages/migrations";
import { Photos } from "../../../handlers/housing/pages/photos";
import { RaceAfter } from "../../helpers/race-after";
import { pluggedStorage, serializedIsHeld } from "../../helpers/race-storage";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../../storage/databases";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DRAFT = "8d6f3c1e-0000-4000-8000-000000000001";

/**
 * HOUSING_PAGES_PHOTOS_PER_DRAFT: an upload sent while another is being counted must wait for it,
 * or uploads sent at once all pass a count that none has added to yet.
 */
describeEachDatabase("housing draft photos: an upload counted while another is stored", (kind) => {
  const env = (database: TestDatabase) => ({ ...database.env, HOUSING_PAGES_PHOTOS_PER_DRAFT: "2" });
  let database: TestDatabase;
  // The upload under test has a connection of its own, as a server process would; the probe is
  // another, asking whether a second upload would be let in.
  let storage: Storage;
  let probe: Storage;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    storage = await openStorage({ env: env(database) });
    await storage.migrate("housing_pages", pageMigrations);
    probe = await openStorage({ env: env(database) });
  });
  afterEach(async () => {
    await probe.close();
    await storage.close();
    await database.drop();
  });

  /** Photos over the upload's connection with `race`; only storage and settings are used by add(). */
  function photosWith(race: RaceAfter | undefined) {
    const logger = pino({ level: "silent" });
    const config = pagesConfigFrom({
      slug: "housing",
      config: loadConfig(env(database)),
      logger,
      clock: systemClock,
      baseUrl: () => "http://127.0.0.1",
    });
    const plugged = race ? pluggedStorage(storage, race) : storage;
    return new Photos({ kit: undefined as never, store: undefined as never, storage: plugged, config });
  }

  test("the count and the insert hold the draft's lock; past the cap nothing is stored", async () => {
    expect(await photosWith(undefined).add(DRAFT, "ann@example.com", "image/png", PNG)).toBe(true);
    let heldOff: boolean | undefined;
    const race = new RaceAfter(
      "housing_page_photos",
      "draft_id",
      async () => {
        heldOff = await serializedIsHeld(probe, `housing_page_photos:${DRAFT}`);
      },
      (rows) => Number(rows[0]?.n) === 1,
    );
    expect(await photosWith(race).add(DRAFT, "ann@example.com", "image/png", PNG)).toBe(true);
    expect(race.ran).toBe(true);
    expect(heldOff).toBe(true);
    expect(await photosWith(undefined).add(DRAFT, "ann@example.com", "image/png", PNG)).toBe(false);
    const stored = await storage.db.selectFrom("housing_page_photos").select("id").execute();
    expect(stored).toHaveLength(2);
  });
});
