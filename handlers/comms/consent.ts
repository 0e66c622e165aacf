import type { CommsConsentHandlers } from "../../generated/comms/server";
import type { CommsvcContactMarketingGetOutput } from "../../generated/comms/types";
import type { ContactConsentTable } from "./migrations";
import { recordConsent } from "./consent-record";
import type { CampaignDeps } from "./campaigns/deps";
import { optinHandlers } from "./optin/request";
import { iso, isoOrNull } from "./support/deps";
import { futureCapture } from "./imports/opted-out";
import { principal, type Principal } from "./support/guard";

/**
 * Marketing consent per contact. A contact may receive campaigns when consent is recorded and it
 * is neither unsubscribed nor suppressed. Recording consent replaces the current record (the old
 * one stays in the audit trail). An opt-out holds until the contact's own new explicit opt-in:
 * basis `explicit` with `evidence`, captured after the unsubscription (docs/comms.md, "Consent
 * precedence"); any other record keeps it. A captured_at in the future is refused. The double
 * opt-in e-mail (contact_optin_request) lives in optin/; both write through consent-record.ts.
 */
export function consentHandlers(deps: CampaignDeps) {
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
    ...optinHandlers(deps), // the double opt-in e-mail (optin/request.ts)
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
      const row = await recordConsent(deps, who, c.id, {
        basis: args.basis,
        source: args.source,
        captured,
        evidence: args.evidence ?? null,
        optInSince: captured,
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
