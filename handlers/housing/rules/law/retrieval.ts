import MiniSearch from "minisearch";
import type { Corpus, JurisdictionRecord, Passage } from "./corpus";

/**
 * BM25 retrieval (MiniSearch) over the corpus passages and the jurisdiction research notes. No
 * language model: answers are built from what is retrieved, and the confidence level comes from
 * retrieval — the share of the question's content words the best passage matches.
 */
export interface Doc {
  /** `page:` id without the prefix: a passage slug, or `jurisdiction-<key>`. */
  slug: string;
  title: string;
  citation: string;
  url: string;
  text: string;
  paraphrase: boolean;
  topics: string[];
  /** Jurisdiction key for research notes; null for state law and HCD guidance. */
  jurisdiction: string | null;
}

export interface Hit {
  doc: Doc;
  score: number;
  /** Share of the query's content words this document matches, 0–1. */
  coverage: number;
}

// Words that say nothing about which passage answers: question words and the corpus's own subject.
const STOP = new Set(
  "a an and are as at be by can do does for from how i if in is it its may me must my of on or our so than that the their there this to was we what when where which who why will with would you your adu adus accessory dwelling dwellings unit units california state law laws rule rules".split(" "),
);

/** Light English stemming, the same on both sides of the index. */
export function termOf(word: string): string | null {
  const w = word.toLowerCase().replace(/'s$/, "");
  if (STOP.has(w) || w.length < 2) return null;
  if (/^\d/.test(w) || w.length <= 4) return w;
  if (w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  let stem = w;
  for (const suffix of ["ing", "ed", "es", "s"]) {
    if (stem.endsWith(suffix) && !stem.endsWith("ss") && stem.length - suffix.length >= 4) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  // "require", "required", "requires" → "requir"
  return stem.length > 4 && stem.endsWith("e") ? stem.slice(0, -1) : stem;
}

const tokenize = (text: string): string[] => text.match(/[a-z0-9]+(?:'s)?/gi) ?? [];

export function docsOf(corpus: Corpus): Doc[] {
  const passages = corpus.passages.map((p: Passage) => ({ slug: p.slug, title: p.title, citation: p.citation, url: p.url, text: p.text, paraphrase: p.paraphrase, topics: p.topics, jurisdiction: null }));
  const notes = corpus.jurisdictions.map((j: JurisdictionRecord) => ({
    slug: `jurisdiction-${j.key.replace(/_/g, "-")}`,
    title: `ADU rules: ${j.name}`,
    citation: `mcpforge research notes: ${j.name}${j.researched ? "" : " (not researched)"}`,
    url: j.guide_url ?? j.contacts.find((c) => c.url)?.url ?? "https://www.hcd.ca.gov/policy-and-research/accessory-dwelling-units",
    text: [j.summary, ...j.local_provisions.map((p) => `${p.rule}: ${p.status === "stands" ? "stands" : "superseded by state law"}${p.state_law ? ` (${p.state_law})` : ""}.`)].join(" "),
    paraphrase: false,
    topics: [j.name, ...j.aliases, "ordinance", "local"],
    jurisdiction: j.key,
  }));
  return [...passages, ...notes];
}

export class CorpusIndex {
  private readonly index = new MiniSearch<Doc & { id: string; topicText: string }>({
    fields: ["title", "text", "topicText"],
    storeFields: [],
    tokenize,
    processTerm: (t) => termOf(t) ?? false,
    searchOptions: { boost: { title: 2, topicText: 2 }, combineWith: "OR" },
  });
  readonly docs: Map<string, Doc>;

  constructor(corpus: Corpus) {
    const docs = docsOf(corpus);
    this.docs = new Map(docs.map((d) => [d.slug, d]));
    this.index.addAll(docs.map((d) => ({ ...d, id: d.slug, topicText: d.topics.join(" ") })));
  }

  /** Query content words after stemming (what coverage is measured against). */
  static terms(query: string): string[] {
    return [...new Set(tokenize(query).map(termOf).filter((t): t is string => t !== null))];
  }

  /**
   * Best documents for `query`; `jurisdiction`: state law plus that jurisdiction's notes; undefined:
   * state law only; "all": every document (the search source).
   */
  search(query: string, opts: { jurisdiction?: string | "all"; limit: number }): Hit[] {
    const terms = CorpusIndex.terms(query);
    if (!terms.length) return [];
    const filter = (r: { id: string }) => {
      const doc = this.docs.get(r.id)!;
      return opts.jurisdiction === "all" || doc.jurisdiction === null || doc.jurisdiction === opts.jurisdiction;
    };
    return this.index
      .search(query, { filter })
      .slice(0, opts.limit)
      .map((r) => ({ doc: this.docs.get(String(r.id))!, score: r.score, coverage: new Set(r.queryTerms).size / terms.length }));
  }
}

export type Confidence = "high" | "medium" | "low";

/** Documented in docs/housing.md: ≥ 60% of content words matched is high, ≥ 40% medium, else low. */
export const SILENT_BELOW = 0.25;
export function confidenceOf(best: Hit | undefined): Confidence {
  if (!best || best.coverage < SILENT_BELOW) return "low";
  return best.coverage >= 0.6 ? "high" : best.coverage >= 0.4 ? "medium" : "low";
}
