import { guardedFetch, OutboundError, type OutboundConfig } from "mcpforge/platform/http";
import type { Level } from "./metadata";
import type { CensusSettings } from "./settings";

export type ApiFailure = "unknown_variable" | "geography_not_supported" | "api_key_rejected" | "upstream_unavailable" | "year_not_available";

/** A refusal the census API gave (or its absence), classified for the tool's error codes. */
export class CensusApiError extends Error {
  constructor(
    readonly kind: ApiFailure,
    message: string,
    readonly variable?: string,
  ) {
    super(message);
  }
}

export interface TableRequest {
  dataset: string;
  year: number;
  get: string[];
  level: Level;
  /** `*` or a comma-separated list of the level's codes. */
  fips: string;
  within: { state?: string; county?: string; tract?: string };
  predicates: Record<string, string>;
}

export interface Table {
  header: string[];
  rows: (string | null)[][];
  /** The request without the key, for source_url. */
  sourceUrl: string;
}

/** `<base>/<year>/<dataset>?get=…&for=level:codes&in=state:XX+county:YYY[&key=…]` */
export function tableUrl(settings: CensusSettings, req: TableRequest, withKey: boolean): string {
  const params = new URLSearchParams();
  params.set("get", req.get.join(","));
  params.set("for", `${req.level}:${req.fips}`);
  const parents = (["state", "county", "tract"] as const).filter((k) => req.within[k]).map((k) => `${k}:${req.within[k]}`);
  if (parents.length) params.set("in", parents.join(" "));
  for (const [k, v] of Object.entries(req.predicates)) params.set(k, v);
  if (withKey && settings.apiKey) params.set("key", settings.apiKey);
  return `${settings.apiBase}/${req.year}/${req.dataset}?${params.toString()}`;
}

/** One data request. 204 (no rows) is an empty table; every other failure is a CensusApiError. */
export async function fetchTable(settings: CensusSettings, outbound: OutboundConfig, req: TableRequest, signal?: AbortSignal): Promise<Table> {
  const sourceUrl = tableUrl(settings, req, false);
  const text = await getText(outbound, tableUrl(settings, req, true), signal);
  if (text === null) return { header: [], rows: [], sourceUrl };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw classify(200, text);
  }
  if (!Array.isArray(data) || !Array.isArray(data[0])) throw new CensusApiError("upstream_unavailable", "the census API answered with an unexpected shape");
  return { header: data[0] as string[], rows: data.slice(1) as (string | null)[][], sourceUrl };
}

/** The API's metadata for one variable (`variables/<code>.json`); null when the API does not know it. */
export async function fetchVariable(settings: CensusSettings, outbound: OutboundConfig, dataset: string, year: number, code: string, signal?: AbortSignal): Promise<{ label: string; concept: string | null; group: string | null; predicateType: string | null } | null> {
  try {
    const key = settings.apiKey ? `?key=${encodeURIComponent(settings.apiKey)}` : "";
    const text = await getText(outbound, `${settings.apiBase}/${year}/${dataset}/variables/${encodeURIComponent(code)}.json${key}`, signal);
    if (text === null) return null;
    const v = JSON.parse(text) as Record<string, unknown>;
    if (typeof v.label !== "string") return null;
    return { label: v.label, concept: typeof v.concept === "string" ? v.concept : null, group: typeof v.group === "string" && v.group !== "N/A" ? v.group : null, predicateType: typeof v.predicateType === "string" ? v.predicateType : null };
  } catch (err) {
    if (err instanceof CensusApiError && (err.kind === "unknown_variable" || err.kind === "year_not_available")) return null;
    throw err;
  }
}

async function getText(outbound: OutboundConfig, url: string, signal?: AbortSignal): Promise<string | null> {
  let res;
  try {
    res = await guardedFetch(outbound, url, { signal, headers: { accept: "application/json" } });
  } catch (err) {
    const why = err instanceof OutboundError ? err.message.replace(/key=[^&\s]+/g, "key=…") : "request failed";
    throw new CensusApiError("upstream_unavailable", `the census API could not be reached: ${why}`);
  }
  if (res.status === 204) return null;
  const text = res.body.toString("utf8");
  // Since 2026-05-12 the API requires a key on every request: a missing key is redirected to an
  // HTML page, an invalid one answered 200 with an HTML "Invalid Key" page and X-DataWebAPI-KeyError.
  if (res.headers["x-datawebapi-keyerror"] !== undefined || /<h1>\s*(invalid|missing) key/i.test(text)) {
    throw new CensusApiError("api_key_rejected", "the census API rejected the key (or its absence)");
  }
  if (res.status === 200) return text;
  throw classify(res.status, text);
}

function classify(status: number, text: string): CensusApiError {
  const unknown = /unknown variable '([^']+)'/i.exec(text);
  if (unknown) return new CensusApiError("unknown_variable", `the census API does not know variable ${unknown[1]}`, unknown[1]);
  if (/invalid key|key.*(not valid|not activated)/i.test(text)) return new CensusApiError("api_key_rejected", "the census API rejected CENSUS_API_KEY");
  if (/unsupported geography|unknown\/unsupported|invalid 'for'|invalid 'in'|ambiguous geography/i.test(text)) return new CensusApiError("geography_not_supported", `the census API refused the geography: ${firstLine(text)}`);
  if (status === 404) return new CensusApiError("year_not_available", "the census API has no such dataset, vintage or variable (HTTP 404)");
  return new CensusApiError("upstream_unavailable", `the census API answered HTTP ${status}${status === 429 ? " (rate limited)" : ""}: ${firstLine(text)}`);
}

function firstLine(text: string): string {
  return text.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim().slice(0, 200);
}
