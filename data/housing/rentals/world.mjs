// The second half of make-sample.mjs: makes the sample rentals one coherent world (issue 27, item 9).
//   - every listed unit has a permit record: a unit the first half gave none (or only a near miss
//     next door) gets an open record, "Issued" and not finaled, so it stays unverified;
//   - every Los Angeles and San Diego listing sits on a parcel of data/housing/parcels (the parcel
//     lookup covers those two counties only), written here after the hand-made fixture parcels.
// Its own seeded generator, so the listings and records of the first half stay as they were.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Marks the parcels this script writes; they are replaced on every run, the fixtures are kept. */
export const LISTING_PARCEL_NOTE = "Listing parcel: the lot of a sample rental listing (data/housing/rentals/make-sample.mjs).";

const COUNTY = {
  "Los Angeles": { county: "la", file: "los-angeles.json", origin: [-118.3, 34.05], zoning: "R1-1", agency: "Los Angeles Department of Building and Safety (LADBS)" },
  "San Diego": { county: "sd", file: "san-diego.json", origin: [-117.13, 32.75], zoning: "RS-1-7", agency: "City of San Diego Development Services Department" },
};
const R = 6371008.8; // metres, the sphere the fixture parcels use
const hash = (s) => createHash("sha256").update(s).digest();

const pad = (n, w) => String(n).padStart(w, "0");
/** Permit numbers in each department's format (as the first half writes them), from a hash. */
const PERMIT_NUMBER = {
  "Los Angeles": (h) => `${19 + (h[0] % 6)}0${10 + (h[1] % 35)}-${["10000", "20000", "30000"][h[2] % 3]}-${pad(1000 + (h.readUInt16BE(3) % 99000), 5)}`,
  "San Diego": (h) => `PMT-${2100000 + (h.readUInt32BE(0) % 1300000)}`,
  "San Francisco": (h) => `20${19 + (h[0] % 6)}${pad(1 + (h[1] % 12), 2)}${pad(1 + (h[2] % 28), 2)}${1000 + (h.readUInt16BE(3) % 9000)}`,
  "New York": (h) => `${"QRBX"[h[0] % 4]}0${1000000 + (h.readUInt32BE(1) % 1000000)}-I1`,
};

/** Adds an open record for every listed unit that has no record of its own. */
export function permitsForListings(listings, permits, cities) {
  const own = (l, r) => r.address === l.address && (r.unit ?? "") === (l.unit ?? "") && r.zip === l.zip;
  for (const l of listings) {
    if (permits[l.city].some((r) => own(l, r))) continue;
    const h = hash(`permit-${l.id}`);
    permits[l.city].push({ permit_number: PERMIT_NUMBER[l.city](h), address: l.address, unit: l.unit, zip: l.zip, status: cities[l.city].open, finaled_date: null, work: "New accessory dwelling unit", contact_email: l.landlord.email });
  }
}

/** Writes one parcel per Los Angeles and San Diego listing address into data/housing/parcels. */
export function writeListingParcels(listings, dataDir) {
  for (const [city, c] of Object.entries(COUNTY)) {
    const file = join(dataDir, "parcels", c.file);
    const doc = JSON.parse(readFileSync(file, "utf8"));
    const kept = doc.parcels.filter((p) => p.notes !== LISTING_PARCEL_NOTE);
    const taken = new Set(kept.map((p) => p.apn));
    const made = new Map();
    for (const l of listings.filter((x) => x.city === city)) {
      const where = `${l.address}|${l.zip}`;
      const parcel = made.get(where) ?? parcelOf(l, c, taken);
      if (l.property_type === "single_family_adu_detached" && !parcel.structures.some((s) => s.description === "detached ADU")) parcel.structures.push(structure(parcel, "detached ADU"));
      made.set(where, parcel);
    }
    const parcels = [...made.values()].map(({ frame, ...p }) => p);
    doc.parcels = [...kept, ...parcels.sort((a, b) => a.apn.localeCompare(b.apn))];
    writeFileSync(file, `${JSON.stringify(doc, null, 1)}\n`);
  }
}

function parcelOf(l, c, taken) {
  const h = hash(`parcel-${l.address}|${l.zip}`);
  let apn = apnOf(c.county, h);
  for (let i = 0; taken.has(apn); i++) apn = apnOf(c.county, hash(`${apn}-${i}`));
  taken.add(apn);
  // A rectangular interior lot, 40-60 ft wide and 120-150 ft deep, its front (edge 0) on the street.
  const width = 40 + (h[4] % 21);
  const depth = 120 + (h[5] % 31);
  const lon0 = c.origin[0] + ((h.readUInt16BE(6) / 65535) - 0.5) * 0.12;
  const lat0 = c.origin[1] + ((h.readUInt16BE(8) / 65535) - 0.5) * 0.08;
  const frame = { lon0, lat0, width, depth };
  const parcel = { apn, address: l.address, city: l.city, zip: l.zip, jurisdiction: l.city, permit_agency: c.agency, zoning: c.zoning, hillside: false, street_edges: [{ edge: 0, setback_ft: 20 }], lot: polygon(frame, 0, 0, width, depth), structures: [], notes: LISTING_PARCEL_NOTE, county: c.county, frame };
  parcel.structures.push(structure(parcel, "main house"));
  return parcel;
}

function structure(parcel, description) {
  const { width, depth } = parcel.frame;
  // The house 20 ft back from the front, 5 ft from each side; a detached ADU 6 ft from the rear.
  if (description === "main house") return { description, footprint: polygon(parcel.frame, 5, 20, width - 10, Math.min(50, depth - 70)) };
  return { description, footprint: polygon(parcel.frame, 5, depth - 26, Math.min(24, width - 10), 20) };
}

/** A rectangle at (x, y) feet in the lot's frame, w by d feet, as a GeoJSON polygon in lon/lat. */
function polygon(frame, x, y, w, d) {
  const at = (fx, fy) => {
    const lat = frame.lat0 + ((fy * 0.3048) / R) * (180 / Math.PI);
    const lon = frame.lon0 + ((fx * 0.3048) / (R * Math.cos((frame.lat0 * Math.PI) / 180))) * (180 / Math.PI);
    return [Number(lon.toFixed(9)), Number(lat.toFixed(9))];
  };
  return { type: "Polygon", coordinates: [[at(x, y), at(x + w, y), at(x + w, y + d), at(x, y + d), at(x, y)]] };
}

function apnOf(county, h) {
  const d = (i, n) => String(h.readUInt32BE(i) % 10 ** n).padStart(n, "0");
  return county === "la" ? `${d(10, 4)}-${d(14, 3)}-${d(18, 3)}` : `${d(10, 3)}-${d(14, 3)}-${d(18, 2)}-${d(22, 2)}`;
}
