import { Retriever } from "../_shared/retrieval";
import type { Catalog } from "./catalog";
import type { FreightIndex } from "./search";
import { fold, words } from "./text";

/** A place the query names: the airports it stands for and how sure the reading is (1: exact). */
interface Place {
  text: string;
  codes: Set<string>;
  confidence: number;
}

/** What a query asks for: a direction (from and/or to) or places named without one. */
interface RouteQuery {
  from?: Place;
  to?: Place;
  any: Place[];
  /** An end the query names that no published lane's place matches ("Frankfurt to Atlantis"). */
  unread?: string;
}

export interface LaneHit {
  id: string;
  score: number;
  /** The query's airports this lane shares. */
  matched: string[];
}

export interface LaneSearch {
  hits: LaneHit[];
  match: "strong" | "partial" | "none";
  hint: string | null;
}

/** Lanes scoring below this share too little with the query and are dropped, never padding. */
export const LANE_FLOOR = 0.35;
const STRONG = 0.75;

// Words that say "air freight" without naming a place: dropped before places are read.
const FILLER = /\b(?:air\s*freight|air\s*cargo|freight|cargo|lanes?|routes?|shipping|ship|shipments?|send|sending|flights?|services?|by\s+air|airport|airports|please|luftfracht|fret|aerien|carga|aerea)\b/giu;
// "A to B" separators in the portal's languages; "from"/"to" alone mark one end.
const SEPARATOR = /\s*(?:→|->|—|–|>|\/)\s*|\s+(?:to|nach|naar|vers|à|a|hacia|para|till|into|-)\s+|^([a-z]{3})-(?=[a-z]{3}$)/iu;
const FROM = /^(?:from|von|ab|de|desde|du|depuis|out\s+of|leaving)\s+/iu;
const TO = /^(?:to|into|nach|vers|hacia|para|a|à)\s+/iu;

/**
 * Lanes for a free-text query (issue 26): the query is read as places first ("X to Y", "from X",
 * "to Y", codes, cities, metros, synonyms, typos through the shared retriever), then every lane is
 * scored by the places it shares, in the direction asked. A lane sharing no place is never returned.
 * Score (0..1): 1 both ends as asked; 0.6 both ends reversed; 0.5 one end in its role; 0.4 one end in
 * the other role; times the confidence of a fuzzy place reading.
 */
export class LaneSearcher {
  private readonly places: Retriever<{ id: string; iata: string; city: string; name: string; other: string }>;

  constructor(
    private readonly index: FreightIndex,
    private readonly catalog: Catalog,
  ) {
    const { airports, synonyms } = catalog.content;
    // Only airports of published lanes can match a lane; a typo is read against those.
    const codes = new Set(catalog.lanes.flatMap((l) => [l.origin!, l.destination!]));
    const docs = [...codes].map((c) => {
      const a = airports.get(c)!;
      return { id: c, iata: c, city: a.city, name: a.name, other: [...a.aliases, ...(synonyms.get(c) ?? [])].join(" ") };
    });
    // A long name may carry two typos ("Frankfrut" for Frankfurt), a short one one.
    const fuzzy = (term: string) => (/\d/.test(term) ? false : term.length >= 8 ? 2 : term.length >= 5 ? 1 : false);
    this.places = new Retriever(docs, { fields: [{ name: "iata", boost: 3 }, { name: "city", boost: 2 }, { name: "name" }, { name: "other" }], floor: 0.55, fuzzy });
  }

  search(query: string): LaneSearch {
    const route = this.read(query);
    if (!route) return { hits: [], match: "none", hint: `No published lane serves '${query}': it names no airport, city or IATA code of a published lane. Name an origin and/or a destination, e.g. 'Frankfurt to New York' or 'FRA-JFK'; get_airport shows an airport's page.` };
    const hits = this.catalog
      .laneIds()
      .map((id) => this.score(id, route))
      .filter((h): h is LaneHit => h !== null && h.score >= LANE_FLOOR)
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
    // An end named but not found: the other end's lanes are at best a partial answer.
    if (route.unread) for (const h of hits) h.score = Math.round(h.score * 0.7 * 1000) / 1000;
    const asked = describe(route);
    if (hits.length === 0) return { hits, match: "none", hint: `No published lane serves ${asked}. get_airport shows an airport's page; create_inquiry asks the operator about an unpublished lane.` };
    if (hits[0].score >= STRONG) return { hits, match: "strong", hint: null };
    return { hits, match: "partial", hint: `No published lane serves ${asked} as asked; these lanes share one of its places.` };
  }

