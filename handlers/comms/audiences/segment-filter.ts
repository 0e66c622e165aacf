import { sql, type Expression, type SqlBool } from "kysely";

/**
 * Saved-segment filters: an object whose keys are allowlisted contact fields and whose values are
 * conditions, all of which must hold (AND). A bare string means `eq`. Operators:
 * `eq` (string), `contains` / `starts_with` / `ends_with` (string, case-insensitive),
 * `in` (1–100 strings), `is_null` (boolean). Checked at create/update, evaluated when used.
 */
export const SEGMENT_FIELDS = ["email", "first_name", "company_id"] as const;
export const SEGMENT_OPERATORS = ["eq", "contains", "starts_with", "ends_with", "in", "is_null"] as const;
type Field = (typeof SEGMENT_FIELDS)[number];
type Operator = (typeof SEGMENT_OPERATORS)[number];
export type Condition = { field: Field; op: Operator; value: string | string[] | boolean };

const MAX_IN = 100;
const MAX_TEXT = 320;

export type Parsed = { ok: true; conditions: Condition[] } | { ok: false; path: string; message: string };

/** The filter's conditions, or its first problem (path like filter.email.in). */
export function parseSegmentFilter(filter: Record<string, unknown>): Parsed {
  const out: Condition[] = [];
  for (const [key, raw] of Object.entries(filter)) {
    if (!(SEGMENT_FIELDS as readonly string[]).includes(key))
      return {
        ok: false,
        path: `filter.${key}`,
        message: `is not a field segments can use; allowed: ${SEGMENT_FIELDS.join(", ")}`,
      };
    const field = key as Field;
    const spec = typeof raw === "string" ? { eq: raw } : raw;
    if (spec === null || typeof spec !== "object" || Array.isArray(spec) || Object.keys(spec).length === 0)
      return {
        ok: false,
        path: `filter.${key}`,
        message: `must be a string or an object of operators (${SEGMENT_OPERATORS.join(", ")})`,
      };
    for (const [op, value] of Object.entries(spec)) {
      const problem = checkOperator(op, value);
      if (problem) return { ok: false, path: `filter.${key}.${op}`, message: problem };
      out.push({ field, op: op as Operator, value: value as Condition["value"] });
    }
  }
  return { ok: true, conditions: out };
}

function checkOperator(op: string, value: unknown): string | null {
  if (!(SEGMENT_OPERATORS as readonly string[]).includes(op))
    return `is not an operator; allowed: ${SEGMENT_OPERATORS.join(", ")}`;
  if (op === "is_null") return typeof value === "boolean" ? null : "must be true or false";
  if (op === "in")
    return Array.isArray(value) &&
      value.length >= 1 &&
      value.length <= MAX_IN &&
      value.every((v) => typeof v === "string" && v.length <= MAX_TEXT)
      ? null
      : `must be a list of 1 to ${MAX_IN} strings`;
  return typeof value === "string" && value.length >= 1 && value.length <= MAX_TEXT
    ? null
    : `must be a string of 1 to ${MAX_TEXT} characters`;
}

/** The conditions as one SQL condition over comms_crm_contacts (same on SQLite and PostgreSQL). */
export function segmentWhere(conditions: readonly Condition[]): Expression<SqlBool> {
  const parts = conditions.map(({ field, op, value }) => {
    const col = sql.ref(field);
    const v = field === "email" && typeof value === "string" ? value.toLowerCase() : value;
    switch (op) {
      case "eq":
        return sql<SqlBool>`${col} = ${v}`;
      case "in":
        return sql<SqlBool>`${col} in (${sql.join((v as string[]).map((x) => (field === "email" ? x.toLowerCase() : x)))})`;
      case "is_null":
        return v ? sql<SqlBool>`${col} is null` : sql<SqlBool>`${col} is not null`;
      default: {
        const text = String(v)
          .toLowerCase()
          .replace(/[\\%_]/g, (ch) => `\\${ch}`);
        const pattern = op === "contains" ? `%${text}%` : op === "starts_with" ? `${text}%` : `%${text}`;
        return sql<SqlBool>`lower(${col}) like ${pattern} escape '\\'`;
      }
    }
  });
  return parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}
