import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { AirportRecord, CarrierRecord } from "./datasets";
import { shippedContentDir } from "./settings";
import { fold } from "./text";

/**
 * Reference data the maintainers curate beside the OpenFlights npm lists (data/freight, origin in
 * each file's $comment and data/freight/README.md): the cargo carrier overlay and the metro-airport
 * table. Public fact, not sample content: they are read from the repository's data/freight even when
 * FREIGHT_CONTENT_DIR points at an operator's own pages.
 */
export const CARGO_CARRIER_SOURCE = "the curated cargo carrier overlay data/freight/cargo-carriers.json (IATA and ICAO designators as the carriers publish them)";

interface OverlayFile {
  compiled_on: string;
  carriers: { iata: string; icao: string; name: string; country: string; type: "all-cargo" | "combination"; aliases: string[] }[];
}

export interface Metro {
  primary: string;
  others: string[];
}

interface MetroFile {
  metros: { names: string[]; primary: string; others: string[] }[];
  aliases: Record<string, string[]>;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(join(shippedContentDir(), file), "utf8")) as T;

/**
 * The overlay replaces the airline list's record for the same IATA code: the list gives CV, FX, PO
 * and 3S to passenger namesakes or defunct airlines, and lacks 5X, K4, CK, D0 and others.
 */
export function overlayCargoCarriers(carriers: Map<string, CarrierRecord>): void {
  const file = read<OverlayFile>("cargo-carriers.json");
  for (const c of file.carriers) {
    carriers.set(c.iata, { iata: c.iata, icao: c.icao, name: c.name, country: c.country, aliases: c.aliases, type: c.type, source: `${CARGO_CARRIER_SOURCE}, compiled ${file.compiled_on}` });
  }
}

/** Metro names (folded) → primary airport and the metro's other airports; airport aliases added to the records. */
export function loadMetros(airports: Map<string, AirportRecord>): Map<string, Metro> {
  const file = read<MetroFile>("metro-airports.json");
  const out = new Map<string, Metro>();
  for (const m of file.metros) {
    const codes = [m.primary, ...m.others].filter((c) => airports.has(c));
    if (!airports.has(m.primary)) continue;
    for (const n of m.names) out.set(fold(n), { primary: m.primary, others: codes.slice(1) });
  }
  for (const [code, names] of Object.entries(file.aliases)) airports.get(code)?.aliases.push(...names);
  return out;
}
