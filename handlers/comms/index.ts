import { defineHandlers } from "../../generator/runtime";
import type { CommsHandlers } from "../../generated/comms/server";
import { audiencesHandlers } from "./audiences";
import { auditHandlers } from "./audit";
import { billingHandlers } from "./billing";
import { campaignsHandlers } from "./campaigns";
import { consentHandlers } from "./consent";
import { crmActivitiesHandlers } from "./crm/activities";
import { crmCompaniesHandlers } from "./crm/companies";
import { crmContactsHandlers } from "./crm/contacts";
import { crmDealsHandlers } from "./crm/deals";
import { crmPipelinesHandlers } from "./crm/pipelines";
import { crmStagesHandlers } from "./crm/stages";
import { crmTasksHandlers } from "./crm/tasks";
import { deletionHandlers } from "./deletion";
import { deliveryHandlers } from "./delivery";
import { exportsHandlers } from "./exports";
import { importsHandlers } from "./imports";
import { keysHandlers } from "./keys";
import { orgHandlers } from "./org";

/**
 * Handlers of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge scaffold`; yours to edit.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export default defineHandlers<CommsHandlers>(() => ({
  tools: {
    ...audiencesHandlers,
    ...auditHandlers,
    ...billingHandlers,
    ...campaignsHandlers,
    ...consentHandlers,
    ...crmActivitiesHandlers,
    ...crmCompaniesHandlers,
    ...crmContactsHandlers,
    ...crmDealsHandlers,
    ...crmPipelinesHandlers,
    ...crmStagesHandlers,
    ...crmTasksHandlers,
    ...deletionHandlers,
    ...deliveryHandlers,
    ...exportsHandlers,
    ...importsHandlers,
    ...keysHandlers,
    ...orgHandlers,
  } satisfies CommsHandlers,
}));
