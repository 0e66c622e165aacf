import { loadLotsData } from "../../../handlers/housing/lots/data";
import { envelopes } from "../../../handlers/housing/lots/envelope";
import { housingDataDir } from "../../../handlers/housing/support/data-file";

/**
 * Buildable area on the fixture parcels of data/housing/parcels (rectangles, so the arithmetic is
 * exact up to turf drawing each rounded corner of a buffered structure as 8 segments: a quarter
 * circle of radius r becomes (8/2)·r²·sin(π/16) instead of π·r²/4, i.e. a full 6 ft round corner set
 * covers 16·36·sin(π/16) = 112.4 sq ft instead of π·36 = 113.1). Tolerance ±1 sq ft covers both.
 */
const data = loadLotsData(housingDataDir());
const settings = { dataDir: "", separationFt: 6, sideRearFt: 4 };
const envelope = (apn: string) => envelopes(settings)(data.parcels.find((p) => p.apn === apn)!);

describe("buildable area (turf) on fixture parcels", () => {
  it("interior lot 50 × 150 ft, front setback 20 ft, house 26 × 30 ft at (12, 30)", () => {
    const e = envelope("5432-019-021");
    expect(e.parcel.lot_area_sqft).toBe(7500); // 50 × 150
    expect(e.parcel.structures).toEqual([{ description: "main house", footprint_sqft: 780 }]); // 26 × 30
    // Setbacks leave x 4..46, y 20..146: 42 × 126 = 5292.
    // The house grown by 6 ft (x 6..44, y 24..66, all inside): 26·30 + 2·6·(26+30) + π·6² = 780 + 672 + 113.1 = 1565.1.
    // 5292 − 1565.1 = 3726.9 (3727.6 with turf's 32-gon corners).
    expect(Math.abs(e.parcel.buildable_area_sqft! - 3727.3)).toBeLessThanOrEqual(1);
    // Behind the grown house: y 66..146 over the full 42 ft width.
    expect(e.parcel.buildable.largest_rectangle_ft).toEqual({ width: 42, depth: 80 });
    expect(e.fits(42, 80)).toBe(true);
    expect(e.fits(80, 42)).toBe(true); // either way round
    expect(e.fits(42.5, 80)).toBe(false);
    expect(e.fits(30, 81)).toBe(false);
  });

  it("gives the same answer for the same lot turned 30 degrees", () => {
    const [a, b] = [envelope("5432-019-021"), envelope("5432-019-022")];
    expect(b.parcel.lot_area_sqft).toBe(a.parcel.lot_area_sqft);
    expect(Math.abs(b.parcel.buildable_area_sqft! - a.parcel.buildable_area_sqft!)).toBeLessThanOrEqual(1);
    expect(b.parcel.buildable.largest_rectangle_ft).toEqual({ width: 42, depth: 80 });
  });

  it("narrow lot 25 × 150 ft, front 15 ft, house 17 × 40 ft at (4, 20)", () => {
    const e = envelope("5211-004-017");
    // Setbacks: x 4..21 (17 ft), y 15..146. The grown house spans the whole 17 ft from y 14 to 66
    // (its round corners lie outside x 4..21), so what is left is x 4..21, y 66..146: 17 × 80 = 1360.
    expect(Math.abs(e.parcel.buildable_area_sqft! - 1360)).toBeLessThanOrEqual(1);
    expect(e.parcel.buildable.largest_rectangle_ft).toEqual({ width: 17, depth: 80 });
    expect(e.fits(14, 36)).toBe(true);
    expect(e.fits(18, 25)).toBe(false);
  });

  it("lot too small for a detached unit: 30 × 50 ft with a 22 × 24 ft house", () => {
    const e = envelope("5047-023-009");
    // Setbacks: x 4..26, y 10..46 (22 × 36). The grown house covers x 4..26 from y 10 to 44:
    // a 22 × 2 ft strip is left (44 sq ft), too small for any plan.
    expect(Math.abs(e.parcel.buildable_area_sqft! - 44)).toBeLessThanOrEqual(1);
    expect(e.parcel.buildable.largest_rectangle_ft).toEqual({ width: 22, depth: 2 });
    expect(e.fits(14, 20)).toBe(false);
  });

  it("corner lot 60 × 120 ft: front 20 ft, street side 10 ft, house 30 × 40 ft at (14, 30)", () => {
    const e = envelope("5842-011-030");
    expect(e.parcel.buildable.street_setbacks_ft).toEqual([20, 10]);
    // Setbacks: x 4..50 (street side 10 ft), y 20..116: 46 × 96 = 4416.
    // Grown house x 8..50, y 24..76: 1200 + 2·6·70 + 113.1 = 2153.1 → 4416 − 2153.1 = 2262.9.
    expect(Math.abs(e.parcel.buildable_area_sqft! - 2263.3)).toBeLessThanOrEqual(1);
    // Behind it: y 76..116 over x 4..50 = 46 × 40.
    expect(e.parcel.buildable.largest_rectangle_ft).toEqual({ width: 46, depth: 40 });
  });

  it("a larger separation leaves less (separation is applied)", () => {
    const wide = envelopes({ ...settings, separationFt: 10 })(data.parcels.find((p) => p.apn === "5432-019-021")!);
    // Grown by 10 ft the house reaches x 2..48, y 20..70, past the setback lines x 4 and 46, so inside
    // x 4..46, y 20..146 it removes: house 780 + bands below and above 2·(26·10) + side bands 2·(8·30)
    // + four clipped round corners, each ∫₀⁸ √(100 − t²) dt = 4·6 + 50·asin(0.8) = 70.37:
    // 780 + 520 + 480 + 281.5 = 2061.5 → 5292 − 2061.5 = 3230.5 (about 2 more with turf's polygon corners).
    expect(wide.parcel.buildable_area_sqft!).toBeGreaterThanOrEqual(3230);
    expect(wide.parcel.buildable_area_sqft!).toBeLessThanOrEqual(3233);
    expect(wide.parcel.buildable.separation_ft).toBe(10);
  });

  it("every parcel in the data gets a buildable area between 0 and its lot area, and unique APNs and addresses", () => {
    const seen = new Set<string>();
    for (const record of data.parcels) {
      const { parcel } = envelopes(settings)(record);
      expect(parcel.buildable_area_sqft).toBeGreaterThanOrEqual(0);
      expect(parcel.buildable_area_sqft!).toBeLessThan(parcel.lot_area_sqft);
      expect(seen.has(record.apn) || seen.has(parcel.address!)).toBe(false);
      seen.add(record.apn).add(parcel.address!);
    }
  });
});
