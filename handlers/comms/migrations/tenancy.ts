import { withSerialPrimaryKey, type Migration } from "mcpforge/platform/storage";

/** Migration 1: organizations, their API keys (hashed) and the audit trail. */
export const tenancyMigration: Migration = {
  version: 1,
  name: "create_organizations_api_keys_audit",
  async up(db, { dialect, types }) {
    await db.schema
      .createTable("comms_organizations")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("created_at", types.bigint, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("comms_api_keys")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("organization_id", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("prefix", "text", (c) => c.notNull())
      .addColumn("key_hash", "text", (c) => c.notNull().unique())
      .addColumn("scopes", "text", (c) => c.notNull())
      .addColumn("created_at", types.bigint, (c) => c.notNull())
      .addColumn("last_used_at", types.bigint)
      .addColumn("revoked_at", types.bigint)
      .execute();
    await db.schema
      .createIndex("comms_api_keys_org")
      .on("comms_api_keys")
      .columns(["organization_id", "created_at"])
      .execute();
    await withSerialPrimaryKey(db.schema.createTable("comms_audit_events"), "seq", dialect)
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("organization_id", "text", (c) => c.notNull())
      .addColumn("actor_type", "text", (c) => c.notNull())
      .addColumn("actor_id", "text")
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("target_type", "text")
      .addColumn("target_id", "text")
      .addColumn("details", "text", (c) => c.notNull())
      .addColumn("occurred_at", types.bigint, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("comms_audit_events_org")
      .on("comms_audit_events")
      .columns(["organization_id", "seq"])
      .execute();
  },
};
