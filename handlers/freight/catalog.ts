import { AIRPORT_SOURCE, CARRIER_SOURCE, type AirportRecord, type CarrierRecord } from "./datasets";
import { datasetUrl } from "./import-checks";
import type { Content } from "./importer";
import { markdownLinks, type Page, type PageKind } from "./pages";

/**
 * Read access to the imported content: pages by kind, id and language (falling back to the
 * default language), airport and carrier pages built on demand from the datasets, and the lanes a
 * page links to explicitly.
 */
export class Catalog {
  private readonly byKey = new Map<string, Page>();
  private readonly byUrl = new Map<string, Page>();
  /** Lane ids per airport code, for the Lanes section of dataset airport pages. */
  private readonly lanesAt = new Map<string, string[]>();
  readonly lanes: Page[];

  constructor(readonly content: Content) {
    for (const p of content.pages) {
      this.byKey.set(key(p.kind, p.id, p.lang), p);
      this.byUrl.set(p.canonicalUrl, p);
    }
    this.lanes = content.pages.filter((p) => p.kind === "lane");
    for (const lane of this.lanes) {
      for (const code of [lane.origin!, lane.destination!]) {
        const ids = this.lanesAt.get(code) ?? [];
        if (!ids.includes(lane.id)) ids.push(lane.id);
        this.lanesAt.set(code, ids);
      }
    }
  }

  get portal() {
    return this.content.portal;
  }

  /** Distinct lane ids (a lane in three languages counts once). */
  laneIds(): string[] {
    return [...new Set(this.lanes.map((l) => l.id))];
  }

  /** The page in `lang`, else in the default language, else in any language; undefined when none. */
  page(kind: PageKind, id: string, lang: string): Page | undefined {
    return this.byKey.get(key(kind, id, lang)) ?? this.byKey.get(key(kind, id, this.portal.defaultLanguage)) ?? this.variants(kind, id)[0];
  }

  /** Every language version of a page, in portal language order. */
  variants(kind: PageKind, id: string): Page[] {
    return this.portal.languages.map((l) => this.byKey.get(key(kind, id, l.code))).filter((p): p is Page => p !== undefined);
  }

  /** Ids of the pages of a kind (faq, rate_reference, …). */
  idsOf(kind: PageKind): string[] {
    return [...new Set(this.content.pages.filter((p) => p.kind === kind).map((p) => p.id))].sort();
  }

  /** An airport page: the content directory's page when there is one, else built from the dataset. */
  airportPage(iata: string, lang: string): Page {
    const own = this.page("airport", iata.toLowerCase(), lang) ?? this.content.pages.find((p) => p.kind === "airport" && p.iata === iata && p.lang === lang);
    return own ?? this.datasetPage("airport", this.content.airports.get(iata)!, lang);
  }

  carrierPage(iata: string, lang: string): Page {
    const own = this.page("carrier", iata.toLowerCase(), lang) ?? this.content.pages.find((p) => p.kind === "carrier" && p.iata === iata && p.lang === lang);
    return own ?? this.datasetPage("carrier", this.content.carriers.get(iata)!, lang);
  }

  /** Lane pages the page's body links to, in link order, each once. */
  linkedLanes(page: Page): Page[] {
    const out: Page[] = [];
    for (const link of markdownLinks(page.body)) {
      const target = this.byUrl.get(link.url.replace(/\.md$/, "")) ?? this.content.pages.find((p) => p.mdUrl === link.url);
      if (target?.kind === "lane" && !out.includes(target)) out.push(target);
    }
    return out;
  }

  private datasetPage(kind: "airport" | "carrier", record: AirportRecord | CarrierRecord, lang: string): Page {
    const url = datasetUrl(this.portal, lang, kind, record.iata);
    const title = this.portal.titles[kind][lang].replace("{name}", record.name).replace("{iata}", record.iata);
    const facts = kind === "airport" ? airportFacts(record as AirportRecord) : carrierFacts(record as CarrierRecord);
    const ids = kind === "airport" ? (this.lanesAt.get(record.iata) ?? []) : this.laneIds().filter((id) => this.variants("lane", id).some((l) => l.carriers.includes(record.iata)));
    const lanes = ids.map((id) => this.page("lane", id, lang)!);
    const laneLines = lanes.length ? ["", "## Lanes", ...lanes.map((l) => `- [${l.title}](${l.canonicalUrl})`)] : [];
    const source = kind === "airport" ? AIRPORT_SOURCE : ((record as CarrierRecord).source ?? CARRIER_SOURCE);
    const body = [`# ${title}`, "", ...facts, ...laneLines, "", `Source: ${source}.`].join("\n");
    return {
      id: record.iata.toLowerCase(), kind, lang, title, canonicalUrl: url, mdUrl: `${url}.md`, date: null, sample: false, body, file: null,
      iata: record.iata, origin: null, destination: null, carriers: [], transit: null, synonyms: [], company: null, source, bodyLine: 0,
    };
  }
}

function key(kind: string, id: string, lang: string): string {
  return `${kind}\u0000${id}\u0000${lang}`;
}

function airportFacts(a: AirportRecord): string[] {
  return [`- IATA: ${a.iata}`, ...(a.icao ? [`- ICAO: ${a.icao}`] : []), `- City: ${a.city}`, `- Country: ${a.country}`];
}

function carrierFacts(c: CarrierRecord): string[] {
  const type = c.type ? [`- Type: ${c.type === "all-cargo" ? "all-cargo carrier" : "combination carrier (passenger and cargo)"}`] : [];
  const aka = c.source && c.aliases.length ? [`- Also known as: ${c.aliases.filter((a) => !/^[A-Z]{3}$/.test(a)).join(", ")}`] : [];
  return [`- IATA: ${c.iata}`, ...(c.icao ? [`- ICAO: ${c.icao}`] : []), ...(c.country ? [`- Country: ${c.country}`] : []), ...type, ...aka];
}
