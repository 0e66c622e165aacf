import { DataFileError, loadDataFile, problemAt, type DataAbout } from "../../support/data-file";

/**
 * The ADU law corpus (data/housing/corpus/): statute and HCD guidance passages, and the research
 * notes on the fifteen jurisdictions. Shapes, schemas, loading and jurisdiction resolution.
 */
export interface Passage {
  slug: string;
  title: string;
  citation: string;
  source: "statute" | "hcd_handbook";
  url: string;
  paraphrase: boolean;
  topics: string[];
  text: string;
}

export interface Contact {
  name: string;
  email: string | null;
  phone: string | null;
  url: string | null;
}

export interface LocalProvision {
  rule: string;
  status: "stands" | "superseded_by_state_law";
  state_law: string | null;
}

export interface JurisdictionRecord {
  key: string;
  name: string;
  aliases: string[];
  county: string;
  state: "CA" | "NY";
  researched: boolean;
  ordinance: { last_amended_year: number | null; hcd_finding: "compliant" | "noncompliant" | null } | null;
  guide_url: string | null;
  pre_approved_plan_program: string | null;
  contacts: Contact[];
  fee_notes: string[];
  local_provisions: LocalProvision[];
  summary: string;
}

export interface Corpus {
  passages: Passage[];
  passagesAbout: DataAbout;
  jurisdictions: JurisdictionRecord[];
  jurisdictionsAbout: DataAbout;
  countyBaselines: Record<string, string>;
}

const str = { type: "string", minLength: 1 };
const nullableStr = { type: ["string", "null"] };
const obj = (props: Record<string, unknown>) => ({ type: "object", additionalProperties: false, required: Object.keys(props), properties: props });

const PASSAGES_SCHEMA = {
  type: "object",
  required: ["passages"],
  properties: {
    passages: {
      type: "array",
      minItems: 1,
      items: obj({ slug: { type: "string", pattern: "^[a-z0-9-]+$" }, title: str, citation: str, source: { enum: ["statute", "hcd_handbook"] }, url: { type: "string", format: "uri" }, paraphrase: { type: "boolean" }, topics: { type: "array", items: str }, text: str }),
    },
  },
};

const JURISDICTIONS_SCHEMA = {
  type: "object",
  required: ["jurisdictions", "county_baselines"],
  properties: {
    county_baselines: { type: "object", additionalProperties: str },
    jurisdictions: {
      type: "array",
      items: obj({
        key: { type: "string", pattern: "^[a-z_]+$" },
        name: str,
        aliases: { type: "array", items: str },
        county: str,
        state: { enum: ["CA", "NY"] },
        researched: { type: "boolean" },
        ordinance: { oneOf: [{ type: "null" }, obj({ last_amended_year: { type: ["integer", "null"] }, hcd_finding: { enum: ["compliant", "noncompliant", null] } })] },
        guide_url: { oneOf: [{ type: "null" }, { type: "string", format: "uri" }] },
        pre_approved_plan_program: nullableStr,
        contacts: { type: "array", items: obj({ name: str, email: nullableStr, phone: nullableStr, url: { oneOf: [{ type: "null" }, { type: "string", format: "uri" }] } }) },
        fee_notes: { type: "array", items: str },
        local_provisions: { type: "array", items: obj({ rule: str, status: { enum: ["stands", "superseded_by_state_law"] }, state_law: nullableStr }) },
        summary: str,
      }),
    },
  },
};

export function loadCorpus(dataDir: string): Corpus {
  const p = loadDataFile<{ about: DataAbout; passages: Passage[] }>(dataDir, "corpus/passages.json", PASSAGES_SCHEMA);
  const j = loadDataFile<{ about: DataAbout; jurisdictions: JurisdictionRecord[]; county_baselines: Record<string, string> }>(dataDir, "corpus/jurisdictions.json", JURISDICTIONS_SCHEMA);
  const first = new Map<string, number>();
  const repeated = p.passages.flatMap((passage, i) => {
    const at = first.get(passage.slug);
    if (at === undefined) first.set(passage.slug, i);
    return at === undefined ? [] : [problemAt(dataDir, "corpus/passages.json", ["passages", i, "slug"], `repeats the slug "${passage.slug}" of /passages/${at}`)];
  });
  if (repeated.length) throw new DataFileError(repeated);
  return { passages: p.passages, passagesAbout: p.about, jurisdictions: j.jurisdictions, jurisdictionsAbout: j.about, countyBaselines: j.county_baselines };
}

/** Lower case, no punctuation, no "City of"/"the" prefix: "City of Los Angeles" → "los angeles". */
export function normaliseName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/^(the )?city (and county )?of /, "")
    .replace(/^the /, "");
}

/** The record named by a key, name or alias (a `City of` prefix is optional); undefined when not held. */
export function findJurisdiction(corpus: Corpus, text: string): JurisdictionRecord | undefined {
  const wanted = normaliseName(text);
  return corpus.jurisdictions.find((j) => [j.key.replace(/_/g, " "), j.name, ...j.aliases].some((n) => normaliseName(n) === wanted));
}

export type OrdinanceStatus = "stands" | "void_under_state_law" | "unknown";

/**
 * Whether the local ordinance stands: unknown outside California or when not researched; void when
 * HCD found it noncompliant or it was last amended before 2020 (it predates the 2020 state
 * standards, and a noncompliant ordinance is null and void, Gov. Code §66314, former
 * §65852.2(a)(4)); otherwise it stands, with state law governing wherever it is stricter.
 */
export function ordinanceStatus(j: JurisdictionRecord | undefined): OrdinanceStatus {
  if (!j || j.state !== "CA" || !j.researched || !j.ordinance) return "unknown";
  if (j.ordinance.hcd_finding === "noncompliant") return "void_under_state_law";
  if (j.ordinance.last_amended_year !== null && j.ordinance.last_amended_year < 2020) return "void_under_state_law";
  return "stands";
}

export type Coverage = "researched" | "published_guide" | "state_baseline_only";

export function coverageOf(j: JurisdictionRecord | undefined): Coverage {
  if (j?.researched) return "researched";
  return j?.guide_url ? "published_guide" : "state_baseline_only";
}
