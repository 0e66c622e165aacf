import type { EstimatePermitFeesInput, EstimatePermitFeesOutput } from "../../../../generated/housing/types";
import { DataFileError, loadDataFile, problemAt } from "../../support/data-file";
import { impactFees, schoolFee, stateSurcharges } from "./california";
import { cents, type FeeItem, type Project } from "./items";
import { localItems, valuationOf } from "./local";
import {
  APPROXIMATIONS_SCHEMA,
  CALIFORNIA_SCHEMA,
  SCHEDULE_SCHEMA,
  VALUATION_SCHEMA,
  type Approximation,
  type CaliforniaRules,
  type FeeSchedule,
  type ValuationTable,
} from "./schedule";

export const FULL_SCHEDULES = ["la_city", "la_county", "nyc_dob", "sf_dbi", "sd_dsd"] as const;

/** The jurisdiction enum of estimate_permit_fees (spec/housing.json): each needs a schedule or an approximation. */
const JURISDICTIONS: EstimatePermitFeesInput["jurisdiction"][] = ["la_city", "la_county", "pasadena", "glendale", "long_beach", "burbank", "santa_monica", "culver_city", "beverly_hills", "inglewood", "west_hollywood", "manhattan_beach", "nyc_dob", "sf_dbi", "sd_dsd"];

export interface FeeData {
  schedules: Map<string, FeeSchedule>;
  approximations: Map<string, Approximation>;
  valuation: ValuationTable;
  california: CaliforniaRules;
}

/** Loads and validates data/housing/fees/*.json (start-up fails with file and line on a bad file). */
export function loadFeeData(dataDir: string): FeeData {
  const schedules = new Map<string, FeeSchedule>(FULL_SCHEDULES.map((j) => [j, loadDataFile<FeeSchedule>(dataDir, `fees/${j}.json`, SCHEDULE_SCHEMA)] as const));
  const approx = loadDataFile<{ about: FeeSchedule["about"]; jurisdictions: Approximation[] }>(dataDir, "fees/approximations.json", APPROXIMATIONS_SCHEMA);
  const file = "fees/approximations.json";
  const problems = approx.jurisdictions.flatMap((a, i) =>
    schedules.has(a.base) ? [] : [problemAt(dataDir, file, ["jurisdictions", i, "base"], `${a.jurisdiction} scales unknown base schedule "${a.base}" (one of ${FULL_SCHEDULES.join(", ")})`)],
  );
  const covered = new Set([...schedules.keys(), ...approx.jurisdictions.map((a) => a.jurisdiction)]);
  const missing = JURISDICTIONS.filter((j) => !covered.has(j));
  if (missing.length) problems.push(problemAt(dataDir, file, ["jurisdictions"], `no fee schedule or approximation for ${missing.join(", ")}`));
  if (problems.length) throw new DataFileError(problems);
  return {
    schedules,
    approximations: new Map(approx.jurisdictions.map((a) => [a.jurisdiction, a])),
    valuation: loadDataFile<ValuationTable>(dataDir, "fees/valuation.json", VALUATION_SCHEMA),
    california: loadDataFile<CaliforniaRules>(dataDir, "fees/california.json", CALIFORNIA_SCHEMA),
  };
}

export function projectOf(args: EstimatePermitFeesInput): Project {
  return {
    construction_type: args.construction_type,
    square_footage: args.square_footage,
    bedrooms: args.bedrooms,
    bathrooms: args.bathrooms,
    stories: args.stories ?? 1,
    foundation_type: args.foundation_type ?? "slab",
    plan_check_speed: args.plan_check_speed ?? "standard",
    needs_new_sewer_lateral: args.needs_new_sewer_lateral ?? false,
    parcel_in_hillside: args.parcel_in_hillside ?? false,
    needs_fire_sprinkler: args.needs_fire_sprinkler ?? false,
    needs_new_water_service: args.needs_new_water_service ?? false,
    needs_new_electric_panel: args.needs_new_electric_panel ?? false,
  };
}

/** The itemised estimate from a full schedule (approximations scale one, see `estimateFees`). */
function fromSchedule(data: FeeData, schedule: FeeSchedule, project: Project): { items: FeeItem[]; notes: string[]; valuation: number } {
  const { valuation, note } = valuationOf(project, data.valuation, schedule.valuation_factor);
  const local = localItems(schedule, project, valuation);
  const notes = [note, ...local.notes];
  if (schedule.state !== "CA") {
    notes.push("California state surcharges, school fees and the Gov. Code §66324 ADU fee waivers do not apply outside California.");
    return { items: local.items, notes, valuation };
  }
  const state = [...stateSurcharges(data.california, valuation), schoolFee(data.california, project), ...impactFees(data.california, schedule, project)];
  if (schedule.impact_fees.length) notes.push(`Proportional fees assume a ${data.california.impact_fee_rule.assumed_primary_dwelling_sqft} sq ft primary dwelling; the tool does not take its size.`);
  return { items: [...local.items, ...state], notes, valuation };
}

/** Categories a scale factor applies to: local fees; state surcharges and school fees are state law. */
const SCALED = new Set<FeeItem["category"]>(["building_permit", "plan_check", "sub_permit", "impact_fee", "other"]);

export function estimateFees(data: FeeData, args: EstimatePermitFeesInput): EstimatePermitFeesOutput {
  const project = projectOf(args);
  const approx = data.approximations.get(args.jurisdiction);
  const schedule = data.schedules.get(approx?.base ?? args.jurisdiction);
  if (!schedule) throw new Error(`no fee schedule for ${args.jurisdiction}`);
  const result = fromSchedule(data, schedule, project);
  let items = result.items;
  const notes = [...result.notes];
  let sample = schedule.about.sample || data.valuation.about.sample || (schedule.state === "CA" && data.california.about.sample);
  if (approx) {
    sample = true;
    items = items.map((i) => (SCALED.has(i.category) && i.amount_usd > 0 ? { ...i, amount_usd: cents(i.amount_usd * approx.scale_factor), basis: `${i.basis}; × ${approx.scale_factor} (approximation over the ${schedule.name} schedule)` } : i));
    notes.unshift(`Approximation: ${approx.name} has no full fee schedule here; local fees are the ${schedule.name} schedule × ${approx.scale_factor} (${approx.basis}). State surcharges, school fees and state-law waivers are computed unscaled.`);
  }
  if (sample) notes.push("Sample figures: the schedules are documented sample data, not transcribed from the current official schedules (docs/housing.md); verify with the building department.");
  notes.push("An estimate only: nothing is filed or paid.");
  return {
    jurisdiction: args.jurisdiction,
    method: approx ? "scaled_approximation" : "full_fee_schedule",
    approximation: approx ? { base_jurisdiction: approx.base, scale_factor: approx.scale_factor, basis: approx.basis } : null,
    valuation_usd: result.valuation,
    items,
    total_usd: cents(items.reduce((sum, i) => sum + i.amount_usd, 0)),
    notes,
    sample,
  };
}
