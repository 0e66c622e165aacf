import { setImmediate as yieldToLoop } from "node:timers/promises";
import { fullFormats } from "ajv-formats/dist/formats";
import type { ParsedRecord, RowError } from "./parse";

/** Contact fields a CSV column can map to; email and first_name must be mapped (a contact needs both). */
export const IMPORT_FIELDS = ["email", "first_name", "company_id"] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
const REQUIRED: readonly ImportField[] = ["email", "first_name"];
/** The bounds of the CRM contact tools (spec/comms.json, crm_contacts_create). */
const MAX_LENGTH: Record<ImportField, number> = { email: 254, first_name: 100, company_id: 128 };
/** The e-mail syntax the generated validators use for `format: email` (ajv-formats). */
const EMAIL = fullFormats.email as RegExp;

export interface MappedColumn {
  index: number;
  column: string;
  field: ImportField;
}

/** A row that passed every check, ready to become a contact. */
export interface ValidRow {
  row: number;
  email: string;
  first_name: string;
  company_id: string | null;
}

/**
 * Checks `mapping` (CSV column → contact field) against the header; returns every problem, each
 * naming its column, or the mapped columns in header order.
 */
export function checkMapping(
  header: string[],
  mapping: Record<string, string>,
): { problems: string[]; columns: MappedColumn[] } {
  const problems: string[] = [];
  const columns: MappedColumn[] = [];
  const byField = new Map<string, string>();
  for (const [column, field] of Object.entries(mapping).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const index = header.indexOf(column);
    if (index < 0) problems.push(`column ${JSON.stringify(column)} is not in the CSV header`);
    if (!(IMPORT_FIELDS as readonly string[]).includes(field))
      problems.push(
        `column ${JSON.stringify(column)} maps to unknown contact field ${JSON.stringify(field)} (known: ${IMPORT_FIELDS.join(", ")})`,
      );
    else if (byField.has(field))
      problems.push(`columns ${JSON.stringify(byField.get(field))} and ${JSON.stringify(column)} both map to ${field}`);
    else byField.set(field, column);
    if (index >= 0 && (IMPORT_FIELDS as readonly string[]).includes(field))
      columns.push({ index, column, field: field as ImportField });
  }
  for (const field of REQUIRED)
    if (!byField.has(field)) problems.push(`no column maps to ${field}, which every contact needs`);
  return { problems, columns: columns.sort((a, b) => a.index - b.index) };
}

/**
 * Validates every parsed record in row order. Errors come out in row order and, within a row,
 * in header order (whole-row errors first): the deterministic order contact_import_errors pages.
 * `companyExists` holds the company ids of the organization the rows name.
 */
/** Records checked between two yields to the event loop. */
const YIELD_EVERY = 500;

export async function validateRows(
  records: ParsedRecord[],
  header: string[],
  columns: MappedColumn[],
  companyExists: ReadonlySet<string>,
): Promise<{ valid: ValidRow[]; errors: RowError[]; rowsWithErrors: number }> {
  const valid: ValidRow[] = [];
  const errors: RowError[] = [];
  const firstRowOf = new Map<string, number>();
  let rowsWithErrors = 0;
  for (const rec of records) {
    if (rec.row % YIELD_EVERY === 0) await yieldToLoop(); // bounded chunks: the loop stays served
    const found = "error" in rec ? [rec.error] : checkRow(rec, header, columns, companyExists, firstRowOf);
    if (found.length > 0) {
      rowsWithErrors += 1;
      errors.push(...found);
      continue;
    }
    const v = rec as { row: number; values: string[] };
    const value = (f: ImportField) => {
      const c = columns.find((col) => col.field === f);
      return c ? v.values[c.index].trim() : "";
    };
    const email = value("email").toLowerCase();
    firstRowOf.set(email, v.row);
    valid.push({ row: v.row, email, first_name: value("first_name"), company_id: value("company_id") || null });
  }
  return { valid, errors, rowsWithErrors };
}

function checkRow(
  rec: { row: number; values: string[] },
  header: string[],
  columns: MappedColumn[],
  companyExists: ReadonlySet<string>,
  firstRowOf: ReadonlyMap<string, number>,
): RowError[] {
  const { row, values } = rec;
  if (values.length !== header.length)
    return [
      {
        row,
        column: null,
        field: null,
        code: "ragged_row",
        message: `Row ${row} has ${values.length} fields; the header has ${header.length}.`,
      },
    ];
  const out: RowError[] = [];
  for (const { index, column, field } of columns) {
    const raw = values[index];
    const value = raw.trim();
    const err = (code: string, message: string) => out.push({ row, column, field, code, message });
    if (/[\uFFFD\u0000]/.test(raw))
      err(
        "invalid_encoding",
        `Column ${column} holds bytes that are not UTF-8 text (U+FFFD or NUL); save the file as UTF-8.`,
      );
    else if (value === "") {
      if (REQUIRED.includes(field)) err("missing_required", `Column ${column} (${field}) is empty; it is required.`);
    } else if (value.length > MAX_LENGTH[field])
      err("too_long", `Column ${column} (${field}) has ${value.length} characters; at most ${MAX_LENGTH[field]}.`);
    else if (field === "email" && !EMAIL.test(value))
      err("invalid_email", `Column ${column}: ${JSON.stringify(value)} is not an e-mail address.`);
    else if (field === "email" && firstRowOf.has(value.toLowerCase()))
      err(
        "duplicate_email",
        `Column ${column}: ${value.toLowerCase()} already appears in row ${firstRowOf.get(value.toLowerCase())} of this file.`,
      );
    else if (field === "company_id" && !companyExists.has(value))
      err("unknown_company", `Column ${column}: no company ${JSON.stringify(value)} in this organization.`);
  }
  return out;
}
