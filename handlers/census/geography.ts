import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Level } from "./metadata";

/**
 * Geography names and codes without the API: states and counties from us-atlas 3 (ISC; Census
 * Bureau cartographic boundary files, 1:10m), places from data/census/places.json (a curated
 * subset of the gazetteer). County names in us-atlas carry no legal suffix; the suffix is added by
 * the Census's own rule: Parish in Louisiana, city for Virginia independent cities (codes 510+)
 * and the four other independent cities, none in Alaska (boroughs and census areas vary), County elsewhere.
 */
export interface Geo {
  level: Level;
  geoid: string;
  fips: string;
  name: string;
  /** Folded name without its legal suffix, for matching. */
  key: string;
  /** Other keys that match exactly: a place's aliases, a metro's principal cities. */
  alt?: string[];
  within: { state?: string; county?: string };
}

export const USPS: Record<string, string> = {
  "01": "AL", "02": "AK", "04": "AZ", "05": "AR", "06": "CA", "08": "CO", "09": "CT", "10": "DE", "11": "DC", "12": "FL", "13": "GA", "15": "HI", "16": "ID",
  "17": "IL", "18": "IN", "19": "IA", "20": "KS", "21": "KY", "22": "LA", "23": "ME", "24": "MD", "25": "MA", "26": "MI", "27": "MN", "28": "MS", "29": "MO",
  "30": "MT", "31": "NE", "32": "NV", "33": "NH", "34": "NJ", "35": "NM", "36": "NY", "37": "NC", "38": "ND", "39": "OH", "40": "OK", "41": "OR", "42": "PA",
  "44": "RI", "45": "SC", "46": "SD", "47": "TN", "48": "TX", "49": "UT", "50": "VT", "51": "VA", "53": "WA", "54": "WV", "55": "WI", "56": "WY",
  "60": "AS", "66": "GU", "69": "MP", "72": "PR", "78": "VI",
};

const SUFFIX = /\s+(county|parish|borough|census area|municipality|city and borough|city|town|village|cdp|metropolitan government \(balance\)|metro government \(balance\)|city \(balance\)|\(balance\))$/;

export function matchKey(name: string): string {
  let k = name.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase().replace(/\./g, "").replace(/\s+/g, " ").trim();
  for (let i = 0; i < 2; i++) k = k.replace(SUFFIX, "");
  return k.replace(/^saint /, "st ");
}

export class Gazetteer {
  readonly states: Geo[];
  readonly counties: Geo[];
  readonly places: Geo[];
  /** Metropolitan statistical areas (data/census/areas.json, a subset) and every congressional district. */
  readonly metros: Geo[];
  readonly districts: Geo[];
  readonly referenceVintage: string;

  constructor(dataDir: string) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const atlas = require("us-atlas/counties-10m.json") as { objects: Record<string, { geometries: { id: string; properties: { name: string } }[] }> };
    this.states = atlas.objects.states.geometries.map((g) => ({ level: "state" as const, geoid: g.id, fips: g.id, name: g.properties.name, key: matchKey(g.properties.name), within: {} }));
    this.states.sort((a, b) => a.geoid.localeCompare(b.geoid));
    const stateName = new Map(this.states.map((s) => [s.geoid, s.name]));
    this.counties = atlas.objects.counties.geometries
      .filter((g) => stateName.has(g.id.slice(0, 2)))
      .map((g) => {
        const state = g.id.slice(0, 2);
        const county = g.id.slice(2);
        const name = `${countyName(state, county, g.properties.name)}, ${stateName.get(state)}`;
        return { level: "county" as const, geoid: g.id, fips: county, name, key: matchKey(g.properties.name), within: { state } };
      });
    const shipped = JSON.parse(readFileSync(join(dataDir, "places.json"), "utf8")) as { reference_vintage: string; places: { geoid: string; name: string; aliases?: string[] }[] };
    this.referenceVintage = shipped.reference_vintage;
    this.places = shipped.places.map((p) => ({ ...placeGeo(p.geoid, `${p.name}, ${stateName.get(p.geoid.slice(0, 2)) ?? ""}`), alt: (p.aliases ?? []).map(matchKey) }));
    const areas = JSON.parse(readFileSync(join(dataDir, "areas.json"), "utf8")) as AreasFile;
    this.metros = areas.cbsas.map((m) => metroGeo(m.code, m.title));
    this.districts = congressionalDistricts(areas, stateName);
  }

  /** A state by USPS code, FIPS or name. */
  state(text: string): Geo | undefined {
    const t = text.trim();
    const fips = /^\d{2}$/.test(t) ? t : Object.entries(USPS).find(([, a]) => a === t.toUpperCase())?.[0];
    return this.states.find((s) => s.geoid === fips || s.key === matchKey(t));
  }
}

interface AreasFile {
  cbsas: { code: string; title: string }[];
  congressional_seats: Record<string, number>;
  delegate_districts: Record<string, string>;
}

export const METRO: Level = "metropolitan statistical area/micropolitan statistical area";

/** A metro by CBSA code; its principal cities ("Seattle-Tacoma-Bellevue, WA") match exactly. */
function metroGeo(code: string, title: string): Geo {
  const cities = title.replace(/,[^,]*$/, "").split(/--|-|\//).map((c) => matchKey(c));
  return { level: METRO, geoid: code, fips: code, name: `${title} Metro Area`, key: matchKey(title.replace(/,[^,]*$/, "")), alt: cities, within: {} };
}

/** Every district from the apportionment: 01..N, 00 for a single seat (at large), DC's delegate 98. */
function congressionalDistricts(areas: AreasFile, stateName: Map<string, string>): Geo[] {
  const out: Geo[] = [];
  const geo = (state: string, cd: string, title: string): Geo => ({ level: "congressional district", geoid: state + cd, fips: cd, name: `${title}, ${stateName.get(state)}`, key: `${state}${cd}`, within: { state } });
  for (const [state, seats] of Object.entries(areas.congressional_seats)) {
    if (seats === 1) out.push(geo(state, "00", "Congressional District (at Large)"));
    else for (let n = 1; n <= seats; n++) out.push(geo(state, String(n).padStart(2, "0"), `Congressional District ${n}`));
  }
  for (const [state, title] of Object.entries(areas.delegate_districts)) out.push(geo(state, "98", title));
  return out;
}

export function placeGeo(geoid: string, name: string): Geo {
  return { level: "place", geoid, fips: geoid.slice(2), name, key: matchKey(name.replace(/,.*$/, "")), within: { state: geoid.slice(0, 2) } };
}

function countyName(state: string, county: string, name: string): string {
  if (state === "22") return `${name} Parish`;
  if (state === "02") return name;
  if (state === "11") return name;
  if ((state === "51" && Number(county) >= 510) || ["24510", "29510", "32510"].includes(state + county)) return `${name} city`;
  return `${name} County`;
}
