import MiniSearch from "minisearch";
import { Retriever, type RetrievalResult } from "../_shared/retrieval";
import type { Catalog } from "./catalog";
import { LaneSearcher, type LaneSearch } from "./lane-search";
import { fold, stem, words } from "./text";

/** Both sides of every index go through the same folding (tokenize) and stemming (processTerm). */
const tokenize = (text: string): string[] => words(text);
const processTerm = (term: string): string => stem(term);
const FUZZY = (term: string) => (term.length > 4 ? 0.25 : term.length > 3 ? 1 : 0);

/**
 * The search indexes (MiniSearch): airports and carriers from the datasets plus synonyms, exact
 * names for resolution, and the lane search (lane-search.ts: places first, then lanes).
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
  /** Folded exact names (IATA, airport name, city, alias, synonym) → airport codes. */
  readonly airportNames = new Map<string, Set<string>>();
  readonly carrierNames = new Map<string, Set<string>>();
  private readonly airportDocs: { id: string; iata: string; name: string; city: string; other: string }[];
  private laneSearch: LaneSearcher | undefined;
  private airportText: Retriever<{ id: string; iata: string; name: string; city: string; other: string }> | undefined;

  constructor(private readonly catalog: Catalog) {
    const { airports, carriers, synonyms } = catalog.content;
    const airportDocs = [...airports.values()].map((a) => {
      const other = [...a.aliases, ...(synonyms.get(a.iata) ?? []), ...(a.icao ? [a.icao] : [])];
      for (const n of [a.iata, a.name, a.city, ...other]) addName(this.airportNames, n, a.iata);
      return { id: a.iata, iata: a.iata, name: a.name, city: a.city, other: other.join(" ") };
    });
    this.airports.addAll(airportDocs);
    this.airportDocs = airportDocs;
    this.carriers.addAll(
      [...carriers.values()].map((c) => {
        const other = [...c.aliases, ...(c.icao ? [c.icao] : [])];
        for (const n of [c.iata, c.name, ...other]) addName(this.carrierNames, n, c.iata);
        return { id: c.iata, iata: c.iata, name: c.name, other: other.join(" ") };
      }),
    );
  }

  /** Airport codes whose IATA code, name, city, alias or synonym equals `text` (accent- and case-folded). */
  exactAirports(text: string): string[] {
    return [...(this.airportNames.get(fold(text).trim().replace(/\s+/g, " ")) ?? [])];
  }

  exactCarriers(text: string): string[] {
    return [...(this.carrierNames.get(fold(text).trim().replace(/\s+/g, " ")) ?? [])];
  }

  /** Airports by the words of their name, city, aliases and synonyms (the shared retriever), built on first use. */
  searchAirports(query: string): RetrievalResult<{ id: string }> {
    this.airportText ??= new Retriever(this.airportDocs, { fields: [{ name: "iata", boost: 3 }, { name: "city", boost: 2 }, { name: "name" }, { name: "other" }] });
    return this.airportText.search(query, { limit: 5 });
  }

  /** Lanes for a free-text query, best first, with the match verdict (lane-search.ts). */
  searchLanes(query: string): LaneSearch {
    this.laneSearch ??= new LaneSearcher(this, this.catalog);
    return this.laneSearch.search(query);
  }
}

function addName(map: Map<string, Set<string>>, name: string, code: string): void {
  const k = fold(name).trim().replace(/\s+/g, " ");
  if (k === "") return;
  const set = map.get(k) ?? new Set<string>();
  set.add(code);
  map.set(k, set);
}
