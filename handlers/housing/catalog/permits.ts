import { canonicalCity, sameUnit, structuredKey, type AddressKey } from "./address";
import type { PermitFile, PermitRecord } from "./data";

/** A permit record with where it comes from, as the match rule found it. */
export interface PermitMatch {
  record: PermitRecord;
  city: string;
  /** The building department whose records these are. */
  source: string;
  /** True when the permit was finaled: only then is the unit permit-verified. */
  finaled: boolean;
  sample: boolean;
}

export interface PermitIndex {
  /**
   * The record for a unit under the match rule (address.ts): a finaled record before an open one,
   * then the latest finaled date. Undefined when none matches.
   */
  match(unit: AddressKey): PermitMatch | undefined;
  /** Every record of every city, for the claim page (by permit number). */
  byPermitNumber(city: string, permitNumber: string): PermitMatch | undefined;
}

export function createPermitIndex(files: PermitFile[]): PermitIndex {
  const entries: { key: AddressKey; match: PermitMatch }[] = [];
  for (const file of files) {
    const city = canonicalCity(file.city) ?? file.city;
    for (const record of file.records) {
      const key = structuredKey({ address: record.address, unit: record.unit, city, zip: record.zip });
      entries.push({ key, match: { record, city, source: file.source, finaled: record.finaled_date !== null, sample: file.about.sample } });
    }
  }
  // Keyed by `number|street|unit` so a lookup reads only the records of that one unit.
  const byKey = new Map<string, { key: AddressKey; match: PermitMatch }[]>();
  for (const e of entries) if (e.key.key) byKey.set(e.key.key, [...(byKey.get(e.key.key) ?? []), e]);
  return {
    match(unit) {
      const found = (byKey.get(unit.key ?? "") ?? []).filter((e) => sameUnit(unit, e.key)).map((e) => e.match);
      return found.sort(better)[0];
    },
    byPermitNumber(city, permitNumber) {
      return entries.find((e) => e.match.city === city && e.match.record.permit_number === permitNumber)?.match;
    },
  };
}

function better(a: PermitMatch, b: PermitMatch): number {
  if (a.finaled !== b.finaled) return a.finaled ? -1 : 1;
  return (b.record.finaled_date ?? "").localeCompare(a.record.finaled_date ?? "");
}
