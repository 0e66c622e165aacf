import type { FetchedDocument, SearchDocument, SearchSource } from "../support/sources";
import { CITY_NAMES } from "./address";
import { permitNote } from "./evidence";
import { publishedAddress, type Rental, type RentalCatalog } from "./listings";

const KIND: Record<string, string> = {
  single_family_adu_detached: "detached ADU backyard cottage",
  single_family_adu_attached: "attached ADU",
  single_family_adu_internal: "internal ADU conversion JADU",
  single_family_front_house: "front house",
};

/**
 * The `rental:` source of search/fetch: available listings (leased ones are left out, as in
 * search_rentals) as documents with title, place (address, city and its other names, ZIP) and body
 * (kind, description, amenities, bedrooms). `version` follows the catalog's, so listings people
 * publish are indexed at the next search.
 */
export function rentalSource(catalog: RentalCatalog): SearchSource {
  return {
    prefix: "rental",
    version: () => catalog.version(),
    documents() {
      return catalog
        .all()
        .filter((r) => r.record.status === "available")
        .map((r) => doc(catalog, r));
    },
    fetch(id) {
      const r = catalog.rental(id);
      return r && fetched(catalog, r);
    },
  };
}

function doc(catalog: RentalCatalog, r: Rental): SearchDocument {
  const l = r.record;
  const beds = l.bedrooms === 0 ? "studio" : `${l.bedrooms} bedroom`;
  return {
    id: `rental:${l.id}`,
    title: l.title,
    url: catalog.listingUrl(l.id),
    sample: r.sample,
    place: [publishedAddress(l), ...(CITY_NAMES[l.city] ?? [l.city]), l.zip].join(" "),
    body: ["rental listing for rent", KIND[l.property_type] ?? l.property_type, beds, l.description, l.amenities.join(" "), l.furnished ? "furnished" : "", l.pets === "allowed" ? "pets allowed pet friendly" : ""].join(" "),
  };
}

function fetched(catalog: RentalCatalog, r: Rental): FetchedDocument {
  const l = r.record;
  const pets = { allowed: "allowed", not_allowed: "not allowed", unstated: "not stated" }[l.pets];
  const permit = permitNote(r, catalog.permitsSample);
  const text = [
    `${l.title}`,
    `${publishedAddress(l)}, ${l.city} ${l.zip}`,
    `$${l.price} per month · ${l.bedrooms === 0 ? "studio" : `${l.bedrooms} bd`} · ${l.bathrooms} ba${l.square_feet ? ` · ${l.square_feet} sq ft` : ""} · ${l.status}`,
    `Available from: ${l.available_from ?? "not stated"} · Furnished: ${l.furnished === null ? "not stated" : l.furnished ? "yes" : "no"} · Pets: ${pets}`,
    `Amenities: ${l.amenities.join(", ") || "none listed"}`,
    l.tenant_pays_service_fee ? "The tenant pays a service fee." : "No service fee for the tenant.",
    permit,
    "",
    l.description,
    "",
    r.published ? `Published by a person on this service${r.sample ? "; its permit record is sample data" : ""}.` : r.sample ? "Sample listing: documented sample data shipped with the service (invented address, landlord and price), not a live listing." : "Listing from the listing data the operator configured.",
  ].join("\n");
  return {
    id: `rental:${l.id}`,
    title: l.title,
    text,
    url: catalog.listingUrl(l.id),
    metadata: {
      kind: "rental", listing_id: l.id, city: l.city, zip: l.zip, monthly_rent_usd: l.price, bedrooms: l.bedrooms, bathrooms: l.bathrooms,
      square_feet: l.square_feet, property_type: l.property_type, status: l.status, published_at: l.listed_at,
      permit_verified: r.permit_verified, permit_number: r.permit?.record.permit_number ?? null, sample: r.sample,
    },
  };
}
