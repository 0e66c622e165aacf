import { setImmediate as yieldToLoop } from "node:timers/promises";

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
