import { withSerialPrimaryKey, type Migration } from "mcpforge/platform/storage";

/** Migration 8: tenant data exports (JSON, downloadable for seven days). */
export const exportsMigration: Migration = {
  version: 8,
  name: "create_data_exports",
  async up(db, { dialect, types }) {
    await withSerialPrimaryKey(db.schema.createTable("comms_data_exports"), "seq", dialect)
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("organization_id", "text", (c) => c.notNull())
      .addColumn("created_at", types.bigint, (c) => c.notNull())
      .addColumn("expires_at", types.bigint, (c) => c.notNull())
      .addColumn("size_bytes", types.bigint)
      .addColumn("data", "text")
      .execute();
    await db.schema
      .createIndex("comms_data_exports_org")
      .on("comms_data_exports")
      .columns(["organization_id", "seq"])
      .execute();
  },
};
