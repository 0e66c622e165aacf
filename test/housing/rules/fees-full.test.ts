import { feeItem, startRules, type RulesHarness } from "./harness";

/**
 * estimate_permit_fees against hand-computed cases, one or more per full-schedule jurisdiction.
 * The arithmetic follows data/housing/fees/*.json; every step is written out next to its expectation.
 */
describe("estimate_permit_fees: full fee schedules, hand-computed", () => {
  let h: RulesHarness;
  beforeAll(async () => (h = await startRules()));
  afterAll(() => h.close());

  const amounts = (r: any) => Object.fromEntries(r.items.map((i: any) => [i.name, i.amount_usd]));

  it("la_city: 600 sq ft detached, 1 bed, 1 bath, defaults", async () => {
    const r = await h.tool("estimate_permit_fees", { jurisdiction: "la_city", construction_type: "detached_new", square_footage: 600, bedrooms: 1, bathrooms: 1 });
    expect(r).toMatchObject({ jurisdiction: "la_city", method: "full_fee_schedule", approximation: null, sample: true });
    // valuation 600 × $250 = $150,000
    expect(r.valuation_usd).toBe(150000);
    expect(amounts(r)).toEqual({
      "Building permit fee": 1755, // row from $100,000: $1,380 + ceil(50,000 / 1,000) = 50 × $7.50 = $375
      "Plan check fee": 1579.5, // 90% × $1,755
      "Systems development surcharge": 200.07, // 6% × ($1,755 + $1,579.50 = $3,334.50) = $200.067
      "City planning surcharge": 52.65, // 3% × $1,755
      "Electrical permit": 210, // 600 × $0.35
      "Plumbing permit": 144, // fixtures 1 bath × 3 + kitchen/water heater/laundry 3 = 6 × $24
      "Mechanical (HVAC) permit": 160, // flat
      "Strong Motion Instrumentation Program (SMIP) fee": 19.5, // $150,000 × 0.00013
      "Building Standards Administration Special Revolving Fund fee": 6, // ceil(150,000 / 25,000) = 6 × $1
      "School facilities fee (Level 1)": 3102, // 600 > 500 sq ft: 600 × $5.17
      "Park fee": 0, // impact fee waived under 750 sq ft
      "Sewerage facilities charge": 1400, // capacity charge proportional: $3,500 × 600 / 1,500
    });
    // 1755 + 1579.5 + 200.07 + 52.65 + 210 + 144 + 160 + 19.5 + 6 + 3102 + 0 + 1400
    expect(r.total_usd).toBe(8628.72);
    expect(feeItem(r, "Park fee")).toMatchObject({ waived: true, category: "impact_fee", waiver_note: expect.stringContaining("Gov. Code §66324") });
    expect(feeItem(r, "Strong Motion Instrumentation Program (SMIP) fee").code_citation).toBe("Public Resources Code §2705");
    expect(feeItem(r, "Building Standards Administration Special Revolving Fund fee").code_citation).toBe("Health and Safety Code §18931.6");
    expect(feeItem(r, "School facilities fee (Level 1)").code_citation).toBe("Education Code §17620");
    expect(r.notes.join(" ")).toMatch(/Sample figures/);
  });

  it("sd_dsd (City of San Diego, the San Diego listings' jurisdiction): 600 sq ft detached, 1 bed, 1 bath, defaults", async () => {
    const r = await h.tool("estimate_permit_fees", { jurisdiction: "sd_dsd", construction_type: "detached_new", square_footage: 600, bedrooms: 1, bathrooms: 1 });
    expect(r).toMatchObject({ jurisdiction: "sd_dsd", method: "full_fee_schedule", approximation: null, sample: true, valuation_usd: 150000 });
    expect(amounts(r)).toEqual({
      "Building permit fee": 1629, // row from $100,000: $1,279 + 50 × $7
      "Plan check fee": 1384.65, // 85% × $1,629
      "General plan maintenance fee": 150.68, // 5% × ($1,629 + $1,384.65 = $3,013.65) = $150.6825
      "Records fee": 32.58, // 2% × $1,629
      "Electrical permit": 192, // 600 × $0.32
      "Plumbing permit": 132, // 6 fixtures × $22
      "Mechanical (HVAC) permit": 150, // flat
      "Strong Motion Instrumentation Program (SMIP) fee": 19.5,
      "Building Standards Administration Special Revolving Fund fee": 6,
      "School facilities fee (Level 1)": 3102,
      "Development impact fee (citywide)": 0, // impact fee waived under 750 sq ft
      "Water and sewer capacity charges": 1920, // capacity charge proportional: $4,800 × 600 / 1,500
    });
    expect(r.total_usd).toBe(8718.41);
  });

  it("la_county: 1,000 sq ft detached, raised foundation, hillside, express, new sewer lateral", async () => {
    const r = await h.tool("estimate_permit_fees", {
      jurisdiction: "la_county",
      construction_type: "detached_new",
      square_footage: 1000,
      bedrooms: 2,
      bathrooms: 1.5,
      foundation_type: "raised",
      parcel_in_hillside: true,
      plan_check_speed: "express",
      needs_new_sewer_lateral: true,
    });
    // valuation 1,000 × ($250 + $10 raised foundation) = $260,000
    expect(r.valuation_usd).toBe(260000);
    expect(amounts(r)).toEqual({
      "Building permit fee": 1889.75, // UBC row from $100,000: $993.75 + 160 × $5.60 = $896
      "Plan check fee": 1228.34, // 65% × $1,889.75 = $1,228.3375
      "Expedited plan check": 614.17, // 50% × $1,228.34
      "Permit issuance and records fee": 75.59, // 4% × $1,889.75 = $75.59
      "Electrical permit": 300, // 1,000 × $0.30
      "Plumbing permit": 160, // 1 full bath × 3 + 1 half bath × 2 + 3 = 8 × $20
      "Mechanical permit": 140,
      "Sewer lateral connection permit": 900,
      "Geology and soils review": 1200, // hillside
      "Strong Motion Instrumentation Program (SMIP) fee": 33.8, // $260,000 × 0.00013
      "Building Standards Administration Special Revolving Fund fee": 11, // ceil(260,000 / 25,000 = 10.4) = 11
      "School facilities fee (Level 1)": 5170, // 1,000 × $5.17
      "Park developer fee (Quimby in-lieu)": 2800, // 750 sq ft or more: $4,200 × 1,000 / 1,500
      "Sewer connection capacity charge (sanitation district)": 1866.67, // $2,800 × 1,000 / 1,500
    });
    // 1889.75 + 1228.34 + 614.17 + 75.59 + 300 + 160 + 140 + 900 + 1200 + 33.8 + 11 + 5170 + 2800 + 1866.67
    expect(r.total_usd).toBe(16389.32);
    expect(feeItem(r, "Park developer fee (Quimby in-lieu)")).toMatchObject({ waived: false, waiver_note: expect.stringContaining("proportion") });
  });

  it("sf_dbi: 800 sq ft attached, two stories, 2 baths, fire sprinkler and panel", async () => {
    const r = await h.tool("estimate_permit_fees", {
      jurisdiction: "sf_dbi",
      construction_type: "attached_new",
      square_footage: 800,
      bedrooms: 2,
      bathrooms: 2,
      stories: 2,
      needs_fire_sprinkler: true,
      needs_new_electric_panel: true,
    });
    // valuation 800 × ($230 + $6 second story) × 1.3 regional factor = $245,440
    expect(r.valuation_usd).toBe(245440);
    expect(amounts(r)).toEqual({
      "Building permit issuance fee": 3018, // row from $200,000: $2,650 + ceil(45,440 / 1,000) = 46 × $8 = $368
      "Plan review fee": 2565.3, // 85% × $3,018
      "Records retention fee": 60.36, // 2% × $3,018
      "Electrical permit": 320, // 800 × $0.40
      "Plumbing permit": 270, // 2 × 3 + 3 = 9 × $30
      "Mechanical permit": 200,
      "Fire sprinkler permit (SFFD)": 480, // 800 × $0.60, above the $350 minimum
      "Electrical service upgrade": 250,
      "Strong Motion Instrumentation Program (SMIP) fee": 31.91, // $245,440 × 0.00013 = $31.9072
      "Building Standards Administration Special Revolving Fund fee": 10, // ceil(9.8176) = 10
      "School facilities fee (Level 1)": 4136, // 800 × $5.17
      "Development impact fees (Planning Code Article 4)": 3200, // $6,000 × 800 / 1,500
      "Wastewater capacity charge (SFPUC)": 1706.67, // $3,200 × 800 / 1,500 = $1,706.666…
    });
    // 3018 + 2565.3 + 60.36 + 320 + 270 + 200 + 480 + 250 + 31.91 + 10 + 4136 + 3200 + 1706.67
    expect(r.total_usd).toBe(16248.24);
  });

  it("nyc_dob: new building by floor area; no California surcharges, school or impact fees", async () => {
    const r = await h.tool("estimate_permit_fees", { jurisdiction: "nyc_dob", construction_type: "detached_new", square_footage: 500, bedrooms: 1, bathrooms: 1, needs_new_water_service: true });
    // valuation 500 × $250 × 1.4 = $175,000 (reported; the new-building fee is by floor area)
    expect(r.valuation_usd).toBe(175000);
    expect(amounts(r)).toEqual({
      "Work permit filing fee": 130, // 500 × $0.26, above the $100 minimum
      "Electrical permit": 150, // 500 × $0.30
      "Plumbing work permit": 150, // 6 fixtures × $25
      "Mechanical (HVAC) work permit": 150,
      "DEP water service tap and permit": 1800,
    });
    expect(r.total_usd).toBe(2380);
    expect(r.items.map((i: any) => i.category)).not.toContain("state_surcharge");
    expect(r.notes.join(" ")).toMatch(/do not apply outside California/);
    expect(r.notes.join(" ")).toMatch(/included in the filing fee/);
  });

  it("nyc_dob: a garage conversion is an alteration valued by cost; express is not offered", async () => {
    const r = await h.tool("estimate_permit_fees", { jurisdiction: "nyc_dob", construction_type: "garage_conversion", square_footage: 300, bedrooms: 0, bathrooms: 1, plan_check_speed: "express" });
    // valuation 300 × $130 × 1.4 = $54,600
    expect(r.valuation_usd).toBe(54600);
    // alteration row from $10,000: $177 + ceil(44,600 / 1,000) = 45 × $10.30 = $463.50
    expect(feeItem(r, "Work permit filing fee").amount_usd).toBe(640.5);
    // + electrical 300 × $0.30 = $90 (above $80 minimum) + plumbing 6 × $25 + mechanical $150
    expect(r.total_usd).toBe(1030.5);
    expect(r.notes.join(" ")).toMatch(/no express plan check fee; standard review assumed/);
  });
});
