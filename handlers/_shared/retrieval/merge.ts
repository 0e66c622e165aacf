import type { Hit, RetrievalResult } from "./retriever";

/**
 * One ranking from the results of several Retrievers. Scores share one scale (the share of the
 * query a document covers), so they are compared as they are, never rescaled per source; equal
 * scores keep each source's own order (its BM25), the earlier source first.
 */
export function mergeResults<D>(results: RetrievalResult<D>[], limit = 10): RetrievalResult<D> {
  const all: { hit: Hit<D>; pos: number; src: number }[] = [];
  results.forEach((r, src) => r.hits.forEach((hit, pos) => all.push({ hit, pos, src })));
  all.sort((a, b) => b.hit.score - a.hit.score || a.pos - b.pos || a.src - b.src);
  const top = all[0];
  const hits = all.slice(0, limit).map((e) => e.hit);
  if (!top)
    return {
      hits,
      match: "none",
      hint: results.find((r) => r.hint)?.hint ?? "Nothing here matches the query well enough.",
    };
  if (results.some((r) => r.match === "strong" && top.hit.score >= r.hits[0].score)) return { hits, match: "strong" };
  const hint = results[top.src].hint;
  return { hits, match: "partial", ...(hint ? { hint } : {}) };
}
