import type { Logger } from "pino";
import type { HousingCatalogHandlers } from "../../../generated/housing/server";
import { checkQuery } from "../../_shared/retrieval";
import type { SearchSource } from "../support/sources";
import { sourcesIndex } from "./search-index";

type Tools = Pick<HousingCatalogHandlers, "search" | "fetch">;

/** `search` answers at most this many results (document 002 D, part 8). */
export const MAX_SEARCH_RESULTS = 10;

/**
 * search/fetch over every source handed in (`rental:` of this group, `plan:` and `page:` of the
 * lots and rules groups). All documents sit in one retriever, so rentals, plans and law pages are
 * ranked together on one score (the share of the query a document covers, docs/retrieval.md);
 * results under the relevance floor are left out, and `match`/`hint` say when nothing fits.
 */
export function searchTools(sources: readonly SearchSource[], logger: Logger): Tools {
  const index = sourcesIndex(sources, logger);
  return {
    async search(args, ctx) {
      const q = checkQuery(args.query, "query");
      if (!q.ok) throw ctx.invalid({ path: "/query", message: q.message });
      const found = (await index()).search(q.text, { limit: MAX_SEARCH_RESULTS });
      const results = found.hits.map(({ doc: { id, title, url, sample } }) => ({ id, title, url, sample }));
      return {
        results,
        sample: results.some((r) => r.sample),
        match: found.match,
        ...(found.hint ? { hint: found.hint } : {}),
      };
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
