import type { Catalog } from "./catalog";
import type { Refuses } from "./lang";
import type { Page } from "./pages";
import { splitRoute } from "./lane-search";
import type { FreightIndex } from "./search";
import { fold, words } from "./text";

type NotFound = Refuses<"not_found">;

export interface AirportChoice {
  code: string;
  /** Other airports the query could mean (the metro's other airports, namesake cities), best first. */
  alternatives: string[];
}

/**
 * A city or metro name means its primary cargo/passenger airport (data/freight/metro-airports.json),
 * with the metro's other airports and any namesake city's airports as alternatives. Otherwise exact
 * resolution (IATA code, ICAO code, name, city, alias or synonym, accent- and case-folded; a
 * trailing "airport" is ignored); several exact matches are ranked (a real airport with an ICAO
 * code, then the one with most lanes) and the rest reported. A miss is not_found with did_you_mean
 * candidates from the fuzzy index, never a guess.
 */
export function resolveAirport(index: FreightIndex, catalog: Catalog, query: string, ctx: NotFound): AirportChoice {
  for (const q of [query, query.replace(/\s+(?:international\s+)?(?:airport|intl|int'l)\.?\s*$/i, "")]) {
    const key = fold(q).trim().replace(/\s+/g, " ");
    const metro = catalog.content.metros.get(key);
    const codes = index.exactAirports(q);
    // Namesakes outside the metro count only when they are real airports (with an ICAO code), not city codes or stations.
    const real = (c: string) => catalog.content.airports.get(c)!.icao !== null;
    if (metro) return { code: metro.primary, alternatives: [...metro.others, ...rankAirports(catalog, codes.filter((c) => c !== metro.primary && !metro.others.includes(c) && real(c)))] };
    if (codes.length > 0) {
      const byCode = codes.find((c) => c === key.toUpperCase());
      const ranked = byCode ? [byCode] : rankAirports(catalog, codes);
      return { code: ranked[0], alternatives: ranked.slice(1).filter(real) };
    }
  }
  // Every word of the query in one airport's names, and no other airport as good: that airport.
  const found = index.searchAirports(query);
  const [first, second] = found.hits;
  if (found.match === "strong" && (!second || second.score < first.score)) return { code: first.doc.id, alternatives: found.hits.slice(1).filter((h) => h.score >= 0.75).map((h) => h.doc.id) };
  const suggestions = index.airports.search(query, { combineWith: "OR" }).slice(0, 5).map((r) => describeAirport(catalog, String(r.id)));
  throw ctx.error("not_found", `No airport page matches '${query}'.${suggestions.length ? ` Did you mean: ${suggestions.join("; ")}?` : ""}`, { did_you_mean: suggestions });
}

export function resolveCarrier(index: FreightIndex, catalog: Catalog, query: string, ctx: NotFound): string {
  const codes = index.exactCarriers(query);
  // The cargo overlay's record (it has a source) before an airline-list namesake.
  if (codes.length > 0) return codes.sort((a, b) => Number(!catalog.content.carriers.get(a)!.source) - Number(!catalog.content.carriers.get(b)!.source) || a.localeCompare(b))[0];
  const suggestions = index.carriers.search(query, { combineWith: "OR" }).slice(0, 5).map((r) => `${r.id} — ${catalog.content.carriers.get(String(r.id))!.name}`);
  throw ctx.error("not_found", `No carrier page matches '${query}'.${suggestions.length ? ` Did you mean: ${suggestions.join("; ")}?` : ""}`, { did_you_mean: suggestions });
}

/**
 * A lane by its id (slug), canonical or .md URL, its title in any language as search_routes returns
 * it, or both endpoints named ("FRA to JFK", "Frankfurt New York", "Munich (MUC) to Shanghai (PVG)").
 * Anything else is not_found with the best search hits as did_you_mean.
 */
export function resolveLane(index: FreightIndex, catalog: Catalog, query: string, ctx: NotFound): string {
  const q = query.trim();
  const title = fold(q).replace(/\s+/g, " ");
  const direct = catalog.lanes.find((l) => l.id === q.toLowerCase() || l.canonicalUrl === q || l.mdUrl === q || fold(l.title) === title);
  if (direct) return direct.id;
  for (const [from, to] of endpointReadings(q)) {
    const [o, d] = [index.exactAirports(from), index.exactAirports(to)];
    const hit = catalog.lanes.find((l) => o.includes(l.origin!) && d.includes(l.destination!));
    if (hit) return hit.id;
  }
  const found = index.searchLanes(q);
  // Both ends read as asked (a code in brackets, a close spelling): the one lane scoring 1.
  const full = found.hits.filter((h) => h.score >= 0.999);
  if (full.length === 1) return full[0].id;
  const suggestions = found.hits.slice(0, 5).map((h) => `${h.id} — ${catalog.page("lane", h.id, catalog.portal.defaultLanguage)!.title}`);
  throw ctx.error("not_found", `No lane page matches '${query}'.${suggestions.length ? ` Did you mean: ${suggestions.join("; ")}?` : " search_routes lists the published lanes."}`, { did_you_mean: suggestions });
}

/** "A to B" as written, else every split of the words into two parts ("Frankfurt New York"). */
function endpointReadings(q: string): [string, string][] {
  const split = splitRoute(q);
  if (split) return split[0] && split[1] ? [[split[0], split[1]]] : [];
  const w = words(q);
  return w.slice(1).map((_, i) => [w.slice(0, i + 1).join(" "), w.slice(i + 1).join(" ")] as [string, string]);
}

/** Real airports (with an ICAO code) before city codes and stations, then the one with most lanes. */
function rankAirports(catalog: Catalog, codes: string[]): string[] {
  const lanes = (c: string) => catalog.lanes.filter((l) => l.origin === c || l.destination === c).length;
  const real = (c: string) => (catalog.content.airports.get(c)!.icao ? 0 : 1);
  return [...codes].sort((a, b) => real(a) - real(b) || lanes(b) - lanes(a) || a.localeCompare(b));
}

export function describeAirport(catalog: Catalog, code: string): string {
  const a = catalog.content.airports.get(code)!;
  return `${code} — ${a.name} (${a.city}, ${a.country})`;
}

/** The lanes a page links to, as the linkedLane shape. */
export function linkedLaneViews(catalog: Catalog, page: Page) {
  return catalog.linkedLanes(page).map((l) => ({ canonical_url: l.canonicalUrl, md_url: l.mdUrl, title: l.title }));
}
