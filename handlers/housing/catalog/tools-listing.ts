import type { Clock } from "mcpforge/runtime";
import type { HousingCatalogHandlers } from "../../../generated/housing/server";
import type { StartListingInput } from "../../../generated/housing/types";
import { freeTextKey } from "./address";
import { signClaimToken, type ListingPrefill } from "./claim-token";
import type { RentalCatalog } from "./listings";

type Tools = Pick<HousingCatalogHandlers, "start_listing">;

export interface ListingLinkOptions {
  catalog: RentalCatalog;
  baseUrl: () => string;
  claimKey: Buffer;
  claimLinkTtlHours: number;
  clock: Clock;
}

/**
 * start_listing: the address is checked against the permit records under the match rule. A
 * finaled record found → a signed claim link (`/housing/claim/<token>`, the claim page publishes
 * the listing permit-verified); otherwise → the listing form prefilled with what was given
 * (`/housing/listings/new?…`). Nothing is created and no one is asked for a permit number.
 */
export function listingTools(o: ListingLinkOptions): Tools {
  return {
    async start_listing(args) {
      const base = o.baseUrl().replace(/\/$/, "");
      const prefill = prefillOf(args);
      const found = args.address ? o.catalog.permits.match(freeTextKey(args.address)) : undefined;
      if (found?.finaled && args.address) {
        const exp = Math.floor(o.clock.now().getTime() / 1000) + o.claimLinkTtlHours * 3600;
        const token = signClaimToken(o.claimKey, { v: 1, city: found.city, permit_number: found.record.permit_number, address: args.address, listing: prefill, exp });
        return { link_kind: "claim_permit_record", permit_record_found: true, url: `${base}/housing/claim/${token}`, sample: found.sample };
      }
      const query = new URLSearchParams();
      if (args.address) query.set("address", args.address);
      for (const [k, v] of Object.entries(prefill)) query.set(k, String(v));
      const qs = query.toString();
      return { link_kind: "prefilled_form", permit_record_found: found !== undefined, url: `${base}/housing/listings/new${qs ? `?${qs}` : ""}`, sample: o.catalog.permitsSample };
    },
  };
}

function prefillOf(args: StartListingInput): ListingPrefill {
  const out: ListingPrefill = {};
  const keys = ["name", "description", "price", "bedrooms", "bathrooms", "square_feet", "property_type", "available_from"] as const;
  for (const k of keys) if (args[k] !== undefined) (out as Record<string, unknown>)[k] = args[k];
  return out;
}
