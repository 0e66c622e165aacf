/**
 * The permit match rule (docs/housing.md, "Data: rentals and permits"): a unit matches a building
 * department record when house number, street and unit are equal after normalisation, and city
 * and ZIP agree wherever both sides state them (at least one of the two must be stated).
 * Normalisation upper-cases, drops punctuation, and spells suffixes, directionals, ordinals and
 * unit designators one way ("West 36th Street, Apt. B" → `W 36 ST` unit `B`). Nothing is fuzzy:
 * the house next door or another unit of the same house is a different unit.
 */
export interface AddressKey {
  /** `<house number>|<street>|<unit>`, e.g. `1234|W 36 ST|B`; undefined when no house number. */
  key: string | undefined;
  /** Canonical city (a name of CITY_NAMES), when stated or recognised. */
  city?: string;
  zip?: string;
}

const SUFFIX: Record<string, string> = {
  STREET: "ST", AVENUE: "AVE", AV: "AVE", BOULEVARD: "BLVD", DRIVE: "DR", ROAD: "RD", PLACE: "PL", COURT: "CT", LANE: "LN",
  TERRACE: "TER", PARKWAY: "PKWY", HIGHWAY: "HWY", CIRCLE: "CIR", SQUARE: "SQ", TRAIL: "TRL",
};
const DIRECTION: Record<string, string> = { NORTH: "N", SOUTH: "S", EAST: "E", WEST: "W" };
const DESIGNATOR = new Set(["UNIT", "APT", "APARTMENT", "STE", "SUITE", "NO", "SPACE", "#"]);
/** Unit words that stand alone (no designator needed): "4541 30th St ADU". */
const UNIT_WORD: Record<string, string> = { ADU: "ADU", JADU: "JADU", REAR: "REAR", BASEMENT: "BASEMENT", BSMT: "BASEMENT", GARDEN: "GARDEN" };

/** The cities the catalog covers, and the other names people write for them. */
export const CITY_NAMES: Record<string, string[]> = {
  "Los Angeles": ["LOS ANGELES", "CITY OF LOS ANGELES", "LA", "L A"],
  "San Diego": ["SAN DIEGO", "CITY OF SAN DIEGO", "SD"],
  "San Francisco": ["SAN FRANCISCO", "CITY OF SAN FRANCISCO", "SF", "S F"],
  "New York": ["NEW YORK", "NEW YORK CITY", "CITY OF NEW YORK", "NYC", "BROOKLYN", "QUEENS", "BRONX", "THE BRONX", "STATEN ISLAND", "MANHATTAN"],
};
const STATES = ["CALIFORNIA", "CA", "NEW YORK", "NY"];

