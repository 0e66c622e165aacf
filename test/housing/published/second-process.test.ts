import pino from "pino";
import { openStorage, type Storage } from "../../../handlers/_shared/storage";
import { announcePublished } from "../../../handlers/housing/catalog";
import { forPerson, openPersonStore } from "../../../handlers/housing/person/store";
import { createDraft } from "../../../handlers/housing/person/store/drafts";
import { describeEachDatabase } from "../../storage/databases";
import { personWorld, type PersonHost, type PersonWorld } from "../person/harness";
import { FINALED, reloadedWith } from "./harness";

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
    const store = await openPersonStore(other);
    const now = h.auth.clock.now().getTime();
    const draft = await forPerson(store.ctx, "otto@example.com", (trx) =>
      createDraft(trx, { person: "otto@example.com", byAssistant: false, clientId: null }, now, { address: FINALED.address, price: 2990, name: "Otto's Hoover ADU" }),
    );
    const reader = await h.signIn("reader@example.com");
    expect(await reader.refusal("get_rental", { id: draft.id })).toMatchObject({ code: "not_found" });

    const seen = reloadedWith(draft.id);
    expect(await store.publishDraft(draft.id, "otto@example.com")).toBeDefined();
    await announcePublished(other, draft.id);
    await seen;

    expect(await reader.tool("get_rental", { id: draft.id })).toMatchObject({ id: draft.id, title: "Otto's Hoover ADU", permit_verified: true, sample: false });
    const found = await reader.tool("search_rentals", { city: "Los Angeles", limit: 1 });
    expect(found.listings.map((l: { id: string }) => l.id)).toEqual([draft.id]);
  });
});
