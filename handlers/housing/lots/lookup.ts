import type { RequestContext } from "mcpforge/runtime";
import type { ResolveParcelErrorCode } from "../../../generated/housing/server";
import { normaliseAddress, splitStreet, words, zipCovered } from "./address";
import type { ParcelRecord } from "./data";

/**
 * Finds the one parcel an address or APN names (resolve_parcel, match_plans_to_lot).
 *
 * APNs: Los Angeles County writes 10 digits as 1234-567-890, San Diego County 10 digits as
 * 123-456-78-90 (the short 8-digit form 123-456-78 means a trailing 00). Dashes and spaces are
 * optional; the dash pattern, `county` or the data itself tells the counties apart.
 * Addresses: normalised (address.ts); the street must match and anything after it must be the
 * parcel's city, and a ZIP given must be the parcel's. Several matches are an invalid_arguments
 * naming /address with the candidates; an address clearly outside both counties (ZIP, state or a
 * well-known city elsewhere) is unsupported_county; anything else unknown is not_found.
 */
export interface LookupArgs {
  address?: string;
  apn?: string;
  county?: "la" | "sd";
}

type Ctx = Pick<RequestContext<ResolveParcelErrorCode>, "error" | "invalid">;

const ELSEWHERE = ["SAN FRANCISCO", "OAKLAND", "BERKELEY", "SAN JOSE", "SACRAMENTO", "FRESNO", "BAKERSFIELD", "IRVINE", "ANAHEIM", "SANTA ANA", "HUNTINGTON BEACH", "RIVERSIDE", "SAN BERNARDINO", "VENTURA", "OXNARD", "THOUSAND OAKS", "NEW YORK", "BROOKLYN"];
const COUNTY_NAMES = { la: "Los Angeles County", sd: "San Diego County" };

export function apnDigits(apn: string): string {
  return apn.replace(/\D/g, "");
}

export function formatAddress(p: ParcelRecord): string {
  return `${p.address}, ${p.city}, CA ${p.zip}`;
}

export function findParcel(parcels: ParcelRecord[], args: LookupArgs, ctx: Ctx): ParcelRecord {
  const parcel = args.apn !== undefined ? byApn(parcels, args.apn, args.county, ctx) : byAddress(parcels, args.address ?? "", args.county, ctx);
  if (args.apn !== undefined && args.address !== undefined && !addressMatches(parcel, args.address)) {
    throw ctx.invalid({ path: "/address", message: `does not match the parcel of APN ${parcel.apn} (${formatAddress(parcel)}); give one of the two` });
  }
  return parcel;
}

function byApn(parcels: ParcelRecord[], apn: string, county: LookupArgs["county"], ctx: Ctx): ParcelRecord {
  const shape = apn.trim();
  if (!/^[0-9][0-9 -]*[0-9]$/.test(shape)) {
    throw ctx.invalid({ path: "/apn", message: "must be digits with optional dashes: Los Angeles 1234-567-890, San Diego 123-456-78-90" });
  }
  let digits = apnDigits(shape);
  if (digits.length === 8 && county !== "la") digits += "00";
  if (digits.length !== 10) {
    throw ctx.invalid({ path: "/apn", message: `has ${apnDigits(shape).length} digits; Los Angeles (1234-567-890) and San Diego (123-456-78-90) APNs have 10` });
  }
  const fromDashes = /^\d{4}-\d{3}-\d{3}$/.test(shape) ? "la" : /^\d{3}-\d{3}-\d{2}(-\d{2})?$/.test(shape) ? "sd" : undefined;
  const want = county ?? fromDashes;
  const found = parcels.filter((p) => apnDigits(p.apn) === digits && (!want || p.county === want));
  if (found.length === 1) return found[0];
  if (found.length > 1) throw ctx.invalid({ path: "/county", message: `is needed: APN ${shape} exists in both counties (give la or sd)` });
  throw ctx.error("not_found", `No parcel with APN ${shape}${want ? ` in ${COUNTY_NAMES[want]}` : ""} in the parcel data (sample data: docs/housing.md lists the parcels).`);
}

function byAddress(parcels: ParcelRecord[], address: string, county: LookupArgs["county"], ctx: Ctx): ParcelRecord {
  const given = normaliseAddress(address);
  const found = parcels.filter((p) => (!county || p.county === county) && addressMatches(p, address));
  if (found.length === 1) return found[0];
  if (found.length > 1) {
    const list = found.map((p) => `${formatAddress(p)} (APN ${p.apn})`).join("; ");
    throw ctx.invalid({ path: "/address", message: `matches ${found.length} parcels: ${list}; add the city or ZIP code, or give county or apn` });
  }
  const place = given.words.join(" ");
  if (given.otherState || (given.zip && !zipCovered(given.zip)) || ELSEWHERE.some((c) => place.endsWith(c))) {
    throw ctx.error("unsupported_county", `${address} is outside the covered counties: parcels are held for Los Angeles and San Diego County only.`);
  }
  throw ctx.error("not_found", `No parcel at ${address}${county ? ` in ${COUNTY_NAMES[county]}` : ""} in the parcel data (sample data: docs/housing.md lists the parcels; an APN also works).`);
}

function addressMatches(p: ParcelRecord, address: string): boolean {
  const given = normaliseAddress(address);
  const rest = splitStreet(given, words(p.address));
  if (rest === undefined) return false;
  if (given.zip && given.zip !== p.zip) return false;
  return rest.length === 0 || rest.join(" ") === words(p.city).join(" ");
}
