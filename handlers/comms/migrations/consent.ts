import type { Migration } from "mcpforge/platform/storage";

/** Migration 5: each contact's marketing consent and preference (one row per contact). */
export const consentMigration: Migration = {
  version: 5,
  name: "create_contact_consent",
  async up(db, { types }) {
    await db.schema
      .createTable("comms_contact_consent")
      .addColumn("contact_id", "text", (c) => c.primaryKey())
      .addColumn("organization_id", "text", (c) => c.notNull())
      .addColumn("basis", "text")
      .addColumn("source", "text")
      .addColumn("captured_at", types.bigint)
      .addColumn("recorded_at", types.bigint)
      .addColumn("unsubscribed_at", types.bigint)
      .addColumn("unsubscribe_method", "text")
      .addColumn("suppressed_at", types.bigint)
      .addColumn("suppressed_reason", "text")
      .addColumn("updated_at", types.bigint, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("comms_contact_consent_org")
      .on("comms_contact_consent")
      .columns(["organization_id"])
      .execute();
  },
};
