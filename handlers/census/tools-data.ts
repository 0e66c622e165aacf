import { createHash } from "node:crypto";
import type { CensusHandlers } from "../../generated/census/server";
import type { CensusDeps } from "./context";
import { parentsOf } from "./geoids";
import { dataNotes, fetchRows, prepare, variableInfo, type DataRow } from "./request";

type DataTools = Pick<CensusHandlers, "census_query_data" | "census_compare_geographies">;

/** The two tools that query the Census Data API (CENSUS_API_KEY required). */
export function dataTools(deps: CensusDeps): DataTools {
  return {
    async census_query_data(args, ctx) {
      const p = await prepare(deps, args, ctx);
      const fingerprint = createHash("sha256").update(JSON.stringify({ ...args, cursor: undefined, limit: undefined })).digest("base64url").slice(0, 16);
      const at = ctx.cursors.decode<{ o: number; f: string }>(args.cursor);
      if (at && at.f !== fingerprint) throw ctx.invalid({ path: "/cursor", message: "belongs to a different query; repeat the query without cursor" });
      const { rows, sourceUrl } = await fetchRows(deps, p, args.geography_fips, args.within ?? {}, ctx);
      if (rows.length === 0 && args.geography_fips !== "*") {
        throw ctx.error("not_found", `No ${args.geography_level} ${args.geography_fips}${args.within?.state ? ` in state ${args.within.state}` : ""} in ${p.dataset.dataset} ${p.year}; census_resolve_geography gives codes.`);
      }
      const offset = at?.o ?? 0;
      const page = rows.slice(offset, offset + args.limit);
      const next = offset + args.limit < rows.length ? ctx.cursors.encode({ o: offset + args.limit, f: fingerprint }) : null;
      return {
        applied_predicates: p.predicates,
        dataset: p.dataset.dataset,
        geography_level: p.level,
        next_cursor: next,
        notes: dataNotes(p, page),
        rows: page,
        sample_data: false,
        source_url: sourceUrl,
        total_rows: rows.length,
        variables: variableInfo(p),
        year: p.year,
      };
    },
    async census_compare_geographies(args, ctx) {
      const variables = args.variables.map((v) => v.toUpperCase());
      const sortBy = (args.sort_by ?? variables[0]).toUpperCase();
      if (!variables.includes(sortBy)) throw ctx.error("sort_by_not_requested", `sort_by ${sortBy} is not one of the requested variables (${variables.join(", ")}).`);
      // The calls an explicit GEOID list needs (one per parent geography) are counted before any call.
      const calls = args.geographies ? parentsOf(args.geography_level, args.geographies, ctx) : [{ fips: "*", within: args.within ?? {} }];
      if (calls.length > deps.settings.maxCallsPerRequest) {
        throw ctx.invalid({ path: "/geographies", message: `these GEOIDs lie in ${calls.length} parent geographies, one census API request each; at most ${deps.settings.maxCallsPerRequest} per call (CENSUS_MAX_CALLS_PER_REQUEST). Split the comparison.` });
      }
      const p = await prepare(deps, { ...args, variables }, ctx);
      let rows: DataRow[] = [];
      const urls: string[] = [];
      for (const c of calls) {
        const got = await fetchRows(deps, p, c.fips, c.within, ctx);
        rows.push(...got.rows);
        urls.push(got.sourceUrl);
      }
      if (args.geographies) {
        const missing = args.geographies.filter((g) => !rows.some((r) => r.geoid === g));
        if (missing.length) throw ctx.error("not_found", `No ${args.geography_level} with GEOID ${missing.join(", ")} in ${p.dataset.dataset} ${p.year}.`, { geoids: missing });
        rows = rows.filter((r) => args.geographies!.includes(r.geoid));
      }
      const dir = args.order === "asc" ? 1 : -1;
      const value = (r: DataRow) => r.values[sortBy].estimate;
      rows.sort((a, b) => {
        const [x, y] = [value(a), value(b)];
        if (x === null || y === null) return x === y ? a.geoid.localeCompare(b.geoid) : x === null ? 1 : -1;
        return (x - y) * dir || a.geoid.localeCompare(b.geoid);
      });
      const ranked = rows.slice(0, args.limit).map((r, i) => ({ ...r, rank: value(r) === null ? null : i + 1 }));
      return {
        applied_predicates: p.predicates,
        dataset: p.dataset.dataset,
        geography_level: p.level,
        notes: [...dataNotes(p, ranked), ...(urls.length > 1 ? [`${urls.length} census API requests, one per parent geography; source_url shows the first.`] : []), rankingNote(p, sortBy)],
        order: args.order,
        rows: ranked,
        sample_data: false,
        sort_by: sortBy,
        source_url: urls[0],
        total_geographies: rows.length,
        variables: variableInfo(p),
        year: p.year,
      };
    },
  };
}

/**
 * What the ranking compares (issue 27 item 7): a count ranks by size, not by rate; a median, mean,
 * per-capita figure, percentage or rate is already relative, so that warning would be wrong there.
 */
function rankingNote(p: { variables: { code: string; label: string; concept: string | null }[] }, sortBy: string): string {
  const v = p.variables.find((x) => x.code === sortBy);
  const text = `${v?.label ?? ""} ${v?.concept ?? ""}`;
  const relative = /P[EM]$/.test(sortBy) ? "a percentage" : /\bmedian\b/i.test(text) ? "a median" : /\b(mean|average)\b/i.test(text) ? "a mean" : /per capita/i.test(text) ? "a per-capita figure" : /\b(percent|rate|ratio)\b/i.test(text) ? "a rate" : null;
  if (relative === null) return "A count ranks by size, not by rate.";
  return `${sortBy} is ${relative}: rows rank by its estimate; where margins of error overlap, the order is not statistically certain.`;
}
