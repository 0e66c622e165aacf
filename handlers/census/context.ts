import type { OutboundConfig } from "mcpforge/platform/http";
import type { ErrorDetails } from "mcpforge/runtime";
import { CensusApiError, fetchVariable } from "./api";
import type { Gazetteer } from "./geography";
import { inVintage, type Dataset, type VariableMeta } from "./metadata";
import type { CensusSettings } from "./settings";
import { distance } from "../_shared/distance";

/** What every census tool shares: settings, shipped metadata and the API client's caches. */
export interface CensusDeps {
  settings: CensusSettings;
  outbound: OutboundConfig;
  datasets: Map<string, Dataset>;
  gazetteer: Gazetteer;
  /** Variable metadata read from the API for codes outside the shipped files, per dataset/year/code. */
  liveVariables: Map<string, VariableMeta | null>;
}

/** A context that can refuse with code C (method syntax: any tool context declaring C fits). */
export interface Refuses<C extends string> {
  error(code: C, message: string, details?: ErrorDetails): Error;
}

export function datasetOf(deps: CensusDeps, code: string, ctx: Refuses<"unknown_dataset">): Dataset {
  const d = deps.datasets.get(code);
  if (d) return d;
  const did_you_mean = closest(code, [...deps.datasets.keys()]);
  throw ctx.error("unknown_dataset", `No dataset '${code}'. Datasets: ${[...deps.datasets.keys()].join(", ")}.`, { did_you_mean });
}

export function yearOf(dataset: Dataset, year: number | undefined, ctx: Refuses<"year_not_available">): number {
  if (year === undefined) return dataset.years[dataset.years.length - 1];
  if (dataset.years.includes(year)) return year;
  throw ctx.error("year_not_available", `${dataset.dataset} has no ${year} vintage; available: ${dataset.years.join(", ")}.`, { years: dataset.years });
}

/** A variable's metadata: shipped, else the API's own (variables/<code>.json); null when neither knows it. */
export async function variableMeta(deps: CensusDeps, dataset: Dataset, year: number, code: string, signal?: AbortSignal): Promise<VariableMeta | null> {
  if (code === "NAME") return { code, label: "Geographic Area Name", concept: null, group: null, predicateType: "string" };
  const shipped = dataset.variables.get(code);
  if (shipped) return inVintage(shipped, year);
  // The API needs a key even for metadata (since 2026-05-12): without one, only shipped codes are known.
  if (!deps.settings.apiKey) return null;
  const key = `${dataset.dataset}/${year}/${code}`;
  if (!deps.liveVariables.has(key)) {
    const live = await fetchVariable(deps.settings, deps.outbound, dataset.dataset, year, code, signal);
    deps.liveVariables.set(key, live ? { code, label: live.label, concept: live.concept, group: live.group, predicateType: (live.predicateType as VariableMeta["predicateType"]) ?? null } : null);
  }
  return deps.liveVariables.get(key)!;
}

/** did_you_mean candidates for an unknown variable code: nearest shipped codes by edit distance. */
export function similarVariables(dataset: Dataset, code: string): string[] {
  return closest(code.toUpperCase(), [...dataset.variables.keys()]);
}

export function closest(text: string, candidates: string[], max = 5): string[] {
  return candidates
    .map((c) => ({ c, d: distance(text.toLowerCase(), c.toLowerCase()) }))
    .filter((x) => x.d <= Math.max(2, Math.floor(text.length / 3)))
    .sort((a, b) => a.d - b.d || a.c.localeCompare(b.c))
    .slice(0, max)
    .map((x) => x.c);
}

/** Maps a classified API failure onto the tool's declared error. */
export function apiRefusal(err: unknown, ctx: Refuses<"unknown_variable" | "geography_not_supported" | "api_key_rejected" | "upstream_unavailable" | "year_not_available">): Error {
  if (!(err instanceof CensusApiError)) return err as Error;
  if (err.kind === "unknown_variable") return ctx.error("unknown_variable", `Unknown variable ${err.variable}: ${err.message}.`, { variable: err.variable });
  return ctx.error(err.kind, err.kind === "api_key_rejected" ? "The census API rejected the configured CENSUS_API_KEY; check the key (keys are free from the Census Bureau)." : `${err.message}.`);
}
