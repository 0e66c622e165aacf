import type { IncomingMessage, ServerResponse } from "node:http";
import type { HttpRoute } from "mcpforge/runtime";
import { recordAudit } from "../support/audit-log";
import type { Principal } from "../support/guard";
import type { CampaignDeps } from "./deps";
import { readUnsubscribeToken, UNSUBSCRIBE_PREFIX } from "./smtp";

const MAX_BODY = 4096;

export function page(res: ServerResponse, status: number, title: string, body: string, headOnly = false): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "default-src 'none'; form-action 'self'",
  });
  res.end(headOnly ? undefined : html);
}

/** Reads (and discards) a small request body; false when it is larger than MAX_BODY. */
export function drain(req: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        resolve(false);
        req.destroy();
      }
    });
    req.on("end", () => resolve(true));
    req.on("error", () => resolve(false));
  });
}

/**
 * The unsubscribe address every campaign message names in List-Unsubscribe
 * (`/comms/unsubscribe/<token>`, a token signed with COMMS_SECRET_KEY naming the recipient). No
 * login: GET shows a confirmation page with one button, POST (the button, or a mail client's
 * RFC 8058 one-click `List-Unsubscribe=One-Click`) records the unsubscription in the contact's
 * consent record (`unsubscribe_method` "list_unsubscribe_post") and on the campaign recipient, with an
 * audit event. Repeating it changes nothing. A token that is not ours answers 404.
 */
export function unsubscribeRoute(deps: CampaignDeps): HttpRoute {
  return {
    prefix: UNSUBSCRIBE_PREFIX,
    async handle(req, res) {
      const token = (req.url ?? "").split("?")[0].slice(UNSUBSCRIBE_PREFIX.length);
      const claim = readUnsubscribeToken(deps.send.secretKey, token);
      const known =
        claim &&
        (await deps.db
          .selectFrom("comms_campaign_recipients")
          .select(["id", "contact_id", "organization_id", "campaign_id", "unsubscribed_at"])
          .where("organization_id", "=", claim.o)
          .where("id", "=", claim.r)
          .executeTakeFirst());
      if (req.method === "GET" || req.method === "HEAD") {
        req.resume();
        if (!known)
          return page(
            res,
            404,
            "Link not recognised",
            "<p>This unsubscribe link is not valid.</p>",
            req.method === "HEAD",
          );
        return page(
          res,
          200,
          "Unsubscribe",
          `<p>Stop receiving marketing e-mail from this sender?</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
          req.method === "HEAD",
        );
      }
      if (req.method !== "POST") {
        req.resume();
        res.writeHead(405, { Allow: "GET, HEAD, POST", "Content-Length": 0 });
        return void res.end();
      }
      if (!(await drain(req))) return page(res, 413, "Request too large", "<p>The request body is too large.</p>");
      if (!known) return page(res, 404, "Link not recognised", "<p>This unsubscribe link is not valid.</p>");
      const now = deps.clock.now().getTime();
      await deps.db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable("comms_campaign_recipients")
          .set({ unsubscribed_at: now, updated_at: now })
          .where("id", "=", known.id)
          .where("unsubscribed_at", "is", null)
          .executeTakeFirst();
        const consent = await trx
          .updateTable("comms_contact_consent")
          .set({ unsubscribed_at: now, unsubscribe_method: "list_unsubscribe_post", updated_at: now })
          .where("contact_id", "=", known.contact_id)
          .where("organization_id", "=", known.organization_id)
          .where("unsubscribed_at", "is", null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) + Number(consent.numUpdatedRows) > 0)
          await recordAudit(
            trx,
            { organizationId: known.organization_id, apiKeyId: null } as unknown as Principal,
            now,
            {
              action: "contact.unsubscribe",
              target_type: "contact",
              target_id: known.contact_id,
              details: { campaign_id: known.campaign_id, method: "list_unsubscribe_post" },
            },
          );
      });
      page(res, 200, "You are unsubscribed", "<p>You will not receive marketing e-mail from this sender any more.</p>");
    },
  };
}
