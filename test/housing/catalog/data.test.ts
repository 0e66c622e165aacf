import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freeTextKey, structuredKey } from "../../../handlers/housing/catalog/address";
import { createListingCatalog } from "../../../handlers/housing/catalog/listings";
import { DataFileError, housingDataDir } from "../../../handlers/housing/support/data-file";

const dataDir = housingDataDir();
const catalog = createListingCatalog(dataDir, { baseUrl: () => "http://127.0.0.1:9" });

describe("the shipped rentals data", () => {
  it("covers the four cities with about 60 to 120 sample listings, each labelled sample", () => {
    const all = catalog.all();
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(all.length).toBeLessThanOrEqual(120);
    expect(new Set(all.map((r) => r.record.city))).toEqual(new Set(["Los Angeles", "San Diego", "San Francisco", "New York"]));
    expect(all.every((r) => r.sample)).toBe(true);
    expect(new Set(all.map((r) => r.record.pets))).toEqual(new Set(["allowed", "not_allowed", "unstated"]));
    expect(new Set(all.map((r) => r.record.status))).toEqual(new Set(["available", "leased"]));
  });

  it("verifies exactly the listings whose unit matches a finaled permit record", () => {
    const all = catalog.all();
    const verified = all.filter((r) => r.permit_verified);
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.length).toBeLessThan(all.length);
    for (const r of all) {
      expect(r.permit_verified).toBe(r.permit !== undefined && r.permit.record.finaled_date !== null);
      if (r.permit) expect(structuredKey({ ...r.permit.record, city: r.permit.city }).key).toBe(structuredKey(r.record).key);
    }
    // Open permits and near misses are in the data and stay unverified.
    expect(all.some((r) => r.permit && !r.permit.finaled)).toBe(true);
  });

  it("answers the ListingCatalog contract newest first, by landlord and by id", () => {
    const refs = catalog.matching({ permit_verified_only: false, include_leased: true });
    expect(refs).toHaveLength(catalog.all().length);
    expect(refs.map((r) => r.listed_at)).toEqual([...refs.map((r) => r.listed_at)].sort().reverse());
    const first = refs[0]!;
    expect(catalog.get(first.id.toUpperCase())).toEqual(first);
    expect(first.url).toBe(`http://127.0.0.1:9/housing/rentals/${first.id}`);
    const owned = catalog.ownedBy(` ${first.landlord.email.toUpperCase()} `);
    expect(owned.map((r) => r.id)).toContain(first.id);
    expect(owned.every((r) => r.landlord.email === first.landlord.email)).toBe(true);
    expect(catalog.get("00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });

  it("near-miss records in the data (next door, another unit) verify nothing", () => {
    // Every listed unit has a record of its own (data/housing/rentals/world.mjs); these have an open one.
    const misses = catalog.all().filter((r) => !r.permit?.finaled);
    const near = misses.filter((r) => {
      const typed = (address: string, unit: string | null) => catalog.permits.match(freeTextKey(`${address}${unit ? ` Unit ${unit}` : ""}, ${r.record.city} ${r.record.zip}`));
      const number = Number(/^\d+/.exec(r.record.address)![0]);
      return typed(r.record.address.replace(/^\d+/, String(number + 2)), r.record.unit)?.finaled || typed(r.record.address, `${r.record.unit}2`)?.finaled;
    });
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((r) => !r.permit_verified && r.permit?.record.address === r.record.address && r.permit.record.unit === r.record.unit)).toBe(true);
  });
});

describe("a bad rentals file stops start-up with file and line", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "housing-rentals-"));
    cpSync(join(dataDir, "rentals"), join(dir, "rentals"), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("names the listing field that is wrong", () => {
    const file = join(dir, "rentals", "listings.json");
    const data = JSON.parse(readFileSync(file, "utf8"));
    data.listings[1].pets = "maybe";
    writeFileSync(file, JSON.stringify(data, null, 2));
    expect(() => createListingCatalog(dir, { baseUrl: () => "http://x" })).toThrow(DataFileError);
    try {
      createListingCatalog(dir, { baseUrl: () => "http://x" });
    } catch (err) {
      expect((err as DataFileError).problems).toEqual([expect.objectContaining({ file: expect.stringContaining("listings.json"), pointer: "/listings/1/pets", line: expect.any(Number) })]);
      expect((err as DataFileError).problems[0]!.line).toBeGreaterThan(30);
    }
  });

  it("names a repeated listing id with its line", () => {
    const file = join(dir, "rentals", "listings.json");
    const data = JSON.parse(readFileSync(file, "utf8"));
    data.listings[3].id = data.listings[0].id;
    writeFileSync(file, JSON.stringify(data, null, 2));
    expect(() => createListingCatalog(dir, { baseUrl: () => "http://x" })).toThrow(/listings\.json:\d+: \/listings\/3\/id repeats the id of \/listings\/0/);
  });

  it("names a permit file with a record missing its status", () => {
    const file = join(dir, "rentals", "permits-san-diego.json");
    const data = JSON.parse(readFileSync(file, "utf8"));
    delete data.records[0].status;
    writeFileSync(file, JSON.stringify(data, null, 2));
    expect(() => createListingCatalog(dir, { baseUrl: () => "http://x" })).toThrow(/permits-san-diego\.json:\d+: \/records\/0 must have required property 'status'/);
  });
});
