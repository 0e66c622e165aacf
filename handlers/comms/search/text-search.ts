import { sql, type SelectQueryBuilder } from "kysely";
import type { Dialect } from "mcpforge/platform/storage";
import { ftsTable, isIndexed } from "./indexes";

/** Queries shorter than this (in characters) have no trigram to look up: they are served by the scan. */
export const MIN_INDEXED_CHARS = 3;

type Query = SelectQueryBuilder<any, any, any>;

export interface TextSearchOptions {
  dialect: Dialect;
  /** The CRM table the list selects from (its columns are referred to by this name). */
  table: string;
  /** Columns `q` searches. */
  columns: readonly string[];
  /** The list's order and cursor column. */
  orderBy: string;
  q: string;
}

/**
 * Narrows a list query of `table` to the rows where one of `columns` contains `q`,
 * case-insensitively, with `%`, `_` and `\` taken literally (docs/comms.md, "Search").
 *
 * The condition that decides is always the same LIKE over `lower(column)` on both databases
 * (`containsText`); the index only chooses which rows are looked at. PostgreSQL serves it from the
 * pg_trgm GIN indexes on `lower(column)` by itself (its planner picks index or scan). On SQLite
 * the FTS5 trigram table is joined on rowid = `seq` and matched with the query as one phrase:
 * FTS5 folds case (Unicode) at least as widely as the condition, so it yields every row the
 * condition accepts, in rowid order, and a page stops after `limit` hits instead of reading every
 * row. Returns the column to order and page by (the FTS rowid, equal to `seq`: same cursors).
 */
export function textSearch(query: Query, opts: TextSearchOptions): { query: Query; key: string; scanned: boolean } {
  const { table, columns, orderBy } = opts;
  let narrowed = query.where(containsText(table, columns, opts.q));
  if (
    opts.dialect === "sqlite" &&
    orderBy === "seq" &&
    isIndexed(table, columns) &&
    Array.from(opts.q).length >= MIN_INDEXED_CHARS
  ) {
    const fts = ftsTable(table);
    narrowed = narrowed
      .innerJoin(fts, (join) => join.onRef(`${fts}.rowid`, "=", `${table}.seq`))
      .where(sql<boolean>`${sql.table(fts)} match ${ftsPhrase(opts.q)}`);
    return { query: narrowed, key: `${fts}.rowid`, scanned: false };
  }
  // A SQLite statement runs to its end synchronously: a scan is read in windows (scanInWindows).
  return { query: narrowed, key: `${table}.${orderBy}`, scanned: opts.dialect === "sqlite" && orderBy === "seq" };
}

/**
 * Case-insensitive substring match over `columns` (LIKE with `\`, `%` and `_` escaped): the column
 * lower-cased by the database contains the query lower-cased by Unicode rules, or — for a query
 * with letters outside ASCII, which the database's lower() may leave alone (SQLite always; PostgreSQL
 * under a C LC_CTYPE) — the query lower-cased by the database itself, so text typed as stored is
 * always found ("Émile" finds "Émile").
 */
function containsText(table: string, columns: readonly string[], q: string) {
  if (columns.length === 0) return sql<boolean>`1 = 0`;
  const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const unicode = like(q.toLowerCase());
  const parts = columns.map((c) => {
    const col = sql`lower(${sql.ref(`${table}.${c}`)})`;
    const byUnicode = sql<boolean>`${col} like ${unicode} escape '\\'`;
    return /[^\x00-\x7f]/.test(q) ? sql<boolean>`${byUnicode} or ${col} like lower(${like(q)}) escape '\\'` : byUnicode;
  });
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** The query as one FTS5 phrase: a string in double quotes (doubled inside) is taken literally. */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
