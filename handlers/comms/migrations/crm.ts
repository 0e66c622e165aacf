import { withSerialPrimaryKey, type Migration, type MigrationContext } from "mcpforge/platform/storage";
import type { Kysely } from "kysely";

/** A CRM table: serial `seq` (page order), `id`, `organization_id`, times, then its own columns. */
export function crmTable(db: Kysely<any>, ctx: MigrationContext, name: string) {
  return withSerialPrimaryKey(db.schema.createTable(name), "seq", ctx.dialect)
    .addColumn("id", "text", (c) => c.notNull().unique())
    .addColumn("organization_id", "text", (c) => c.notNull())
    .addColumn("created_at", ctx.types.bigint, (c) => c.notNull())
    .addColumn("updated_at", ctx.types.bigint, (c) => c.notNull());
}

/** Migration 2: CRM companies and contacts (one e-mail address per contact per organization). */
export const crmMigration: Migration = {
  version: 2,
  name: "create_crm_companies_contacts",
  async up(db, ctx) {
    await crmTable(db, ctx, "comms_crm_companies")
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("domain", "text")
      .addColumn("website", "text")
      .execute();
    await db.schema
      .createIndex("comms_crm_companies_org")
      .on("comms_crm_companies")
      .columns(["organization_id", "seq"])
      .execute();
    await crmTable(db, ctx, "comms_crm_contacts")
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("company_id", "text")
      .execute();
    await db.schema
      .createIndex("comms_crm_contacts_org")
      .on("comms_crm_contacts")
      .columns(["organization_id", "seq"])
      .execute();
    await db.schema
      .createIndex("comms_crm_contacts_email")
      .on("comms_crm_contacts")
      .columns(["organization_id", "email"])
      .unique()
      .execute();
  },
};
