import type { Migration } from "mcpforge/platform/storage";

/** Migration module of double opt-in (after "comms", whose audit trail it indexes). */
export const OPTIN_MIGRATION_MODULE = "comms_optin";

/**
 * Version 1: the audit trail by target and time, so the once-an-hour check of
 * contact_optin_request (the contact's latest `contact.optin_request`) reads a few index entries
 * instead of every event of the organization.
 */
export const optinMigrations: Migration[] = [
  {
    version: 1,
    name: "audit_events_by_target",
    async up(db) {
      await db.schema
        .createIndex("comms_audit_events_target")
        .on("comms_audit_events")
        .columns(["organization_id", "target_id", "occurred_at"])
        .execute();
    },
  },
];
