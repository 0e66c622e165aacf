import type { HousingCatalogHandlers } from "../../../generated/housing/server";
import type { GetRentalOutput, RentalSummary } from "../../../generated/housing/types";
import { permitNote, permitVerification } from "./evidence";
import { newestFirst, publishedAddress, type Rental, type RentalCatalog } from "./listings";

type Tools = Pick<HousingCatalogHandlers, "search_rentals" | "get_rental">;

const pets = { allowed: true, not_allowed: false, unstated: null } as const;

function summary(catalog: RentalCatalog, r: Rental): RentalSummary {
  const l = r.record;
  return {
    id: l.id, title: l.title, address: publishedAddress(l), city: l.city, zip: l.zip, monthly_rent_usd: l.price,
    bedrooms: l.bedrooms, bathrooms: l.bathrooms, square_feet: l.square_feet, property_type: l.property_type,
    furnished: l.furnished, pets_allowed: pets[l.pets], available_from: l.available_from, published_at: l.listed_at,
    status: l.status, permit_verified: r.permit_verified, tenant_pays_service_fee: l.tenant_pays_service_fee,
    url: catalog.listingUrl(l.id), sample: r.sample, permit_note: permitNote(r, catalog.permitsSample),
  };
}

/** search_rentals and get_rental over the loaded catalog (listings.ts holds the filter rules). */
export function rentalTools(catalog: RentalCatalog): Tools {
  return {
    async search_rentals(args, ctx) {
      if (args.min_price !== undefined && args.max_price !== undefined && args.min_price > args.max_price) {
        throw ctx.error("invalid_range", `min_price (${args.min_price}) is greater than max_price (${args.max_price})`, { fields: ["min_price", "max_price"] });
      }
      const after = ctx.cursors.decode<{ listed_at: string; id: string }>(args.cursor);
      const { cursor: _cursor, limit, ...filters } = args;
      let found = catalog.rentals(filters);
      if (after) found = found.filter((r) => newestFirst(r.record, { ...r.record, ...after }) > 0);
      const page = found.slice(0, limit);
      const last = page.at(-1);
      const more = found.length > limit && last !== undefined;
      return {
        listings: page.map((r) => summary(catalog, r)),
        next_cursor: more ? ctx.cursors.encode({ listed_at: last.record.listed_at, id: last.record.id }) : null,
        hint: page.length === 0 && !after ? emptyHint(args) : null,
      };
    },

    async get_rental(args, ctx) {
      const r = catalog.rental(args.id);
      if (!r) throw ctx.error("not_found", `No rental listing with id ${args.id} (search_rentals lists the ids)`, { field: "id" });
      const l = r.record;
      const out: GetRentalOutput = {
        ...summary(catalog, r),
        description: l.description,
        amenities: [...l.amenities],
        images: catalog.imagesOf(r),
        permit_number: r.permit?.record.permit_number ?? null,
        permit_verification: permitVerification(r),
        tour_request_url: `${catalog.listingUrl(l.id)}/tour`,
      };
      return out;
    },
  };
}

/** What to try when nothing matched (document 002 D, part 7): widen the price range, drop the city. */
function emptyHint(args: { city?: string; zip?: string; min_price?: number; max_price?: number; permit_verified_only: boolean }): string {
  const tips: string[] = [];
  if (args.min_price !== undefined || args.max_price !== undefined) tips.push("widen the price range (min_price/max_price)");
  if (args.city !== undefined || args.zip !== undefined) tips.push(`drop the ${args.city !== undefined ? "city" : "zip"} filter`);
  if (!tips.length) tips.push("widen the price range or drop the city filter", "relax the other filters");
  if (args.permit_verified_only) tips.push("set permit_verified_only to false to include units not matched to a permit record");
  return `No rental matched. Try to ${tips.join(", or ")}.`;
}
