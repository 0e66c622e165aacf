import { setImmediate as yieldToLoop } from "node:timers/promises";
import type { ContactConsentTable } from "../migrations";
import type { Principal } from "../support/guard";
import { newId } from "../support/keys";
import type { Trx } from "../support/resource-def";
import { inBatches, type ImportRow } from "./store";

/** Staged rows read, imported and deleted at a time: a confirmation holds at most one page. */
export const CONFIRM_PAGE = 500;

/**
 * Imports the valid rows of a claimed import inside the caller's transaction: contacts are
 * matched by e-mail address (lower case) within the organization — new ones inserted, existing
 * ones get the row's first name (and company when the row names one) — and every imported
 * contact's consent becomes the import's basis, source and captured_at — except a contact who
 * unsubscribed: an import never lifts an opt-out (docs/comms.md, "Consent precedence"), and a
 * suppression is never lifted by consent. The waiting rows are deleted as they are imported.
 *
 * The staged rows are streamed in pages of CONFIRM_PAGE in row order (issue 30, item 1): memory
 * holds one page, never the whole import, and the event loop turns between pages and statements.
 *
 * A contact (or consent) another call commits after it was looked up here is treated as found:
 * the insert skips it (ON CONFLICT DO NOTHING) and it is updated like the others, as it would
 * be had that call come first, instead of failing the confirmation on the unique index.
 */
export async function importRows(
  trx: Trx,
  who: Principal,
  imp: ImportRow,
  now: number,
): Promise<{ created: number; updated: number }> {
  let created = 0;
  let total = 0;
  for (;;) {
    const page = await trx
      .selectFrom("comms_contact_import_rows")
      .select(["row", "email", "first_name", "company_id"])
      .where("import_id", "=", imp.id)
      .orderBy("row")
      .limit(CONFIRM_PAGE)
      .execute();
    if (page.length === 0) break;
    created += await importPage(trx, who.organizationId, imp, page, now);
    total += page.length;
    await trx
      .deleteFrom("comms_contact_import_rows")
      .where("import_id", "=", imp.id)
      .where("row", "<=", page[page.length - 1].row)
      .execute();
    await yieldToLoop();
  }
  return { created, updated: total - created };
}

type StagedRow = { row: number; email: string; first_name: string; company_id: string | null };

/** One page of staged rows into contacts and consent; returns how many contacts it created. */
async function importPage(trx: Trx, org: string, imp: ImportRow, rows: StagedRow[], now: number): Promise<number> {
  const existing = await contactIds(
    trx,
    org,
    rows.map((r) => r.email),
  );
  const fresh = rows
    .filter((r) => !existing.has(r.email))
    .map((r) => ({
      id: newId("ct"),
      organization_id: org,
      email: r.email,
      first_name: r.first_name,
      company_id: r.company_id,
      created_at: now,
      updated_at: now,
    }));
  const inserted = new Set<string>();
  await inBatches(fresh, async (slice) => {
    const made = await trx
      .insertInto("comms_crm_contacts")
      .values(slice)
      .onConflict((oc) => oc.columns(["organization_id", "email"]).doNothing())
      .returning("email")
      .execute();
    for (const m of made) inserted.add(m.email);
  });
  const raced = fresh.filter((f) => !inserted.has(f.email)).map((f) => f.email);
  for (const [email, id] of await contactIds(trx, org, raced)) existing.set(email, id);
  const freshIds = new Map(fresh.map((f) => [f.email, f.id]));
  const ids = rows.map((r) => existing.get(r.email) ?? freshIds.get(r.email)!);
  let since = 0;
  for (const r of rows.filter((x) => existing.has(x.email))) {
    if (++since % 100 === 0) await yieldToLoop(); // one statement each: yield between chunks
    await trx
      .updateTable("comms_crm_contacts")
      .set({
        first_name: r.first_name,
        updated_at: now,
        ...(r.company_id !== null ? { company_id: r.company_id } : {}),
      })
      .where("id", "=", existing.get(r.email)!)
      .execute();
  }
  await recordConsent(trx, org, imp, ids, now);
  return inserted.size;
}

/** The ids of the organization's contacts with these addresses, by address. */
async function contactIds(trx: Trx, org: string, emails: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  await inBatches(emails, async (slice) => {
    const rows = await trx
      .selectFrom("comms_crm_contacts")
      .select(["id", "email"])
      .where("organization_id", "=", org)
      .where("email", "in", slice)
      .execute();
    for (const f of rows) found.set(f.email, f.id);
  });
  return found;
}

async function recordConsent(trx: Trx, org: string, imp: ImportRow, contactIds: string[], now: number) {
  const captured = Number(imp.captured_at);
  const consent = { basis: imp.basis, source: imp.source, captured_at: captured, recorded_at: now, updated_at: now };
  await inBatches(contactIds, async (slice) => {
    const had = new Set(
      (
        await trx.selectFrom("comms_contact_consent").select("contact_id").where("contact_id", "in", slice).execute()
      ).map((r) => r.contact_id),
    );
    const inserts: ContactConsentTable[] = slice
      .filter((id) => !had.has(id))
      .map((contact_id) => ({
        ...consent,
        contact_id,
        organization_id: org,
        unsubscribed_at: null,
        unsubscribe_method: null,
        suppressed_at: null,
        suppressed_reason: null,
      }));
    const made = inserts.length
      ? await trx
          .insertInto("comms_contact_consent")
          .values(inserts)
          .onConflict((oc) => oc.column("contact_id").doNothing())
          .returning("contact_id")
          .execute()
      : [];
    const inserted = new Set(made.map((r) => r.contact_id));
    const updates = slice.filter((id) => !inserted.has(id)); // had consent, or got it meanwhile
    if (updates.length === 0) return;
    // An opt-out holds until the contact's own explicit opt-in: an import never lifts it, and
    // leaves the record of a contact who opted out as it is (the preview listed them).
    await trx
      .updateTable("comms_contact_consent")
      .set(consent)
      .where("contact_id", "in", updates)
      .where("unsubscribed_at", "is", null)
      .execute();
  });
}
