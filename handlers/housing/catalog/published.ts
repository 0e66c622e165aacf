import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Storage } from "mcpforge/platform/storage";
import type { PageTables } from "../pages/migrations";
import type { Draft, PersonStore } from "../person/store";
import type { PersonTables } from "../person/store/tables";
import { canonicalCity, cityNamedIn, freeTextKey } from "./address";
import { PROPERTY_TYPES, type PropertyType, type RentalRecord } from "./data";
import type { Rental } from "./listings";
import type { PermitIndex, PermitMatch } from "./permits";

/**
 * Listings people published (docs/housing.md, "Published listings"): every published draft of the
 * person store becomes a catalog listing beside the sample ones. The landlord is the publishing
 * person (their e-mail, the auth subject), so inquiries, tours and the landlord inbox reach them.
 * `permit_verified` needs a finaled permit record matching the published address **and** a proven
 * claim of that record by this person (a code e-mailed to the record's contact, pages/claim.ts);
 * otherwise it is an unverified listing and shows no permit record at all. `sample` is true when
 * the record it was verified against is one of the shipped sample records.
 */
export interface PublishedListing {
  rental: Rental;
  /** Ids of the photos uploaded on the draft page (served at `/housing/photos/<id>` once published). */
  photos: string[];
}

/** Time zones of the covered cities; elsewhere the ZIP code's first digit decides (approximate, documented). */
const CITY_ZONE: Record<string, string> = { "Los Angeles": "America/Los_Angeles", "San Diego": "America/Los_Angeles", "San Francisco": "America/Los_Angeles", "New York": "America/New_York" };
const ZIP_ZONE = ["America/New_York", "America/New_York", "America/New_York", "America/New_York", "America/New_York", "America/Chicago", "America/Chicago", "America/Chicago", "America/Denver", "America/Los_Angeles"];

/** The name shown for a person who published a listing (their e-mail address is never shown). */
export const OWNER_NAME = "The owner";

/** Reads the published drafts, the permit claims and the photos, and turns them into listings. */
export async function loadPublished(storage: Storage, person: PersonStore, permits: PermitIndex, logger: Logger): Promise<PublishedListing[]> {
  const drafts = await person.listPublished();
  if (!drafts.length) return [];
  const db = storage.kysely<PageTables & PersonTables>() as Kysely<PageTables & PersonTables>;
  const claimRows = await db.selectFrom("housing_page_claims").select(["record_key", "person", "proven_at"]).execute();
  const claims: Claims = new Map(claimRows.map((c) => [c.record_key, { person: c.person, proven: c.proven_at !== null }]));
  const photos = new Map<string, string[]>();
  const rows = await db.selectFrom("housing_page_photos").select(["id", "draft_id"]).where("draft_id", "in", (q) => q.selectFrom("housing_person_drafts").select("id").where("status", "=", "published")).orderBy("created_at").orderBy("id").execute();
  for (const p of rows) photos.set(p.draft_id, [...(photos.get(p.draft_id) ?? []), p.id]);
  return drafts.flatMap((d) => {
    try {
      return [{ rental: publishedRental(d, permits, claims), photos: photos.get(d.id) ?? [] }];
    } catch (err) {
      // One unreadable draft must not keep every other published listing out.
      logger.warn({ err, draft: d.id }, "housing published listing left out: its draft could not be read as a listing");
      return [];
    }
  });
}

/** The claim page's key of a permit record (pages/claim.ts): `<city lower-cased>|<permit number>`. */
export const claimKeyOf = (m: PermitMatch): string => `${m.city.toLowerCase()}|${m.record.permit_number}`;

/** Claimed permit records by claim key: who holds the claim and whether it was proven. */
export type Claims = ReadonlyMap<string, { person: string; proven: boolean }>;

/** One published draft as a catalog listing; `claims` maps a claimed record's key to its claim. */
export function publishedRental(d: Draft, permits: PermitIndex, claims: Claims): Rental {
  const text = d.fields.address;
  const key = freeTextKey(text);
  const parts = splitAddress(text);
  const city = key.city ?? canonicalCity(parts.city) ?? parts.city ?? cityNamedIn(text) ?? "Not stated";
  const zip = key.zip ?? /\b(\d{5})(?:-\d{4})?\s*$/.exec(text)?.[1] ?? "";
  const match = permits.match(key);
  const claim = match && claims.get(claimKeyOf(match));
  const proven = claim !== undefined && claim.proven && claim.person === d.person;
  const verified = match?.finaled === true && proven;
  const record: RentalRecord = {
    id: d.id,
    title: d.fields.name,
    description: d.fields.description ?? "",
    address: parts.street,
    unit: null,
    city,
    zip,
    timezone: CITY_ZONE[city] ?? ZIP_ZONE[Number(zip[0] ?? 9)] ?? "America/Los_Angeles",
    price: d.fields.price,
    bedrooms: d.fields.bedrooms ?? 0,
    bathrooms: d.fields.bathrooms ?? 0,
    square_feet: d.fields.square_feet ?? null,
    property_type: (PROPERTY_TYPES as readonly string[]).includes(d.fields.property_type ?? "") ? (d.fields.property_type as PropertyType) : "other",
    furnished: null,
    pets: "unstated",
    available_from: d.fields.available_from ?? null,
    listed_at: new Date(d.published_at ?? d.updated_at).toISOString(),
    status: "available",
    amenities: [],
    images: [],
    tenant_pays_service_fee: false,
    landlord: { name: OWNER_NAME, email: d.person },
  };
  return { record, permit: verified ? match : undefined, permit_verified: verified, sample: verified && match.sample, published: { proven } };
}

const STATE_ZIP = /^([A-Za-z]{2}|california|new york)?\s*(\d{5}(-\d{4})?)?$/i;

/**
 * Splits a typed address at its commas: `4541 30th St, Unit ADU, San Diego, CA 92104` → street
 * `4541 30th St, Unit ADU`, city `San Diego`. Trailing state/ZIP parts are dropped; the part before
 * them is the city when it has no digit and is not a unit (`Oakland, CA 94607` → `Oakland`).
 */
export function splitAddress(text: string): { street: string; city: string | undefined } {
  const parts = text.split(",").map((p) => p.trim()).filter(Boolean);
  while (parts.length > 1 && STATE_ZIP.test(parts.at(-1)!)) parts.pop();
  const last = parts.at(-1)!;
  const isCity = parts.length > 1 && (canonicalCity(last) !== undefined || (!/\d/.test(last) && !/^(unit|apt|apartment|suite|ste|#|adu|jadu|rear|basement|garden)\b/i.test(last)));
  return isCity ? { street: parts.slice(0, -1).join(", "), city: last } : { street: parts.join(", "), city: undefined };
}
