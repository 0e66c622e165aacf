import { setImmediate as yieldToLoop } from "node:timers/promises";
import type { ContactImport, ImportError } from "../../../generated/comms/types";
import type { ContactImportErrorsTable, ContactImportsTable } from "../migrations";
import { iso, isoOrNull } from "../support/deps";
import type { Principal } from "../support/guard";
import { findOwned } from "../support/owned";
import type { Trx } from "../support/resource-def";
import type { RowError } from "./parse";
import type { ValidRow } from "./validate";

/** A preview not confirmed within seven days (injected clock) expires and cannot be confirmed. */
export const PREVIEW_TTL_MS = 7 * 86_400_000;
/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH = 500;

export type ImportRow = Omit<ContactImportsTable, "seq"> & { seq?: number };

/**
 * Runs `fn` over `items` in slices of `size` (one statement each), yielding to the event loop
 * after each: a SQLite statement completes synchronously, so without it a 10,000-row preview or
 * confirmation would hold the loop (and /healthz) for all its statements (issue 30, item 1).
 */
export async function inBatches<T>(items: readonly T[], fn: (slice: T[]) => Promise<unknown>, size = BATCH) {
  for (let at = 0; at < items.length; at += size) {
    await fn(items.slice(at, at + size));
    await yieldToLoop();
  }
}

export function importStatus(row: ImportRow, now: number): ContactImport["status"] {
  return row.status === "previewed" && now >= Number(row.created_at) + PREVIEW_TTL_MS ? "expired" : row.status;
}

export function presentImport(row: ImportRow, now: number): ContactImport {
  const num = (v: number | null) => (v === null ? null : Number(v));
  return {
    import_id: row.id,
    status: importStatus(row, now),
    basis: row.basis,
    source: row.source,
    captured_at: iso(Number(row.captured_at)),
    mapping: JSON.parse(row.mapping) as Record<string, string>,
    rows_total: Number(row.rows_total),
    rows_valid: Number(row.rows_valid),
    rows_with_errors: Number(row.rows_with_errors),
    created_at: iso(Number(row.created_at)),
    confirmed_at: isoOrNull(num(row.confirmed_at)),
    completed_at: isoOrNull(num(row.completed_at)),
    contacts_created: num(row.contacts_created),
    contacts_updated: num(row.contacts_updated),
  };
}

export function presentError(e: Omit<ContactImportErrorsTable, "organization_id" | "import_id">): ImportError {
  return { row: Number(e.row), column: e.column_name, field: e.field, code: e.code, message: e.message };
}

/** The import of the caller's organization, or undefined (another tenant's id is simply not found). */
export function findImport(trx: Trx, who: Principal, id: string): Promise<ImportRow | undefined> {
  return findOwned(trx, "comms_contact_imports", who, id);
}

/** Writes a preview: the import, its valid rows and its errors (ordinal = place in row order). */
export async function storePreview(trx: Trx, imp: ImportRow, valid: ValidRow[], errors: RowError[]): Promise<void> {
  const { seq: _seq, ...values } = imp;
  await trx.insertInto("comms_contact_imports").values(values).execute();
  const org = imp.organization_id;
  await inBatches(valid, (slice) =>
    trx
      .insertInto("comms_contact_import_rows")
      .values(slice.map((r) => ({ ...r, import_id: imp.id, organization_id: org })))
      .execute(),
  );
  const numbered = errors.map((e, ordinal) => ({
    import_id: imp.id,
    organization_id: org,
    ordinal,
    row: e.row,
    column_name: e.column,
    field: e.field,
    code: e.code,
    message: e.message,
  }));
  await inBatches(numbered, (slice) => trx.insertInto("comms_contact_import_errors").values(slice).execute());
}

/** The import's errors after ordinal `after`, in row order. */
export function errorsAfter(trx: Trx, importId: string, after: number | undefined, take: number) {
  let q = trx
    .selectFrom("comms_contact_import_errors")
    .select(["ordinal", "row", "column_name", "field", "code", "message"])
    .where("import_id", "=", importId);
  if (after !== undefined) q = q.where("ordinal", ">", after);
  return q.orderBy("ordinal").limit(take).execute();
}
