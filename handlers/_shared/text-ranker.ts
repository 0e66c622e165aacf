import MiniSearch from "minisearch";

/**
 * BM25 ranking (MiniSearch's BM25+, with prefix and light fuzzy matching) over short texts. One
 * index per call: payments ranks discovery listings and its tool catalogue, housing ranks plan sets.
 */
const STOP_WORDS = new Set("a an and are as at be by do does for from has have how i if in is it its me my of on or our so that the this to was what when whether which will with you your".split(" "));

export class TextRanker {
  private readonly index = new MiniSearch<{ id: number; text: string }>({
    fields: ["text"],
    storeFields: [],
    processTerm: (term) => (STOP_WORDS.has(term.toLowerCase()) ? null : term.toLowerCase()),
  });

  constructor(texts: readonly string[]) {
    this.index.addAll(texts.map((text, id) => ({ id, text })));
  }

  /** Indexes of the matching texts, best first, with their scores. */
  rank(query: string): { index: number; score: number }[] {
    return this.index.search(query, { prefix: true, fuzzy: 0.15, combineWith: "OR" }).map((r) => ({ index: r.id as number, score: r.score }));
  }
}
