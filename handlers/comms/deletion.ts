import type { CommsDeletionHandlers } from "../../generated/comms/server";
import type { DeletionRequest } from "../../generated/comms/types";
import { closeRequest, ERASE_DELAY_MS, ERASE_QUEUE, type EraseJob } from "./deletion/erase";
import type { DeletionRequestsTable } from "./migrations";
import { recordAudit } from "./support/audit-log";
import { iso, isoOrNull, type CommsDeps } from "./support/deps";
import { principal } from "./support/guard";
import { newId } from "./support/keys";

type RequestRow = Omit<DeletionRequestsTable, "seq">;

/**
 * Tenant erasure: schedule (exact phrase `delete <organization_id>`), read the latest request,
 * cancel before it runs. The request row is the truth; a durable job (deletion/erase.ts) runs at
 * erase_after and erases only a request that is still scheduled and due.
 */
export function deletionHandlers(deps: CommsDeps) {
  const { db, clock, storage } = deps;
  return {
    async commsvc_deletion_schedule(args, ctx) {
      const who = principal(ctx);
      const phrase = `delete ${who.organizationId}`;
      if (args.confirmation !== phrase)
        throw ctx.error(
          "confirmation_mismatch",
          `confirmation must be exactly '${phrase}' (confirmation); nothing was scheduled.`,
        );
      const now = clock.now().getTime();
      const row: RequestRow = {
        id: newId("del"),
        organization_id: who.organizationId,
        status: "scheduled",
        requested_at: now,
        erase_after: now + ERASE_DELAY_MS,
        cancelled_at: null,
        completed_at: null,
      };
      await storage.serialized(`comms.deletion:${who.organizationId}`, async (trx) => {
        const open = await trx
          .selectFrom("comms_deletion_requests")
          .select("id")
          .where("organization_id", "=", who.organizationId)
          .where("status", "=", "scheduled")
          .executeTakeFirst();
        if (open)
          throw ctx.error(
            "deletion_already_scheduled",
            `Erasure ${open.id} is already scheduled for this organization; cancel it first (commsvc_deletion_cancel) to schedule anew.`,
            { request_id: open.id },
          );
        await trx.insertInto("comms_deletion_requests").values(row).execute();
        await recordAudit(trx, who, now, {
          action: "deletion.schedule",
          target_type: "organization",
          target_id: who.organizationId,
          details: { request_id: row.id, erase_after: iso(row.erase_after) },
        });
      });
      // Keyed per request: a retry after a crash between these two steps finds the request and enqueues once.
      await storage.jobs.enqueue(
        ERASE_QUEUE,
        { organization_id: who.organizationId, request_id: row.id } satisfies EraseJob,
        { runAt: new Date(row.erase_after), key: `comms.erase:${row.id}` },
      );
      return present(row);
    },
    async commsvc_deletion_request(_args, ctx) {
      const who = principal(ctx);
      const row = await db
        .selectFrom("comms_deletion_requests")
        .selectAll()
        .where("organization_id", "=", who.organizationId)
        .orderBy("seq", "desc")
        .executeTakeFirst();
      return { request: row ? present(row) : null };
    },
    async commsvc_deletion_cancel(args, ctx) {
      const who = principal(ctx);
      const now = clock.now().getTime();
      const row = await db.transaction().execute(async (trx) => {
        const done = await closeRequest(trx, {
          organizationId: who.organizationId,
          requestId: args.request_id,
          to: "cancelled",
          at: now,
        });
        const found = await trx
          .selectFrom("comms_deletion_requests")
          .selectAll()
          .where("id", "=", args.request_id)
          .where("organization_id", "=", who.organizationId)
          .executeTakeFirst();
        if (!found)
          throw ctx.error(
            "not_found",
            `No deletion request ${JSON.stringify(args.request_id)} in this organization (request_id).`,
          );
        if (!done)
          throw ctx.error(
            "deletion_not_scheduled",
            `Deletion request ${found.id} is ${found.status}, not scheduled (request_id); nothing changed.`,
          );
        await recordAudit(trx, who, now, {
          action: "deletion.cancel",
          target_type: "organization",
          target_id: who.organizationId,
          details: { request_id: found.id },
        });
        return found;
      });
      return present(row);
    },
  } satisfies CommsDeletionHandlers;
}

function present(r: RequestRow): DeletionRequest {
  const n = (v: number | null) => (v === null ? null : Number(v));
  return {
    request_id: r.id,
    organization_id: r.organization_id,
    status: r.status,
    requested_at: iso(Number(r.requested_at)),
    erase_after: iso(Number(r.erase_after)),
    cancelled_at: isoOrNull(n(r.cancelled_at)),
    completed_at: isoOrNull(n(r.completed_at)),
  };
}
