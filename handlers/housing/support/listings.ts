/**
 * The contract between the rentals catalog (handlers/housing/catalog, which owns the data and the
 * search rules) and the areas that act on listings: the signed-in person's tools and alerts
 * (handlers/housing/person) and the browser pages (handlers/housing/pages). index.ts builds one
 * `ListingCatalog` and hands it to both.
 */
export interface ListingRef {
  /** The listing's UUID (the `id` of search_rentals/get_rental). */
  id: string;
  title: string;
  address: string;
  city: string;
  zip: string;
  /** IANA time zone of the listing (tour times are read in it), e.g. `America/Los_Angeles`. */
  timezone: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  /** `available` or `leased`. */
  status: "available" | "leased";
  /** ISO time the listing was published (newest first; alerts look for listings after a mark). */
  listed_at: string;
  permit_verified: boolean;
  /** Public URL of the listing page. */
  url: string;
  /** Who answers inquiries and tours: a signed-in person is identified by this e-mail (the auth subject). */
  landlord: { name: string; email: string };
  /** True when any fact about the listing comes from sample data: the listing itself or the permit record it matched (docs/housing.md). */
  sample: boolean;
  /** What the permit status rests on, in one sentence (catalog/evidence.ts): show it wherever the status is shown. */
  permit_note: string;
  /** True for a listing a person published on the pages (not from the listing data). */
  published: boolean;
}

/** The filters of search_rentals (and of a saved alert search), all optional. */
export interface ListingFilters {
  city?: string;
  zip?: string;
  min_price?: number;
  max_price?: number;
  bedrooms_min?: number;
  bathrooms_min?: number;
  available_by?: string;
  furnished?: boolean;
  pets_allowed?: boolean;
  property_type?: string;
  permit_verified_only?: boolean;
  include_leased?: boolean;
}

export interface ListingCatalog {
  get(id: string): ListingRef | undefined;
  /** Every listing matching the filters (same rules as search_rentals), newest first. */
  matching(filters: ListingFilters): ListingRef[];
  /** Listings owned by a landlord (by e-mail, case-insensitive), newest first. */
  ownedBy(email: string): ListingRef[];
  /**
   * Re-reads the listings people published (the alert round calls it first, so a publication in
   * another process that this one has not reloaded yet is not passed over).
   */
  refresh(): Promise<void>;
  /**
   * The contact a permit record names (the claim page e-mails the proof code there) and whether
   * the record is sample data; undefined when no record has that number in that city.
   */
  permitContact(city: string, permitNumber: string): { email: string | undefined; sample: boolean } | undefined;
}
