import type { Logger } from "pino";
import type { CommsTables } from "../migrations";
import type { CommsDeps } from "../support/deps";
import type { Trx } from "../support/resource-def";

export const ERASE_QUEUE = "comms.erase";
export const ERASE_DELAY_MS = 7 * 86_400_000;

export interface EraseJob {
  organization_id: string;
  request_id: string;
}

/**
 * The column naming the tenant in every comms table. Typed over every table of CommsTables, so
 * a table added without an entry here does not compile and cannot escape erasure.
 */
export const TENANT_COLUMN: Record<keyof CommsTables, "organization_id" | "id"> = {
  comms_organizations: "id",
  comms_api_keys: "organization_id",
  comms_audit_events: "organization_id",
  comms_crm_companies: "organization_id",
  comms_crm_contacts: "organization_id",
  comms_crm_pipelines: "organization_id",
  comms_crm_stages: "organization_id",
  comms_crm_deals: "organization_id",
  comms_crm_activities: "organization_id",
  comms_crm_tasks: "organization_id",
  comms_audiences: "organization_id",
  comms_audience_members: "organization_id",
  comms_contact_consent: "organization_id",
  comms_billing_allowances: "organization_id",
  comms_entitlements: "organization_id",
  comms_deletion_requests: "organization_id",
  comms_data_exports: "organization_id",
  comms_data_export_parts: "organization_id",
  comms_contact_imports: "organization_id",
  comms_contact_import_rows: "organization_id",
  comms_contact_import_errors: "organization_id",
  comms_contact_files: "organization_id",
  comms_purchases: "organization_id",
  comms_sending_domains: "organization_id",
  comms_templates: "organization_id",
  comms_template_versions: "organization_id",
  comms_campaigns: "organization_id",
  comms_campaign_launches: "organization_id",
  comms_campaign_recipients: "organization_id",
  comms_dead_letters: "organization_id",
};

/**
 * Moves a still-scheduled request to `cancelled` or `completed` (only once due, with `dueBy`);
 * false when it was not scheduled (or not due). The one transition both cancel and erase make.
 */
export async function closeRequest(
  trx: Trx,
  r: { organizationId: string; requestId: string; to: "cancelled" | "completed"; at: number; dueBy?: number },
): Promise<boolean> {
  let q = trx
    .updateTable("comms_deletion_requests")
    .set(
      r.to === "cancelled" ? { status: "cancelled", cancelled_at: r.at } : { status: "completed", completed_at: r.at },
    )
    .where("id", "=", r.requestId)
    .where("organization_id", "=", r.organizationId)
    .where("status", "=", "scheduled");
  if (r.dueBy !== undefined) q = q.where("erase_after", "<=", r.dueBy);
  return Number((await q.executeTakeFirst()).numUpdatedRows) > 0;
}

/**
 * The durable erasure job: once its request is still scheduled and due, every row of the tenant
 * goes in one transaction — the request itself and the organization included, so its keys stop
 * working. Safe to run twice (a second run finds no scheduled request and does nothing).
 */
export async function runErasure(deps: CommsDeps, job: EraseJob, logger: Logger): Promise<void> {
  const now = deps.clock.now().getTime();
  const erased = await deps.db.transaction().execute(async (trx) => {
    if (
      !(await closeRequest(trx, {
        organizationId: job.organization_id,
        requestId: job.request_id,
        to: "completed",
        at: now,
        dueBy: now,
      }))
    )
      return null;
    const counts: Record<string, number> = {};
    for (const [table, column] of Object.entries(TENANT_COLUMN) as [keyof CommsTables, string][]) {
      const r = await trx
        .deleteFrom(table)
        .where(column as never, "=", job.organization_id as never)
        .executeTakeFirst();
      counts[table] = Number(r.numDeletedRows);
    }
    return counts;
  });
  if (erased)
    logger.info(
      { organization_id: job.organization_id, request_id: job.request_id, rows: erased },
      "organization erased",
    );
}
