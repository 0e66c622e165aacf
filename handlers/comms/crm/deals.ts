import type { CommsCrmDealsHandlers } from "../../../generated/comms/server";
import type { CommsDeps } from "../support/deps";
import { crudHandlers, type ResourceDef } from "../support/resource";
import type { Trx } from "../support/resource-def";

/** ISO 4217 codes as the runtime's ICU knows them (Intl), checked beyond the schema's ^[A-Z]{3}$. */
const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

/**
 * CRM deals: title, pipeline and a stage of that pipeline (stage_not_in_pipeline otherwise),
 * value in minor units with an ISO 4217 currency, and a free status (the document does not list
 * its values; "open" when none is given). Deleting a deal keeps its activities and tasks, unlinked.
 */
export const dealResource: ResourceDef = {
  table: "comms_crm_deals",
  noun: "deal",
  path: "deals",
  idPrefix: "dl",
  idField: "deal_id",
  listField: "deals",
  columns: ["title", "pipeline_id", "stage_id", "value_minor", "currency", "status"],
  defaults: { status: "open" },
  references: {
    pipeline_id: { table: "comms_crm_pipelines", noun: "pipeline" },
    stage_id: { table: "comms_crm_stages", noun: "stage" },
  },
  filters: ["pipeline_id", "stage_id", "status"],
  search: ["title"],
  check: async (trx, _who, row, ctx) => {
    if (row.currency !== null && !CURRENCIES.has(String(row.currency)))
      throw ctx.invalid({
        path: "/currency",
        message: `${JSON.stringify(row.currency)} is not an ISO 4217 currency code (e.g. EUR, USD)`,
      });
    const stage = await trx
      .selectFrom("comms_crm_stages")
      .select("pipeline_id")
      .where("id", "=", String(row.stage_id))
      .executeTakeFirstOrThrow();
    if (stage.pipeline_id !== row.pipeline_id)
      throw ctx.error(
        "stage_not_in_pipeline",
        `Stage ${String(row.stage_id)} (stage_id) belongs to pipeline ${stage.pipeline_id}, not ${String(row.pipeline_id)} (pipeline_id).`,
      );
  },
  onDelete: async (trx, who, row) => unlinkDeal(trx, who.organizationId, row.id),
  present: (row) => ({
    title: row.title,
    pipeline_id: row.pipeline_id,
    stage_id: row.stage_id,
    value_minor: row.value_minor === null ? null : Number(row.value_minor),
    currency: row.currency,
    status: row.status,
  }),
};

async function unlinkDeal(trx: Trx, organizationId: string, dealId: string): Promise<void> {
  for (const table of ["comms_crm_activities", "comms_crm_tasks"] as const)
    await trx
      .updateTable(table)
      .set({ deal_id: null })
      .where("organization_id", "=", organizationId)
      .where("deal_id", "=", dealId)
      .execute();
}

export function crmDealsHandlers(deps: CommsDeps) {
  const crud = crudHandlers(dealResource, deps);
  return {
    commsvc_crm_deals_create: crud.create,
    commsvc_crm_deals_get: crud.get,
    commsvc_crm_deals_list: crud.list,
    commsvc_crm_deals_update: crud.update,
    commsvc_crm_deals_delete: crud.delete,
  } satisfies CommsCrmDealsHandlers;
}
