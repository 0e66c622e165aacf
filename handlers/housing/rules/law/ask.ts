import type { AskAduInput, AskAduOutput } from "../../../../generated/housing/types";
import type { Corpus } from "./corpus";
import { citationOf, jurisdictionNotes, resolveJurisdiction, retrieve } from "./answer";
import type { CorpusIndex } from "./retrieval";

/** ask_adu: an answer built only from retrieved passages, with citations and a confidence level. */
export function askAdu(corpus: Corpus, index: CorpusIndex, args: AskAduInput): AskAduOutput {
  const named = args.jurisdiction?.trim();
  const j = named ? resolveJurisdiction(corpus, named) : undefined;
  const outsideCalifornia = j?.record?.state === "NY";
  const r = outsideCalifornia ? { hits: [], silent: true, confidence: "low" as const, answer: null } : retrieve(index, args.question, j?.record);
  const notes: string[] = [];
  if (r.silent) notes.push(outsideCalifornia ? `The corpus holds California ADU law only; it is silent on ${j!.name}.` : "The corpus is silent on this question: no passage of the published corpus addresses it, so no answer is given.");
  if (j) notes.push(...jurisdictionNotes(j));
  if (r.hits.some((h) => h.doc.paraphrase)) notes.push("Statute passages are paraphrases, not quoted text; check the cited section. Not legal advice.");
  const sample = r.hits.some((h) => (h.doc.jurisdiction ? corpus.jurisdictionsAbout.sample : corpus.passagesAbout.sample)) || (j !== undefined && corpus.jurisdictionsAbout.sample);
  const answer = r.answer === null ? null : [r.answer, ...(j ? jurisdictionNotes(j) : [])].join(" ");
  return {
    answer,
    corpus_silent: r.silent,
    confidence: r.confidence,
    citations: r.hits.map(citationOf),
    passages: r.hits.map((h) => ({ id: `page:${h.doc.slug}`, citation: h.doc.citation, text: h.doc.text, paraphrase: h.doc.paraphrase, score: Math.round(h.score * 1000) / 1000 })),
    jurisdiction: j ? { name: j.name, coverage: j.coverage, local_ordinance_status: j.status } : null,
    notes,
    sample,
  };
}
