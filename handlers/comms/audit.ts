import type { CommsAuditHandlers } from "../../generated/comms/server";
import { iso, type CommsDeps } from "./support/deps";
import { principal } from "./support/guard";
import { keysetPage } from "./support/paging";

/** audit: the organization's events, newest first, an opaque cursor per page (organization:read). */
export function auditHandlers(deps: CommsDeps) {
  return {
    async commsvc_audit(args, ctx) {
      const who = principal(ctx);
      const { rows, next_cursor } = await keysetPage(
        ctx,
        args,
        (before, take) => {
          let q = deps.db
            .selectFrom("comms_audit_events")
            .selectAll()
            .where("organization_id", "=", who.organizationId);
          if (before !== undefined) q = q.where("seq", "<", before);
          return q.orderBy("seq", "desc").limit(take).execute();
        },
        (e) => Number(e.seq),
      );
      const events = rows.map((e) => ({
        event_id: e.id,
        action: e.action,
        actor_type: e.actor_type,
        actor_id: e.actor_id,
        target_type: e.target_type,
        target_id: e.target_id,
        details: JSON.parse(e.details) as Record<string, unknown>,
        occurred_at: iso(Number(e.occurred_at)),
      }));
      return { events, next_cursor };
    },
  } satisfies CommsAuditHandlers;
}
