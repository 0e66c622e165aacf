import type { CommsCrmCompaniesHandlers } from "../../../generated/comms/server";
import type { CrmCompany } from "../../../generated/comms/types";
import type { CommsDeps } from "../support/deps";
import { crudHandlers, type ResourceDef } from "../support/resource";

/** CRM companies: name, domain (lower case), website; `q` searches name and domain. */
export const companyResource: ResourceDef = {
  table: "comms_crm_companies",
  noun: "company",
  path: "companies",
  idPrefix: "co",
  idField: "company_id",
  listField: "companies",
  columns: ["name", "domain", "website"],
  filters: [],
  search: ["name", "domain"],
  normalize: (column, value) => (column === "domain" && typeof value === "string" ? value.toLowerCase() : value),
  // Deleting a company keeps its contacts; they lose the link (the tool declares no in_use refusal).
  onDelete: async (trx, who, row) => {
    await trx
      .updateTable("comms_crm_contacts")
      .set({ company_id: null })
      .where("organization_id", "=", who.organizationId)
      .where("company_id", "=", row.id)
      .execute();
  },
  present: (row) =>
    ({ name: row.name, domain: row.domain, website: row.website }) as Omit<
      CrmCompany,
      "company_id" | "created_at" | "updated_at" | "url"
    >,
};

export function crmCompaniesHandlers(deps: CommsDeps) {
  const crud = crudHandlers(companyResource, deps);
  return {
    commsvc_crm_companies_create: crud.create,
    commsvc_crm_companies_get: crud.get,
    commsvc_crm_companies_list: crud.list,
    commsvc_crm_companies_update: crud.update,
    commsvc_crm_companies_delete: crud.delete,
  } satisfies CommsCrmCompaniesHandlers;
}
