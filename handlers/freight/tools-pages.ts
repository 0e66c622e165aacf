import type { FreightHandlers } from "../../generated/freight/server";
import { checkQuery } from "../_shared/retrieval";
import type { Catalog } from "./catalog";
import { effectiveLang, fallbackNote, SAMPLE_NOTE } from "./lang";
import type { Page } from "./pages";
import { linkedLaneViews, resolveAirport, resolveCarrier, resolveLane } from "./resolve";
import type { FreightIndex } from "./search";

export interface PageDeps {
  catalog: Catalog;
  /** Longest accepted query (FREIGHT_MAX_QUERY_CHARS): fuzzy matching cost grows with its terms. */
  maxQueryChars: number;
  /** The search index, built on first use. */
  index(): FreightIndex;
}

type PageTools = Pick<FreightHandlers, "get_airport" | "get_carrier" | "get_route" | "search_routes" | "list_languages">;

export function pageTools({ catalog, index, maxQueryChars }: PageDeps): PageTools {
  const portal = catalog.portal;
  const bounded = (query: string, ctx: { invalid(issue: { path: string; message: string }): Error }) => {
    if (query.length > maxQueryChars) throw ctx.invalid({ path: "/query", message: `must be at most ${maxQueryChars} characters (FREIGHT_MAX_QUERY_CHARS)` });
    // Empty, whitespace or stop words only, or another script: refused naming the field (issue 26).
    const checked = checkQuery(query, "query");
    if (!checked.ok) throw ctx.invalid({ path: "/query", message: checked.message });
    return checked.text;
  };
  return {
    async get_airport(args, ctx) {
      const lang = effectiveLang(portal, args, ctx);
      const choice = resolveAirport(index(), catalog, bounded(args.query, ctx), ctx);
      const page = catalog.airportPage(choice.code, lang);
      const alternatives = choice.alternatives.map((c) => airportRef(catalog, c));
      const view = placePage(catalog, page, lang);
      if (alternatives.length) view.notes.push(`'${args.query}' could also mean ${alternatives.map((a) => `${a.iata} (${a.name}, ${a.city})`).join(", ")}; ask for one of them by its IATA code.`);
      return { ...view, iata: page.iata, ambiguous: alternatives.length > 0, alternatives };
    },
    async get_carrier(args, ctx) {
      const lang = effectiveLang(portal, args, ctx);
      const page = catalog.carrierPage(resolveCarrier(index(), catalog, bounded(args.query, ctx), ctx), lang);
      return { ...placePage(catalog, page, lang), iata: page.iata };
    },
    async get_route(args, ctx) {
      const lang = effectiveLang(portal, args, ctx);
      const lane = catalog.page("lane", resolveLane(index(), catalog, bounded(args.query, ctx), ctx), lang)!;
      return laneView(catalog, lane, lang);
    },
    async search_routes(args, ctx) {
      const lang = effectiveLang(portal, args, ctx);
      const found = index().searchLanes(bounded(args.query, ctx));
      const results = found.hits.slice(0, args.limit).map((h) => {
        const lane = catalog.page("lane", h.id, lang)!;
        return { ...laneSummary(catalog, lane), matched: h.matched, sample: lane.sample, score: h.score };
      });
      const notes = [...(results.some((r) => r.sample) ? [SAMPLE_NOTE] : []), ...(found.hint ? [found.hint] : [])];
      return { hint: found.hint, lang, match: found.match, query: args.query, results, notes };
    },
    async list_languages() {
      return {
        // Fields named, not `{ ...l, is_default }`: spreading the parsed portal.json objects and
        // adding a key took ~2 µs per call, and the objects it made slowed output validation by
        // ~2.5 µs more (Node 20, issue 32); same keys, same order.
        languages: portal.languages.map((l) => ({ code: l.code, native_name: l.native_name, url_prefix_pattern: l.url_prefix_pattern, is_default: l.code === portal.defaultLanguage })),
        notes: portal.sample ? ["sample: the portal settings (data/freight/portal.json) are the documented sample set; an operator replaces them."] : [],
      };
    },
  };
}

function placePage(catalog: Catalog, page: Page, lang: string) {
  return {
    canonical_url: page.canonicalUrl,
    lang: page.lang,
    linked_lanes: linkedLaneViews(catalog, page),
    markdown: page.body,
    md_url: page.mdUrl,
    name: page.title,
    notes: [...fallbackNote(lang, page.lang), ...(page.sample ? [SAMPLE_NOTE] : []), ...(page.source ? [`Built from ${page.source}; routes, capacity and prices are not stated.`] : [])],
  };
}

function airportRef(catalog: Catalog, code: string) {
  const a = catalog.content.airports.get(code)!;
  return { iata: code, name: a.name, city: a.city, country: a.country };
}

function place(catalog: Catalog, code: string) {
  return { iata: code, name: catalog.content.airports.get(code)!.name };
}

function laneSummary(catalog: Catalog, lane: Page) {
  return {
    canonical_url: lane.canonicalUrl,
    md_url: lane.mdUrl,
    title: lane.title,
    origin: place(catalog, lane.origin!),
    destination: place(catalog, lane.destination!),
    language_variants: catalog.variants("lane", lane.id).map((v) => ({ lang: v.lang, url: v.canonicalUrl })),
  };
}

function laneView(catalog: Catalog, lane: Page, lang: string) {
  const evidence = (code: string) => {
    const airportUrl = catalog.airportPage(code, lane.lang).canonicalUrl;
    return { iata: code, airport_name: catalog.content.airports.get(code)!.name, evidence: `The lane page ${lane.canonicalUrl} publishes ${code} in its front matter; the airport page states the code.`, source_url: airportUrl };
  };
  const notes = [
    ...fallbackNote(lang, lane.lang),
    ...(lane.sample ? [SAMPLE_NOTE] : []),
    "Prices are never published by lane pages or derived by the service; create_inquiry asks the operator for a quote.",
    ...(lane.transit === null ? ["transit_wording is null: the page states no transit time, and none is estimated."] : []),
    ...(lane.carriers.length === 0 ? ["The page names no typical carriers."] : []),
  ];
  return {
    ...laneSummary(catalog, lane),
    lang: lane.lang,
    markdown: lane.body,
    iata_evidence: [evidence(lane.origin!), evidence(lane.destination!)],
    transit_wording: lane.transit,
    typical_carriers: lane.carriers.map((c) => ({ iata: c, name: catalog.content.carriers.get(c)!.name, canonical_url: catalog.carrierPage(c, lane.lang).canonicalUrl })),
    notes,
  };
}
