import { readFileSync } from "node:fs";
import { join } from "node:path";
import pino from "pino";
import { Catalog } from "../../handlers/freight/catalog";
import { importContent } from "../../handlers/freight/importer";
import { FreightIndex } from "../../handlers/freight/search";
import { pageTools } from "../../handlers/freight/tools-pages";
import { GameDocs } from "../../handlers/games/documents";
import { loadRosters, type GameId } from "../../handlers/games/roster";
import type { GamesService } from "../../handlers/games/service";
import { SAMPLE_EVENT } from "../../handlers/games/tournament";
import { createListingCatalog } from "../../handlers/housing/catalog";
import { rentalSource } from "../../handlers/housing/catalog/rental-source";
import { searchTools } from "../../handlers/housing/catalog/tools-search";
import { loadLotsData } from "../../handlers/housing/lots/data";
import { plansSearchSource } from "../../handlers/housing/lots/source";
import { askAdu } from "../../handlers/housing/rules/law/ask";
import { loadCorpus } from "../../handlers/housing/rules/law/corpus";
import { CorpusIndex } from "../../handlers/housing/rules/law/retrieval";
import { corpusSearchSource } from "../../handlers/housing/rules/law/source";
import { housingDataDir } from "../../handlers/housing/support/data-file";
import type { SearchDocument } from "../../handlers/housing/support/sources";
import { catalogueFrom, recommendTool } from "../../handlers/payments/recommend";
import { paymentsService } from "../../generated/payments/server";
import { outboundConfigFrom } from "../../generator/platform/http";
import { Gazetteer } from "../../handlers/census/geography";
import { loadDatasets } from "../../handlers/census/metadata";
import { censusSettingsFrom } from "../../handlers/census/settings";
import { metaTools } from "../../handlers/census/tools-meta";
import { SETS_DIR } from "./judge";

/**
 * Each judged tool as the query sets (test/retrieval/sets/<tool>.json) see it: a query in, the
 * ranked results out, each as an id plus labels a judgement can name (`city:San Diego`). The
 * handlers are the real ones over the shipped data, called in this process (no server): the sets
 * judge ranking, the e2e suites judge the transport. Another tool joins by adding a runner here.
 */
export interface Ranked {
  results: { id: string; labels: string[] }[];
  /** "none" when the tool said plainly that nothing matched (empty list, match none, no tool fits). */
  match: "strong" | "partial" | "none";
}
export interface Runner {
  run(query: string): Promise<Ranked>;
  /** The documents the tool ranks, as one text each: the bench's plain-BM25 baseline indexes them. */
  corpus(): { id: string; labels: string[]; text: string }[];
}

const ctx = { invalid: (issue: { message: string }) => new Error(issue.message) } as never;

function housingSearch(): Runner {
  const dir = housingDataDir();
  const catalog = createListingCatalog(dir, { baseUrl: () => "http://127.0.0.1" });
  const lots = loadLotsData(dir);
  const corpus = loadCorpus(dir);
  const sources = [
    rentalSource(catalog),
    plansSearchSource(lots.plans, lots.sample.plans),
    corpusSearchSource(corpus, new CorpusIndex(corpus)),
  ];
  const tools = searchTools(sources, pino({ level: "silent" }));
  const labelsOf = (id: string): string[] => {
    const [kind, rest] = [id.slice(0, id.indexOf(":")), id.slice(id.indexOf(":") + 1)];
    if (kind !== "rental") return [kind];
    const r = catalog.rental(rest)!.record;
    return [
      "rental",
      `city:${r.city}`,
      `type:${r.property_type.replace("single_family_", "")}`,
      `bedrooms:${r.bedrooms}`,
    ];
  };
  const planIds = new Map(lots.plans.map((p) => [`plan:${p.id}`, p.title]));
  // Plans are judged by title (their ids are UUIDs), pages and rentals by id and labels.
  const judged = (id: string) => ({ id: planIds.has(id) ? `plan:${planIds.get(id)}` : id, labels: labelsOf(id) });
  return {
    async run(query) {
      const r = await tools.search({ query }, ctx);
      return { match: r.match, results: r.results.map((x) => judged(x.id)) };
    },
    corpus: () =>
      sources
        .flatMap((s) => s.documents() as SearchDocument[])
        .map((d) => ({ ...judged(d.id), text: `${d.title} ${d.place} ${d.body}` })),
  };
}

function askAduRunner(): Runner {
  const corpus = loadCorpus(housingDataDir());
  const index = new CorpusIndex(corpus);
  return {
    async run(question) {
      const r = askAdu(corpus, index, { question });
      return {
        match: r.corpus_silent ? "none" : r.confidence === "high" ? "strong" : "partial",
        results: r.passages.map((p) => ({ id: p.id, labels: [] })),
      };
    },
    corpus: () =>
      [...index.docs.values()]
        .filter((d) => d.jurisdiction === null)
        .map((d) => ({ id: `page:${d.slug}`, labels: [], text: `${d.title} ${d.topics.join(" ")} ${d.text}` })),
  };
}

function gamesSearch(): Runner {
  const svc = { rosters: loadRosters(), baseUrl: () => "http://127.0.0.1" } as unknown as GamesService;
  const tournament = {
    id: `game_a:tournament:${SAMPLE_EVENT}`,
    title: `Tournament ${SAMPLE_EVENT} (sample)`,
    names: SAMPLE_EVENT.replace(/-/g, " "),
    kind: "tournament pro event picks bans win rates",
    game: "game_a gamea",
  };
  const docs = new GameDocs(svc, {
    trackRecord: async () => ({}),
    tournament: async (_g: GameId) => null,
    tournamentRefs: () => [tournament],
  });
  return {
    async run(query) {
      const r = docs.search(query);
      return { match: r.match, results: r.hits.map((h) => ({ id: h.doc.id, labels: [] })) };
    },
    corpus: () =>
      [...docs.refs, tournament].map((d) => ({
        id: d.id,
        labels: [],
        text: `${d.title} ${d.names} ${d.kind} ${d.game}`,
      })),
  };
}

