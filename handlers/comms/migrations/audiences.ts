import { withSerialPrimaryKey, type Migration } from "mcpforge/platform/storage";

/** Migration 4: audiences (static or saved segment) and the members of static ones. */
export const audiencesMigration: Migration = {
  version: 4,
  name: "create_audiences_members",
  async up(db, { dialect, types }) {
    await withSerialPrimaryKey(db.schema.createTable("comms_audiences"), "seq", dialect)
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("organization_id", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("filter", "text")
      .addColumn("created_at", types.bigint, (c) => c.notNull())
      .addColumn("updated_at", types.bigint, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("comms_audiences_org")
      .on("comms_audiences")
      .columns(["organization_id", "seq"])
      .execute();
    await withSerialPrimaryKey(db.schema.createTable("comms_audience_members"), "seq", dialect)
      .addColumn("organization_id", "text", (c) => c.notNull())
      .addColumn("audience_id", "text", (c) => c.notNull())
      .addColumn("contact_id", "text", (c) => c.notNull())
      .addColumn("added_at", types.bigint, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("comms_audience_members_pair")
      .on("comms_audience_members")
      .columns(["audience_id", "contact_id"])
      .unique()
      .execute();
    await db.schema
      .createIndex("comms_audience_members_contact")
      .on("comms_audience_members")
      .columns(["contact_id"])
      .execute();
  },
};
