import type { DataAbout } from "../../support/data-file";

/**
 * Shapes of the fee files in data/housing/fees/ (docs/housing.md "Data: fees and ADU law") and the
 * JSON Schemas `loadDataFile` validates them against at start-up.
 */
export type ConstructionType = "detached_new" | "attached_new" | "garage_conversion" | "jadu_internal";
export type Condition = "always" | "needs_new_sewer_lateral" | "needs_new_water_service" | "needs_fire_sprinkler" | "needs_new_electric_panel" | "parcel_in_hillside";

/** One row of a valuation table: `base` for the first `from` dollars plus `rate` per `per` dollars (or fraction) above. */
export interface Tier {
  from: number;
  base: number;
  rate: number;
  per: number;
}

export type PermitMethod = { kind: "valuation_tiers"; tiers: Tier[] } | { kind: "per_sqft"; rate: number; minimum: number };

export interface SubPermit {
  key: string;
  name: string;
  citation: string;
  basis: "flat" | "per_sqft" | "per_fixture";
  rate: number;
  minimum: number;
  when: Condition;
}

export interface FeeSchedule {
  about: DataAbout;
  jurisdiction: string;
  name: string;
  state: "CA" | "NY";
  valuation_factor: number;
  building_permit: { name: string; citation: string; new_construction: PermitMethod; alteration: PermitMethod | null };
  plan_check: { name: string; citation: string; percent_of_permit: number; express: { name: string; citation: string; percent_of_plan_check: number } | null } | null;
  sub_permits: SubPermit[];
  surcharges: { name: string; citation: string; percent: number; of: "permit" | "permit_and_plan_check" }[];
  conditional: { when: Condition; name: string; citation: string; category: "other"; amount: number }[];
  impact_fees: { name: string; citation: string; kind: "impact" | "capacity"; amount_per_unit: number }[];
}

export interface ValuationTable {
  about: DataAbout;
  rates_usd_per_sqft: Record<ConstructionType, number>;
  adjustments_usd_per_sqft: { raised_foundation: number; second_story: number };
}

export interface CaliforniaRules {
  about: DataAbout;
  smip: { name: string; citation: string; rate_of_valuation: number; minimum_usd: number };
  bsasrf: { name: string; citation: string; usd_per_step: number; valuation_step_usd: number };
  school_fee: { name: string; citation: string; usd_per_sqft: number; exempt_up_to_sqft: number };
  impact_fee_rule: { citation: string; waived_below_sqft: number; assumed_primary_dwelling_sqft: number };
  existing_space_rule: { citation: string };
  jadu_rule: { citation: string; max_sqft: number };
}

export interface Approximation {
  jurisdiction: string;
  name: string;
  base: string;
  scale_factor: number;
  basis: string;
}

const str = { type: "string", minLength: 1 };
const num = { type: "number", minimum: 0 };
const obj = (props: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: "object", additionalProperties: false, required: Object.keys(props), properties: props, ...extra });
const CONDITIONS = ["always", "needs_new_sewer_lateral", "needs_new_water_service", "needs_fire_sprinkler", "needs_new_electric_panel", "parcel_in_hillside"];
const TYPES = ["detached_new", "attached_new", "garage_conversion", "jadu_internal"];

const method = {
  oneOf: [
    obj({ kind: { const: "valuation_tiers" }, tiers: { type: "array", minItems: 1, items: obj({ from: num, base: num, rate: num, per: { type: "number", exclusiveMinimum: 0 } }) } }),
    obj({ kind: { const: "per_sqft" }, rate: num, minimum: num }),
  ],
};

export const SCHEDULE_SCHEMA = {
  type: "object",
  required: ["jurisdiction", "name", "state", "valuation_factor", "building_permit", "plan_check", "sub_permits", "surcharges", "conditional", "impact_fees"],
  properties: {
    jurisdiction: str,
    name: str,
    state: { enum: ["CA", "NY"] },
    valuation_factor: { type: "number", exclusiveMinimum: 0 },
    building_permit: obj({ name: str, citation: str, new_construction: method, alteration: { oneOf: [{ type: "null" }, method] } }),
    plan_check: {
      oneOf: [
        { type: "null" },
        obj({ name: str, citation: str, percent_of_permit: num, express: { oneOf: [{ type: "null" }, obj({ name: str, citation: str, percent_of_plan_check: num })] } }),
      ],
    },
    sub_permits: { type: "array", items: obj({ key: str, name: str, citation: str, basis: { enum: ["flat", "per_sqft", "per_fixture"] }, rate: num, minimum: num, when: { enum: CONDITIONS } }) },
    surcharges: { type: "array", items: obj({ name: str, citation: str, percent: num, of: { enum: ["permit", "permit_and_plan_check"] } }) },
    conditional: { type: "array", items: obj({ when: { enum: CONDITIONS }, name: str, citation: str, category: { const: "other" }, amount: num }) },
    impact_fees: { type: "array", items: obj({ name: str, citation: str, kind: { enum: ["impact", "capacity"] }, amount_per_unit: num }) },
  },
};

export const VALUATION_SCHEMA = {
  type: "object",
  required: ["rates_usd_per_sqft", "adjustments_usd_per_sqft"],
  properties: {
    rates_usd_per_sqft: obj(Object.fromEntries(TYPES.map((t) => [t, num]))),
    adjustments_usd_per_sqft: obj({ raised_foundation: num, second_story: num }),
  },
};

export const CALIFORNIA_SCHEMA = {
  type: "object",
  required: ["smip", "bsasrf", "school_fee", "impact_fee_rule", "existing_space_rule", "jadu_rule"],
  properties: {
    smip: obj({ name: str, citation: str, rate_of_valuation: num, minimum_usd: num }),
    bsasrf: obj({ name: str, citation: str, usd_per_step: num, valuation_step_usd: { type: "number", exclusiveMinimum: 0 } }),
    school_fee: obj({ name: str, citation: str, usd_per_sqft: num, exempt_up_to_sqft: num }),
    impact_fee_rule: obj({ citation: str, waived_below_sqft: num, assumed_primary_dwelling_sqft: { type: "number", exclusiveMinimum: 0 } }),
    existing_space_rule: obj({ citation: str }),
    jadu_rule: obj({ citation: str, max_sqft: num }),
  },
};

export const APPROXIMATIONS_SCHEMA = {
  type: "object",
  required: ["jurisdictions"],
  properties: { jurisdictions: { type: "array", items: obj({ jurisdiction: str, name: str, base: str, scale_factor: { type: "number", exclusiveMinimum: 0 }, basis: str }) } },
};
