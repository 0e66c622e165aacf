import { simpleParser } from "mailparser";
import { once } from "node:events";
import type { Kysely } from "kysely";
import { announcePublished, publishedReloads } from "../../../handlers/housing/catalog";
import type { PageTables } from "../../../handlers/housing/pages/migrations";
import type { Storage } from "../../../generator/platform/storage";
import type { SmtpSink } from "../../email/servers";
import type { Person, PersonHost } from "../person/harness";

/** A finaled Los Angeles permit record (data/housing/rentals/permits-los-angeles.json): its unit is permit-verified. */
export const FINALED = { address: "706 S Hoover St, Unit B, Los Angeles, CA 90007", claimKey: "los angeles|19022-10000-39407", permit: "19022-10000-39407" };
/** An address no permit record names. */
export const NO_RECORD = "12 Quiet Hollow Ln, San Diego, CA 92104";

/** Drafts a listing over MCP as `person` (draft_listing), publishes it with the store API and announces it, as the draft page does. */
export async function publish(h: PersonHost, person: Person, fields: Record<string, unknown>): Promise<string> {
  const draft = await person.tool<{ draft_id: string }>("draft_listing", fields);
  expect(await h.store.publishDraft(draft.draft_id, person.email)).toBeDefined();
  await announcePublished(h.lease.storage, draft.draft_id);
  return draft.draft_id;
}

/** Records that `person` claimed a permit record, proven (as the claim page does once the e-mailed code is entered, pages/claim-proof.ts) unless `proven` is false. */
export async function recordClaim(storage: Storage, recordKey: string, person: string, draftId: string, proven = true): Promise<void> {
  const db = storage.kysely<PageTables>() as Kysely<PageTables>;
  await db.insertInto("housing_page_claims").values({ record_key: recordKey, person, draft_id: draftId, address: "claimed", claimed_at: 0, proven_at: proven ? 0 : null, proof: proven ? "test" : null }).execute();
}

/** Resolves once a catalog of this process has reloaded and serves `id` (published listings are reloaded on events and an interval). */
export async function reloadedWith(id: string): Promise<void> {
  for (;;) {
    const [ids] = (await once(publishedReloads, "reloaded")) as [string[]];
    if (ids.includes(id)) return;
  }
}

/** Text of every mail the sink received, in order. */
export async function mailTexts(sink: SmtpSink): Promise<{ to: string; text: string }[]> {
  return Promise.all(sink.received.map(async (r) => ({ to: r.to.join(","), text: (await simpleParser(r.raw)).text ?? "" })));
}
