import type { Logger } from "pino";
import type { HousingCatalogHandlers } from "../../../generated/housing/server";
import type { SearchHit, SearchSource } from "../support/sources";

type Tools = Pick<HousingCatalogHandlers, "search" | "fetch">;

/** `search` answers at most this many results (document 002 D, part 8). */
export const MAX_SEARCH_RESULTS = 10;

/**
 * search/fetch over every source handed in (`rental:` of this group, `plan:` and `page:` of the
 * lots and rules groups). Each source ranks its own documents; scores are divided by the source's
 * best score so no source drowns the others, then merged best first (ties keep source order).
 */
export function searchTools(sources: readonly SearchSource[], logger: Logger): Tools {
  return {
    async search(args) {
      const query = args.query.trim();
      const lists = await Promise.all(
        sources.map(async (source) => {
          try {
            return await source.search(query, MAX_SEARCH_RESULTS);
          } catch (err) {
            // One failing source must not take the others down: log it and answer from the rest.
            logger.warn({ err, prefix: source.prefix }, "housing search source failed");
            return [] as SearchHit[];
          }
        }),
      );
      const top = mergeHits(lists, MAX_SEARCH_RESULTS);
      return { results: top.map(({ id, title, url, sample }) => ({ id, title, url, sample: sample === true })), sample: top.some((h) => h.sample === true) };
    },

    async fetch(args, ctx) {
      const colon = args.id.indexOf(":");
      const prefix = args.id.slice(0, colon);
      const rest = args.id.slice(colon + 1);
      const source = sources.find((s) => s.prefix === prefix);
      const doc = source ? await source.fetch(rest) : undefined;
      if (!doc) {
        const why = source ? "search lists the ids" : `no ${prefix}: documents are served here`;
        throw ctx.error("not_found", `No document with id ${args.id} (${why})`, { field: "id" });
      }
      return { id: doc.id, title: doc.title, text: doc.text, url: doc.url, metadata: doc.metadata };
    },
  };
}

/**
 * Merges the ranked lists of several sources: each score is divided by its source's best score,
 * then best first; ties go to the better rank within its source, then to the earlier source.
 */
export function mergeHits(lists: readonly SearchHit[][], max: number): SearchHit[] {
  const merged = lists.flatMap((hits, order) => {
    const best = Math.max(0, ...hits.map((h) => h.score));
    return hits.map((hit, rank) => ({ hit, norm: best > 0 ? hit.score / best : 0, order, rank }));
  });
  merged.sort((a, b) => b.norm - a.norm || a.rank - b.rank || a.order - b.order);
  return merged.slice(0, max).map((m) => m.hit);
}
