import pino from "pino";
import { openStorage, type Storage } from "../../../generator/platform/storage";
import { announcePublished } from "../../../handlers/housing/catalog";
import { forPerson, openPersonStore } from "../../../handlers/housing/person/store";
import { createDraft } from "../../../handlers/housing/person/store/drafts";
import { startSink, type SmtpSink } from "../../email/servers";
import { describeEachDatabase } from "../../storage/databases";
import { personWorld, type PersonHost, type PersonWorld } from "../person/harness";
import { FINALED, mailTexts, recordClaim, reloadedWith } from "./harness";

/**
 * A draft `person` made and published through a storage of its own (another process); not
 * announced. `person` has proven the claim on the permit record of FINALED's unit (as the claim
 * page records it), so the listing is permit-verified.
 */
async function publishElsewhere(other: Storage, now: number, person: string, fields: { address: string; price: number; name: string }): Promise<string> {
  const store = await openPersonStore(other);
  const draft = await forPerson(store.ctx, person, (trx) => createDraft(trx, { person, byAssistant: false, clientId: null }, now, fields));
  await recordClaim(other, FINALED.claimKey, person, draft.id);
  expect(await store.publishDraft(draft.id, person)).toBeDefined();
  return draft.id;
}

/**
 * Another process publishes: a Storage opened on its own (its own PostgreSQL pool and LISTEN
 * connection, or its own SQLite connection), not the host's shared one. On PostgreSQL the host
 * learns of it by the storage event (its reload interval is set to an hour, so only the event can
 * bring it); on SQLite events stay in-process and the host's one-second reload interval does.
 */
describeEachDatabase("a listing published by another process reaches the host's catalog", (kind) => {
  let world: PersonWorld;
  let h: PersonHost;
  let other: Storage;
  beforeAll(async () => {
    world = await personWorld(kind, { HOUSING_PUBLISHED_RELOAD_SECONDS: kind === "postgres" ? "3600" : "1" });
    h = await world.start();
    other = await openStorage({ env: world.env, logger: pino({ level: "silent" }), clock: h.auth.clock });
  });
  afterAll(async () => {
    await other?.close();
    await world?.drop();
  });

  test(kind === "postgres" ? "by the storage event" : "by the reload interval", async () => {
    const reader = await h.signIn("reader@example.com");
    const id = await publishElsewhere(other, h.auth.clock.now().getTime(), "otto@example.com", { address: FINALED.address, price: 2990, name: "Otto's Hoover ADU" });
    // Unannounced, PostgreSQL's host (interval: an hour) does not have it; SQLite's may already (1 s interval).
    if (kind === "postgres") expect(await reader.refusal("get_rental", { id })).toMatchObject({ code: "not_found" });
    const reloaded = reloadedWith(id);
    await announcePublished(other, id);
    await reloaded;

    // Verified against the shipped sample permit records, so the listing is sample (docs/housing.md).
    expect(await reader.tool("get_rental", { id })).toMatchObject({ id, title: "Otto's Hoover ADU", permit_verified: true, sample: true });
    const found = await reader.tool("search_rentals", { city: "Los Angeles", limit: 1 });
    expect(found.listings.map((l: { id: string }) => l.id)).toEqual([id]);
  });
});

describeEachDatabase("the alert round re-reads published listings first", (kind) => {
  let sink: SmtpSink;
  let world: PersonWorld;
  let h: PersonHost;
  let other: Storage;
  beforeAll(async () => {
    sink = await startSink();
    world = await personWorld(kind, { HOUSING_PUBLISHED_RELOAD_SECONDS: "3600", HOUSING_ALERT_SMTP: sink.url, MCPFORGE_JOBS_POLL_MS: "3600000" });
    h = await world.start();
    other = await openStorage({ env: world.env, logger: pino({ level: "silent" }), clock: h.auth.clock });
  });
  afterAll(async () => {
    await other?.close();
    await world?.drop();
    await sink?.close();
  });

  test("a listing another process published, never announced, is e-mailed once", async () => {
    const alice = await h.signIn("alice@example.com");
    await alice.tool("subscribe_listing_alert", { city: "Los Angeles" });
    h.auth.clock.set(new Date("2026-11-24T07:00:00Z"));
    const id = await publishElsewhere(other, h.auth.clock.now().getTime(), "otto@example.com", { address: FINALED.address, price: 2990, name: "Otto's Hoover ADU" });
    h.auth.clock.set(new Date("2026-11-24T08:00:00Z"));
    for (let i = 0; i < 4; i++) await h.lease.storage.jobs.runDue();
    const got = await mailTexts(sink);
    expect(got.map((m) => m.to)).toEqual(["alice@example.com"]);
    expect(got[0].text).toContain(id);
  });
});
