import type { GetAduRulesInput, GetAduRulesOutput } from "../../../../generated/housing/types";
import { DataFileError, problemAt } from "../../support/data-file";
import { citationOf, jurisdictionNotes, resolveJurisdiction, retrieve } from "./answer";
import type { Corpus, Passage } from "./corpus";
import type { CorpusIndex } from "./retrieval";

type Standards = GetAduRulesOutput["state_standards"];

/** Which corpus passages each state standard of get_adu_rules is stated from. */
const STANDARD_PASSAGES: Record<keyof Standards, string[]> = {
  size: ["gov-66321-size", "gov-66321-800", "gov-66333"],
  setbacks: ["gov-66314-setbacks"],
  height: ["gov-66321-height"],
  parking: ["gov-66314-parking"],
  owner_occupancy: ["gov-66315", "gov-66333-owner"],
  review_deadlines: ["gov-66317"],
};

const FEE_PASSAGES = ["gov-66324-impact", "gov-66324-connection"];

const lacks = (slug: string) => `lacks passage "${slug}" that get_adu_rules states a standard from`;

function passage(corpus: Corpus, slug: string): Passage {
  const found = corpus.passages.find((p) => p.slug === slug);
  // Not reached once checkStandardPassages has passed at start-up (rules/index.ts).
  if (!found) throw new Error(`corpus/passages.json ${lacks(slug)}`);
  return found;
}

/**
 * Checked at start-up so a corpus edit that drops a standard's passage stops the service, naming
 * corpus/passages.json and the line of its passage list (DataFileError).
 */
export function checkStandardPassages(dataDir: string, corpus: Corpus): void {
  const held = new Set(corpus.passages.map((p) => p.slug));
  const missing = [...Object.values(STANDARD_PASSAGES).flat(), ...FEE_PASSAGES].filter((slug) => !held.has(slug));
  if (missing.length) throw new DataFileError(missing.map((slug) => problemAt(dataDir, "corpus/passages.json", ["passages"], lacks(slug))));
}

const stated = (p: Passage) => `${p.text} [${p.citation}${p.paraphrase ? ", paraphrased" : ""}]`;

export function getAduRules(corpus: Corpus, index: CorpusIndex, args: GetAduRulesInput): GetAduRulesOutput {
  const j = resolveJurisdiction(corpus, args.jurisdiction);
  const record = j.record;
  const california = !record || record.state === "CA";
  const used = new Map<string, Passage>();
  const standards = Object.fromEntries(
    Object.entries(STANDARD_PASSAGES).map(([key, slugs]) => {
      if (!california) return [key, `California state standards do not apply in ${j.name}; not researched.`];
      const ps = slugs.map((s) => passage(corpus, s));
      for (const p of ps) used.set(p.slug, p);
      return [key, ps.map(stated).join(" ")];
    }),
  ) as Standards;
  const notes = jurisdictionNotes(j);
  let answer: string | null = null;
  let silent = false;
  const extra = [];
  if (args.question?.trim()) {
    const r = retrieve(index, args.question, record);
    answer = r.answer ?? "The corpus is silent on this question: no passage of the published corpus addresses it.";
    silent = r.silent || !california;
    extra.push(...r.hits.map(citationOf));
    if (!california) answer = `The corpus holds California ADU law only; it is silent on ${j.name}.`;
  }
  const feeNotes = record?.fee_notes ?? (california ? FEE_PASSAGES.map((s) => stated(passage(corpus, s))) : []);
  notes.push("Statute passages are paraphrases, not quoted text; check the cited section. Not legal advice.");
  if (corpus.jurisdictionsAbout.sample || corpus.passagesAbout.sample) notes.push("Sample data: the research notes and passages were written without access to the official texts and are unverified (docs/housing.md).");
  const citations = [...[...used.values()].map((p) => ({ title: `${p.citation}: ${p.title}`, url: p.url })), ...(california ? extra : [])];
  if (record?.guide_url) citations.push({ title: `${record.name}: ADU guide`, url: record.guide_url });
  return {
    jurisdiction: j.name,
    coverage: j.coverage,
    local_ordinance_status: j.status,
    local_provisions: record?.local_provisions ?? [],
    state_standards: standards,
    county_baseline: record ? (corpus.countyBaselines[record.county] ?? null) : null,
    fee_notes: feeNotes,
    contacts: record?.contacts ?? [],
    pre_approved_plan_program: record?.pre_approved_plan_program ?? null,
    guide_url: record?.guide_url ?? null,
    answer,
    corpus_silent: silent,
    citations: dedupe(citations),
    notes,
    sample: corpus.jurisdictionsAbout.sample || corpus.passagesAbout.sample,
  };
}

function dedupe<T extends { title: string; url: string }>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((c) => !seen.has(c.title + c.url) && seen.add(c.title + c.url) !== undefined);
}
