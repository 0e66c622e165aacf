import MiniSearch from "minisearch";
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
  index: MiniSearch<{ id: string; code: string; label: string; concept: string }>;
}

/** data/census/datasets.json and the variable files it names, read once at start-up. */
export function loadDatasets(dataDir: string): Map<string, Dataset> {
  const raw = JSON.parse(readFileSync(join(dataDir, "datasets.json"), "utf8")) as { datasets: (Omit<Dataset, "variables" | "index"> & { variables_file: string })[] };
  const out = new Map<string, Dataset>();
  for (const d of raw.datasets) {
    const file = JSON.parse(readFileSync(join(dataDir, d.variables_file), "utf8")) as { variables: Record<string, Omit<VariableMeta, "code">> };
    const variables = new Map(Object.entries(file.variables).map(([code, v]) => [code, { code, label: v.label, concept: v.concept ?? null, group: v.group ?? null, predicateType: v.predicateType ?? null }]));
    const index = new MiniSearch<{ id: string; code: string; label: string; concept: string }>({
      fields: ["code", "label", "concept"],
      processTerm: (t) => t.toLowerCase(),
      tokenize: (t) => t.split(/[^A-Za-z0-9_]+/).filter(Boolean),
      searchOptions: { prefix: true, fuzzy: 0.2, boost: { label: 2 }, combineWith: "AND" },
    });
    index.addAll([...variables.values()].map((v) => ({ id: v.code, code: v.code, label: v.label.replace(/!!/g, " "), concept: v.concept ?? "" })));
    const { variables_file: _file, ...rest } = d;
    out.set(d.dataset, { ...rest, variables, index });
  }
  return out;
}

/** The margin-of-error code of an ACS estimate code (…E → …M, …PE → …PM); null when there is none. */
export function moeCode(dataset: Dataset, code: string): string | null {
  if (!dataset.has_margins_of_error) return null;
  const m = /^(.*[0-9])(P?)E$/.exec(code);
  return m ? `${m[1]}${m[2]}M` : null;
}
