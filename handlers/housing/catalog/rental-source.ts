import MiniSearch from "minisearch";
import type { FetchedDocument, SearchSource } from "../support/sources";
import { CITY_NAMES } from "./address";
import { permitNote } from "./evidence";
import { publishedAddress, type Rental, type RentalCatalog } from "./listings";

interface RentalDoc {
  id: string;
  title: string;
  place: string;
  body: string;
}

const KIND: Record<string, string> = {
  single_family_adu_detached: "detached ADU backyard cottage",
  single_family_adu_attached: "attached ADU",
  single_family_adu_internal: "internal ADU conversion JADU",
  single_family_front_house: "front house",
};

/**
 * The `rental:` source of search/fetch: available listings (leased ones are left out, as in
 * search_rentals), indexed by title, place (address, city and its other names, ZIP) and body
 * (description, amenities, kind, bedrooms). Built from the catalog, and brought up to date with
 * it (listings people publish) before a search when the catalog's version changed.
 */
export function rentalSource(catalog: RentalCatalog): SearchSource {
  const index = new MiniSearch<RentalDoc>({
    fields: ["title", "place", "body"],
    searchOptions: { boost: { title: 2, place: 2 }, prefix: (term) => term.length > 2, fuzzy: (term) => (term.length > 5 ? 0.2 : 0) },
  });
  let indexed = new Set<string>();
  let version = -1;
  // Brings the index up to the catalog's listings (published ones come and go) before a search.
  const sync = () => {
    if (version === catalog.version()) return;
    const now = new Map(catalog.all().filter((r) => r.record.status === "available").map((r) => [r.record.id, r]));
    for (const id of indexed) if (!now.has(id)) index.discard(id);
    for (const [id, r] of now) if (!indexed.has(id)) index.add(doc(r)); // a published listing is not edited afterwards
    indexed = new Set(now.keys());
    version = catalog.version();
  };
  return {
    prefix: "rental",
    search(query, limit) {
      sync();
      return index.search(query).slice(0, limit).map((hit) => {
        const r = catalog.rental(String(hit.id))!;
        return { id: `rental:${r.record.id}`, title: r.record.title, url: catalog.listingUrl(r.record.id), score: hit.score, sample: r.sample };
      });
    },
    fetch(id) {
      const r = catalog.rental(id);
      return r && fetched(catalog, r);
    },
  };
}

function doc(r: Rental): RentalDoc {
  const l = r.record;
  const beds = l.bedrooms === 0 ? "studio" : `${l.bedrooms} bedroom ${l.bedrooms} bed ${l.bedrooms}br`;
  return {
    id: l.id,
    title: l.title,
    place: [publishedAddress(l), ...(CITY_NAMES[l.city] ?? [l.city]), l.zip].join(" "),
    body: [l.description, l.amenities.join(" "), KIND[l.property_type] ?? l.property_type, beds, l.furnished ? "furnished" : "", l.pets === "allowed" ? "pets allowed pet friendly" : ""].join(" "),
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
