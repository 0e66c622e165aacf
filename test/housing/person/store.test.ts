import { ManualClock } from "../../../generator/runtime";
import { openPersonStore, type PersonStore } from "../../../handlers/housing/person/store";
import { forPerson } from "../../../handlers/housing/person/store/context";
import { createDraft } from "../../../handlers/housing/person/store/drafts";
import { recordTour } from "../../../handlers/housing/person/store/requests";
import { addMessage, openThread } from "../../../handlers/housing/person/store/threads";
import { describeEachDatabase, useStorageFixture } from "../../storage/databases";

const A = { person: "alice@example.com", byAssistant: true, clientId: "client-a" };
const LISTING = { id: "0b8e6c1a-1111-4a1a-9a1a-000000000001", landlord: { name: "Lee Landlord", email: "Lee@Example.com" } };

describeEachDatabase("housing person store (the API the browser pages use)", (kind) => {
  const clock = new ManualClock("2026-11-24T06:00:00.000Z");
  const fx = useStorageFixture(kind, { clock: () => clock });
  let store: PersonStore;
  beforeEach(async () => {
    store = await openPersonStore(await fx.openOne());
  });

  test("a draft is read and published only by its owner; the log marks the assistant", async () => {
    const d = await forPerson(store.ctx, A.person, (trx) => createDraft(trx, A, clock.now().getTime(), { address: "12 Elm St, Los Angeles", price: 2400, name: "Elm ADU" }));
    expect(await store.getDraft(d.id, "bob@example.com")).toBeUndefined();
    expect(await store.publishDraft(d.id, "bob@example.com")).toBeUndefined();
    expect((await store.getDraft(d.id, "ALICE@example.com"))?.status).toBe("draft");
    expect((await store.updateDraft(d.id, A.person, { price: 2500 }))?.fields.price).toBe(2500);
    expect((await store.publishDraft(d.id, A.person))?.status).toBe("published");
    expect(await store.publishDraft(d.id, A.person)).toBeUndefined();
    const log = await store.listActivity(A.person);
    expect(log.map((e) => [e.kind, e.by_assistant])).toEqual([["publish_listing", false], ["draft_listing", true]]);
  });

  test("the landlord sees tour requests addressed to them and decides once, on a proposed time", async () => {
    const now = clock.now().getTime();
    const tour = await forPerson(store.ctx, A.person, async (trx) => {
      const t = await openThread(trx, A.person, now, LISTING);
      const m = await addMessage(trx, t.id, now, { author: "assistant", clientId: A.clientId, text: "Tour please", linksRemoved: false, notice: "sent by an assistant" });
      return recordTour(trx, A, now, { listingId: LISTING.id, threadId: t.id, messageId: m.id, landlordEmail: LISTING.landlord.email, timezone: "America/Los_Angeles", times: ["2026-12-01T10:00", "2026-12-02T11:30"] });
    });
    expect(await store.listLandlordTours("someone@example.com")).toEqual([]);
    expect((await store.listLandlordTours("lee@example.com")).map((t) => t.id)).toEqual([tour.id]);
    expect(await store.decideTour(tour.id, "other@example.com", { decline: true })).toEqual({ ok: false, reason: "not_found" });
    expect(await store.decideTour(tour.id, "lee@example.com", { accept: "2026-12-03T09:00" })).toEqual({ ok: false, reason: "not_proposed" });
    const ok = await store.decideTour(tour.id, "lee@example.com", { accept: "2026-12-02T11:30" });
    expect(ok).toMatchObject({ ok: true, tour: { status: "accepted", accepted_time: "2026-12-02T11:30" } });
    expect(await store.decideTour(tour.id, "lee@example.com", { decline: true })).toEqual({ ok: false, reason: "already_decided" });
    const msgs = await store.listMessages(tour.thread_id);
    expect(msgs.map((m) => m.author)).toEqual(["assistant", "landlord"]);
    expect((await store.listThreads(A.person))[0].unread_count).toBe(1);
    expect(await store.appendLandlordReply(tour.thread_id, "other@example.com", "hi")).toBeUndefined();
    expect((await store.appendLandlordReply(tour.thread_id, "lee@example.com", "See you"))?.author).toBe("landlord");
    expect((await store.listThreads(A.person))[0].unread_count).toBe(2);
  });

  test("applications: one started per listing, submitted once, only by the owner; verification", async () => {
    const a1 = await store.startApplication(A.person, LISTING.id);
    expect((await store.startApplication(A.person, LISTING.id)).id).toBe(a1.id);
    expect(await store.getApplication(a1.id, "bob@example.com")).toBeUndefined();
    expect(await store.submitApplication(a1.id, "bob@example.com")).toBeUndefined();
    expect((await store.submitApplication(a1.id, A.person))?.status).toBe("submitted");
    expect((await store.startApplication(A.person, LISTING.id)).id).not.toBe(a1.id);
    expect(await store.isVerified(A.person)).toBe(false);
    await store.markVerified(A.person);
    await store.markVerified(A.person);
    expect(await store.isVerified(A.person)).toBe(true);
    expect(await store.isVerified("bob@example.com")).toBe(false);
  });
});
