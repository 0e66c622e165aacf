import { Retriever } from "../_shared/retrieval";
import { readFileSync } from "node:fs";
import { join } from "node:path";

export type Level =
  | "us" | "region" | "division" | "state" | "county" | "county subdivision" | "place" | "tract" | "block group"
  | "zip code tabulation area" | "metropolitan statistical area/micropolitan statistical area" | "combined statistical area" | "congressional district";

export interface LevelInfo {
  geography_level: Level;
  required_parents: ("state" | "county")[];
  optional_parents: ("state" | "county")[];
}

export interface VariableMeta {
  code: string;
  label: string;
  concept: string | null;
  group: string | null;
  predicateType: "int" | "float" | "string" | null;
}

export interface Dataset {
  dataset: string;
  title: string;
  description: string;
  has_margins_of_error: boolean;
  years: number[];
  levels: LevelInfo[];
  /** Shipped variable metadata (a subset of the API's variables.json). */
  variables: Map<string, VariableMeta>;
  /** Words → estimates (the shared retriever over code, label, concept and curated keywords). */
  search: Retriever<VariableDoc>;
}

export interface VariableDoc {
  id: string;
  code: string;
  label: string;
  concept: string;
  keywords: string;
}

/** Query words that mean a census concept worded otherwise in the labels (one-way, docs/census.md). */
const CONCEPT_ALIASES: Record<string, string[]> = {
  broadband: ["internet"],
  "internet access": ["internet"],
  renters: ["renter occupied"],
  homeowners: ["owner occupied"],
  commute: ["transportation to work"],
  hispanic: ["hispanic or latino"],
  latino: ["hispanic or latino"],
  jobless: ["unemployed"],
};

/** data/census/datasets.json and the variable files it names, read once at start-up. */
export function loadDatasets(dataDir: string): Map<string, Dataset> {
  const raw = JSON.parse(readFileSync(join(dataDir, "datasets.json"), "utf8")) as { datasets: (Omit<Dataset, "variables" | "search"> & { variables_file: string })[] };
  const keywords = (JSON.parse(readFileSync(join(dataDir, "search-keywords.json"), "utf8")) as { keywords: Record<string, Record<string, string[]>> }).keywords;
  const out = new Map<string, Dataset>();
  for (const d of raw.datasets) {
    const file = JSON.parse(readFileSync(join(dataDir, d.variables_file), "utf8")) as { variables: Record<string, Omit<VariableMeta, "code">> };
    const variables = new Map(Object.entries(file.variables).map(([code, v]) => [code, { code, label: v.label, concept: v.concept ?? null, group: v.group ?? null, predicateType: v.predicateType ?? null }]));
    const words = keywords[d.dataset] ?? {};
    // Estimates only: a margin-of-error code travels with its estimate (moe_code), never as a hit.
    const docs = [...variables.values()]
      .filter((v) => !(d.has_margins_of_error && /M$/.test(v.code) && variables.has(v.code.replace(/M$/, "E"))))
      .map((v) => ({ id: v.code, code: v.code, label: v.label.replace(/!!/g, " "), concept: v.concept ?? "", keywords: (words[v.code] ?? []).join(" ; ") }));
    const search = new Retriever(docs, { fields: [{ name: "code", boost: 3 }, { name: "keywords", boost: 3 }, { name: "label", boost: 2 }, { name: "concept" }], aliases: CONCEPT_ALIASES });
    const { variables_file: _file, ...rest } = d;
    out.set(d.dataset, { ...rest, variables, search });
  }
  return out;
}

/** The margin-of-error code of an ACS estimate code (…E → …M, …PE → …PM); null when there is none. */
export function moeCode(dataset: Dataset, code: string): string | null {
  if (!dataset.has_margins_of_error) return null;
  const m = /^(.*[0-9])(P?)E$/.exec(code);
  return m ? `${m[1]}${m[2]}M` : null;
}

/**
 * A shipped variable's wording for a vintage (issue 27 item 7). The shipped ACS labels are the 2023
 * vintage's; dollar amounts are stated "in <vintage year> inflation-adjusted dollars" in every ACS
 * release, so the year in that phrase follows the vintage asked for. Other wording is the same
 * across vintages for the shipped variables (the API's own metadata is used when a key is set).
 */
export function inVintage(v: VariableMeta, year: number): VariableMeta {
  const dollars = /\b(in )\d{4}( inflation-adjusted dollars)/gi;
  if (!/\bin \d{4} inflation-adjusted dollars/i.test(`${v.label} ${v.concept ?? ""}`)) return v;
  const fix = (t: string) => t.replace(dollars, (_m, a: string, b: string) => `${a}${year}${b}`);
  return { ...v, label: fix(v.label), concept: v.concept === null ? null : fix(v.concept) };
}
