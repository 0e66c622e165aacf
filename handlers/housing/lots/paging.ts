import { createHash } from "node:crypto";
import type { RequestContext } from "mcpforge/runtime";

/**
 * One page of an in-memory list (the lots group's data does not change while serving). The cursor
 * (signed by ctx.cursors) carries the offset and a fingerprint of the filters it was issued for:
 * reused with other filters it is refused naming /cursor rather than silently skipping rows.
 */
export function listPage<T>(
  ctx: Pick<RequestContext, "cursors" | "invalid">,
  page: { cursor?: string; limit: number },
  filters: Record<string, unknown>,
  all: readonly T[],
): { items: T[]; next_cursor: string | null } {
  const mark = createHash("sha256").update(JSON.stringify(Object.entries(filters).filter(([, v]) => v !== undefined).sort())).digest("base64url").slice(0, 12);
  const from = ctx.cursors.decode<{ at: number; of: string }>(page.cursor);
  if (from && (from.of !== mark || !Number.isSafeInteger(from.at) || from.at < 0)) {
    throw ctx.invalid({ path: "/cursor", message: "was issued for other filters; repeat the call with the filters of the first page, or leave cursor out" });
  }
  const start = from?.at ?? 0;
  const end = start + page.limit;
  return { items: all.slice(start, end), next_cursor: end < all.length ? ctx.cursors.encode({ at: end, of: mark }) : null };
}

/** Case, punctuation, a `City of` prefix and `(unincorporated)` ignored; `LA` read as Los Angeles. */
export function placeKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b(city of|unincorporated)\b/g, " ")
    .replace(/^\s*la\b/, "los angeles")
    .replace(/\s+/g, " ")
    .trim();
}
