import MiniSearch, { type SearchResult } from "minisearch";
import type { Catalog } from "./catalog";
import type { AirportRecord } from "./datasets";
import { fold, stem, words } from "./text";

/** Both sides of every index go through the same folding (tokenize) and stemming (processTerm). */
const tokenize = (text: string): string[] => words(text);
const processTerm = (term: string): string => stem(term);
const FUZZY = (term: string) => (term.length > 4 ? 0.25 : term.length > 3 ? 1 : 0);

interface LaneDoc {
  id: string;
  origin: string;
  destination: string;
  title: string;
}

/**
 * The search indexes (MiniSearch): airports and carriers from the datasets plus synonyms, and
 * lanes by their endpoints (IATA, airport name, city, synonyms) and titles in every language.
 * Built once, on first use, so that a process serving other services pays nothing.
 */
export class FreightIndex {
  readonly airports = new MiniSearch<{ id: string; iata: string; name: string; city: string; other: string }>({
    fields: ["iata", "name", "city", "other"],
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions: { boost: { iata: 3, city: 2 }, prefix: true, fuzzy: FUZZY, combineWith: "AND" },
  });
  readonly carriers = new MiniSearch<{ id: string; iata: string; name: string; other: string }>({
    fields: ["iata", "name", "other"],
    tokenize,
    processTerm,
    searchOptions: { boost: { iata: 3 }, prefix: true, fuzzy: FUZZY, combineWith: "AND" },
  });
  readonly lanes = new MiniSearch<LaneDoc>({ fields: ["origin", "destination", "title"], tokenize, processTerm });
  /** Folded exact names (IATA, airport name, city, alias, synonym) → airport codes. */
  readonly airportNames = new Map<string, Set<string>>();
  readonly carrierNames = new Map<string, Set<string>>();

  constructor(private readonly catalog: Catalog) {
    const { airports, carriers, synonyms } = catalog.content;
    const airportDocs = [...airports.values()].map((a) => {
      const other = [...a.aliases, ...(synonyms.get(a.iata) ?? []), ...(a.icao ? [a.icao] : [])];
      for (const n of [a.iata, a.name, a.city, ...other]) addName(this.airportNames, n, a.iata);
      return { id: a.iata, iata: a.iata, name: a.name, city: a.city, other: other.join(" ") };
    });
    this.airports.addAll(airportDocs);
    this.carriers.addAll(
      [...carriers.values()].map((c) => {
        const other = [...c.aliases, ...(c.icao ? [c.icao] : [])];
        for (const n of [c.iata, c.name, ...other]) addName(this.carrierNames, n, c.iata);
        return { id: c.iata, iata: c.iata, name: c.name, other: other.join(" ") };
      }),
    );
    this.lanes.addAll(catalog.laneIds().map((id) => this.laneDoc(id, airports, synonyms)));
  }

  private laneDoc(id: string, airports: Map<string, AirportRecord>, synonyms: Map<string, string[]>): LaneDoc {
    const variants = this.catalog.variants("lane", id);
    const end = (code: string) => {
      const a = airports.get(code)!;
      return [a.iata, a.name, a.city, ...(synonyms.get(code) ?? [])].join(" ");
    };
    const first = variants[0];
    return {
      id,
      origin: end(first.origin!),
      destination: end(first.destination!),
      title: variants.map((v) => [v.title, ...v.synonyms].join(" ")).join(" "),
    };
  }

  /** Airport codes whose IATA code, name, city, alias or synonym equals `text` (accent- and case-folded). */
  exactAirports(text: string): string[] {
    return [...(this.airportNames.get(fold(text).trim().replace(/\s+/g, " ")) ?? [])];
  }

  exactCarriers(text: string): string[] {
    return [...(this.carrierNames.get(fold(text).trim().replace(/\s+/g, " ")) ?? [])];
  }

  /** Lane ids for a free-text query, best first (directional matches first when the query names both ends). */
  searchLanes(query: string): { id: string; score: number }[] {
    const scores = new Map<string, number>();
    const split = splitDirection(query);
    if (split) {
      const from = byId(this.lanes.search(split[0], { fields: ["origin"], prefix: true, fuzzy: FUZZY, combineWith: "AND" }));
      const to = byId(this.lanes.search(split[1], { fields: ["destination"], prefix: true, fuzzy: FUZZY, combineWith: "AND" }));
      for (const [id, s] of from) if (to.has(id)) scores.set(id, 1000 + s + to.get(id)!);
    }
    for (const r of this.lanes.search(query, { prefix: true, fuzzy: FUZZY, combineWith: "OR" })) {
      scores.set(r.id, Math.max(scores.get(r.id) ?? 0, r.score));
    }
    return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  }
}

function addName(map: Map<string, Set<string>>, name: string, code: string): void {
  const k = fold(name).trim().replace(/\s+/g, " ");
  if (k === "") return;
  const set = map.get(k) ?? new Set<string>();
  set.add(code);
  map.set(k, set);
}

function byId(results: SearchResult[]): Map<string, number> {
  return new Map(results.map((r) => [String(r.id), r.score]));
}

// "FRA to JFK", "Frankfurt nach New York", "Paris à Montréal", "Madrid a Bogotá", "ZRH → GRU", "FRA-JFK".
const SEPARATOR = /\s*(?:→|->|—|–|>|\/)\s*|\s+(?:to|nach|naar|vers|à|a|hacia|para|till|-)\s+|^([a-z]{3})-(?=[a-z]{3}$)/iu;

/** [origin text, destination text] when the query reads "A to B"; undefined otherwise. */
export function splitDirection(query: string): [string, string] | undefined {
  const q = query.trim().replace(/^(?:from|von|de|desde|du)\s+/iu, "");
  const m = SEPARATOR.exec(q);
  if (!m) return undefined;
  const left = m[1] ?? q.slice(0, m.index);
  const right = q.slice(m.index + m[0].length);
  return left.trim() && right.trim() ? [left.trim(), right.trim()] : undefined;
}
