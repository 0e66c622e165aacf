import { setImmediate as yieldToLoop } from "node:timers/promises";
import { sql, type Kysely } from "kysely";

/** `seq` values one statement of a scan-served search covers on SQLite (issue 30, item 1). */
export const SCAN_WINDOW = 5_000;

/**
 * A page of a search the scan serves on SQLite (a query of 1–2 characters), read in windows of
 * SCAN_WINDOW `seq` values from the cursor on, with a turn of the event loop after each window,
 * until `take` rows are found or the organization's last row is passed. Each statement reads at
 * most one window of rows (seq is the table's rowid), so a query matching nothing in a
 * million-contact organization no longer holds the loop for the whole scan; the page is the same
 * rows in the same order. `span` gives the organization's lowest and highest seq.
 */
export async function scanInWindows<R>(opts: {
  after: number | undefined;
  take: number;
  span: () => Promise<{ low: number; high: number } | undefined>;
  window: (after: number, upTo: number, take: number) => Promise<R[]>;
}): Promise<R[]> {
  const span = await opts.span();
  if (!span) return [];
  const rows: R[] = [];
  for (let from = Math.max(opts.after ?? -Infinity, span.low - 1); rows.length < opts.take && from < span.high; from += SCAN_WINDOW) {
    rows.push(...(await opts.window(from, from + SCAN_WINDOW, opts.take - rows.length)));
    await yieldToLoop();
  }
  return rows;
}

/** The lowest and highest `seq` of the organization's rows of `table` (undefined: none). */
export async function seqSpan(db: Kysely<any>, table: string, organizationId: string): Promise<{ low: number; high: number } | undefined> {
  // Two one-row reads of the (organization_id, seq) index: SQLite optimizes a lone min() or max(),
  // not both in one statement (that read every row of the organization).
  const end = (dir: "asc" | "desc") =>
    db.selectFrom(table).select("seq").where("organization_id", "=", organizationId).orderBy("seq", dir).limit(1).executeTakeFirst();
  const [low, high] = [await end("asc"), await end("desc")];
  return low && high ? { low: Number(low.seq), high: Number(high.seq) } : undefined;
}

/** `seq` values one statement of a windowed count covers (quota/usage.ts). */
export const COUNT_WINDOW = 20_000;

/**
 * The organization's rows of `table`, counted on SQLite in windows of COUNT_WINDOW `seq` values
 * with a turn of the event loop after each: one count(*) over a million contacts held the loop
 * for the whole index range. PostgreSQL counts in one statement (its driver does not hold the loop).
 */
export async function countRows(db: Kysely<any>, dialect: string, table: string, organizationId: string): Promise<number> {
  const count = (from?: number, upTo?: number) => {
    let q = db.selectFrom(table).select(sql<number>`count(*)`.as("n")).where("organization_id", "=", organizationId);
    if (from !== undefined && upTo !== undefined) q = q.where("seq", ">", from).where("seq", "<=", upTo);
    return q.executeTakeFirstOrThrow().then((r) => Number(r.n));
  };
  if (dialect !== "sqlite") return count();
  const span = await seqSpan(db, table, organizationId);
  let n = 0;
  for (let from = (span?.low ?? 0) - 1; span && from < span.high; from += COUNT_WINDOW) {
    n += await count(from, from + COUNT_WINDOW);
    await yieldToLoop();
  }
  return n;
}
