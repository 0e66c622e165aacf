import { coverageOf, findJurisdiction, ordinanceStatus, type Corpus, type Coverage, type JurisdictionRecord, type OrdinanceStatus } from "./corpus";
import { confidenceOf, type Confidence, type CorpusIndex, type Hit } from "./retrieval";

/** How ask_adu and get_adu_rules see a jurisdiction named by the caller. */
export interface ResolvedJurisdiction {
  name: string;
  record: JurisdictionRecord | undefined;
  coverage: Coverage;
  status: OrdinanceStatus;
}

export function resolveJurisdiction(corpus: Corpus, text: string): ResolvedJurisdiction {
  const record = findJurisdiction(corpus, text);
  const shown = text.trim().replace(/^city of\s+/i, "");
  return { name: record?.name ?? shown, record, coverage: coverageOf(record), status: ordinanceStatus(record) };
}

/** Sentences on research status and the local ordinance, shared by both tools. */
export function jurisdictionNotes(j: ResolvedJurisdiction): string[] {
  if (!j.record) return [`${j.name} was not researched: it is not among the jurisdictions held; only the California state baseline is known (if it is in California).`];
  if (j.record.state !== "CA") return [j.record.summary];
  const notes: string[] = [];
  if (!j.record.researched) notes.push(`${j.name} was not researched: only the California state baseline is known${j.record.guide_url ? `; it has a published guide (${j.record.guide_url})` : ""}.`);
  if (j.status === "stands") notes.push(`${j.name}'s local ADU ordinance stands; where it is stricter than state law, the state standards govern.`);
  if (j.status === "void_under_state_law") notes.push(`${j.name}'s local ADU ordinance is void under state law (Gov. Code §66314, former §65852.2(a)(4)): the state standards apply until a compliant ordinance is adopted.`);
  for (const p of j.record.local_provisions) if (p.status === "superseded_by_state_law") notes.push(`Local rule superseded by state law: ${p.rule}${p.state_law ? ` (${p.state_law})` : ""}.`);
  return notes;
}

export interface Retrieved {
  hits: Hit[];
  silent: boolean;
  confidence: Confidence;
  answer: string | null;
}

/** Passages quoted together score at least this close to the best one (they answer as fully). */
const QUOTE_WITHIN = 0.1;

/**
 * The passages an answer is built from: those covering the question (score at or above the floor)
 * and nearly as fully as the best, at most three. None: the corpus is silent.
 */
export function retrieve(index: CorpusIndex, question: string, jurisdiction: JurisdictionRecord | undefined): Retrieved {
  // The jurisdiction's own name says nothing about which rule is asked for.
  const names = jurisdiction ? [jurisdiction.name, ...jurisdiction.aliases].flatMap((n) => n.toLowerCase().split(/[^a-z0-9]+/)) : [];
  const asked = question.split(/\s+/).filter((w) => !names.includes(w.toLowerCase().replace(/[^a-z0-9]/g, ""))).join(" ");
  const all = index.search(asked, { jurisdiction: jurisdiction?.key, limit: 10 });
  const best = all[0];
  if (!best) return { hits: [], silent: true, confidence: "low", answer: null };
  const hits = all.filter((h) => h.score >= best.score - QUOTE_WITHIN).slice(0, 3);
  const answer = hits.map((h) => `${h.doc.text} [${h.doc.citation}${h.doc.paraphrase ? ", paraphrased" : ""}]`).join(" ");
  return { hits, silent: false, confidence: confidenceOf(best), answer };
}

export const citationOf = (h: Hit) => ({ title: `${h.doc.citation}: ${h.doc.title}`, url: h.doc.url });

