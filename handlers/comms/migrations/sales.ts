import type { Migration } from "mcpforge/platform/storage";
import { crmTable } from "./crm";

const BY_ORG = ["organization_id", "seq"];

/** Migration 3: pipelines, their stages, deals, activities and tasks. */
export const salesMigration: Migration = {
  version: 3,
  name: "create_crm_pipelines_stages_deals_activities_tasks",
  async up(db, ctx) {
    await crmTable(db, ctx, "comms_crm_pipelines")
      .addColumn("name", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("comms_crm_pipelines_org").on("comms_crm_pipelines").columns(BY_ORG).execute();
    await crmTable(db, ctx, "comms_crm_stages")
      .addColumn("pipeline_id", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("probability", "integer")
      .execute();
    await db.schema
      .createIndex("comms_crm_stages_pipeline")
      .on("comms_crm_stages")
      .columns(["pipeline_id", "position"])
      .execute();
    await crmTable(db, ctx, "comms_crm_deals")
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("pipeline_id", "text", (c) => c.notNull())
      .addColumn("stage_id", "text", (c) => c.notNull())
      .addColumn("value_minor", ctx.types.bigint)
      .addColumn("currency", "text")
      .addColumn("status", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("comms_crm_deals_org").on("comms_crm_deals").columns(BY_ORG).execute();
    await db.schema.createIndex("comms_crm_deals_stage").on("comms_crm_deals").columns(["stage_id"]).execute();
    await db.schema.createIndex("comms_crm_deals_pipeline").on("comms_crm_deals").columns(["pipeline_id"]).execute();
    await crmTable(db, ctx, "comms_crm_activities")
      .addColumn("note", "text", (c) => c.notNull())
      .addColumn("activity_type", "text")
      .addColumn("deal_id", "text")
      .addColumn("contact_id", "text")
      .addColumn("company_id", "text")
      .execute();
    await db.schema.createIndex("comms_crm_activities_org").on("comms_crm_activities").columns(BY_ORG).execute();
    await crmTable(db, ctx, "comms_crm_tasks")
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("deal_id", "text")
      .addColumn("contact_id", "text")
      .addColumn("assignee_user_id", "text")
      .execute();
    await db.schema.createIndex("comms_crm_tasks_org").on("comms_crm_tasks").columns(BY_ORG).execute();
  },
};
