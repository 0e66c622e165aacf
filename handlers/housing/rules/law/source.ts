import type { SearchSource } from "../../support/sources";
import type { Corpus } from "./corpus";
import type { CorpusIndex, Doc } from "./retrieval";

/** The `page:` search source over the ADU law corpus (statute, HCD guidance, jurisdiction notes). */
export function corpusSearchSource(corpus: Corpus, index: CorpusIndex): SearchSource {
  // A page is sample data when the file it comes from says so (its `about.sample`).
  const sampleOf = (doc: Doc) => (doc.jurisdiction ? corpus.jurisdictionsAbout.sample : corpus.passagesAbout.sample);
  const documents = [...index.docs.values()].map((d) => ({
    id: `page:${d.slug}`,
    title: d.title,
    url: d.url,
    sample: sampleOf(d),
    place: d.jurisdiction ? d.topics.join(" ") : "California",
    body: ["ADU law rules", d.citation, d.jurisdiction ? "" : d.topics.join(" "), d.text].join(" "),
  }));
  return {
    prefix: "page",
    documents: () => documents,
    fetch(id) {
      const doc = index.docs.get(id);
      if (!doc) return undefined;
      return {
        id: `page:${doc.slug}`,
        title: doc.title,
        text: `${doc.text}\n\n${doc.citation}${doc.paraphrase ? " (paraphrase, not quoted statute)" : ""}`,
        url: doc.url,
        metadata: {
          citation: doc.citation,
          paraphrase: doc.paraphrase,
          topics: doc.topics,
          jurisdiction: doc.jurisdiction,
          sample: sampleOf(doc),
        },
      };
    },
  };
}