function words(text: string): string[] {
  return text.toUpperCase().replace(/#/g, " # ").replace(/[.,;:'"()]/g, " ").split(/\s+/).filter(Boolean);
}

/** Canonical city for a name ("NYC", "City of Los Angeles", "san diego"), or undefined. */
export function canonicalCity(name: string | undefined | null): string | undefined {
  if (!name) return undefined;
  const text = words(name).join(" ");
  for (const [city, names] of Object.entries(CITY_NAMES)) if (names.includes(text)) return city;
  return undefined;
}

/** Unit as one spelling: `#B`, `Unit B`, `apt. b` → `B`; `Bsmt` → `BASEMENT`; none → ``. */
export function normaliseUnit(unit: string | undefined | null): string {
  const parts = words(unit ?? "").filter((w) => !DESIGNATOR.has(w));
  return parts.map((w) => UNIT_WORD[w] ?? w).join(" ");
}

function streetWord(w: string): string {
  const ordinal = /^(\d+)(ST|ND|RD|TH)$/.exec(w);
  if (ordinal) return ordinal[1]!;
  return SUFFIX[w] ?? DIRECTION[w] ?? w;
}

/** Splits `1234 West 36th Street Apt B` into number, street and unit words. */
function streetLine(tokens: string[]): { number?: string; street: string[]; unit: string[] } {
  const [first, ...rest] = tokens;
  if (!first || !/^\d+[A-Z]?(-\d+)?$/.test(first)) return { street: tokens, unit: [] };
  const at = rest.findIndex((w, i) => i > 0 && (DESIGNATOR.has(w) || w in UNIT_WORD));
  const street = at < 0 ? rest : rest.slice(0, at);
  const unit = at < 0 ? [] : rest.slice(at);
  return { number: first, street: street.map(streetWord), unit };
}

function keyOf(line: { number?: string; street: string[] }, unit: string): string | undefined {
  if (!line.number || !line.street.length) return undefined;
  return `${line.number}|${line.street.join(" ")}|${unit}`;
}

/** Key of a record whose parts are separate fields (the data files). */
export function structuredKey(parts: { address: string; unit?: string | null; city?: string; zip?: string | null }): AddressKey {
  const line = streetLine(words(parts.address));
  const unit = normaliseUnit([line.unit.join(" "), parts.unit ?? ""].join(" "));
  return { key: keyOf(line, unit), city: canonicalCity(parts.city), zip: parts.zip ?? undefined };
}

/**
 * Key of a free-text address as a person types it: `4541 30th St, Unit ADU, San Diego, CA 92104`.
 * ZIP and state are taken from the end, then a known city name; the rest is the street line.
 */
export function freeTextKey(text: string): AddressKey {
  let tokens = words(text);
  let zip: string | undefined;
  const last = tokens.at(-1);
  if (last && /^\d{5}(-\d{4})?$/.test(last) && tokens.length > 2) {
    zip = last.slice(0, 5);
    tokens = tokens.slice(0, -1);
  }
  const city = (list: string[]) => cityAtEnd(list);
  for (const state of STATES) {
    const n = state.split(" ").length;
    const rest = tokens.slice(0, -n);
    // "…, New York, NY" and "…, New York, New York": drop the state only when a city remains.
    if (tokens.slice(-n).join(" ") === state && (state !== "NEW YORK" || city(rest))) {
      tokens = rest;
      break;
    }
  }
  const found = city(tokens);
  if (found) tokens = tokens.slice(0, -found.length);
  const line = streetLine(tokens);
  return { key: keyOf(line, normaliseUnit(line.unit.join(" "))), city: found?.city, zip };
}

/**
 * The covered city named anywhere in a text ("Los Angeles, CA" with no street), longest name
 * first; for reading an area, never for the match rule (a street may carry a city's name).
 */
export function cityNamedIn(text: string): string | undefined {
  const padded = ` ${words(text).join(" ")} `;
  const names = Object.entries(CITY_NAMES).flatMap(([city, list]) => list.map((name) => ({ city, name })));
  return names.sort((a, b) => b.name.length - a.name.length).find((n) => padded.includes(` ${n.name} `))?.city;
}

function cityAtEnd(tokens: string[]): { city: string; length: number } | undefined {
  let best: { city: string; length: number } | undefined;
  for (const [city, names] of Object.entries(CITY_NAMES)) {
    for (const name of names) {
      const n = name.split(" ").length;
      // Keep two words for the street: "100 Los Angeles St" is a street, not a city.
      if (tokens.length - n >= 2 && tokens.slice(-n).join(" ") === name && n > (best?.length ?? 0)) best = { city, length: n };
    }
  }
  return best;
}

/** The match rule: same key; city and ZIP equal wherever both sides have them; one of them present. */
export function sameUnit(a: AddressKey, b: AddressKey): boolean {
  if (!a.key || a.key !== b.key) return false;
  const cityKnown = a.city !== undefined && b.city !== undefined;
  const zipKnown = a.zip !== undefined && b.zip !== undefined;
  if (!cityKnown && !zipKnown) return false;
  if (cityKnown && a.city !== b.city) return false;
  return !(zipKnown && a.zip !== b.zip);
}
