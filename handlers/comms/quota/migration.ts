import type { Migration } from "mcpforge/platform/storage";

/** Migration module of the quotas (after "comms", whose staged import rows it indexes). */
export const QUOTA_MIGRATION_MODULE = "comms_quota";

/**
 * Version 1: staged import rows by organization. Every preview counts the organization's staged
 * rows for the rows quota (usage.ts); without it that count read the staged rows of every
 * organization, and on SQLite held the event loop while it did.
 */
export const quotaMigrations: Migration[] = [
  {
    version: 1,
    name: "contact_import_rows_by_organization",
    async up(db) {
      await db.schema.createIndex("comms_contact_import_rows_org").on("comms_contact_import_rows").columns(["organization_id"]).execute();
    },
  },
];
