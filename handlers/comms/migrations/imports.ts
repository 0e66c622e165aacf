import type { Generated } from "kysely";
import { withSerialPrimaryKey, type Migration } from "mcpforge/platform/storage";

/** A contact import (imports/): a preview until confirmed once with an idempotency key. */
export interface ContactImportsTable {
  seq: Generated<number>;
  id: string;
  organization_id: string;
  status: "previewed" | "completed";
  basis: "explicit" | "documented_relationship";
  source: string;
  captured_at: number;
  /** JSON object: CSV column → contact field. */
  mapping: string;
  rows_total: number;
  rows_valid: number;
  rows_with_errors: number;
  created_at: number;
  idempotency_key: string | null;
  confirmed_at: number | null;
  completed_at: number | null;
  contacts_created: number | null;
  contacts_updated: number | null;
}

/** A valid row of a previewed import, waiting for confirmation. */
export interface ContactImportRowsTable {
  import_id: string;
  row: number;
  organization_id: string;
  email: string;
  first_name: string;
  company_id: string | null;
}

/** A row-level error of an import; `ordinal` is its place in row order (the page key). */
export interface ContactImportErrorsTable {
  import_id: string;
  ordinal: number;
  organization_id: string;
  row: number;
  column_name: string | null;
  field: string | null;
  code: string;
  message: string;
}

/** A contacts CSV (contacts_export); `csv` is emptied when it expires. */
export interface ContactFilesTable {
  seq: Generated<number>;
  id: string;
  organization_id: string;
  created_at: number;
  expires_at: number;
  row_count: number;
  size_bytes: number;
  csv: string | null;
}

/**
 * Migration 9: contact imports (the preview, its valid rows waiting for confirmation and its
 * row-level errors in row order) and contact files (CSV exports, kept seven days).
 */
export const importsMigration: Migration = {
  version: 9,
  name: "create_contact_imports_files",
  async up(db, { dialect, types }) {
    await withSerialPrimaryKey(db.schema.createTable("comms_contact_imports"), "seq", dialect)
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("organization_id", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("basis", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("captured_at", types.bigint, (c) => c.notNull())
      .addColumn("mapping", "text", (c) => c.notNull())
      .addColumn("rows_total", "integer", (c) => c.notNull())
      .addColumn("rows_valid", "integer", (c) => c.notNull())
      .addColumn("rows_with_errors", "integer", (c) => c.notNull())
      .addColumn("created_at", types.bigint, (c) => c.notNull())
      .addColumn("idempotency_key", "text")
      .addColumn("confirmed_at", types.bigint)
      .addColumn("completed_at", types.bigint)
      .addColumn("contacts_created", "integer")
      .addColumn("contacts_updated", "integer")
      .execute();
    await db.schema
      .createIndex("comms_contact_imports_org")
      .on("comms_contact_imports")
      .columns(["organization_id", "seq"])
      .execute();
    await db.schema
      .createIndex("comms_contact_imports_key")
      .on("comms_contact_imports")
      .columns(["organization_id", "idempotency_key"])
      .unique()
      .execute();
    await db.schema
      .createTable("comms_contact_import_rows")
      .addColumn("import_id", "text", (c) => c.notNull())
      .addColumn("row", "integer", (c) => c.notNull())
      .addColumn("organization_id", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("company_id", "text")
      .addPrimaryKeyConstraint("comms_contact_import_rows_pk", ["import_id", "row"])
      .execute();
    await db.schema
      .createTable("comms_contact_import_errors")
      .addColumn("import_id", "text", (c) => c.notNull())
      .addColumn("ordinal", "integer", (c) => c.notNull())
      .addColumn("organization_id", "text", (c) => c.notNull())
      .addColumn("row", "integer", (c) => c.notNull())
      .addColumn("column_name", "text")
      .addColumn("field", "text")
      .addColumn("code", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("comms_contact_import_errors_pk", ["import_id", "ordinal"])
      .execute();
    await withSerialPrimaryKey(db.schema.createTable("comms_contact_files"), "seq", dialect)
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("organization_id", "text", (c) => c.notNull())
      .addColumn("created_at", types.bigint, (c) => c.notNull())
      .addColumn("expires_at", types.bigint, (c) => c.notNull())
      .addColumn("row_count", "integer", (c) => c.notNull())
      .addColumn("size_bytes", types.bigint, (c) => c.notNull())
      .addColumn("csv", "text")
      .execute();
    await db.schema
      .createIndex("comms_contact_files_org")
      .on("comms_contact_files")
      .columns(["organization_id", "seq"])
      .execute();
  },
};
