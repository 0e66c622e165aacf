import type { Kysely } from "kysely";
import type { Storage } from "mcpforge/platform/storage";
import { personMigrations, PERSON_MODULE } from "../migrations";
import { listActivity } from "./activity";
import { getApplication, isVerified, markVerified, startApplication, submitApplication } from "./applications";
import { personKey, type StoreCtx } from "./context";
import { getDraft, listDrafts, listPublishedDrafts, publishDraft, updateDraft } from "./drafts";
import { decideTour, listInquiries, listLandlordInquiries, listLandlordTours, listTours, type TourDecision } from "./requests";
import { getSearch } from "./searches";
import { appendLandlordReply, getLandlordThread, getThread, listMessages, listThreads } from "./threads";
import type { PersonTables } from "./tables";

export type { Actor, Db, StoreCtx } from "./context";
export { forPerson, iso, personKey } from "./context";
export type { ActivityEntry } from "./activity";
export type { Application } from "./applications";
export type { Draft, DraftFields } from "./drafts";
export type { DecideResult, Inquiry, Tour, TourDecision } from "./requests";
export type { SavedFilters, SavedSearch } from "./searches";
export type { Message, Thread, ThreadWithUnread } from "./threads";
export type { Author, TourStatus, ApplicationStatus, DraftStatus } from "./tables";

/**
 * The person's records as the browser pages use them (handlers/housing/pages). Every method that
 * takes a `person` or `landlordEmail` returns only that party's records (undefined / not_found for
 * anybody else's); addresses are compared lower-cased. The tools use the same functions.
 */
export function personStore(s: StoreCtx) {
  const p = personKey;
  return {
    ctx: s,
    // drafts: the finish page
    getDraft: (id: string, person: string) => getDraft(s, id, p(person)),
    listDrafts: (person: string) => listDrafts(s, p(person)),
    updateDraft: (id: string, person: string, changes: Parameters<typeof updateDraft>[3]) => updateDraft(s, id, p(person), changes),
    publishDraft: (id: string, person: string) => publishDraft(s, id, p(person)),
    // the catalog: every person's published drafts are listings (handlers/housing/catalog/published.ts)
    listPublished: () => listPublishedDrafts(s),
    // applications: the application page
    startApplication: (person: string, listingId: string | null) => startApplication(s, { person: p(person), byAssistant: false, clientId: null }, listingId),
    getApplication: (id: string, person: string) => getApplication(s, id, p(person)),
    submitApplication: (id: string, person: string) => submitApplication(s, id, p(person)),
    isVerified: (person: string) => isVerified(s, p(person)),
    markVerified: (person: string) => markVerified(s, p(person)),
    // the landlord's view
    listLandlordInquiries: (landlordEmail: string) => listLandlordInquiries(s, landlordEmail),
    listLandlordTours: (landlordEmail: string) => listLandlordTours(s, landlordEmail),
    decideTour: (tourId: string, landlordEmail: string, decision: TourDecision) => decideTour(s, tourId, landlordEmail, decision),
    getLandlordThread: (threadId: string, landlordEmail: string) => getLandlordThread(s, threadId, landlordEmail),
    appendLandlordReply: (threadId: string, landlordEmail: string, text: string) => appendLandlordReply(s, threadId, landlordEmail, text),
    // the person's own view
    getThread: (id: string, person: string) => getThread(s.db, id, p(person)),
    listThreads: (person: string, limit = 50) => listThreads(s, p(person), limit),
    listMessages: (threadId: string, limit?: number) => listMessages(s, threadId, limit),
    listInquiries: (person: string) => listInquiries(s, p(person)),
    listTours: (person: string) => listTours(s, p(person)),
    getSearch: (person: string) => getSearch(s, p(person)),
    listActivity: (person: string, limit?: number) => listActivity(s, p(person), limit),
  };
}

export type PersonStore = ReturnType<typeof personStore>;

/** Migrates the person tables (once across processes) and returns the store. */
export async function openPersonStore(storage: Storage): Promise<PersonStore> {
  await storage.migrate(PERSON_MODULE, personMigrations);
  return personStore({ db: storage.kysely<PersonTables>() as Kysely<PersonTables>, storage, clock: storage.clock });
}
