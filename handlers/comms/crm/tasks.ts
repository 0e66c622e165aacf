import type { CommsCrmTasksHandlers } from "../../../generated/comms/server";
import type { CommsDeps } from "../support/deps";
import { crudHandlers, type ResourceDef } from "../support/resource";

/**
 * CRM tasks: title, status (open, done, cancelled; open by default) and an optional deal of the
 * organization. contact_id and assignee_user_id are list filters in the document without an
 * input that sets them: null until a later design adds them (docs/comms.md).
 */
export const taskResource: ResourceDef = {
  table: "comms_crm_tasks",
  noun: "task",
  path: "tasks",
  idPrefix: "tsk",
  idField: "task_id",
  listField: "tasks",
  columns: ["title", "status", "deal_id"],
  references: { deal_id: { table: "comms_crm_deals", noun: "deal" } },
  filters: ["status", "deal_id", "contact_id", "assignee_user_id"],
  search: ["title"],
  present: (row) => ({
    title: row.title,
    status: row.status,
    deal_id: row.deal_id,
    contact_id: row.contact_id,
    assignee_user_id: row.assignee_user_id,
  }),
};

export function crmTasksHandlers(deps: CommsDeps) {
  const crud = crudHandlers(taskResource, deps);
  return {
    commsvc_crm_tasks_create: crud.create,
    commsvc_crm_tasks_get: crud.get,
    commsvc_crm_tasks_list: crud.list,
    commsvc_crm_tasks_update: crud.update,
    commsvc_crm_tasks_delete: crud.delete,
  } satisfies CommsCrmTasksHandlers;
}
