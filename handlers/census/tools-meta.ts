import type { CensusHandlers } from "../../generated/census/server";
import { CensusApiError } from "./api";
import { apiRefusal, datasetOf, variableMeta, yearOf, type CensusDeps } from "./context";
import type { Geo } from "./geography";
import { checkQuery } from "../_shared/retrieval";
import { inVintage, moeCode, type Dataset, type VariableMeta } from "./metadata";
import { resolveGeography } from "./resolve";

type MetaTools = Pick<CensusHandlers, "census_list_datasets" | "census_list_geographies" | "census_search_variables" | "census_resolve_geography">;

/** A code or code prefix: shipped estimates starting with it, else (a full code, key set) the API's own metadata. */
async function byCode(deps: CensusDeps, d: Dataset, year: number, code: string, ctx: { signal: AbortSignal }) {
  let hits = [...d.variables.values()].filter((v) => v.code.startsWith(code) && !(moeCode(d, v.code.replace(/M$/, "E")) === v.code && d.variables.has(v.code.replace(/M$/, "E"))));
  if (hits.length === 0) {
    const live = await variableMeta(deps, d, year, code, ctx.signal).catch((err: unknown) => {
      // The API's refusals map onto this tool's declared errors (upstream_unavailable and the like).
      throw err instanceof CensusApiError ? apiRefusal(err, ctx as never) : err;
    });
    if (live) hits = [live];
  }
  const hint = hits.length ? null : `No variable code starts with ${code} in ${d.dataset}${deps.settings.apiKey ? "" : " (shipped subset; with CENSUS_API_KEY set, a full code is looked up at the API)"}.`;
  return { hits, match: hits.length ? ("strong" as const) : ("none" as const), hint };
}

/** The four tools that work without CENSUS_API_KEY: shipped metadata, the API's public metadata as fallback. */
export function metaTools(deps: CensusDeps): MetaTools {
  const livePlaces = new Map<string, Geo[]>();
  return {
    async census_list_datasets(args) {
      const words = (args.query ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const datasets = [...deps.datasets.values()]
        .filter((d) => words.every((w) => `${d.dataset} ${d.title} ${d.description}`.toLowerCase().includes(w)))
        .map((d) => ({ dataset: d.dataset, title: d.title, description: d.description, has_margins_of_error: d.has_margins_of_error, years: d.years, latest_year: d.years[d.years.length - 1] }));
      return { api_key_configured: deps.settings.apiKey !== null, datasets };
    },
    async census_list_geographies(args, ctx) {
      const d = datasetOf(deps, args.dataset, ctx);
      return { dataset: d.dataset, year: yearOf(d, args.year, ctx), levels: d.levels };
    },
    async census_search_variables(args, ctx) {
      const d = datasetOf(deps, args.dataset, ctx);
      const year = yearOf(d, args.year, ctx);
      const checked = checkQuery(args.query, "query");
      if (!checked.ok) throw ctx.invalid({ path: "/query", message: checked.message });
      const q = checked.text;
      let found: { hits: VariableMeta[]; match: "strong" | "partial" | "none"; hint: string | null };
      if (/^[A-Za-z]+\d[\w]*$/.test(q)) found = await byCode(deps, d, year, q.toUpperCase(), ctx);
      else {
        // Ranked by the shared retriever: every hit above its floor, best first (docs/retrieval.md).
        const r = d.search.search(q, { limit: d.variables.size });
        found = { hits: r.hits.map((h) => d.variables.get(h.doc.id)!), match: r.match, hint: r.hint ?? null };
      }
      return {
        dataset: d.dataset,
        year,
        match: found.match,
        hint: found.hint,
        total_matches: found.hits.length,
        variables: found.hits.slice(0, args.limit).map((raw) => {
          const v = inVintage(raw, year);
          return { code: v.code, label: v.label, concept: v.concept, group: v.group, moe_code: moeCode(d, v.code), value_type: v.predicateType };
        }),
      };
    },
    async census_resolve_geography(args, ctx) {
      let matches;
      try {
        matches = await resolveGeography({ ...deps, livePlaces }, { query: args.query, state: args.state, level: args.geography_level, limit: args.limit }, ctx.signal);
      } catch (err) {
        if (err instanceof CensusApiError) throw ctx.error("upstream_unavailable", `Place names for this state come from the census API, which failed: ${err.message}.`);
        throw err;
      }
      if (matches.length === 0) throw ctx.error("not_found", `No state, county or place matches '${args.query}'${args.state ? ` in ${args.state}` : ""}. Add the state ('Springfield, IL') or check the spelling.`);
      const exact = matches.filter((m) => m.match === "exact").length;
      return {
        query: args.query,
        reference_vintage: deps.gazetteer.referenceVintage,
        ambiguous: exact > 1 || (exact === 0 && matches.length > 1),
        matches: matches.map((m) => ({ geography_level: m.level, geography_fips: m.fips, geoid: m.geoid, name: m.name, match: m.match, within: m.within })),
      };
    },
  };
}