  /**
   * The places of a query, or undefined when it names none: a direction ("A to B", "from A", "B
   * from A") first; else the whole text, or two parts of it, as exact names; else the whole text
   * spelled loosely; else each word that names a place.
   */
  private read(query: string): RouteQuery | undefined {
    const q = fold(query).replace(FILLER, " ").replace(/\s+/g, " ").trim();
    const split = splitRoute(q);
    if (split) {
      const [from, to] = [split[0] ? this.place(split[0]) : undefined, split[1] ? this.place(split[1]) : undefined];
      const unread = (split[0] && !from ? split[0] : undefined) ?? (split[1] && !to ? split[1] : undefined);
      if (from || to) return { from, to, any: [], unread };
    }
    const whole = this.place(q, true);
    if (whole) return { any: [whole] };
    const w = q.split(" ");
    for (let i = 1; i < w.length; i++) {
      const [a, b] = [this.place(w.slice(0, i).join(" "), true), this.place(w.slice(i).join(" "), true)];
      if (a && b) return { from: a, to: b, any: [] };
    }
    const loose = this.place(q);
    if (loose) return { any: [loose] };
    const found = w.map((x) => (x.length >= 3 ? this.place(x) : undefined)).filter((p): p is Place => p !== undefined);
    return found.length ? { any: found } : undefined;
  }

  /** Airports a text names: a metro (all its airports), an exact name or code, else a close spelling. */
  private place(text: string, exactOnly = false): Place | undefined {
    const t = text.trim();
    if (!t || words(t).length === 0) return undefined;
    const metro = this.catalog.content.metros.get(fold(t).replace(/\s+/g, " "));
    const exact = this.index.exactAirports(t);
    if (metro || exact.length) return { text: t, codes: new Set([...exact, ...(metro ? [metro.primary, ...metro.others] : [])]), confidence: 1 };
    if (exactOnly || t.length < 4) return undefined;
    const found = this.places.search(t, { limit: 3 });
    if (found.match === "none") return undefined;
    const top = found.hits[0].score;
    return { text: t, codes: new Set(found.hits.filter((h) => h.score === top).map((h) => h.doc.id)), confidence: Math.min(1, 0.25 + top) };
  }

  private score(id: string, route: RouteQuery): LaneHit | null {
    const lane = this.catalog.page("lane", id, this.catalog.portal.defaultLanguage)!;
    const [o, d] = [lane.origin!, lane.destination!];
    const at = (p: Place | undefined, code: string) => (p?.codes.has(code) ? p.confidence : 0);
    let score = 0;
    if (route.from || route.to) {
      const [f, t] = [route.from, route.to];
      const ends = [at(f, o), at(t, d), at(f, d), at(t, o)];
      if (f && t && ends[0] && ends[1]) score = ends[0] * ends[1];
      else if (f && t && ends[2] && ends[3]) score = 0.6 * ends[2] * ends[3];
      else if (ends[0] || ends[1]) score = (f && t ? 0.5 : 1) * Math.max(ends[0], ends[1]);
      else if (ends[2] || ends[3]) score = (f && t ? 0.4 : 0.6) * Math.max(ends[2], ends[3]);
    } else {
      // Places named without a direction: the share of them the lane serves.
      score = route.any.reduce((sum, p) => sum + Math.max(at(p, o), at(p, d)), 0) / route.any.length;
    }
    if (score === 0) return null;
    const named = [route.from, route.to, ...route.any].filter((p): p is Place => p !== undefined);
    return { id, score: Math.round(score * 1000) / 1000, matched: [o, d].filter((c) => named.some((p) => p.codes.has(c))) };
  }
}

/** [from, to] texts of a query: "A to B", "from A", "to B"; undefined when it has no direction. */
export function splitRoute(query: string): [string | undefined, string | undefined] | undefined {
  const q = query.trim();
  const fromOnly = FROM.exec(q);
  const rest = fromOnly ? q.slice(fromOnly[0].length) : q;
  const m = SEPARATOR.exec(rest);
  if (m) {
    const left = (m[1] ?? rest.slice(0, m.index)).trim();
    const right = rest.slice(m.index + m[0].length).trim();
    if (left || right) return [left || undefined, right || undefined];
  }
  if (fromOnly) return [rest, undefined];
  const inverted = /^(.+?)\s+(?:from|von|ab|depuis|desde)\s+(.+)$/iu.exec(q);
  if (inverted) return [inverted[2].trim(), inverted[1].replace(TO, "").trim() || undefined];
  const toOnly = TO.exec(q);
  return toOnly ? [undefined, q.slice(toOnly[0].length)] : undefined;
}

function describe(route: RouteQuery): string {
  if (route.unread) return `${route.from?.text ?? route.unread} to ${route.to?.text ?? route.unread} ('${route.unread}' names no airport of a published lane)`;
  if (route.from && route.to) return `${route.from.text} to ${route.to.text}`;
  if (route.from) return `departures from ${route.from.text}`;
  if (route.to) return `arrivals at ${route.to.text}`;
  return route.any.map((p) => p.text).join(" or ");
}
