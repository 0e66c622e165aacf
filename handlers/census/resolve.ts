import { fetchTable } from "./api";
import type { CensusDeps } from "./context";
import { districtOf, isMetro, metroQuery } from "./areas";
import { matchKey, METRO, USPS, placeGeo, type Geo } from "./geography";
import { distance } from "../_shared/distance";

const fold = (s: string) => s.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase().replace(/\./g, "").replace(/\s+/g, " ").trim();

export interface Match extends Geo {
  match: "exact" | "partial";
}

/** Places of a state read from the API (dec/pl 2020 NAME), cached per state. */
const LIVE_PLACE_YEAR = 2020;

/**
 * Name, ZIP or GEOID → geographies, best first: exact name matches (legal suffix, case, accents
 * and "Saint"/"St." ignored), then partial ones (prefix, or one typo in a longer name).
 */
export async function resolveGeography(
  deps: CensusDeps & { livePlaces: Map<string, Geo[]> },
  q: { query: string; state?: string; level?: string; limit: number },
  signal?: AbortSignal,
): Promise<Match[]> {
  const g = deps.gazetteer;
  let text = q.query.trim();
  let state = q.state ? g.state(q.state) : undefined;
  const comma = /^(.*),\s*([^,]+)$/.exec(text);
  if (comma && g.state(comma[2])) {
    state ??= g.state(comma[2]);
    text = comma[1];
  }
  const inState = (x: Geo) => !state || x.within.state === state.geoid || x.geoid === state.geoid || (isMetro(x) && metroInState(x, state));
  const district = !q.level || q.level === "congressional district" ? districtOf(g, q.query) : undefined;
  if (district) return [{ ...district, match: "exact" }];
  // "Boise metro", "Chicago MSA": the metro words name the level.
  const metroText = metroQuery(text);
  if (metroText !== undefined) text = metroText;
  // Without a level, states, counties and places (the tool's default); metros only when asked for.
  const wants = (level: string) => (metroText !== undefined ? level === METRO : q.level ? q.level === level : level !== METRO);
  if (/^\d+$/.test(text)) return byCode(deps, text, wants).filter(inState).slice(0, q.limit);
  const key = matchKey(text);
  const pool = [...(wants("state") ? g.states : []), ...(wants("county") ? g.counties : []), ...(wants("place") ? g.places : []), ...(wants(METRO) ? g.metros : [])].filter(inState);
  let found = score(pool, key);
  // A county of the same name does not stop the place lookup ("Boise, Idaho": Boise County exists).
  if (!found.some((m) => m.level === "place" && m.match === "exact") && state && wants("place") && deps.settings.apiKey) {
    const live = await livePlaces(deps, state.geoid, signal);
    found = [...found, ...score(live.filter((p) => !g.places.some((s) => s.geoid === p.geoid)), key)];
  }
  // A legal suffix in the query ("King County", "Austin city") names the level; otherwise a place
  // outranks a county of the same name (people mean the city of "Austin, Texas").
  const named = /\b(county|parish|borough)$/i.test(text) ? "county" : /\b(city|town|village|cdp)$/i.test(text) ? "place" : null;
  const asWritten = (m: Match) => fold(m.name.replace(/,.*$/, "")) === fold(text);
  const rank = (m: Match) => (m.match === "exact" ? 0 : 10) + (asWritten(m) ? 0 : 6) + (m.level === named ? 0 : 3) + ["state", "place", "county", METRO].indexOf(m.level);
  return found.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name)).slice(0, q.limit);
}

function score(pool: Geo[], key: string): Match[] {
  const out: Match[] = [];
  for (const x of pool) {
    if (x.key === key || x.alt?.includes(key)) out.push({ ...x, match: "exact" });
    else if (key.length >= 3 && (x.key.startsWith(key) || (key.length >= 5 && distance(x.key, key, 1) <= 1))) out.push({ ...x, match: "partial" });
  }
  return out;
}

function byCode(deps: CensusDeps, code: string, wants: (l: string) => boolean): Match[] {
  const g = deps.gazetteer;
  const exact = (x: Geo | undefined): Match[] => (x ? [{ ...x, match: "exact" }] : []);
  const out: Match[] = [];
  if (code.length === 2 && wants("state")) out.push(...exact(g.states.find((s) => s.geoid === code)));
  if (code.length === 5 && wants("county")) out.push(...exact(g.counties.find((c) => c.geoid === code)));
  if (code.length === 5 && wants("zip code tabulation area")) {
    out.push({ level: "zip code tabulation area", geoid: code, fips: code, name: `ZCTA5 ${code}`, key: code, within: {}, match: "exact" });
  }
  if (code.length === 7 && wants("place")) out.push(...exact(g.places.find((p) => p.geoid === code)));
  if (code.length === 5 && wants(METRO)) out.push(...exact(g.metros.find((m) => m.geoid === code)));
  if (code.length === 4 && wants("congressional district")) out.push(...exact(g.districts.find((d) => d.geoid === code)));
  return out;
}

async function livePlaces(deps: CensusDeps & { livePlaces: Map<string, Geo[]> }, state: string, signal?: AbortSignal): Promise<Geo[]> {
  const cached = deps.livePlaces.get(state);
  if (cached) return cached;
  const table = await fetchTable(deps.settings, deps.outbound, { dataset: "dec/pl", year: LIVE_PLACE_YEAR, get: ["NAME"], level: "place", fips: "*", within: { state }, predicates: {} }, signal);
  const [name, st, place] = ["NAME", "state", "place"].map((h) => table.header.indexOf(h));
  const places = table.rows.map((r) => placeGeo(`${r[st]}${r[place]}`, String(r[name])));
  deps.livePlaces.set(state, places);
  return places;
}

/** A metro's title ends in its states' USPS codes ("Portland-Vancouver-Hillsboro, OR-WA"). */
function metroInState(m: Geo, state: Geo): boolean {
  return m.name.replace(/ Metro Area$/, "").replace(/^.*, /, "").split("-").includes(USPS[state.geoid]);
}
