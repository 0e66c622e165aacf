import type { CommsCrmStagesHandlers } from "../../../generated/comms/server";
import type { CommsDeps } from "../support/deps";
import { crudHandlers, type ResourceDef } from "../support/resource";
import { AT_END, placeStage } from "./stage-order";

/**
 * CRM stages, addressed under their pipeline (every tool takes pipeline_id; a stage of another
 * pipeline is not found). Listed by `position`, kept dense per pipeline: creating or moving a
 * stage to a position shifts the others (no position: the end). Names are unique per pipeline
 * (already_exists); a stage with deals cannot be deleted (in_use).
 */
export const stageResource: ResourceDef = {
  table: "comms_crm_stages",
  noun: "stage",
  path: "stages",
  idPrefix: "stg",
  idField: "stage_id",
  listField: "stages",
  columns: ["name", "position", "probability"],
  parent: { column: "pipeline_id", path: "pipelines", table: "comms_crm_pipelines", noun: "pipeline" },
  filters: [],
  search: [],
  orderBy: "position",
  check: async (trx, _who, row, ctx) => {
    row.position ??= AT_END;
    const same = await trx
      .selectFrom("comms_crm_stages")
      .select("id")
      .where("pipeline_id", "=", String(row.pipeline_id))
      .where("name", "=", String(row.name))
      .where("id", "!=", row.id)
      .executeTakeFirst();
    if (same)
      throw ctx.error(
        "already_exists",
        `The pipeline already has a stage named ${JSON.stringify(row.name)} (name): ${same.id}.`,
        { stage_id: same.id },
      );
  },
  afterWrite: async (trx, _who, row) => placeStage(trx, String(row.pipeline_id), row.id, Number(row.position)),
  onDelete: async (trx, _who, row, ctx) => {
    const deal = await trx.selectFrom("comms_crm_deals").select("id").where("stage_id", "=", row.id).executeTakeFirst();
    if (deal)
      throw ctx.error("in_use", `Stage ${row.id} still has deals (stage_id), e.g. ${deal.id}; move them first.`, {
        deal_id: deal.id,
      });
    await placeStage(trx, String(row.pipeline_id), row.id, "removed");
  },
  present: (row) => ({
    pipeline_id: row.pipeline_id,
    name: row.name,
    position: Number(row.position),
    probability: row.probability === null ? null : Number(row.probability),
  }),
};

export function crmStagesHandlers(deps: CommsDeps) {
  const crud = crudHandlers(stageResource, deps);
  return {
    commsvc_crm_stages_create: crud.create,
    commsvc_crm_stages_get: crud.get,
    commsvc_crm_stages_list: crud.list,
    commsvc_crm_stages_update: crud.update,
    commsvc_crm_stages_delete: crud.delete,
  } satisfies CommsCrmStagesHandlers;
}
