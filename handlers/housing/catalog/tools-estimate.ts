import type { HousingCatalogHandlers } from "../../../generated/housing/server";
import { canonicalCity, cityNamedIn, freeTextKey } from "./address";
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
      const property_type = args.property_type;
      const e = estimateRent(model, { city, zip: place.zip, bedrooms: args.bedrooms, bathrooms: args.bathrooms, square_feet: args.square_feet, property_type });
      const comparables = records.filter((r) => (canonicalCity(r.city) ?? r.city) === city && Math.abs(r.bedrooms - args.bedrooms) <= 1).length;
      const notes = [
        "Automated estimate, not an appraisal: a least-squares model of rent on bedrooms, bathrooms, square feet, city, ZIP and kind of unit; condition and finishes are ignored.",
        `The range is the 10th–90th percentile of the model's errors on the ${model.rows} listings it was fitted on.`,
        ...(e.kindUnseen ? [`No listing of kind ${property_type} is in the data: it was estimated as a detached ADU.`] : []),
        ...(e.zipUsed ? [] : [place.zip ? `No listing in ZIP ${place.zip}: the city level was used.` : "No ZIP code given: the city level was used."]),
        ...(sample ? ["Fitted on the documented sample listings shipped with the service, not on live market data."] : []),
      ];
      return { monthly_rent_usd: e.rent, low_usd: e.low, high_usd: e.high, comparables_count: comparables, disclaimer: notes.join(" "), sample };
    },
  };
}
