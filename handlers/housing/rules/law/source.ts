import type { SearchSource } from "../../support/sources";
import type { Corpus } from "./corpus";
import type { CorpusIndex, Doc } from "./retrieval";

/** The `page:` search source over the ADU law corpus (statute, HCD guidance, jurisdiction notes). */
export function corpusSearchSource(corpus: Corpus, index: CorpusIndex): SearchSource {
  // A page is sample data when the file it comes from says so (its `about.sample`).
  const sampleOf = (doc: Doc) => (doc.jurisdiction ? corpus.jurisdictionsAbout.sample : corpus.passagesAbout.sample);
  return {
    prefix: "page",
    search(query, limit) {
      return index.search(query, { jurisdiction: "all", limit }).map((h) => ({ id: `page:${h.doc.slug}`, title: h.doc.title, url: h.doc.url, score: h.score, sample: sampleOf(h.doc) }));
    },
    fetch(id) {
      const doc = index.docs.get(id);
      if (!doc) return undefined;
      return {
        id: `page:${doc.slug}`,
        title: doc.title,
        text: `${doc.text}\n\n${doc.citation}${doc.paraphrase ? " (paraphrase, not quoted statute)" : ""}`,
        url: doc.url,
        metadata: { citation: doc.citation, paraphrase: doc.paraphrase, topics: doc.topics, jurisdiction: doc.jurisdiction, sample: sampleOf(doc) },
      };
    },
  };
}
