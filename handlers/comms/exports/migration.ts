import type { Migration } from "mcpforge/platform/storage";

/** An export's JSON, in parts of about COMMS_EXPORT_PART_BYTES, written while it is `preparing`. */
export interface DataExportPartsTable {
  export_id: string;
  organization_id: string;
  part: number;
  data: string;
}

export interface ExportTables {
  comms_data_export_parts: DataExportPartsTable;
}

/** Migration module of the streamed exports (after "comms", whose table it extends). */
export const EXPORTS_MIGRATION_MODULE = "comms_exports";

/**
 * Version 1: exports are written in parts by a leased writer instead of one TEXT value.
 * `state` is preparing | available | failed (null on exports written before: their `data` holds
 * the JSON); `writer_id` and `heartbeat_at` are the writer's lease (exports/writer.ts).
 */
export const exportsMigrations: Migration[] = [
  {
    version: 1,
    name: "stream_data_exports",
    async up(db, { types }) {
      for (const [column, type] of [
        ["state", "text"],
        ["writer_id", "text"],
        ["heartbeat_at", types.bigint],
        ["error", "text"],
      ] as const)
        await db.schema.alterTable("comms_data_exports").addColumn(column, type).execute();
      await db.schema
        .createTable("comms_data_export_parts")
        .addColumn("export_id", "text", (c) => c.notNull())
        .addColumn("organization_id", "text", (c) => c.notNull())
        .addColumn("part", "integer", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("comms_data_export_parts_pk", ["export_id", "part"])
        .execute();
      await db.schema
        .createIndex("comms_data_export_parts_org")
        .on("comms_data_export_parts")
        .column("organization_id")
        .execute();
    },
  },
];
