import type { ListingCatalog, ListingFilters, ListingRef } from "../support/listings";
import { canonicalCity, structuredKey } from "./address";
import { loadRentalsData, type RentalRecord } from "./data";
import { createPermitIndex, type PermitIndex, type PermitMatch } from "./permits";
import { permitNote } from "./evidence";
import type { PublishedListing } from "./published";

/** One listing with everything the catalog tools show about it. */
export interface Rental {
  record: RentalRecord;
  /** The permit record the match rule found for the unit (finaled or not), if any. */
  permit: PermitMatch | undefined;
  permit_verified: boolean;
  /** True when any fact shown about the listing comes from sample data (the listing or its permit record). */
  sample: boolean;
  /** Set for a listing a person published on the pages: whether they proved a claim of its permit record. */
  published?: { proven: boolean };
}

export interface RentalCatalog extends ListingCatalog {
  rental(id: string): Rental | undefined;
  /** Listings matching the filters, newest first (the rules of `matching`). */
  rentals(filters: ListingFilters): Rental[];
  /** Every listing, newest first (the rent model and the search index read these). */
  all(): readonly Rental[];
  /** Replaces the listings people published (published.ts; the sample listings stay). */
  setPublished(listings: readonly PublishedListing[]): void;
  /** The published listings' loader (sync.ts sets it once started; until then there is nothing to re-read). */
  refresh: () => Promise<void>;
  /** Counts setPublished calls: the search index re-syncs when it changes. */
  version(): number;
  /** Image URLs of a listing: the data's, then the photos its owner uploaded. */
  imagesOf(r: Rental): string[];
  permits: PermitIndex;
  /** True when the building department records are sample data. */
  permitsSample: boolean;
  /** Public URL of a listing page (the host's base URL is only known once it listens). */
  listingUrl(id: string): string;
}

export interface CatalogOptions {
  /** The host's public base URL, e.g. `env.baseUrl`. */
  baseUrl: () => string;
}

/** Newest first; the id breaks ties so pages never overlap. */
export function newestFirst(a: RentalRecord, b: RentalRecord): number {
  return b.listed_at.localeCompare(a.listed_at) || a.id.localeCompare(b.id);
}

/**
 * Loads data/housing/rentals (validated), matches every listing against the permit records and
 * answers the ListingCatalog contract (support/listings.ts) for the person tools and pages. The
 * listings people publish join through `setPublished` (published.ts, kept current by sync.ts).
 */
export function createListingCatalog(dataDir: string, options: CatalogOptions): RentalCatalog {
  const data = loadRentalsData(dataDir);
  const permits = createPermitIndex(data.permits);
  const samples = data.listings.map((record): Rental => {
    const permit = permits.match(structuredKey(record));
    return { record, permit, permit_verified: permit?.finaled === true, sample: data.listingsAbout.sample || permit?.sample === true };
  });
  let rentals = [...samples].sort(byNewest);
  let byId = new Map(rentals.map((r) => [r.record.id.toLowerCase(), r]));
  let photos = new Map<string, string[]>();
  let version = 0;
  const permitsSample = data.permits.some((f) => f.about.sample);
  const base = () => options.baseUrl().replace(/\/$/, "");
  const listingUrl = (id: string) => `${base()}/housing/rentals/${id}`;
  const ref = (r: Rental): ListingRef => ({
    id: r.record.id, title: r.record.title, address: publishedAddress(r.record), city: r.record.city, zip: r.record.zip,
    timezone: r.record.timezone, price: r.record.price, bedrooms: r.record.bedrooms, bathrooms: r.record.bathrooms,
    status: r.record.status, listed_at: r.record.listed_at, permit_verified: r.permit_verified, url: listingUrl(r.record.id),
    landlord: { ...r.record.landlord }, sample: r.sample, permit_note: permitNote(r, permitsSample), published: r.published !== undefined,
  });
  const filtered = (filters: ListingFilters) => rentals.filter((r) => keeps(r, filters));
  return {
    get: (id) => {
      const r = byId.get(id.toLowerCase());
      return r && ref(r);
    },
    matching: (filters) => filtered(filters).map(ref),
    ownedBy: (email) => rentals.filter((r) => r.record.landlord.email.toLowerCase() === email.trim().toLowerCase()).map(ref),
    rental: (id) => byId.get(id.toLowerCase()),
    rentals: filtered,
    all: () => rentals,
    setPublished(listings) {
      // A sample id wins over a published one (ids are random UUIDs: they never meet in practice).
      const sampleIds = new Set(samples.map((r) => r.record.id.toLowerCase()));
      const fresh = listings.filter((p) => !sampleIds.has(p.rental.record.id.toLowerCase()));
      rentals = [...samples, ...fresh.map((p) => p.rental)].sort(byNewest);
      byId = new Map(rentals.map((r) => [r.record.id.toLowerCase(), r]));
      photos = new Map(fresh.map((p) => [p.rental.record.id, p.photos]));
      version++;
    },
    version: () => version,
    refresh: async () => undefined,
    imagesOf: (r) => [...r.record.images, ...(photos.get(r.record.id) ?? []).map((id) => `${base()}/housing/photos/${id}`)],
    permits,
    permitsSample,
    permitContact: (city, permitNumber) => {
      const m = permits.byPermitNumber(city, permitNumber);
      return m && { email: m.record.contact_email, sample: m.sample };
    },
    listingUrl,
  };
}

const byNewest = (a: Rental, b: Rental): number => newestFirst(a.record, b.record);

/** The address as published: street line and unit, e.g. `4541 30th St, Unit ADU`. */
export function publishedAddress(record: RentalRecord): string {
  return record.unit ? `${record.address}, Unit ${record.unit}` : record.address;
}

/**
 * The filters of search_rentals (document 002 D, part 4). Absent filters keep everything;
 * `permit_verified_only` defaults to true and `include_leased` to false. `pets_allowed: true`
 * also keeps unstated policies, `false` keeps only units that state no pets. A filter on a field
 * the listing leaves unstated (furnished, availability date) drops the listing.
 */
function keeps(r: Rental, f: ListingFilters): boolean {
  const l = r.record;
  if ((f.permit_verified_only ?? true) && !r.permit_verified) return false;
  if (!(f.include_leased ?? false) && l.status === "leased") return false;
  if (f.city !== undefined && (canonicalCity(f.city) ?? f.city.trim().toLowerCase()) !== (canonicalCity(l.city) ?? l.city.toLowerCase())) return false;
  if (f.zip !== undefined && f.zip !== l.zip) return false;
  if (f.min_price !== undefined && l.price < f.min_price) return false;
  if (f.max_price !== undefined && l.price > f.max_price) return false;
  if (f.bedrooms_min !== undefined && l.bedrooms < f.bedrooms_min) return false;
  if (f.bathrooms_min !== undefined && l.bathrooms < f.bathrooms_min) return false;
  if (f.available_by !== undefined && (l.available_from === null || l.available_from > f.available_by)) return false;
  if (f.furnished !== undefined && l.furnished !== f.furnished) return false;
  if (f.pets_allowed === true && l.pets === "not_allowed") return false;
  if (f.pets_allowed === false && l.pets !== "not_allowed") return false;
  return f.property_type === undefined || f.property_type === l.property_type;
}
