import type { Logger } from "pino";
import { Retriever } from "../../_shared/retrieval";
import { LAW_ALIASES } from "../rules/law/retrieval";
import type { SearchDocument, SearchSource } from "../support/sources";

/**
 * Words people use for rentals and plan sets that the documents say otherwise, plus the law
 * corpus's (LAW_ALIASES); see docs/retrieval.md for how to add one (query side only; expansions must
 * be words the documents hold).
 */
export const SEARCH_ALIASES: Record<string, string[]> = {
  ...LAW_ALIASES,
  rent: ["rental"],
  apartment: ["rental"],
  lease: ["rental"],
  "for rent": ["rental"],
  blueprint: ["plan set"],
  design: ["plan set"],
  drawings: ["plan set"],
  "pre approved": ["preapproved", "standard plan"],
  preapproved: ["pre approved", "standard plan"],
  br: ["bedroom"],
  bd: ["bedroom"],
  bed: ["bedroom"],
  beds: ["bedroom"],
  "one bedroom": ["1 bedroom"],
  "two bedroom": ["2 bedroom"],
  "three bedroom": ["3 bedroom"],
  cottage: ["detached"],
  granny: ["backyard cottage", "detached"],
  "in law": ["backyard cottage", "junior"],
  la: ["los angeles"],
  sf: ["san francisco"],
  sd: ["san diego"],
  nyc: ["new york"],
  owner: ["owner occupancy"],
};

/**
 * One retriever over the documents of every source, rebuilt when a source's version changes. A
 * source that fails is logged and left out of this build (the next search tries it again).
 */
export function sourcesIndex(
  sources: readonly SearchSource[],
  logger: Logger,
): () => Promise<Retriever<SearchDocument>> {
  let built: { key: string; retriever: Retriever<SearchDocument> } | undefined;
  return async () => {
    const key = sources.map((s) => s.version?.() ?? 0).join(",");
    if (built?.key === key) return built.retriever;
    let complete = true;
    const lists = await Promise.all(
      sources.map(async (source) => {
        try {
          return await source.documents();
        } catch (err) {
          // One failing source must not take the others down: log it and answer from the rest.
          logger.warn({ err, prefix: source.prefix }, "housing search source failed");
          complete = false;
          return [];
        }
      }),
    );
    const retriever = new Retriever(lists.flat(), {
      fields: [{ name: "title", boost: 3 }, { name: "place", boost: 2 }, { name: "body" }],
      aliases: SEARCH_ALIASES,
    });
    built = complete ? { key, retriever } : undefined;
    return retriever;
  };
}
