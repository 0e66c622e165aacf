// Writes the sample rentals and permit records of data/housing/rentals, and the parcels of the Los
// Angeles and San Diego listings into data/housing/parcels (seeded, deterministic):
//   node data/housing/rentals/make-sample.mjs
// Everything here is invented sample data (no open dataset of ADU rentals exists): the streets and
// ZIP codes are real, the house numbers, people, prices and permit numbers are not.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { permitsForListings, writeListingParcels } from "./world.mjs";

const dir = new URL(".", import.meta.url).pathname;
let seed = 20261124;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (a) => a[Math.floor(rnd() * a.length)];
const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const uuid = (s) => {
  const h = createHash("sha256").update(s).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${"89ab"[parseInt(h[16], 16) % 4]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

const CITIES = {
  "Los Angeles": {
    n: 28, tz: "America/Los_Angeles", base: 1450, sqft: 2.1, file: "permits-los-angeles.json",
    source: "Los Angeles Department of Building and Safety (LADBS) permit records",
    streets: [["W 36th St", "90007"], ["S Hoover St", "90007"], ["S Cochran Ave", "90019"], ["W 20th St", "90018"], ["Echo Park Ave", "90026"], ["Lemoyne St", "90026"], ["N Figueroa St", "90042"], ["Monte Vista St", "90042"], ["Cypress Ave", "90065"], ["Vineland Ave", "91601"], ["Riverton Ave", "91602"], ["Eagle Rock Blvd", "90041"]],
    permit: () => `${int(19, 24)}0${int(10, 44)}-${pick(["10000", "20000", "30000"])}-${String(int(1000, 99999)).padStart(5, "0")}`,
    finaled: "Permit Finaled", open: "Issued",
  },
  "San Diego": {
    n: 20, tz: "America/Los_Angeles", base: 1250, sqft: 1.9, file: "permits-san-diego.json",
    source: "City of San Diego Development Services Department approvals",
    streets: [["Utah St", "92104"], ["30th St", "92104"], ["Grim Ave", "92104"], ["Felton St", "92116"], ["Adams Ave", "92116"], ["Robinson Ave", "92103"], ["Voltaire St", "92107"], ["Cable St", "92107"], ["Orange Ave", "92115"]],
    permit: () => `PMT-${int(2100000, 3399999)}`,
    finaled: "Closed - Final", open: "Issued",
  },
  "San Francisco": {
    n: 20, tz: "America/Los_Angeles", base: 1750, sqft: 2.6, file: "permits-san-francisco.json",
    source: "San Francisco Department of Building Inspection (DBI) permit records",
    streets: [["Shotwell St", "94110"], ["Folsom St", "94110"], ["Onondaga Ave", "94112"], ["Ocean Ave", "94112"], ["Kirkham St", "94122"], ["27th Ave", "94122"], ["Santiago St", "94116"], ["34th Ave", "94116"], ["Girard St", "94134"]],
    permit: () => `20${int(19, 24)}${String(int(1, 12)).padStart(2, "0")}${String(int(1, 28)).padStart(2, "0")}${int(1000, 9999)}`,
    finaled: "complete", open: "issued",
  },
  "New York": {
    n: 20, tz: "America/New_York", base: 1650, sqft: 2.4, file: "permits-new-york.json",
    source: "NYC Department of Buildings (DOB NOW: Build) job filings",
    streets: [["115th St", "11419"], ["Liberty Ave", "11419"], ["Foch Blvd", "11434"], ["Victory Blvd", "10314"], ["Willowbrook Rd", "10314"], ["Flatlands Ave", "11236"], ["E 92nd St", "11236"], ["Lafayette Ave", "10465"]],
    permit: () => `${pick(["Q", "R", "B", "X"])}0${int(1000000, 1999999)}-I1`,
    finaled: "Signed-off", open: "Permit Entire",
  },
};
const TYPES = ["single_family_adu_detached", "single_family_adu_detached", "single_family_adu_detached", "single_family_adu_attached", "single_family_adu_internal", "single_family_front_house"];
const AMENITIES = ["in-unit laundry", "private entrance", "private yard", "off-street parking", "air conditioning", "dishwasher", "solar panels", "EV charger", "bike storage", "gas range", "skylights", "storage shed"];
const FIRST = ["Maria", "James", "Ana", "David", "Linh", "Robert", "Priya", "Carlos", "Grace", "Samuel", "Mei", "Daniel", "Fatima", "Kevin", "Rosa", "Thomas"];
const LAST = ["Gonzalez", "Nguyen", "Patel", "Kim", "Okafor", "Rossi", "Chen", "Martinez", "Cohen", "Silva", "Haddad", "Murphy"];
const UNITS = ["ADU", "B", "Rear", "2", "A"];

const listings = [];
const permits = {};
// The contact of a permit record whose unit is not listed (no RNG: the sequence stays as it was).
const owner = (permit) => `owner-${permit.toLowerCase().replace(/[^a-z0-9]/g, "")}@example.com`;
const day = (base, offset) => new Date(Date.parse(base) + offset * 86400000).toISOString().slice(0, 10);
let k = 0;
for (const [city, c] of Object.entries(CITIES)) {
  permits[city] = [];
  for (let i = 0; i < c.n; i++, k++) {
    const [street, zip] = pick(c.streets);
    const number = int(100, 4999);
    const unit = city === "New York" ? pick(["Basement", "Garden", "1F", "B"]) : pick(UNITS);
    const type = city === "New York" ? "single_family_adu_internal" : pick(TYPES);
    const bedrooms = pick([0, 1, 1, 1, 2, 2, 2, 3]);
    const bathrooms = bedrooms === 0 ? 1 : pick([1, 1, 1.5, 2]) + (bedrooms === 3 ? 0.5 : 0);
    const square_feet = bedrooms === 0 ? int(300, 460) : bedrooms === 1 ? int(450, 650) : bedrooms === 2 ? int(650, 950) : int(900, 1200);
    const price = Math.round((c.base + 520 * bedrooms + 180 * bathrooms + c.sqft * square_feet * (0.85 + 0.3 * rnd())) / 25) * 25;
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const landlord = { name, email: `${name.toLowerCase().replace(" ", ".")}@example.com` };
    // The contact on the permit record (a claim's code is e-mailed there): the listing's landlord
    // for the listed unit; a near miss is somebody else's unit, so its own owner.
    const fate = rnd(); // 0.70 finaled permit, 0.08 open permit, 0.08 near miss, rest no record
    const finaledDate = day("2021-01-15", int(0, 1380));
    if (fate < 0.7) permits[city].push({ permit_number: c.permit(), address: `${number} ${street}`, unit, zip, status: c.finaled, finaled_date: finaledDate, work: "New accessory dwelling unit", contact_email: landlord.email });
    else if (fate < 0.78) permits[city].push({ permit_number: c.permit(), address: `${number} ${street}`, unit, zip, status: c.open, finaled_date: null, work: "New accessory dwelling unit", contact_email: landlord.email });
    else if (fate < 0.86) {
      // Near misses the match rule must not take: the house next door, or another unit of the same house.
      const other = rnd() < 0.5;
      const permit_number = c.permit();
      permits[city].push({ permit_number, address: `${other ? number : number + 2} ${street}`, unit: other ? `${unit}2` : unit, zip, status: c.finaled, finaled_date: finaledDate, work: "New accessory dwelling unit", contact_email: owner(permit_number) });
    }
    const listed = new Date(Date.parse("2026-08-01T16:00:00Z") + int(0, 110) * 86400000 + int(0, 40000) * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
    const beds = bedrooms === 0 ? "Studio" : `${bedrooms}-bedroom`;
    const kind = type === "single_family_adu_internal" ? (city === "New York" ? "garden-level unit" : "converted garage unit") : type === "single_family_front_house" ? "front house" : type === "single_family_adu_attached" ? "attached ADU" : "backyard cottage";
    const am = [...new Set([pick(AMENITIES), pick(AMENITIES), pick(AMENITIES)])];
    listings.push({
      id: uuid(`listing-${k}`), title: `${beds} ${kind} on ${street}`,
      description: `${beds} ${kind} (${square_feet} sq ft) at ${number} ${street}, ${city}. ${am.join(", ")}. Sample listing: the address, landlord and price are invented.`,
      address: `${number} ${street}`, unit, city, zip, timezone: c.tz, price, bedrooms, bathrooms,
      square_feet: rnd() < 0.93 ? square_feet : null, property_type: type,
      furnished: rnd() < 0.15 ? null : rnd() < 0.25, pets: pick(["allowed", "allowed", "not_allowed", "unstated"]),
      available_from: rnd() < 0.1 ? null : day("2026-11-01", int(0, 90)), listed_at: listed,
      status: rnd() < 0.13 ? "leased" : "available", amenities: am, images: [],
      tenant_pays_service_fee: rnd() < 0.3, landlord,
    });
  }
  // Records of finished ADUs whose owners have not listed yet (start_listing finds these).
  for (let j = 0; j < 6; j++) {
    const [street, zip] = pick(c.streets);
    const permit_number = c.permit();
    permits[city].push({ permit_number, address: `${int(100, 4999)} ${street}`, unit: pick(UNITS), zip, status: c.finaled, finaled_date: day("2022-03-01", int(0, 1000)), work: "New accessory dwelling unit", contact_email: owner(permit_number) });
  }
}
listings.sort((a, b) => (a.listed_at < b.listed_at ? 1 : -1));
// One coherent world (world.mjs): a permit record for every listed unit, a parcel under every
// Los Angeles and San Diego listing.
permitsForListings(listings, permits, CITIES);
writeListingParcels(listings, join(dir, ".."));
const about = (what) => ({ origin: `Sample data written for mcpforge by data/housing/rentals/make-sample.mjs (seeded): ${what}. Street names and ZIP codes are real; house numbers, people, e-mails (example.com), prices and permit numbers are invented.`, licence: "CC0-1.0 (sample data of this repository)", sample: true });
writeFileSync(join(dir, "listings.json"), `${JSON.stringify({ about: { ...about("ADU rental listings in Los Angeles, San Diego, San Francisco and New York City; no open dataset of ADU rentals exists"), notes: "Listings carry no photos (images is empty): no openly licensed photos of these invented units exist." }, listings }, null, 2)}\n`);
for (const [city, c] of Object.entries(CITIES)) {
  writeFileSync(join(dir, c.file), `${JSON.stringify({ about: about(`building-department permit records in the shape of ${c.source}`), city, source: c.source, finaled_status: c.finaled, records: permits[city].sort((a, b) => a.permit_number.localeCompare(b.permit_number)) }, null, 2)}\n`);
}
console.log(listings.length, Object.values(permits).map((p) => p.length));
