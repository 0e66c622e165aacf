import type { HttpRoute } from "mcpforge/runtime";
import { drain, page } from "../campaigns/unsubscribe-route";
import type { CampaignDeps } from "../campaigns/deps";
import { escapeHtml } from "../campaigns/smtp";
import { recordConsent } from "../consent-record";
import { iso } from "../support/deps";
import type { Principal } from "../support/guard";
import { CONFIRM_PREFIX, readOptinToken, tokenReference, type OptinClaim } from "./token";

const NOT_VALID = "<p>This confirmation link is not valid or has expired. Ask the sender for a new one.</p>";

/**
 * The confirmation address of a double opt-in e-mail (`/comms/confirm/<token>`, signed with
 * COMMS_SECRET_KEY, valid 7 days). No login. GET (and HEAD) shows a page with one button and
 * changes nothing, so a mail scanner opening the link confirms nothing. POST (the button)
 * records basis `explicit`, source "double opt-in e-mail" and evidence "double opt-in confirmed
 * <time> (token dbl_…)" captured now, through the consent path: it lifts an unsubscription made
 * before the request, never a later one, never a suppression. A token that is not ours, has
 * expired, names a deleted contact or an address the contact no longer has answers 404.
 */
export function confirmRoute(deps: CampaignDeps): HttpRoute {
  const known = async (claim: OptinClaim | null) =>
    claim &&
    (await deps.db
      .selectFrom("comms_crm_contacts")
      .select(["id", "organization_id"])
      .where("organization_id", "=", claim.o)
      .where("id", "=", claim.c)
      .where("email", "=", claim.a)
      .executeTakeFirst());
  return {
    prefix: CONFIRM_PREFIX,
    async handle(req, res) {
      const token = (req.url ?? "").split("?")[0].slice(CONFIRM_PREFIX.length);
      const claim = readOptinToken(deps.send.secretKey, token, deps.clock.now().getTime());
      const head = req.method === "HEAD";
      if (req.method === "GET" || head) {
        req.resume();
        if (!(await known(claim))) return page(res, 404, "Link not recognised", NOT_VALID, head);
        return page(
          res,
          200,
          "Confirm your subscription",
          `<p>Receive marketing e-mail at ${escapeHtml(claim!.a)} from this sender?</p><form method="post"><button type="submit">Yes, subscribe me</button></form>`,
          head,
        );
      }
      if (req.method !== "POST") {
        req.resume();
        res.writeHead(405, { Allow: "GET, HEAD, POST", "Content-Length": 0 });
        return void res.end();
      }
      if (!(await drain(req))) return page(res, 413, "Request too large", "<p>The request body is too large.</p>");
      const contact = await known(claim);
      if (!contact || !claim) return page(res, 404, "Link not recognised", NOT_VALID);
      const now = deps.clock.now().getTime();
      const who = { organizationId: contact.organization_id, apiKeyId: null } as unknown as Principal;
      const row = await recordConsent(deps, who, contact.id, {
        basis: "explicit",
        source: "double opt-in e-mail",
        captured: now,
        evidence: `double opt-in confirmed ${iso(now)} (token ${tokenReference(token)})`,
        optInSince: claim.i,
      });
      if (row.suppressed_at != null)
        return page(
          res,
          200,
          "Not subscribed",
          "<p>This address cannot receive e-mail from this sender (it bounced or reported a complaint).</p>",
        );
      if (row.unsubscribed_at != null)
        return page(
          res,
          200,
          "Not subscribed",
          "<p>You unsubscribed after this link was sent, so it no longer confirms a subscription. Ask the sender for a new confirmation e-mail.</p>",
        );
      page(res, 200, "Subscription confirmed", "<p>Thank you: you will receive marketing e-mail from this sender.</p>");
    },
  };
}
