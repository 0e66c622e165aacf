import type { RequestContext } from "mcpforge/runtime";

/**
 * One page in keyset order over an integer key (a serial `seq`, a stage's `position`): the cursor
 * carries the last key handed out (signed by ctx.cursors, so a forged one is invalid_arguments
 * naming /cursor). `fetch` returns up to `take` rows after (or, for newest-first lists, before)
 * that key; one extra row tells whether there is a next page.
 */
export async function keysetPage<R>(
  ctx: Pick<RequestContext, "cursors">,
  args: { cursor?: string; limit: number },
  fetch: (after: number | undefined, take: number) => Promise<R[]>,
  key: (row: R) => number,
): Promise<{ rows: R[]; next_cursor: string | null }> {
  const after = ctx.cursors.decode<{ k: number }>(args.cursor)?.k;
  if (after !== undefined && !Number.isSafeInteger(after)) throw new Error("comms: a signed cursor without its key");
  const rows = await fetch(after, args.limit + 1);
  const more = rows.length > args.limit;
  const page = more ? rows.slice(0, args.limit) : rows;
  return { rows: page, next_cursor: more ? ctx.cursors.encode({ k: key(page[page.length - 1]) }) : null };
}
