import type { ContactConsentTable } from "./migrations";
import { recordAudit } from "./support/audit-log";
import { iso, isoOrNull, type CommsDeps } from "./support/deps";
import type { Principal } from "./support/guard";
import type { Trx } from "./support/resource-def";

/** One consent record to write (contact_marketing_put, a confirmed double opt-in). */
export interface ConsentInput {
  basis: ContactConsentTable["basis"] & string;
  source: string;
  captured: number;
  evidence: string | null;
  /**
   * When the contact's opt-in began: an unsubscription before it is lifted by an `explicit`
   * record with evidence, a later one is not. contact_marketing_put: captured_at. A double
   * opt-in: when the confirmation e-mail was requested.
   */
  optInSince: number;
}

/**
 * Writes the consent record of one contact in one transaction, with its audit event
 * (docs/comms.md, "Consent precedence"): an opt-out holds until the contact's own new explicit
 * opt-in (basis explicit, evidence, begun after the unsubscription); any other record keeps it;
 * suppression is never lifted. The current record is read locked on PostgreSQL, so an
 * unsubscription or bounce committing meanwhile waits, then applies to what this call writes.
 */
export async function recordConsent(
  deps: CommsDeps,
  who: Principal,
  contactId: string,
  input: ConsentInput,
): Promise<ContactConsentTable> {
  const now = deps.clock.now().getTime();
  const optIn = input.basis === "explicit" && input.evidence !== null;
  return deps.db.transaction().execute(async (trx) => {
    const current = () => {
      const q = trx.selectFrom("comms_contact_consent").selectAll().where("contact_id", "=", contactId);
      return (deps.storage.dialect === "postgres" ? q.forUpdate() : q).executeTakeFirst();
    };
    const recordFrom = (before: ContactConsentTable | undefined): ContactConsentTable => {
      const lifts = optIn && before?.unsubscribed_at != null && input.optInSince > Number(before.unsubscribed_at);
      return {
        contact_id: contactId,
        organization_id: who.organizationId,
        basis: input.basis,
        source: input.source,
        captured_at: input.captured,
        recorded_at: now,
        unsubscribed_at: lifts ? null : (before?.unsubscribed_at ?? null),
        unsubscribe_method: lifts ? null : (before?.unsubscribe_method ?? null),
        suppressed_at: before?.suppressed_at ?? null,
        suppressed_reason: before?.suppressed_reason ?? null,
        updated_at: now,
      };
    };
    let before = await current();
    let next = recordFrom(before);
    const inserted =
      !before &&
      (
        await trx
          .insertInto("comms_contact_consent")
          .values(next)
          .onConflict((oc) => oc.column("contact_id").doNothing())
          .returning("contact_id")
          .execute()
      ).length === 1;
    if (!inserted) {
      before ??= await current(); // created by another call (an import, a put) since the read
      next = recordFrom(before);
      await trx.updateTable("comms_contact_consent").set(next).where("contact_id", "=", contactId).execute();
    }
    await auditConsent(trx, who, now, contactId, input, before, next);
    return next;
  });
}

async function auditConsent(
  trx: Trx,
  who: Principal,
  now: number,
  contactId: string,
  input: ConsentInput,
  before: ContactConsentTable | undefined,
  next: ContactConsentTable,
): Promise<void> {
  const previous = before?.basis
    ? {
        basis: before.basis,
        source: before.source,
        captured_at: isoOrNull(before.captured_at === null ? null : Number(before.captured_at)),
      }
    : null;
  await recordAudit(trx, who, now, {
    action: "contact.consent_record",
    target_type: "contact",
    target_id: contactId,
    details: {
      basis: input.basis,
      source: input.source,
      captured_at: iso(input.captured),
      previous,
      evidence: input.evidence,
      unsubscription_lifted: before?.unsubscribed_at != null && next.unsubscribed_at === null,
    },
  });
}
