import { sql, type SelectQueryBuilder } from "kysely";
import type { Dialect } from "../../_shared/storage";
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
 * The condition that decides is always the same `lower(column) LIKE '%q%'` on both databases; the
 * index only chooses which rows are looked at. PostgreSQL serves that condition from the pg_trgm
 * GIN indexes on `lower(column)` by itself (its planner picks index or scan). On SQLite the FTS5
 * trigram table is joined on rowid = `seq` and matched with the query as one phrase: FTS5 folds
 * case at least as widely as `lower()` + LIKE, so it yields every row the condition accepts, in
 * rowid order, and the page stops after `limit` hits instead of reading every row. Returns the
 * column to order and page by (the FTS rowid, equal to `seq`, so cursors are the same).
 */
export function textSearch(query: Query, opts: TextSearchOptions): { query: Query; key: string } {
  const { table, columns, orderBy } = opts;
  const needle = opts.q.toLowerCase();
  let narrowed = query.where(containsText(table, columns, needle));
  if (
    opts.dialect === "sqlite" &&
    orderBy === "seq" &&
    isIndexed(table, columns) &&
    Array.from(needle).length >= MIN_INDEXED_CHARS
  ) {
    const fts = ftsTable(table);
    narrowed = narrowed
      .innerJoin(fts, (join) => join.onRef(`${fts}.rowid`, "=", `${table}.seq`))
      .where(sql<boolean>`${sql.table(fts)} match ${ftsPhrase(needle)}`);
    return { query: narrowed, key: `${fts}.rowid` };
  }
  return { query: narrowed, key: `${table}.${orderBy}` };
}

/** Case-insensitive substring match over `columns` (LIKE with `\`, `%` and `_` escaped). */
function containsText(table: string, columns: readonly string[], needle: string) {
  if (columns.length === 0) return sql<boolean>`1 = 0`;
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const parts = columns.map((c) => sql<boolean>`lower(${sql.ref(`${table}.${c}`)}) like ${pattern} escape '\\'`);
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** The query as one FTS5 phrase: a string in double quotes (doubled inside) is taken literally. */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
