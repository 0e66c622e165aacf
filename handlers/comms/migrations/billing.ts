import { withSerialPrimaryKey, type Migration } from "mcpforge/platform/storage";

/** Migration 6: each organization's free allowance and its purchased entitlements. */
export const billingMigration: Migration = {
  version: 6,
  name: "create_billing_allowances_entitlements",
  async up(db, { dialect, types }) {
    await db.schema
      .createTable("comms_billing_allowances")
      .addColumn("organization_id", "text", (c) => c.primaryKey())
      .addColumn("free_sends_granted", types.bigint, (c) => c.notNull())
      .addColumn("free_sends_used", types.bigint, (c) => c.notNull())
      .addColumn("granted_at", types.bigint, (c) => c.notNull())
      .execute();
    await withSerialPrimaryKey(db.schema.createTable("comms_entitlements"), "seq", dialect)
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("organization_id", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("sends_granted", types.bigint, (c) => c.notNull())
      .addColumn("sends_remaining", types.bigint, (c) => c.notNull())
      .addColumn("purchased_at", types.bigint, (c) => c.notNull())
      .addColumn("starts_at", types.bigint, (c) => c.notNull())
      .addColumn("expires_at", types.bigint)
      .execute();
    await db.schema
      .createIndex("comms_entitlements_org")
      .on("comms_entitlements")
      .columns(["organization_id", "seq"])
      .execute();
  },
};
