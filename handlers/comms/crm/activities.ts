import type { CommsCrmActivitiesHandlers } from "../../../generated/comms/server";
import type { CommsDeps } from "../support/deps";
import { crudHandlers, type ResourceDef } from "../support/resource";

/**
 * CRM activities: a note, a free activity_type and an optional deal of the organization. The
 * document lists contact_id and company_id as list filters but no tool input sets them, so they
 * are null until a later design adds them (docs/comms.md).
 */
export const activityResource: ResourceDef = {
  table: "comms_crm_activities",
  noun: "activity",
  path: "activities",
  idPrefix: "act",
  idField: "activity_id",
  listField: "activities",
  columns: ["note", "activity_type", "deal_id"],
  references: { deal_id: { table: "comms_crm_deals", noun: "deal" } },
  filters: ["deal_id", "contact_id", "company_id", "activity_type"],
  search: ["note", "activity_type"],
  present: (row) => ({
    note: row.note,
    activity_type: row.activity_type,
    deal_id: row.deal_id,
    contact_id: row.contact_id,
    company_id: row.company_id,
  }),
};

export function crmActivitiesHandlers(deps: CommsDeps) {
  const crud = crudHandlers(activityResource, deps);
  return {
    commsvc_crm_activities_create: crud.create,
    commsvc_crm_activities_get: crud.get,
    commsvc_crm_activities_list: crud.list,
    commsvc_crm_activities_update: crud.update,
    commsvc_crm_activities_delete: crud.delete,
  } satisfies CommsCrmActivitiesHandlers;
}
