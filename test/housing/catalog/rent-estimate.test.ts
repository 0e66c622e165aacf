import { loadRentalsData } from "../../../handlers/housing/catalog/data";
import { estimateRent, fitRentModel, leastSquares } from "../../../handlers/housing/catalog/rent-model";
import { housingDataDir } from "../../../handlers/housing/support/data-file";
import { startCatalog, type CatalogHarness } from "./harness";

const records = loadRentalsData(housingDataDir()).listings;
const model = fitRentModel(records);

describe("the rent model", () => {
  it("least squares recovers exact coefficients", () => {
    const X = [[1, 0, 1], [1, 1, 0], [1, 2, 5], [1, 3, 1], [1, 4, 2]];
    const y = X.map((x) => 2 + 3 * x[1]! - 0.5 * x[2]!);
    leastSquares(X, y).forEach((b, i) => expect(b).toBeCloseTo([2, 3, -0.5][i]!, 6));
  });

  it("its low-high band holds about 80% of the listings it was fitted on", () => {
    const rows = records.filter((r) => r.square_feet !== null);
    const inside = rows.filter((r) => {
      const e = estimateRent(model, { ...r, square_feet: r.square_feet! });
      return r.price >= e.low - 25 && r.price <= e.high + 25;
    });
    expect(inside.length / rows.length).toBeGreaterThan(0.7);
    expect(inside.length / rows.length).toBeLessThan(0.95);
  });

  it("prices more room higher and the costlier cities higher", () => {
    const unit = { city: "Los Angeles", bedrooms: 1, bathrooms: 1, square_feet: 550, property_type: "single_family_adu_detached" };
    const la = estimateRent(model, unit).rent;
    expect(estimateRent(model, { ...unit, bedrooms: 2, square_feet: 850 }).rent).toBeGreaterThan(la);
    expect(estimateRent(model, { ...unit, city: "San Francisco" }).rent).toBeGreaterThan(estimateRent(model, { ...unit, city: "San Diego" }).rent);
  });
});

describe("get_rent_estimate over HTTP", () => {
  let h: CatalogHarness;
  beforeAll(async () => (h = await startCatalog()));
  afterAll(() => h.close());

  it("answers a point estimate inside its range, says automated and sample", async () => {
    const r = await h.tool("get_rent_estimate", { address: "1200 Echo Park Ave, Los Angeles, CA 90026", bedrooms: 1, bathrooms: 1, square_feet: 550 });
    const e = estimateRent(model, { city: "Los Angeles", zip: "90026", bedrooms: 1, bathrooms: 1, square_feet: 550, property_type: "single_family_adu_detached" });
    expect(r).toMatchObject({ monthly_rent_usd: e.rent, low_usd: e.low, high_usd: e.high, sample: true });
    expect(r.low_usd).toBeLessThan(r.monthly_rent_usd);
    expect(r.high_usd).toBeGreaterThan(r.monthly_rent_usd);
    expect(r.comparables_count).toBe(records.filter((x) => x.city === "Los Angeles" && Math.abs(x.bedrooms - 1) <= 1).length);
    expect(r.disclaimer).toMatch(/not an appraisal/);
    expect(r.disclaimer).toMatch(/sample listings/);
  });

  it("reads the city from a ZIP alone and says when the kind of unit is not in the data", async () => {
    const r = await h.tool("get_rent_estimate", { address: "55 Some Street 94110", bedrooms: 2, bathrooms: 1, square_feet: 800, property_type: "condo" });
    expect(r.monthly_rent_usd).toBe(estimateRent(model, { city: "San Francisco", zip: "94110", bedrooms: 2, bathrooms: 1, square_feet: 800, property_type: "condo" }).rent);
    expect(r.disclaimer).toMatch(/No listing of kind condo/);
  });

  it("needs no street: a city name alone is an area", async () => {
    const r = await h.tool("get_rent_estimate", { address: "Brooklyn, NY", bedrooms: 1, bathrooms: 1, square_feet: 500, property_type: "single_family_adu_internal" });
    expect(r.monthly_rent_usd).toBe(estimateRent(model, { city: "New York", bedrooms: 1, bathrooms: 1, square_feet: 500, property_type: "single_family_adu_internal" }).rent);
    expect(r.disclaimer).toMatch(/No ZIP code given: the city level was used/);
  });

  it("refuses far outside the listings, widens just outside them, and states its basis", async () => {
    // Before: a 10-bedroom, 5,000 sq ft unit got $33,975 with a 4 % band from 0 comparables.
    const far = await h.refusal("get_rent_estimate", { address: "Los Angeles, CA 90007", bedrooms: 10, bathrooms: 5, square_feet: 5000 });
    expect(far).toMatchObject({ code: "invalid_arguments" });
    expect(far.issues?.map((i) => i.path)).toEqual(["/bedrooms"]);
    const inside = await h.tool("get_rent_estimate", { address: "Los Angeles, CA 90007", bedrooms: 2, bathrooms: 1, square_feet: 800 });
    expect(inside.disclaimer).toMatch(/^Basis: \d+ comparable listings in Los Angeles .* listed 2026-\d\d-\d\d to 2026-\d\d-\d\d\./);
    expect(inside.disclaimer).not.toContain("Outside the range");
    const edge = await h.tool("get_rent_estimate", { address: "Los Angeles, CA 90007", bedrooms: 4, bathrooms: 2, square_feet: 1500 });
    expect(edge.disclaimer).toContain("Outside the range of the listings (4 bedrooms, 1500 sq ft)");
    expect((edge.high_usd - edge.low_usd) / edge.monthly_rent_usd).toBeGreaterThan((inside.high_usd - inside.low_usd) / inside.monthly_rent_usd);
  });

  it("refuses an area without data (not_found on address) and bad sizes (naming the field)", async () => {
    expect(await h.refusal("get_rent_estimate", { address: "1 Broadway, Oakland, CA 94607", bedrooms: 1, bathrooms: 1, square_feet: 500 })).toMatchObject({ code: "not_found", field: "address" });
    expect((await h.refusal("get_rent_estimate", { address: "1200 Echo Park Ave, Los Angeles", bedrooms: 1, bathrooms: 0, square_feet: 500 })).issues?.map((i) => i.path)).toEqual(["/bathrooms"]);
  });
});
