import type { Polygon } from "geojson";
import { loadDataFile, type DataAbout } from "../support/data-file";

/**
 * The lots group's data files (data/housing/{parcels,plans,directory}/, docs/housing.md "Data:
 * parcels, plans, directory"), each validated at start-up by loadDataFile against the schemas
 * below. All of them are sample data (`about.sample: true`): no open parcel, plan-set or
 * directory dataset is published on npm.
 */
export interface ParcelRecord {
  apn: string;
  county: "la" | "sd";
  address: string;
  city: string;
  zip: string;
  /** Name used by the plan programs' `pre_approved_in`, e.g. `Los Angeles County (unincorporated)`. */
  jurisdiction: string;
  permit_agency: string;
  zoning: string;
  hillside: boolean;
  /** Street-facing lot lines: `edge` i runs from ring vertex i to i+1; edge 0 is the front. */
  street_edges: { edge: number; setback_ft: number }[];
  lot: Polygon;
  structures: { description: string; footprint: Polygon }[];
  notes?: string;
}

export interface PlanRecord {
  id: string;
  title: string;
  designer: string;
  program: string;
  pre_approved_in: string[];
  square_feet: number;
  bedrooms: number;
  bathrooms: number;
  footprint_width_ft: number;
  footprint_depth_ft: number;
  stories: number;
  plan_price_usd: number;
  build_cost_low_usd: number | null;
  build_cost_high_usd: number | null;
  url: string;
  description: string;
}

export interface ManagerRecord {
  id: string;
  name: string;
  city: string;
  /** Only `residential` managers are listed by search_managers. */
  kind: "residential" | "multifamily_only" | "commercial";
  license_number: string | null;
  license_status: string | null;
  website: string | null;
  url: string;
}

export interface ProviderRecord {
  id: string;
  name: string;
  /** A category slug of the file's `categories`. */
  category: string;
  city: string | null;
  license_number: string | null;
  license_status: string | null;
  price_ranges: { service: string; low_usd: number | null; high_usd: number | null }[];
  service_radius_miles: number | null;
  booking_url: string | null;
  claimed_by_owner: boolean;
  url: string;
}

export interface LotsData {
  parcels: ParcelRecord[];
  /** Where each parcel comes from (file under the data directory, index in its `parcels`). */
  parcelSource: { file: string; index: number; county: "la" | "sd" }[];
  plans: PlanRecord[];
  managers: ManagerRecord[];
  categories: { slug: string; name: string }[];
  providers: ProviderRecord[];
  /** True when any file this group serves is sample data (every result then says so). */
  sample: { parcels: boolean; plans: boolean; managers: boolean; providers: boolean };
}

const str = { type: "string", minLength: 1 };
const nullableStr = { type: ["string", "null"] };
const uri = { type: "string", format: "uri" };
const nullableNum = { type: ["number", "null"], minimum: 0 };
const ring = { type: "array", minItems: 4, items: { type: "array", minItems: 2, maxItems: 2, items: { type: "number" } } };
const polygon = { type: "object", required: ["type", "coordinates"], additionalProperties: false, properties: { type: { const: "Polygon" }, coordinates: { type: "array", minItems: 1, items: ring } } };
const obj = (props: Record<string, object>, optional: string[] = []) => ({
  type: "object",
  additionalProperties: false,
  required: Object.keys(props).filter((k) => !optional.includes(k)),
  properties: props,
});
const list = (key: string, item: object) => ({ type: "object", required: [key], properties: { [key]: { type: "array", minItems: 1, items: item } } });

const PARCEL = obj(
  {
    apn: { type: "string", pattern: "^(\\d{4}-\\d{3}-\\d{3}|\\d{3}-\\d{3}-\\d{2}-\\d{2})$" },
    county: { enum: ["la", "sd"] },
    address: str,
    city: str,
    zip: { type: "string", pattern: "^\\d{5}$" },
    jurisdiction: str,
    permit_agency: str,
    zoning: str,
    hillside: { type: "boolean" },
    street_edges: { type: "array", minItems: 1, items: obj({ edge: { type: "integer", minimum: 0 }, setback_ft: { type: "number", minimum: 0 } }) },
    lot: polygon,
    structures: { type: "array", items: obj({ description: str, footprint: polygon }) },
    notes: { type: "string" },
  },
  ["notes"],
);

const PLAN = obj({
  id: { type: "string", format: "uuid" },
  title: str,
  designer: str,
  program: str,
  pre_approved_in: { type: "array", minItems: 1, items: str },
  square_feet: { type: "integer", minimum: 1 },
  bedrooms: { type: "integer", minimum: 0 },
  bathrooms: { type: "number", minimum: 0 },
  footprint_width_ft: { type: "number", exclusiveMinimum: 0 },
  footprint_depth_ft: { type: "number", exclusiveMinimum: 0 },
  stories: { enum: [1, 2] },
  plan_price_usd: { type: "number", minimum: 0 },
  build_cost_low_usd: nullableNum,
  build_cost_high_usd: nullableNum,
  url: uri,
  description: str,
});

const MANAGER = obj({
  id: str,
  name: str,
  city: str,
  kind: { enum: ["residential", "multifamily_only", "commercial"] },
  license_number: nullableStr,
  license_status: nullableStr,
  website: { type: ["string", "null"], format: "uri" },
  url: uri,
});

const PROVIDER = obj({
  id: str,
  name: str,
  category: str,
  city: nullableStr,
  license_number: nullableStr,
  license_status: nullableStr,
  price_ranges: { type: "array", items: obj({ service: str, low_usd: nullableNum, high_usd: nullableNum }) },
  service_radius_miles: nullableNum,
  booking_url: { type: ["string", "null"], format: "uri" },
  claimed_by_owner: { type: "boolean" },
  url: uri,
});

const SERVICES = { allOf: [list("providers", PROVIDER), list("categories", obj({ slug: { type: "string", pattern: "^[a-z0-9-]+$" }, name: str }))] };

type File<K extends string, T> = { about: DataAbout } & Record<K, T[]>;

/** Loads and validates every file of the lots group; throws DataFileError naming file and line. */
export function loadLotsData(dir: string): LotsData {
  const [laFile, sdFile] = ["parcels/los-angeles.json", "parcels/san-diego.json"];
  const la = loadDataFile<File<"parcels", ParcelRecord>>(dir, laFile, list("parcels", PARCEL));
  const sd = loadDataFile<File<"parcels", ParcelRecord>>(dir, sdFile, list("parcels", PARCEL));
  const plans = loadDataFile<File<"plans", PlanRecord>>(dir, "plans/plans.json", list("plans", PLAN));
  const managers = loadDataFile<File<"managers", ManagerRecord>>(dir, "directory/managers.json", list("managers", MANAGER));
  const services = loadDataFile<File<"providers", ProviderRecord> & { categories: { slug: string; name: string }[] }>(dir, "directory/services.json", SERVICES);
  return {
    parcels: [...la.parcels, ...sd.parcels],
    parcelSource: [...la.parcels.map((_, index) => ({ file: laFile, index, county: "la" as const })), ...sd.parcels.map((_, index) => ({ file: sdFile, index, county: "sd" as const }))],
    plans: plans.plans,
    managers: managers.managers,
    categories: services.categories,
    providers: services.providers,
    sample: { parcels: la.about.sample || sd.about.sample, plans: plans.about.sample, managers: managers.about.sample, providers: services.about.sample },
  };
}
