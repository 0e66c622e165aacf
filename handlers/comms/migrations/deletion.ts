import { withSerialPrimaryKey, type Migration } from "mcpforge/platform/storage";

/** Migration 7: tenant deletion requests (erasure seven days after scheduling). */
export const deletionMigration: Migration = {
  version: 7,
  name: "create_deletion_requests",
  async up(db, { dialect, types }) {
    await withSerialPrimaryKey(db.schema.createTable("comms_deletion_requests"), "seq", dialect)
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("organization_id", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("requested_at", types.bigint, (c) => c.notNull())
      .addColumn("erase_after", types.bigint, (c) => c.notNull())
      .addColumn("cancelled_at", types.bigint)
      .addColumn("completed_at", types.bigint)
      .execute();
    await db.schema
      .createIndex("comms_deletion_requests_org")
      .on("comms_deletion_requests")
      .columns(["organization_id", "seq"])
      .execute();
  },
};
