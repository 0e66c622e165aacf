import type { ConstructionType, PermitMethod, Tier } from "./schedule";

/** One line of the itemised estimate, as estimate_permit_fees returns it. */
export interface FeeItem {
  name: string;
  category: "building_permit" | "plan_check" | "sub_permit" | "state_surcharge" | "school_fee" | "impact_fee" | "other";
  amount_usd: number;
  code_citation: string | null;
  waived: boolean;
  waiver_note: string | null;
  basis: string;
}

/** The project as the tool describes it, defaults applied. */
export interface Project {
  construction_type: ConstructionType;
  square_footage: number;
  bedrooms: number;
  bathrooms: number;
  stories: number;
  foundation_type: "slab" | "raised";
  plan_check_speed: "standard" | "express";
  needs_new_sewer_lateral: boolean;
  parcel_in_hillside: boolean;
  needs_fire_sprinkler: boolean;
  needs_new_water_service: boolean;
  needs_new_electric_panel: boolean;
}

/** Dollars rounded to cents (every item is rounded once, the total is the sum of rounded items). */
export function cents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export const usd = (value: number): string => `$${value.toLocaleString("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

export function item(fields: Omit<FeeItem, "waived" | "waiver_note"> & Partial<Pick<FeeItem, "waived" | "waiver_note">>): FeeItem {
  return { waived: false, waiver_note: null, ...fields, amount_usd: cents(fields.amount_usd) };
}

/** New construction is valued as new floor area; conversions of existing space as alterations. */
export function isConversion(type: ConstructionType): boolean {
  return type === "garage_conversion" || type === "jadu_internal";
}

/**
 * Plumbing fixtures the plumbing permit counts: three per full bathroom (toilet, lavatory,
 * shower/tub), two per half bathroom, plus the kitchen sink, water heater and laundry of an ADU
 * (a JADU's efficiency kitchen adds only its sink).
 */
export function fixtureCount(project: Project): number {
  const full = Math.floor(project.bathrooms);
  const half = project.bathrooms - full > 0 ? 1 : 0;
  return full * 3 + half * 2 + (project.construction_type === "jadu_internal" ? 1 : 3);
}

/** A valuation-table fee: the row whose `from` is the highest below the valuation. */
export function tierFee(valuation: number, tiers: Tier[]): { amount: number; basis: string } {
  const sorted = [...tiers].sort((a, b) => a.from - b.from);
  const row = sorted.filter((t) => t.from < valuation).pop() ?? sorted[0];
  const steps = Math.max(0, Math.ceil((valuation - row.from) / row.per));
  const amount = row.base + steps * row.rate;
  const basis = row.rate === 0 || steps === 0
    ? `valuation ${usd(valuation)}: ${usd(row.base)} (table row from ${usd(row.from)})`
    : `valuation ${usd(valuation)}: ${usd(row.base)} for the first ${usd(row.from)} + ${steps} × ${usd(row.rate)} per ${usd(row.per)} above`;
  return { amount, basis };
}

export function permitFee(method: PermitMethod, valuation: number, squareFeet: number): { amount: number; basis: string } {
  if (method.kind === "valuation_tiers") return tierFee(valuation, method.tiers);
  const raw = squareFeet * method.rate;
  const amount = Math.max(method.minimum, raw);
  return { amount, basis: `${squareFeet} sq ft × ${usd(method.rate)}/sq ft${amount > raw ? `, raised to the ${usd(method.minimum)} minimum` : ""}` };
}
