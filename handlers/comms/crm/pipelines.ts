import type { CommsCrmPipelinesHandlers } from "../../../generated/comms/server";
import type { CommsDeps } from "../support/deps";
import { newId } from "../support/keys";
import { crudHandlers, type ResourceDef } from "../support/resource";
import type { Ctx, Trx } from "../support/resource-def";
import { stageNames } from "./stage-order";

/**
 * CRM pipelines: a name and the ordered names of their stages. `stages` on create makes those
 * stages; on update it is the new order: listed names are kept (same stage_id) and moved, new
 * names become stages, names left out are deleted — refused with in_use while a deal sits in one.
 * A pipeline with deals cannot be deleted (in_use); deleting one deletes its stages.
 */
export const pipelineResource: ResourceDef = {
  table: "comms_crm_pipelines",
  noun: "pipeline",
  path: "pipelines",
  idPrefix: "pl",
  idField: "pipeline_id",
  listField: "pipelines",
  columns: ["name"],
  filters: [],
  search: ["name"],
  afterWrite: async (trx, who, row, args, ctx, now) => {
    if (Array.isArray(args.stages))
      await syncStages(
        trx,
        { organizationId: who.organizationId, pipelineId: row.id, names: args.stages as string[], now },
        ctx,
      );
  },
  onDelete: async (trx, _who, row, ctx) => {
    const deal = await trx
      .selectFrom("comms_crm_deals")
      .select("id")
      .where("pipeline_id", "=", row.id)
      .executeTakeFirst();
    if (deal)
      throw ctx.error(
        "in_use",
        `Pipeline ${row.id} still has deals (pipeline_id), e.g. ${deal.id}; move or delete them first.`,
        { deal_id: deal.id },
      );
    await trx.deleteFrom("comms_crm_stages").where("pipeline_id", "=", row.id).execute();
  },
  load: async (db, _who, rows) => {
    const names = await stageNames(
      db,
      rows.map((r) => r.id),
    );
    for (const r of rows) r.stages = names.get(r.id) ?? [];
  },
  present: (row) => ({ name: row.name, stages: row.stages }),
};

async function syncStages(
  trx: Trx,
  p: { organizationId: string; pipelineId: string; names: string[]; now: number },
  ctx: Ctx,
): Promise<void> {
  const existing = await trx
    .selectFrom("comms_crm_stages")
    .select(["id", "name"])
    .where("pipeline_id", "=", p.pipelineId)
    .execute();
  const removed = existing.filter((s) => !p.names.includes(s.name));
  if (removed.length > 0) {
    const deal = await trx
      .selectFrom("comms_crm_deals")
      .select(["id", "stage_id"])
      .where(
        "stage_id",
        "in",
        removed.map((s) => s.id),
      )
      .executeTakeFirst();
    if (deal)
      throw ctx.error(
        "in_use",
        `The stages list leaves out a stage that deal ${deal.id} is in (stages); move the deal first.`,
        { deal_id: deal.id, stage_id: deal.stage_id },
      );
    await trx
      .deleteFrom("comms_crm_stages")
      .where(
        "id",
        "in",
        removed.map((s) => s.id),
      )
      .execute();
  }
  const byName = new Map(existing.map((s) => [s.name, s.id]));
  for (const [position, name] of p.names.entries()) {
    const id = byName.get(name);
    if (id) await trx.updateTable("comms_crm_stages").set({ position }).where("id", "=", id).execute();
    else
      await trx
        .insertInto("comms_crm_stages")
        .values({
          id: newId("stg"),
          organization_id: p.organizationId,
          pipeline_id: p.pipelineId,
          name,
          position,
          probability: null,
          created_at: p.now,
          updated_at: p.now,
        })
        .execute();
  }
}

export function crmPipelinesHandlers(deps: CommsDeps) {
  const crud = crudHandlers(pipelineResource, deps);
  return {
    commsvc_crm_pipelines_create: crud.create,
    commsvc_crm_pipelines_get: crud.get,
    commsvc_crm_pipelines_list: crud.list,
    commsvc_crm_pipelines_update: crud.update,
    commsvc_crm_pipelines_delete: crud.delete,
  } satisfies CommsCrmPipelinesHandlers;
}
