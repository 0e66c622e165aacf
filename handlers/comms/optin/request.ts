import type { CommsConsentHandlers } from "../../../generated/comms/server";
import type { CampaignDeps } from "../campaigns/deps";
import { openTransport, relayConfigured, relayMessageId } from "../campaigns/smtp";
import { domainNotActive } from "../campaigns/store";
import { relayDomainActive } from "../senders/relay";
import { recordAudit } from "../support/audit-log";
import { iso } from "../support/deps";
import { principal } from "../support/guard";
import { confirmationMail } from "./mail";
import { CONFIRM_PREFIX, CONFIRM_TTL_MS, optinToken, tokenReference } from "./token";

/** At most one confirmation e-mail per contact in this window (a contact who opted out is not mailed repeatedly). */
export const REQUEST_INTERVAL_MS = 60 * 60 * 1000;

type Handler = CommsConsentHandlers["commsvc_contact_optin_request"];

/**
 * commsvc_contact_optin_request: a double opt-in e-mail through the e-mail relay (the campaign
 * transport, campaigns/smtp.ts). It records nothing about consent: the contact's POST on the
 * confirmation page does (optin/confirm-route.ts). docs/comms.md, "Double opt-in".
 */
export function optinHandlers(deps: CampaignDeps): { commsvc_contact_optin_request: Handler } {
  const { db, clock } = deps;
  return {
    async commsvc_contact_optin_request(args, ctx) {
      const who = principal(ctx);
      const org = who.organizationId;
      const contact = await db
        .selectFrom("comms_crm_contacts")
        .select(["id", "email", "first_name"])
        .where("organization_id", "=", org)
        .where("id", "=", args.contact_id)
        .executeTakeFirst();
      if (!contact)
        throw ctx.error(
          "not_found",
          `No contact ${JSON.stringify(args.contact_id)} in this organization (contact_id).`,
        );
      const consent = await db
        .selectFrom("comms_contact_consent")
        .select(["suppressed_at", "suppressed_reason"])
        .where("contact_id", "=", contact.id)
        .executeTakeFirst();
      if (consent?.suppressed_at != null)
        throw ctx.error(
          "contact_suppressed",
          `The address of contact ${contact.id} is suppressed (${consent.suppressed_reason ?? "bounce"}) (contact_id): no e-mail is sent to it.`,
        );
      const domain = await db
        .selectFrom("comms_sending_domains")
        .select(["name", "relay_account_id", "relay_key_sealed"])
        .where("organization_id", "=", org)
        .where("id", "=", args.domain_id)
        .executeTakeFirst();
      if (!domain)
        throw ctx.error(
          "not_found",
          `No sending domain ${JSON.stringify(args.domain_id)} in this organization (domain_id).`,
        );
      if (!(await relayDomainActive(db, domain.relay_account_id, domain.name)))
        throw ctx.error("domain_not_active", domainNotActive(domain.name));
      const now = clock.now().getTime();
      const last = await db
        .selectFrom("comms_audit_events")
        .select("occurred_at")
        .where("organization_id", "=", org)
        .where("action", "=", "contact.optin_request")
        .where("target_id", "=", contact.id)
        .where("occurred_at", ">", now - REQUEST_INTERVAL_MS)
        .orderBy("occurred_at", "desc")
        .executeTakeFirst();
      if (last) {
        const retry = Math.max(1, Math.ceil((Number(last.occurred_at) + REQUEST_INTERVAL_MS - now) / 1000));
        throw ctx.error(
          "rate_limited",
          `A confirmation e-mail went to contact ${contact.id} at ${iso(Number(last.occurred_at))}: at most one an hour (contact_id). Retry in ${retry} s; nothing was sent.`,
          { retry_after_seconds: retry },
        );
      }
      const transport = relayConfigured(deps) ? openTransport(deps, domain.relay_key_sealed) : null;
      if (!transport)
        throw ctx.error(
          "relay_not_configured",
          "The confirmation e-mail has nowhere to go: EMAIL_SUBMISSION_SMTP is off and no e-mail relay runs in this process. Serve comms and email in one host, set EMAIL_SUBMISSION_SMTP, or set COMMS_SMTP_URL.",
        );
      const claim = { o: org, c: contact.id, a: contact.email, i: now, x: now + CONFIRM_TTL_MS };
      const token = optinToken(deps.send.secretKey, claim);
      const link = `${deps.settings.baseUrl()}${CONFIRM_PREFIX}${token}`;
      const from = `"${who.organizationName.replace(/["\\\r\n]/g, "")}" <${deps.send.fromLocalPart}@${domain.name}>`;
      let response: string | undefined;
      try {
        const info = await transport.sendMail(
          confirmationMail({
            from,
            to: contact.email,
            organization: who.organizationName,
            link,
            firstName: contact.first_name,
            expiresAt: claim.x,
          }),
        );
        response = (info as { response?: string }).response;
      } catch (err) {
        throw ctx.error(
          "relay_refused",
          `The e-mail relay refused the confirmation e-mail to ${contact.email}: ${(err as Error).message.slice(0, 300)}. Nothing was recorded.`,
        );
      } finally {
        transport.close();
      }
      const messageId = relayMessageId(response);
      await recordAudit(db, who, now, {
        action: "contact.optin_request",
        target_type: "contact",
        target_id: contact.id,
        details: {
          domain_id: args.domain_id,
          sent_to: contact.email,
          message_id: messageId,
          token: tokenReference(token),
          expires_at: iso(claim.x),
        },
      });
      return {
        contact_id: contact.id,
        sent_to: contact.email,
        requested_at: iso(now),
        expires_at: iso(claim.x),
        message_id: messageId,
      };
    },
  };
}
