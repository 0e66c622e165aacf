import { defineHandlers } from "mcpforge/runtime";
import type { CommsHandlers } from "../../generated/comms/server";
import { acquireStorage } from "mcpforge/platform/storage";
import { listenerKey } from "../_shared/email-relay";
import { audiencesHandlers } from "./audiences";
import { auditHandlers } from "./audit";
import { billingHandlers } from "./billing";
import { campaignsHandlers } from "./campaigns";
import { LAUNCH_QUEUE, REPLAY_QUEUE, SEND_QUEUE, type CampaignDeps, type CampaignJob } from "./campaigns/deps";
import { runScheduledLaunch } from "./campaigns/launch";
import { sendSettingsFrom } from "./campaigns/settings";
import { unsubscribeRoute } from "./campaigns/unsubscribe-route";
import { sendingWorker, type ReplayJob } from "./campaigns/worker";
import { observeCampaignQueue } from "./campaigns/metrics";
import { consentHandlers } from "./consent";
import { confirmRoute } from "./optin/confirm-route";
import { OPTIN_MIGRATION_MODULE, optinMigrations } from "./optin/migration";
import { activityResource, crmActivitiesHandlers } from "./crm/activities";
import { companyResource, crmCompaniesHandlers } from "./crm/companies";
import { contactResource, crmContactsHandlers } from "./crm/contacts";
import { crmDealsHandlers, dealResource } from "./crm/deals";
import { crmPipelinesHandlers, pipelineResource } from "./crm/pipelines";
import { crmStagesHandlers, stageResource } from "./crm/stages";
import { crmTasksHandlers, taskResource } from "./crm/tasks";
import { crmViewRoute } from "./crm/view-route";
import { deletionHandlers } from "./deletion";
import { ERASE_QUEUE, runErasure, type EraseJob } from "./deletion/erase";
import { deliveryHandlers } from "./delivery";
import { EXPORTS_MIGRATION_MODULE, exportsMigrations } from "./exports/migration";
import { X402_MIGRATION_MODULE, x402Migrations } from "./billing/migration";
import { EXPORT_RECOVER_EVERY_MS, EXPORT_RECOVER_QUEUE, ExportRunner } from "./exports/runner";
import { EXPORT_PURGE_QUEUE, exportDownloadRoute, exportsHandlers, purgeExport } from "./exports";
import { CONTACT_FILE_PURGE_QUEUE, contactFileRoute, importsHandlers, purgeContactFile } from "./imports";
import { keysHandlers } from "./keys";
import { commsMigrations, type CommsTables } from "./migrations";
import { CAMPAIGNS_MIGRATION_MODULE, campaignsMigrations } from "./migrations/campaigns";
import { orgHandlers } from "./org";
import { sendersHandlers } from "./senders";
import { commsSearchMigrations } from "./search";
import { commsSettingsFrom } from "./settings";
import type { CommsDeps } from "./support/deps";
import { guardTools } from "./support/guard";
import { admitHeavyTools, commsAdmission } from "./quota/admit";
import { withHeavyCharge } from "./quota/charge";
import { QUOTA_MIGRATION_MODULE, quotaMigrations } from "./quota/migration";

/**
 * Tenant messaging and CRM service (document 001, service A). This module only composes: storage
 * and migrations, the shared deps, every group module, and the scope guard around all of them
 * (docs/comms.md, "Handler layout").
 */
