import type { CommsOrgHandlers } from "../../generated/comms/server";
import { clientKey, RateLimiter } from "mcpforge/platform/rate-limit";
import type { ApiKeysTable } from "./migrations";
import { recordAudit } from "./support/audit-log";
import { iso, type CommsDeps } from "./support/deps";
import { principal } from "./support/guard";
import { ALL_SCOPES, newApiKey, newId } from "./support/keys";
import { presentKey } from "./keys";

/**
 * organization_create (anonymous; our design) and context. A new organization comes with one
 * owner key holding every scope; its secret is in this result only.
 */
export function orgHandlers(deps: CommsDeps) {
  const { db, clock } = deps;
  const perMinute = deps.settings.orgCreatesPerMinute;
  const limiter = perMinute > 0 ? new RateLimiter({ perSecond: perMinute / 60, burst: perMinute, clock }) : null;
  return {
    async commsvc_organization_create(args, ctx) {
      const client = clientKey(ctx.remoteAddress);
      const waitMs = limiter?.take(client) ?? 0;
      if (waitMs > 0) {
        const retry = Math.ceil(waitMs / 1000);
        throw ctx.error(
          "rate_limited",
          `Too many organizations created from ${client}: at most ${perMinute} a minute (COMMS_ORG_CREATES_PER_MINUTE). Retry in ${retry} s; nothing was created.`,
          { retry_after_seconds: retry },
        );
      }
      const now = clock.now().getTime();
      const org = { id: newId("org"), name: args.name.trim() || args.name, created_at: now };
      const key = newApiKey();
      const row: ApiKeysTable = {
        id: newId("key"),
        organization_id: org.id,
        name: "owner",
        prefix: key.prefix,
        key_hash: key.hash,
        scopes: JSON.stringify(ALL_SCOPES),
        created_at: now,
        last_used_at: null,
        revoked_at: null,
      };
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("comms_organizations").values(org).execute();
        await trx.insertInto("comms_api_keys").values(row).execute();
        await trx
          .insertInto("comms_billing_allowances")
          .values({
            organization_id: org.id,
            free_sends_granted: deps.settings.freeSends,
            free_sends_used: 0,
            granted_at: now,
          })
          .execute();
        const owner = { organizationId: org.id, organizationName: org.name, apiKeyId: row.id, scopes: [...ALL_SCOPES] };
        await recordAudit(trx, owner, now, {
          action: "organization.create",
          target_type: "organization",
          target_id: org.id,
          details: { name: org.name, owner_api_key_id: row.id },
        });
      });
      ctx.log.info({ organization_id: org.id, api_key_id: row.id, prefix: row.prefix }, "organization created");
      return {
        organization_id: org.id,
        name: org.name,
        created_at: iso(now),
        api_key: { ...presentKey(row), secret: key.secret },
      };
    },
    async commsvc_context(_args, ctx) {
      const who = principal(ctx);
      return {
        organization_id: who.organizationId,
        organization_name: who.organizationName,
        api_key_id: who.apiKeyId,
        scopes: who.scopes,
      };
    },
  } satisfies CommsOrgHandlers;
}
