import type { RequestContext } from "../../../generator/runtime";

/**
 * One page in keyset order over a serial `seq`: the cursor carries the last seq handed out
 * (signed by ctx.cursors, so a forged one is invalid_arguments naming /cursor). `fetch` returns up
 * to `take` rows after (or, for newest-first lists, before) that seq; one extra row tells whether
 * there is a next page.
 */
export async function keysetPage<R extends { seq: number }>(
  ctx: Pick<RequestContext, "cursors">,
  args: { cursor?: string; limit: number },
  fetch: (after: number | undefined, take: number) => Promise<R[]>,
): Promise<{ rows: R[]; next_cursor: string | null }> {
  const after = ctx.cursors.decode<{ seq: number }>(args.cursor)?.seq;
  if (after !== undefined && !Number.isSafeInteger(after)) throw new Error("comms: cursor without a seq");
  const rows = await fetch(after, args.limit + 1);
  const more = rows.length > args.limit;
  const page = more ? rows.slice(0, args.limit) : rows;
  return { rows: page, next_cursor: more ? ctx.cursors.encode({ seq: Number(page[page.length - 1].seq) }) : null };
}
