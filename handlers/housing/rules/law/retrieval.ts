import { Retriever, type Hit as RetrievalHit } from "../../../_shared/retrieval";
import type { Corpus, JurisdictionRecord, Passage } from "./corpus";

/**
 * Passage retrieval for ask_adu / get_adu_rules and the `page:` search source: the shared Retriever
 * (handlers/_shared/retrieval, docs/retrieval.md) over the corpus passages and the jurisdiction
 * research notes. No language model: answers are built from what is retrieved, and the confidence
 * level is the retrieval score — the share of the question a passage covers.
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

type Indexed = Doc & { id: string; topicText: string };
export type Hit = RetrievalHit<Indexed>;

// Words that say nothing about which passage answers: the corpus's own subject, and the verbs a
// question uses to ask what the law obliges or allows ("can the city make me provide parking"):
// every passage is about obligations, so they name none of them.
const SUBJECT = new Set(
  (
    "adu adus accessory dwelling dwellings unit units california state law laws rule rules " +
    "require requires required need needs must make makes provide allow allowed let get build add apply applies"
  ).split(" "),
);

/** Question words that name how the corpus words it (docs/retrieval.md, "Adding aliases"). */
export const LAW_ALIASES: Record<string, string[]> = {
  tall: ["height"],
  high: ["height"],
  max: ["maximum"],
  limit: ["maximum", "exceed", "no more than"],
  limits: ["maximum", "exceed", "no more than"],
  big: ["size"],
  large: ["size"],
  small: ["minimum size"],
  sell: ["sale", "sold"],
  separately: ["separate"],
  live: ["owner occupancy"],
  occupy: ["owner occupancy"],
  airbnb: ["short-term"],
  "short term": ["short-term"],
  "vacation rental": ["short-term"],
  rent: ["rental"],
  cost: ["fees"],
  fee: ["fees"],
  charge: ["fees"],
  "how long": ["deadline", "days"],
  approve: ["approval", "review"],
  approval: ["review"],
  convert: ["conversion", "converted"],
  conversion: ["converted"],
  "tear down": ["demolition"],
  demolish: ["demolition"],
  legalize: ["unpermitted"],
  "without a permit": ["unpermitted"],
  "no permit": ["unpermitted"],
  illegal: ["unpermitted"],
  sprinkler: ["sprinklers"],
  train: ["transit"],
  "train station": ["transit"],
  bus: ["transit"],
  metro: ["transit"],
  "light rail": ["transit"],
  "public transportation": ["transit"],
  car: ["parking"],
  cars: ["parking"],
  junior: ["jadu"],
  beach: ["coastal"],
  coast: ["coastal"],
};

/** Documents scoring under this do not answer the question (the corpus is then silent). */
export const ANSWER_FLOOR = 0.5;

export function docsOf(corpus: Corpus): Doc[] {
  const passages = corpus.passages.map((p: Passage) => ({
    slug: p.slug,
    title: p.title,
    citation: p.citation,
    url: p.url,
    text: p.text,
    paraphrase: p.paraphrase,
    topics: p.topics,
    jurisdiction: null,
  }));
  const notes = corpus.jurisdictions.map((j: JurisdictionRecord) => ({
    slug: `jurisdiction-${j.key.replace(/_/g, "-")}`,
    title: `ADU rules: ${j.name}`,
    citation: `mcpforge research notes: ${j.name}${j.researched ? "" : " (not researched)"}`,
    url:
      j.guide_url ??
      j.contacts.find((c) => c.url)?.url ??
      "https://www.hcd.ca.gov/policy-and-research/accessory-dwelling-units",
    text: [
      j.summary,
      ...j.local_provisions.map(
        (p) =>
          `${p.rule}: ${p.status === "stands" ? "stands" : "superseded by state law"}${p.state_law ? ` (${p.state_law})` : ""}.`,
      ),
    ].join(" "),
    paraphrase: false,
    topics: [j.name, ...j.aliases, "ordinance", "local"],
    jurisdiction: j.key,
  }));
  return [...passages, ...notes];
}

export class CorpusIndex {
  private readonly retriever: Retriever<Indexed>;
  readonly docs: Map<string, Doc>;

  constructor(corpus: Corpus) {
    const docs = docsOf(corpus);
    this.docs = new Map(docs.map((d) => [d.slug, d]));
    this.retriever = new Retriever(
      docs.map((d) => ({ ...d, id: d.slug, topicText: d.topics.join(" ") })),
      {
        fields: [{ name: "title", boost: 2 }, { name: "topicText", boost: 2 }, { name: "text" }],
        aliases: LAW_ALIASES,
        floor: ANSWER_FLOOR,
        absentCommonShare: 0,
      },
    );
  }

  /** The question without the corpus's subject words ("ADU", "California", "rules"). */
  static content(question: string): string {
    return question
      .split(/\s+/)
      .filter((w) => !SUBJECT.has(w.toLowerCase().replace(/[^a-z]/g, "")))
      .join(" ");
  }

  /** Passages answering `question`, best first: state law plus `jurisdiction`'s notes when given. */
  search(question: string, opts: { jurisdiction?: string; limit: number }): Hit[] {
    const filter = (d: Doc) => d.jurisdiction === null || d.jurisdiction === opts.jurisdiction;
    return this.retriever.search(CorpusIndex.content(question), { filter, limit: opts.limit }).hits;
  }
}

export type Confidence = "high" | "medium" | "low";

/** Documented in docs/housing.md: the best passage covering ≥ 80% of the question is high, ≥ 65% medium, else low. */
export function confidenceOf(best: Hit | undefined): Confidence {
  if (!best) return "low";
  return best.score >= 0.8 ? "high" : best.score >= 0.65 ? "medium" : "low";
}
