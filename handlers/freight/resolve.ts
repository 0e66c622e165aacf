import type { Catalog } from "./catalog";
import type { Refuses } from "./lang";
import type { Page } from "./pages";
import { FreightIndex, splitDirection } from "./search";
import { words } from "./text";

type NotFound = Refuses<"not_found">;

/**
 * Exact resolution first (IATA code, name, city, alias or synonym, accent- and case-folded), then
 * nothing: a miss is not_found with did_you_mean candidates from the fuzzy index, never a guess.
 */
export function resolveAirport(index: FreightIndex, catalog: Catalog, query: string, ctx: NotFound): string {
  const codes = index.exactAirports(query);
  if (codes.length > 0) return preferWithLanes(catalog, codes);
  const suggestions = index.airports.search(query, { combineWith: "OR" }).slice(0, 5).map((r) => describeAirport(catalog, String(r.id)));
  throw ctx.error("not_found", `No airport page matches '${query}'.${suggestions.length ? ` Did you mean: ${suggestions.join("; ")}?` : ""}`, { did_you_mean: suggestions });
}

export function resolveCarrier(index: FreightIndex, catalog: Catalog, query: string, ctx: NotFound): string {
  const codes = index.exactCarriers(query);
  if (codes.length > 0) return codes.sort()[0];
  const suggestions = index.carriers.search(query, { combineWith: "OR" }).slice(0, 5).map((r) => `${r.id} — ${catalog.content.carriers.get(String(r.id))!.name}`);
  throw ctx.error("not_found", `No carrier page matches '${query}'.${suggestions.length ? ` Did you mean: ${suggestions.join("; ")}?` : ""}`, { did_you_mean: suggestions });
}

/**
 * A lane by its id (slug), canonical or .md URL, or both endpoints named exactly ("FRA to JFK",
 * "Frankfurt New York"). Anything else is not_found with the best search hits as did_you_mean.
 */
export function resolveLane(index: FreightIndex, catalog: Catalog, query: string, ctx: NotFound): string {
  const q = query.trim();
  const direct = catalog.lanes.find((l) => l.id === q.toLowerCase() || l.canonicalUrl === q || l.mdUrl === q);
  if (direct) return direct.id;
  for (const [from, to] of endpointReadings(q)) {
    const [o, d] = [index.exactAirports(from), index.exactAirports(to)];
    const hit = catalog.lanes.find((l) => o.includes(l.origin!) && d.includes(l.destination!));
    if (hit) return hit.id;
  }
  const suggestions = index.searchLanes(q).slice(0, 5).map((h) => `${h.id} — ${catalog.page("lane", h.id, catalog.portal.defaultLanguage)!.title}`);
  throw ctx.error("not_found", `No lane page matches '${query}'.${suggestions.length ? ` Did you mean: ${suggestions.join("; ")}?` : " search_routes lists the published lanes."}`, { did_you_mean: suggestions });
}

/** "A to B" as written, else every split of the words into two parts ("Frankfurt New York"). */
function endpointReadings(q: string): [string, string][] {
  const split = splitDirection(q);
  if (split) return [split];
  const w = words(q);
  return w.slice(1).map((_, i) => [w.slice(0, i + 1).join(" "), w.slice(i + 1).join(" ")] as [string, string]);
}

function preferWithLanes(catalog: Catalog, codes: string[]): string {
  const lanes = (c: string) => catalog.lanes.filter((l) => l.origin === c || l.destination === c).length;
  return [...codes].sort((a, b) => lanes(b) - lanes(a) || a.localeCompare(b))[0];
}

function describeAirport(catalog: Catalog, code: string): string {
  const a = catalog.content.airports.get(code)!;
  return `${code} — ${a.name} (${a.city}, ${a.country})`;
}

/** The lanes a page links to, as the linkedLane shape. */
export function linkedLaneViews(catalog: Catalog, page: Page) {
  return catalog.linkedLanes(page).map((l) => ({ canonical_url: l.canonicalUrl, md_url: l.mdUrl, title: l.title }));
}
