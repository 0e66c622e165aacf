import type { CommsConsentHandlers } from "../../generated/comms/server";
import type { CommsvcContactMarketingGetOutput } from "../../generated/comms/types";
import type { ContactConsentTable } from "./migrations";
import { recordAudit } from "./support/audit-log";
import { iso, isoOrNull, type CommsDeps } from "./support/deps";
import { futureCapture } from "./imports/opted-out";
import { principal, type Principal } from "./support/guard";

/**
 * Marketing consent per contact. A contact may receive campaigns when consent is recorded and it
 * is neither unsubscribed nor suppressed. Recording consent replaces the current record (the old
 * one stays in the audit trail). An opt-out holds until the contact's own new explicit opt-in:
 * basis `explicit` with `evidence`, captured after the unsubscription (docs/comms.md, "Consent
 * precedence"); any other record keeps it. A captured_at in the future is refused.
 */
export function consentHandlers(deps: CommsDeps) {
  const { db, clock } = deps;
  const contact = async (ctx: { error(code: "not_found", m: string): Error }, who: Principal, id: string) => {
    const row = await db
      .selectFrom("comms_crm_contacts")
      .select(["id", "updated_at"])
      .where("organization_id", "=", who.organizationId)
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw ctx.error("not_found", `No contact ${JSON.stringify(id)} in this organization (contact_id).`);
    return row;
  };
  return {
    async commsvc_contact_marketing_get(args, ctx) {
      const who = principal(ctx);
      const c = await contact(ctx, who, args.contact_id);
      const row = await db
        .selectFrom("comms_contact_consent")
        .selectAll()
        .where("contact_id", "=", c.id)
        .executeTakeFirst();
      return present(c.id, row, Number(c.updated_at));
    },
    async commsvc_contact_marketing_put(args, ctx) {
      const who = principal(ctx);
      const c = await contact(ctx, who, args.contact_id);
      const now = clock.now().getTime();
      const captured = Date.parse(args.captured_at);
      const future = futureCapture(captured, now);
      if (future) throw ctx.error("invalid_arguments", future, { issues: [{ path: "/captured_at", message: future }] });
      const optIn = args.basis === "explicit" && args.evidence !== undefined;
      const row = await db.transaction().execute(async (trx) => {
        // The current record, locked on PostgreSQL until this transaction ends: an unsubscription
        // or bounce committing meanwhile waits, then applies to what this call writes, instead of
        // being overwritten by a record built from an older read.
        const current = () => {
          const q = trx.selectFrom("comms_contact_consent").selectAll().where("contact_id", "=", c.id);
          return (deps.storage.dialect === "postgres" ? q.forUpdate() : q).executeTakeFirst();
        };
        const recordFrom = (before: ContactConsentTable | undefined): ContactConsentTable => {
          // Only the contact's own new explicit opt-in, after the unsubscription, lifts it.
          const lifts = optIn && before?.unsubscribed_at != null && captured > Number(before.unsubscribed_at);
          return {
            contact_id: c.id,
            organization_id: who.organizationId,
            basis: args.basis,
            source: args.source,
            captured_at: captured,
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
          await trx.updateTable("comms_contact_consent").set(next).where("contact_id", "=", c.id).execute();
        }
        const lifts = before?.unsubscribed_at != null && next.unsubscribed_at === null;
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
          target_id: c.id,
          details: {
            basis: args.basis,
            source: args.source,
            captured_at: iso(captured),
            previous,
            evidence: args.evidence ?? null,
            unsubscription_lifted: lifts,
          },
        });
        return next;
      });
      return present(c.id, row, now);
    },
  } satisfies CommsConsentHandlers;
}

function present(
  contactId: string,
  row: ContactConsentTable | undefined,
  fallbackUpdated: number,
): CommsvcContactMarketingGetOutput {
  const num = (v: number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  const consent =
    row?.basis && row.source && row.captured_at !== null && row.recorded_at !== null
      ? {
          basis: row.basis,
          source: row.source,
          captured_at: iso(Number(row.captured_at)),
          recorded_at: iso(Number(row.recorded_at)),
        }
      : null;
  const unsubscribed = num(row?.unsubscribed_at);
  const suppressed = num(row?.suppressed_at) !== null;
  return {
    contact_id: contactId,
    consent,
    subscribed: consent !== null && unsubscribed === null && !suppressed,
    suppressed,
    unsubscribed_at: isoOrNull(unsubscribed),
    updated_at: iso(row ? Number(row.updated_at) : fallbackUpdated),
  };
}