export default defineHandlers<CommsHandlers>(async (env) => {
  const settings = commsSettingsFrom(env);
  const lease = await acquireStorage(env);
  try {
    const { storage } = lease;
    await storage.migrate("comms", commsMigrations);
    await storage.migrate(CAMPAIGNS_MIGRATION_MODULE, campaignsMigrations);
    await storage.migrate(EXPORTS_MIGRATION_MODULE, exportsMigrations); // extends comms_data_exports
    await storage.migrate(X402_MIGRATION_MODULE, x402Migrations); // extends comms_purchases, comms_entitlements
    await storage.migrate(OPTIN_MIGRATION_MODULE, optinMigrations); // indexes comms_audit_events
    await storage.migrate(QUOTA_MIGRATION_MODULE, quotaMigrations); // indexes comms_contact_import_rows
    await storage.migrate("comms_search", commsSearchMigrations); // after the tables it indexes
    const deps: CommsDeps = { storage, db: storage.kysely<CommsTables>(), clock: env.clock, settings };
    const campaignDeps: CampaignDeps = {
      ...deps,
      send: sendSettingsFrom(env, env.logger),
      logger: env.logger,
      relayListenerKey: listenerKey(env.config.env),
    };
    const worker = sendingWorker(campaignDeps);
    const exportRunner = new ExportRunner(deps, env.logger);
    const tools = {
      ...audiencesHandlers(deps),
      ...auditHandlers(deps),
      ...billingHandlers(deps),
      ...campaignsHandlers(campaignDeps),
      ...consentHandlers(campaignDeps),
      ...crmActivitiesHandlers(deps),
      ...crmCompaniesHandlers(deps),
      ...crmContactsHandlers(deps),
      ...crmDealsHandlers(deps),
      ...crmPipelinesHandlers(deps),
      ...crmStagesHandlers(deps),
      ...crmTasksHandlers(deps),
      ...deletionHandlers(deps),
      ...deliveryHandlers(campaignDeps),
      ...exportsHandlers(deps, exportRunner),
      ...importsHandlers(deps),
      ...keysHandlers(deps),
      ...orgHandlers(deps),
      ...sendersHandlers(campaignDeps),
    } satisfies CommsHandlers;
    const admission = commsAdmission(deps, env.clock);
    admitHeavyTools(tools, deps, admission); // budgets, queue, quotas (quota/costs.ts)
    guardTools(tools, deps); // every handler now checks key, organization and scope first
    const stops = [
      storage.jobs.register<EraseJob>(ERASE_QUEUE, (job) => runErasure(deps, job, env.logger)),
      storage.jobs.register<{ export_id: string }>(EXPORT_PURGE_QUEUE, (job) => purgeExport(deps, job)),
      storage.jobs.register<{ file_id: string }>(CONTACT_FILE_PURGE_QUEUE, (job) => purgeContactFile(deps, job)),
      storage.jobs.register<CampaignJob>(LAUNCH_QUEUE, (job) =>
        withHeavyCharge((units) => admission.chargeTenant(job.organization_id, units), () => runScheduledLaunch(campaignDeps, job)),
      ),
      storage.jobs.register<CampaignJob>(SEND_QUEUE, (job) => worker.run(job)),
      storage.jobs.register<ReplayJob>(REPLAY_QUEUE, (job) => worker.replay(job)),
      storage.jobs.register(EXPORT_RECOVER_QUEUE, async () => void (await exportRunner.recover())),
      observeCampaignQueue(deps.db),
    ];
    await storage.jobs.every(EXPORT_RECOVER_QUEUE, EXPORT_RECOVER_EVERY_MS);
    await exportRunner.recover(); // exports a stopped process was writing start over here
    await worker.resumeAll(); // campaigns a stopped process was sending continue here
    return {
      tools,
      routes: [
        crmViewRoute(deps, [
          activityResource,
          companyResource,
          contactResource,
          dealResource,
          pipelineResource,
          stageResource,
          taskResource,
        ]),
        exportDownloadRoute(deps),
        contactFileRoute(deps),
        unsubscribeRoute(campaignDeps),
        confirmRoute(campaignDeps),
      ],
      health: () => storage.health(),
      close: async () => {
        await worker.close(); // the message in flight is recorded before the database goes
        await exportRunner.close(); // writers stop after their part in hand
        for (const stop of stops) stop();
        await lease.release();
      },
    };
  } catch (err) {
    await lease.release();
    throw err;
  }
});
