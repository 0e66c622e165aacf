import type { KyselyPlugin } from "kysely";
import pino from "pino";
import { loadConfig } from "../../../generator/runtime";
import { attachAuth } from "../../../generator/runtime/auth/attach";
import { openStorage, type Storage } from "../../../generator/platform/storage";
import { personKey, personStore } from "../../../handlers/housing/person/store";
import type { PersonTables } from "../../../handlers/housing/person/store/tables";
import { draftTools } from "../../../handlers/housing/person/tools/drafts";
import type { HousingDeps } from "../../../handlers/housing/support/deps";
import { callInProcess } from "../../helpers/in-process";
import { RaceAfter } from "../../helpers/race-after";
import { pluggedStorage, serializedIsHeld } from "../../helpers/race-storage";
import { describeEachDatabase } from "../../storage/databases";
import { personWorld, type Person, type PersonHost, type PersonWorld } from "./harness";

/**
 * The person tools' idempotency (store/idempotency.ts `once`) checks the key and writes under the
 * person's lock (forPerson): a call with the same key sent right after the check must wait for
 * this one to commit, then replay it.
 */
describeEachDatabase("housing person tools: the same idempotency key sent mid-call", (kind) => {
  const EMAIL = "carol@example.com";
  let world: PersonWorld;
  let h: PersonHost;
  let carol: Person;
  // The call under test has a connection of its own, as a second server process would; the probe
  // is a third, asking whether a racing call with the key would be let in.
  let storage: Storage;
  let probe: Storage;
  beforeAll(async () => {
    world = await personWorld(kind);
    h = await world.start();
    carol = await h.signIn(EMAIL);
  });
  afterAll(async () => world?.drop());
  beforeEach(async () => {
    storage = await openStorage({ env: h.auth.env, clock: h.auth.clock });
    probe = await openStorage({ env: h.auth.env, clock: h.auth.clock });
  });
  afterEach(async () => {
    await probe.close();
    await storage.close();
  });

  /** draft_listing over its own connection with `plugin`, as signed in as Carol over MCP. */
  function draftWith(plugin: KyselyPlugin) {
    const plugged = pluggedStorage(storage, plugin);
    const clock = h.auth.clock;
    const person = personStore({ db: plugged.kysely<PersonTables>(), storage: plugged, clock });
    const config = loadConfig(h.auth.env);
    const logger = pino({ level: "silent" });
    const env = { slug: "housing", config, logger, clock, baseUrl: () => h.auth.url };
    const deps = { env, storage: plugged, clock, logger, person } as unknown as HousingDeps;
    const headers = {};
    attachAuth(headers, { subject: EMAIL, scopes: ["housing:act"], clientId: "race-test", issuer: h.auth.url });
    return callInProcess(draftTools(deps).draft_listing, {
      slug: "housing",
      tool: "draft_listing",
      config,
      clock,
      headers,
    });
  }

  test("draft_listing: the same key sent right after this call's key check is held off by the person's lock, then replayed", async () => {
    const args = { address: "9 Oak Ave, Los Angeles, CA 90026", price: 2100, idempotency_key: "draft-race-1" };
    let heldOff: boolean | undefined;
    const race = new RaceAfter("housing_person_idempotency", "args_hash", async () => {
      heldOff = await serializedIsHeld(probe, `housing_person:${personKey(EMAIL)}`);
    });
    const mine = await draftWith(race)(args);
    expect(race.ran).toBe(true);
    expect(heldOff).toBe(true); // a call with this key would wait here for this one to commit
    expect(await carol.tool("draft_listing", args)).toEqual(mine);
    expect((await h.store.listDrafts(EMAIL)).map((d) => d.id)).toEqual([mine.draft_id]);
  });
});