const recommend: Runner = {
  async run(goal) {
    const r = recommendTool({ goal });
    const tools = r.recommendation ? [r.recommendation.tool, ...r.alternatives.map((a) => a.tool)] : [];
    return { match: r.recommendation ? "strong" : "none", results: tools.map((id) => ({ id, labels: [] })) };
  },
  corpus: () =>
    catalogueFrom(paymentsService.tools).map((e) => ({
      id: e.tool,
      labels: [],
      text: `${e.name} ${e.intents} ${e.description}`,
    })),
};

/** The three freight lookups over the shipped content, in process (the bench's freight set-up). */
function freight(tool: "search_routes" | "get_airport" | "get_carrier"): () => Runner {
  return () => {
    const catalog = new Catalog(importContent(join(__dirname, "..", "..", "data", "freight")));
    const index = new FreightIndex(catalog);
    const tools = pageTools({ catalog, index: () => index, maxQueryChars: 200 });
    const fctx = {
      error: (code: string, message: string) => new Error(`${code}: ${message}`),
      invalid: (i: { message: string }) => new Error(i.message),
    } as never;
    const args = (query: string) => ({ query, limit: 10, lang: "", language: "" });
    return {
      async run(query) {
        try {
          if (tool === "search_routes") {
            const r = await tools.search_routes(args(query), fctx);
            return {
              match: r.match,
              results: r.results.map((x) => ({ id: String(x.canonical_url).split("/").pop()!, labels: [] })),
            };
          }
          const r =
            tool === "get_airport"
              ? await tools.get_airport(args(query), fctx)
              : await tools.get_carrier(args(query), fctx);
          return { match: "strong", results: [{ id: r.iata ?? "", labels: [] }] };
        } catch {
          return { match: "none", results: [] };
        }
      },
      corpus: () =>
        tool === "search_routes"
          ? catalog
              .laneIds()
              .map((id) => ({
                id,
                labels: [],
                text: catalog.page("lane", id, catalog.portal.defaultLanguage)?.title ?? id,
              }))
          : [...(tool === "get_airport" ? catalog.content.airports : catalog.content.carriers).values()].map((x) => ({
              id: x.iata,
              labels: [],
              text: `${x.iata} ${x.name} ${"city" in x ? x.city : ""}`,
            })),
    };
  };
}

/**
 * The two keyless census searches over the shipped data, in process. A variable query's dataset is
 * the one its set entry names (the sets judge acs/acs5 and dec/pl queries side by side).
 */
function census(tool: "census_search_variables" | "census_resolve_geography"): () => Runner {
  return () => {
    const settings = censusSettingsFrom({});
    const deps = { settings, outbound: outboundConfigFrom({}), datasets: loadDatasets(settings.dataDir), gazetteer: new Gazetteer(settings.dataDir), liveVariables: new Map() };
    const tools = metaTools(deps);
    const set = JSON.parse(readFileSync(join(SETS_DIR, `${tool}.json`), "utf8")) as { queries: { query: string; dataset?: string }[] };
    const datasetOf = new Map(set.queries.map((q) => [q.query, q.dataset ?? "acs/acs5"]));
    const cctx = {
      error: (code: string, message: string) => new Error(`${code}: ${message}`),
      invalid: (i: { message: string }) => new Error(i.message),
      signal: new AbortController().signal,
    } as never;
    return {
      async run(query) {
        try {
          if (tool === "census_search_variables") {
            const r = await tools.census_search_variables({ query, dataset: datasetOf.get(query) ?? "acs/acs5", limit: 20 }, cctx);
            return { match: r.match, results: r.variables.map((v) => ({ id: v.code, labels: [] })) };
          }
          const r = await tools.census_resolve_geography({ query, limit: 10 }, cctx);
          return { match: "strong", results: r.matches.map((m) => ({ id: `${m.geography_level}:${m.geoid}`, labels: [] })) };
        } catch {
          return { match: "none", results: [] };
        }
      },
      corpus: () =>
        tool === "census_search_variables"
          ? [...deps.datasets.values()].flatMap((d) => [...d.variables.values()].map((v) => ({ id: v.code, labels: [], text: `${v.code} ${v.label} ${v.concept ?? ""}` })))
          : [...deps.gazetteer.states, ...deps.gazetteer.counties, ...deps.gazetteer.places, ...deps.gazetteer.metros, ...deps.gazetteer.districts].map((g) => ({ id: `${g.level}:${g.geoid}`, labels: [], text: g.name })),
    };
  };
}

/** Runners by the `tool` named in a set file; each is built once, on first use. */
export const RUNNERS: Record<string, () => Runner> = {
  "housing.search": housingSearch,
  "housing.ask_adu": askAduRunner,
  "games.search": gamesSearch,
  "payments.recommend_tool": () => recommend,
  "freight.search_routes": freight("search_routes"),
  "freight.get_airport": freight("get_airport"),
  "freight.get_carrier": freight("get_carrier"),
  "census.census_search_variables": census("census_search_variables"),
  "census.census_resolve_geography": census("census_resolve_geography"),
};
