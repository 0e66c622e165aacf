import type { CommsCrmContactsHandlers } from "../../../generated/comms/server";
import type { CrmContact } from "../../../generated/comms/types";
import type { CommsDeps } from "../support/deps";
import { crudHandlers, type ResourceDef } from "../support/resource";

/**
 * CRM contacts: e-mail (stored lower case, one contact per address per organization:
 * already_exists), first name, optional company of the same organization; `q` searches e-mail and
 * first name, `company_id` filters.
 */
export const contactResource: ResourceDef = {
  table: "comms_crm_contacts",
  noun: "contact",
  path: "contacts",
  idPrefix: "ct",
  idField: "contact_id",
  listField: "contacts",
  columns: ["email", "first_name", "company_id"],
  references: { company_id: { table: "comms_crm_companies", noun: "company" } },
  filters: ["company_id"],
  search: ["email", "first_name"],
  normalize: (column, value) => (column === "email" && typeof value === "string" ? value.trim().toLowerCase() : value),
  check: async (trx, who, row, ctx) => {
    const other = await trx
      .selectFrom("comms_crm_contacts")
      .select("id")
      .where("organization_id", "=", who.organizationId)
      .where("email", "=", String(row.email))
      .where("id", "!=", row.id)
      .executeTakeFirst();
    if (other)
      throw ctx.error(
        "already_exists",
        `A contact with this e-mail address already exists in this organization (email): ${other.id}.`,
        { contact_id: other.id },
      );
  },
  // A deleted contact leaves every static audience and its consent record goes with it (the audit
  // trail keeps the history); campaigns launched earlier keep their recipients.
  onDelete: async (trx, _who, row) => {
    await trx.deleteFrom("comms_audience_members").where("contact_id", "=", row.id).execute();
    await trx.deleteFrom("comms_contact_consent").where("contact_id", "=", row.id).execute();
  },
  present: (row) =>
    ({ email: row.email, first_name: row.first_name, company_id: row.company_id }) as Omit<
      CrmContact,
      "contact_id" | "created_at" | "updated_at" | "url"
    >,
};

export function crmContactsHandlers(deps: CommsDeps) {
  const crud = crudHandlers(contactResource, deps);
  return {
    commsvc_crm_contacts_create: crud.create,
    commsvc_crm_contacts_get: crud.get,
    commsvc_crm_contacts_list: crud.list,
    commsvc_crm_contacts_update: crud.update,
    commsvc_crm_contacts_delete: crud.delete,
  } satisfies CommsCrmContactsHandlers;
}
