import { activityResource } from "../../../handlers/comms/crm/activities";
import { companyResource } from "../../../handlers/comms/crm/companies";
import { contactResource } from "../../../handlers/comms/crm/contacts";
import { dealResource } from "../../../handlers/comms/crm/deals";
import { pipelineResource } from "../../../handlers/comms/crm/pipelines";
import { stageResource } from "../../../handlers/comms/crm/stages";
import { taskResource } from "../../../handlers/comms/crm/tasks";
import { isIndexed } from "../../../handlers/comms/search";

const RESOURCES = [
  activityResource,
  companyResource,
  contactResource,
  dealResource,
  pipelineResource,
  stageResource,
  taskResource,
];

describe("comms search: every CRM resource with q is on the trigram index", () => {
  test.each(RESOURCES.filter((r) => r.search.length > 0).map((r) => [r.table, r] as const))(
    "%s: its q columns are indexed and its list pages by seq",
    (_table, def) => {
      expect(isIndexed(def.table, def.search)).toBe(true);
      expect(def.orderBy ?? "seq").toBe("seq");
    },
  );

  test("a resource whose q columns changed since the migration is not taken for indexed", () => {
    expect(isIndexed("comms_crm_contacts", ["email"])).toBe(false);
    expect(isIndexed("comms_crm_contacts", ["first_name", "email"])).toBe(false);
    expect(isIndexed("comms_crm_stages", ["name"])).toBe(false);
  });
});
