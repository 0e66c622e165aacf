/**
 * The CRM tables `q` searches and their columns, frozen as migration 1 of the `comms_search`
 * module created them. A resource whose `search` columns differ from its entry here (a later
 * change) is served by the scan until a new migration indexes it: `isIndexed` says which, and
 * test/comms/search/coverage.test.ts keeps every resource with `q` on the index.
 */
export const SEARCH_INDEXES: Readonly<Record<string, readonly string[]>> = {
  comms_crm_activities: ["note", "activity_type"],
  comms_crm_companies: ["name", "domain"],
  comms_crm_contacts: ["email", "first_name"],
  comms_crm_deals: ["title"],
  comms_crm_pipelines: ["name"],
  comms_crm_tasks: ["title"],
};

/**
 * The SQLite FTS5 table of `table`. Deliberately not `comms_…`: erasure and the tenant export
 * walk the `comms_*` tables by `organization_id`, which an index table has not.
 */
export const ftsTable = (table: string): string => `fts_${table}`;

/** The PostgreSQL pg_trgm GIN index of one column (on `lower(column)`, the expression `q` uses). */
export const trigramIndex = (table: string, column: string): string => `${table}_${column}_trgm`;

export function isIndexed(table: string, columns: readonly string[]): boolean {
  const indexed = SEARCH_INDEXES[table];
  return indexed !== undefined && indexed.length === columns.length && indexed.every((c, i) => c === columns[i]);
}
