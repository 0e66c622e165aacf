/**
 * Address normalisation for parcel look-ups: upper case, punctuation dropped, street types and
 * directions abbreviated the USPS way (AVENUE → AVE, NORTH → N), unit designators and the state
 * dropped, the ZIP code split off. `1520 maple avenue, Los Angeles CA 90026` and
 * `1520 Maple Ave Los Angeles` both become street `1520 MAPLE AVE`, rest `LOS ANGELES`.
 */
const ABBREVIATIONS: Record<string, string> = {
  STREET: "ST", STR: "ST", AVENUE: "AVE", AV: "AVE", BOULEVARD: "BLVD", BOUL: "BLVD", DRIVE: "DR", ROAD: "RD", LANE: "LN",
  PLACE: "PL", COURT: "CT", TERRACE: "TER", CIRCLE: "CIR", PARKWAY: "PKWY", HIGHWAY: "HWY", TRAIL: "TRL",
  NORTH: "N", SOUTH: "S", EAST: "E", WEST: "W", SAINT: "ST", MOUNT: "MT",
};
const UNIT_WORDS = new Set(["APT", "UNIT", "STE", "SUITE", "NO"]);
const STATE_WORDS = new Set(["CA", "CALIFORNIA", "USA", "US"]);

export interface NormalAddress {
  /** Every word, normalised, ZIP and state removed. */
  words: string[];
  zip?: string;
  /** A two-letter state other than CA, when one was given. */
  otherState?: string;
}

export function words(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/#\s*\w+/g, " ")
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
    .map((w) => ABBREVIATIONS[w] ?? w);
}

export function normaliseAddress(text: string): NormalAddress {
  const all = words(text);
  const out: string[] = [];
  let zip: string | undefined;
  let otherState: string | undefined;
  for (let i = 0; i < all.length; i++) {
    const w = all[i];
    if (i > 0 && /^\d{5}$/.test(w) && (i === all.length - 1 || /^\d{4}$/.test(all[i + 1]))) {
      zip = w;
      break;
    }
    if (UNIT_WORDS.has(w) && i > 1) {
      i++;
      continue;
    }
    if (STATE_WORDS.has(w) && i > 1) continue;
    if (i > 1 && i >= all.length - 2 && /^(NY|NV|AZ|OR|WA|TX|FL|IL|NJ|MA)$/.test(w)) {
      otherState = w;
      continue;
    }
    out.push(w);
  }
  return { words: out, zip, otherState };
}

/** `[street words, place words]` when `address` starts with `street`; undefined otherwise. */
export function splitStreet(address: NormalAddress, street: string[]): string[] | undefined {
  if (street.length > address.words.length) return undefined;
  for (let i = 0; i < street.length; i++) if (street[i] !== address.words[i]) return undefined;
  return address.words.slice(street.length);
}

/**
 * ZIP codes of the covered counties (approximate prefix ranges): Los Angeles County 900–918 and
 * 935, San Diego County 919–921. Used only to tell "not in our data" from "outside the counties".
 */
export function zipCovered(zip: string): boolean {
  const p = Number(zip.slice(0, 3));
  return (p >= 900 && p <= 918) || p === 935 || (p >= 919 && p <= 921);
}
