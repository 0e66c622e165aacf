import type { Issue } from "mcpforge/runtime";
import { fetchTable, type Table, type TableRequest } from "./api";
import { cell, type Cell } from "./cells";
import { apiRefusal, datasetOf, similarVariables, variableMeta, yearOf, type CensusDeps, type Refuses } from "./context";
import { moeCode, type Dataset, type Level, type VariableMeta } from "./metadata";
import { API_VARIABLE_LIMIT } from "./settings";

type DataErrors = "missing_api_key" | "unknown_dataset" | "year_not_available" | "unknown_variable" | "geography_not_supported" | "api_key_rejected" | "upstream_unavailable";
export type DataCtx = Refuses<DataErrors> & { invalid(issues: Issue | readonly Issue[]): Error; signal: AbortSignal };

export interface Prepared {
  dataset: Dataset;
  year: number;
  level: Level;
  variables: VariableMeta[];
  /** Estimate code → its margin-of-error column. */
  moe: Map<string, string>;
  get: string[];
  predicates: Record<string, string>;
}

export interface DataRow {
  geography_fips: string;
  geoid: string;
  name: string;
  values: Record<string, Cell>;
  within: { state?: string; county?: string };
}

/**
 * Everything checked before the data request: the key, dataset, vintage, level, the API's
 * 50-variable limit (NAME and the margin-of-error columns included) and every variable code.
 */
export async function prepare(deps: CensusDeps, args: { dataset: string; year?: number; geography_level: Level; variables: string[]; predicates?: Record<string, string | undefined> }, ctx: DataCtx): Promise<Prepared> {
  if (!deps.settings.apiKey) throw ctx.error("missing_api_key", "CENSUS_API_KEY is not set on the server: census_query_data and census_compare_geographies need it (keys are free from the Census Bureau). Nothing was queried.", { variable: "CENSUS_API_KEY" });
  const reserved = Object.keys(args.predicates ?? {}).filter((k) => ["get", "for", "in", "key", "ucgid"].includes(k.toLowerCase()));
  if (reserved.length) throw ctx.invalid(reserved.map((k) => ({ path: `/predicates/${k}`, message: "is a parameter of the request itself, not a predicate; use variables, geography_level, geography_fips and within" })));
  const dataset = datasetOf(deps, args.dataset, ctx);
  const year = yearOf(dataset, args.year, ctx);
  if (!dataset.levels.some((l) => l.geography_level === args.geography_level)) {
    throw ctx.error("geography_not_supported", `${dataset.dataset} does not publish the level '${args.geography_level}'; levels: ${dataset.levels.map((l) => l.geography_level).join(", ")}.`);
  }
  const codes = args.variables.map((v) => v.toUpperCase());
  const moe = new Map<string, string>();
  for (const c of codes) {
    const m = moeCode(dataset, c);
    if (m && !codes.includes(m)) moe.set(c, m);
  }
  const get = ["NAME", ...codes, ...moe.values()];
  if (get.length > API_VARIABLE_LIMIT) {
    throw ctx.invalid({ path: "/variables", message: `the census API returns at most ${API_VARIABLE_LIMIT} variables per request; ${codes.length} variables with their ${moe.size} margin-of-error columns and NAME make ${get.length}. Ask for at most ${Math.floor((API_VARIABLE_LIMIT - 1) / (dataset.has_margins_of_error ? 2 : 1))} estimates per call.` });
  }
  const variables: VariableMeta[] = [];
  for (const code of codes) {
    let meta: VariableMeta | null;
    try {
      meta = await variableMeta(deps, dataset, year, code, ctx.signal);
    } catch (err) {
      throw apiRefusal(err, ctx);
    }
    if (!meta) {
      const did_you_mean = similarVariables(dataset, code);
      throw ctx.error("unknown_variable", `Unknown variable ${code} in ${dataset.dataset} ${year}.${did_you_mean.length ? ` Did you mean: ${did_you_mean.join(", ")}?` : " census_search_variables finds codes."}`, { variable: code, did_you_mean });
    }
    variables.push(meta);
  }
  const predicates = Object.fromEntries(Object.entries(args.predicates ?? {}).filter((e): e is [string, string] => e[1] !== undefined));
  return { dataset, year, level: args.geography_level, variables, moe, get, predicates };
}

/** One data request for `fips` of the prepared level within `within`, as rows. */
export async function fetchRows(deps: CensusDeps, p: Prepared, fips: string, within: TableRequest["within"], ctx: DataCtx): Promise<{ rows: DataRow[]; sourceUrl: string }> {
  let table: Table;
  try {
    table = await fetchTable(deps.settings, deps.outbound, { dataset: p.dataset.dataset, year: p.year, get: p.get, level: p.level, fips, within, predicates: p.predicates }, ctx.signal);
  } catch (err) {
    throw apiRefusal(err, ctx);
  }
  return { rows: toRows(table, p), sourceUrl: table.sourceUrl };
}

function toRows(table: Table, p: Prepared): DataRow[] {
  const col = new Map(table.header.map((h, i) => [h, i]));
  const geoCols = table.header.map((h, i) => ({ h, i })).filter(({ h }) => h !== "NAME" && !p.get.includes(h) && !(h in p.predicates) && !/^GEO_ID$/i.test(h));
  return table.rows.map((r) => {
    const values: Record<string, Cell> = {};
    for (const v of p.variables) {
      const m = p.moe.get(v.code);
      values[v.code] = cell(r[col.get(v.code)!] ?? null, m ? (r[col.get(m)!] ?? null) : undefined);
    }
    const geo = (name: string) => {
      const i = col.get(name);
      return i === undefined ? undefined : String(r[i]);
    };
    const within: DataRow["within"] = {};
    if (p.level !== "state" && geo("state") !== undefined && geoCols.some((g) => g.h === "state")) within.state = geo("state");
    if (!["state", "county"].includes(p.level) && geo("county") !== undefined) within.county = geo("county");
    const codes = geoCols.map((g) => String(r[g.i]));
    return { geography_fips: codes[codes.length - 1] ?? "", geoid: codes.join(""), name: String(r[col.get("NAME")!] ?? ""), values, within };
  });
}

/** Notes a person should read with the numbers. */
export function dataNotes(p: Prepared, rows: DataRow[]): string[] {
  const suppressed = rows.reduce((n, r) => n + Object.values(r.values).filter((c) => c.annotation !== null).length, 0);
  return [
    ...(p.dataset.has_margins_of_error ? ["Estimates come from a sample survey; moe is the 90 percent margin of error the Census Bureau publishes."] : ["Counts from a census: no margins of error are published."]),
    ...(suppressed ? [`${suppressed} value(s) are suppressed or special; their annotation explains why and estimate is null.`] : []),
    ...(p.moe.size ? [`Margin-of-error columns fetched with the estimates: ${[...p.moe.values()].join(", ")}.`] : []),
  ];
}

export function variableInfo(p: Prepared) {
  return p.variables.map((v) => ({ code: v.code, label: v.label, concept: v.concept }));
}
