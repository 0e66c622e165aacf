import { sql, type Kysely } from "kysely";

/**
 * The documented `q` semantics (docs/comms.md, "Search") as a plain scan over the base table,
 * written here independently of handlers/comms/search: a row matches when a searched column,
 * lower-cased by the database, contains the query lower-cased by Unicode rules or by the database.
 * Returns the ids of `organizationId`'s rows in creation order.
 */
export async function scanIds(
  db: Kysely<any>,
  table: string,
  columns: readonly string[],
  organizationId: string,
  q: string,
): Promise<string[]> {
  const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const cond = columns.map(
    (c) =>
      sql`(lower(${sql.ref(c)}) like ${like(q.toLowerCase())} escape '\\' or lower(${sql.ref(c)}) like lower(${like(q)}) escape '\\')`,
  );
  const rows = await sql<{ id: string }>`select id from ${sql.table(table)}
    where organization_id = ${organizationId} and (${sql.join(cond, sql` or `)}) order by seq`.execute(db);
  return rows.rows.map((r) => r.id);
}
