import type { HousingCatalogHandlers } from "../../../generated/housing/server";
import { canonicalCity, cityNamedIn, freeTextKey } from "./address";
import type { RentalRecord } from "./data";
import type { RentalCatalog } from "./listings";
import { estimateRent, fitRentModel } from "./rent-model";

type Tools = Pick<HousingCatalogHandlers, "get_rent_estimate">;

/** get_rent_estimate over the model fitted on the catalog's listings at start-up (rent-model.ts). */
export function estimateTools(catalog: RentalCatalog): Tools {
  const records = catalog.all().map((r) => r.record);
  const model = fitRentModel(records);
  const sample = catalog.all().some((r) => r.sample);
  const zipCity = new Map(records.map((r) => [r.zip, canonicalCity(r.city) ?? r.city]));
  return {
    async get_rent_estimate(args, ctx) {
      const place = freeTextKey(args.address);
      const city = place.city ?? (place.zip ? zipCity.get(place.zip) : cityNamedIn(args.address));
      if (!city || !model.cities.includes(city)) {
        throw ctx.error("not_found", `No rental data for the area of address "${args.address}": the model covers ${model.cities.join(", ")}; include the city or a ZIP code of one of them`, { field: "address" });
      }
      const range = rangeOf(records.filter((r) => (canonicalCity(r.city) ?? r.city) === city));
      refuseOutside(ctx, city, range, args);
      const property_type = args.property_type;
      const e = estimateRent(model, { city, zip: place.zip, bedrooms: args.bedrooms, bathrooms: args.bathrooms, square_feet: args.square_feet, property_type });
      const comparables = records.filter((r) => (canonicalCity(r.city) ?? r.city) === city && Math.abs(r.bedrooms - args.bedrooms) <= 1).length;
      const outside = outsideNotes(range, args);
      // Outside the listings' sizes the band is widened: twice the data's spread around the estimate.
      const [low, high] = outside.length ? [Math.round(e.rent - 2 * (e.rent - e.low)), Math.round(e.high + (e.high - e.rent))] : [e.low, e.high];
      const notes = [
        `Basis: ${comparables} comparable listings in ${city} (within one bedroom); the ${city} listings span ${range.beds[0]}–${range.beds[1]} bedrooms and ${range.sqft[0]}–${range.sqft[1]} sq ft, listed ${range.dates[0]} to ${range.dates[1]}.`,
        ...outside,
        "Automated estimate, not an appraisal: a least-squares model of rent on bedrooms, bathrooms, square feet, city, ZIP and kind of unit; condition and finishes are ignored.",
        `The range is the 10th–90th percentile of the model's errors on the ${model.rows} listings it was fitted on.`,
        ...(e.kindUnseen ? [`No listing of kind ${property_type} is in the data: it was estimated as a detached ADU.`] : []),
        ...(e.zipUsed ? [] : [place.zip ? `No listing in ZIP ${place.zip}: the city level was used.` : "No ZIP code given: the city level was used."]),
        ...(sample ? ["Fitted on the documented sample listings shipped with the service, not on live market data."] : []),
      ];
      return { monthly_rent_usd: e.rent, low_usd: Math.max(0, low), high_usd: high, comparables_count: comparables, disclaimer: notes.join(" "), sample };
    },
  };
}

type Range = { beds: [number, number]; sqft: [number, number]; dates: [string, string] };
type Size = { bedrooms: number; square_feet: number };

/** The sizes and listing dates of a city's listings: what an estimate there can rest on. */
function rangeOf(rows: readonly RentalRecord[]): Range {
  const beds = rows.map((r) => r.bedrooms);
  const sqft = rows.flatMap((r) => (r.square_feet === null ? [] : [r.square_feet]));
  const dates = rows.map((r) => r.listed_at.slice(0, 10)).sort();
  return { beds: [Math.min(...beds), Math.max(...beds)], sqft: [Math.min(...sqft), Math.max(...sqft)], dates: [dates[0]!, dates.at(-1)!] };
}

/**
 * Far outside the listings the model was fitted on, there is no estimate: more than one bedroom
 * beyond them, or a size more than half again beyond them (a 10-bedroom, 5,000 sq ft unit used to
 * get a figure with a 4 % band from 0 comparables).
 */
function refuseOutside(ctx: { invalid(i: { path: string; message: string }): Error }, city: string, r: Range, q: Size): void {
  if (q.bedrooms > r.beds[1] + 1 || q.bedrooms < r.beds[0] - 1) {
    throw ctx.invalid({ path: "/bedrooms", message: `${q.bedrooms} bedrooms is far outside the ${city} listings the estimate rests on (${r.beds[0]}–${r.beds[1]} bedrooms): no estimate is given` });
  }
  if (q.square_feet > r.sqft[1] * 1.5 || q.square_feet < r.sqft[0] / 1.5) {
    throw ctx.invalid({ path: "/square_feet", message: `${q.square_feet} sq ft is far outside the ${city} listings the estimate rests on (${r.sqft[0]}–${r.sqft[1]} sq ft): no estimate is given` });
  }
}

/** What the disclaimer says when the unit lies outside the listings' range (then the band is widened). */
function outsideNotes(r: Range, q: Size): string[] {
  const out: string[] = [];
  if (q.bedrooms < r.beds[0] || q.bedrooms > r.beds[1]) out.push(`${q.bedrooms} bedrooms`);
  if (q.square_feet < r.sqft[0] || q.square_feet > r.sqft[1]) out.push(`${q.square_feet} sq ft`);
  return out.length ? [`Outside the range of the listings (${out.join(", ")}): an extrapolation, so the range was widened to twice the data's spread.`] : [];
}
