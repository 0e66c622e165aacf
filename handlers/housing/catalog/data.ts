import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DataFileError, loadDataFile, problemAt, type DataAbout } from "../support/data-file";
import type { ListingRef } from "../support/listings";

/**
 * The rentals data (data/housing/rentals): `listings.json` and one `permits-<city>.json` per city,
 * both validated at start-up against the schemas below (docs/housing.md, "Data: rentals and
 * permits"). All of it is documented sample data (`about.sample`).
 */
export const PROPERTY_TYPES = [
  "single_family_adu_detached", "single_family_adu_attached", "single_family_adu_internal", "single_family_front_house",
  "multi_family", "townhouse", "condo", "apartment", "other",
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** A listing as stored: the contract's fields (support/listings.ts) plus the full record. */
export interface RentalRecord extends Pick<ListingRef, "id" | "title" | "city" | "zip" | "timezone" | "price" | "bedrooms" | "bathrooms" | "status" | "listed_at" | "landlord"> {
  description: string;
  /** Street line without the unit, e.g. `4541 30th St`. */
  address: string;
  unit: string | null;
  square_feet: number | null;
  property_type: PropertyType;
  furnished: boolean | null;
  pets: "allowed" | "not_allowed" | "unstated";
  available_from: string | null;
  amenities: string[];
  images: string[];
  tenant_pays_service_fee: boolean;
}

export interface PermitRecord {
  permit_number: string;
  address: string;
  unit: string | null;
  zip: string;
  /** The status as the department writes it ("Permit Finaled", "Signed-off", …). */
  status: string;
  /** Set when the permit was finaled (the unit passed final inspection); null while open. */
  finaled_date: string | null;
  work: string;
  /**
   * Who the record names as owner or applicant, by e-mail: a claim of the record is proven by a
   * code sent there (pages/claim.ts). Absent when the record names nobody reachable.
   */
  contact_email?: string;
}

export interface PermitFile {
  about: DataAbout;
  city: string;
  source: string;
  finaled_status: string;
  records: PermitRecord[];
}

const date = { type: "string", pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" };
const nonEmpty = { type: "string", minLength: 1 };

const LISTING = {
  type: "object",
  additionalProperties: false,
  required: ["id", "title", "description", "address", "unit", "city", "zip", "timezone", "price", "bedrooms", "bathrooms", "square_feet", "property_type", "furnished", "pets", "available_from", "listed_at", "status", "amenities", "images", "tenant_pays_service_fee", "landlord"],
  properties: {
    id: { type: "string", format: "uuid" },
    title: nonEmpty, description: { type: "string" }, address: { type: "string", pattern: "^[0-9]" },
    unit: { type: ["string", "null"] }, city: nonEmpty, zip: { type: "string", pattern: "^[0-9]{5}$" }, timezone: nonEmpty,
    price: { type: "number", minimum: 1 }, bedrooms: { type: "integer", minimum: 0 }, bathrooms: { type: "number", minimum: 0 },
    square_feet: { type: ["integer", "null"], minimum: 1 }, property_type: { enum: PROPERTY_TYPES },
    furnished: { type: ["boolean", "null"] }, pets: { enum: ["allowed", "not_allowed", "unstated"] },
    available_from: { anyOf: [date, { type: "null" }] }, listed_at: { type: "string", format: "date-time" },
    status: { enum: ["available", "leased"] }, amenities: { type: "array", items: nonEmpty },
    images: { type: "array", items: { type: "string", format: "uri" } }, tenant_pays_service_fee: { type: "boolean" },
    landlord: { type: "object", additionalProperties: false, required: ["name", "email"], properties: { name: nonEmpty, email: { type: "string", format: "email" } } },
  },
};

const LISTINGS_FILE = { type: "object", additionalProperties: false, required: ["listings"], properties: { about: {}, listings: { type: "array", items: LISTING } } };

const PERMIT = {
  type: "object",
  additionalProperties: false,
  required: ["permit_number", "address", "unit", "zip", "status", "finaled_date", "work"],
  properties: {
    permit_number: nonEmpty, address: { type: "string", pattern: "^[0-9]" }, unit: { type: ["string", "null"] },
    zip: { type: "string", pattern: "^[0-9]{5}$" }, status: nonEmpty, finaled_date: { anyOf: [date, { type: "null" }] }, work: nonEmpty,
    contact_email: { type: "string", format: "email" },
  },
};

const PERMIT_FILE = {
  type: "object",
  additionalProperties: false,
  required: ["city", "source", "finaled_status", "records"],
  properties: { about: {}, city: nonEmpty, source: nonEmpty, finaled_status: nonEmpty, records: { type: "array", items: PERMIT } },
};

export interface RentalsData {
  listings: RentalRecord[];
  listingsAbout: DataAbout;
  permits: PermitFile[];
}

/** Loads and validates every rentals file; throws DataFileError naming file and line. */
export function loadRentalsData(dataDir: string): RentalsData {
  const listingsFile = loadDataFile<{ about: DataAbout; listings: RentalRecord[] }>(dataDir, "rentals/listings.json", LISTINGS_FILE);
  const permitFiles = readdirSync(join(dataDir, "rentals")).filter((f) => /^permits-[a-z-]+\.json$/.test(f)).sort();
  const permits = permitFiles.map((f) => loadDataFile<PermitFile>(dataDir, `rentals/${f}`, PERMIT_FILE));
  const ids = new Map<string, number>();
  listingsFile.listings.forEach((l, i) => {
    const first = ids.get(l.id.toLowerCase());
    if (first !== undefined) {
      throw new DataFileError([problemAt(dataDir, "rentals/listings.json", ["listings", i, "id"], `repeats the id of /listings/${first}`)]);
    }
    ids.set(l.id.toLowerCase(), i);
  });
  return { listings: listingsFile.listings, listingsAbout: listingsFile.about, permits };
}
