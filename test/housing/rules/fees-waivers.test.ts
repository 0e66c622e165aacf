import { feeItem, startRules, type RulesHarness } from "./harness";

const APPROXIMATED = ["pasadena", "glendale", "long_beach", "burbank", "santa_monica", "culver_city", "beverly_hills", "inglewood", "west_hollywood", "manhattan_beach"];

describe("estimate_permit_fees: state-law waivers, construction types, express, approximations, errors", () => {
  let h: RulesHarness;
  beforeAll(async () => (h = await startRules()));
  afterAll(() => h.close());

  const fees = (args: Record<string, unknown>) => h.tool("estimate_permit_fees", { jurisdiction: "la_city", construction_type: "detached_new", bedrooms: 1, bathrooms: 1, ...args });

  it("waives impact fees under 750 sq ft and charges them in proportion from 750 sq ft, capped at the full fee", async () => {
    expect(feeItem(await fees({ square_footage: 749 }), "Park fee")).toMatchObject({ amount_usd: 0, waived: true });
    // $5,000 × 750 / 1,500 assumed primary dwelling = $2,500
    expect(feeItem(await fees({ square_footage: 750 }), "Park fee")).toMatchObject({ amount_usd: 2500, waived: false });
    // 1,600 / 1,500 > 1: the full $5,000
    expect(feeItem(await fees({ square_footage: 1600 }), "Park fee")).toMatchObject({ amount_usd: 5000, waived: false });
  });

  it("school fees only above 500 sq ft", async () => {
    expect(feeItem(await fees({ square_footage: 500 }), "School facilities fee (Level 1)")).toMatchObject({ amount_usd: 0, waived: true, waiver_note: expect.stringContaining("500 sq ft or less") });
    // 501 × $5.17 = $2,590.17
    expect(feeItem(await fees({ square_footage: 501 }), "School facilities fee (Level 1)")).toMatchObject({ amount_usd: 2590.17, waived: false });
  });

  it("a garage conversion is valued as conversion, pays no capacity charge, and pays school fees above 500 sq ft", async () => {
    const r = await fees({ construction_type: "garage_conversion", square_footage: 600 });
    // 600 × $130 = $78,000; row from $25,000: $480 + 53 × $12 = $1,116
    expect(r.valuation_usd).toBe(78000);
    expect(feeItem(r, "Building permit fee").amount_usd).toBe(1116);
    expect(feeItem(r, "Sewerage facilities charge")).toMatchObject({ amount_usd: 0, waived: true, waiver_note: expect.stringContaining("existing space") });
    expect(feeItem(r, "School facilities fee (Level 1)").amount_usd).toBe(3102);
    const detached = await fees({ square_footage: 600 });
    expect(feeItem(detached, "Sewerage facilities charge").amount_usd).toBe(1400);
  });

  it("a JADU pays no school, impact or capacity fees, counts only an efficiency-kitchen sink, and is at most 500 sq ft", async () => {
    const r = await fees({ construction_type: "jadu_internal", square_footage: 400 });
    // 400 × $80 = $32,000; row from $25,000: $480 + 7 × $12 = $564
    expect(r.valuation_usd).toBe(32000);
    expect(feeItem(r, "Building permit fee").amount_usd).toBe(564);
    // 1 bath × 3 + efficiency-kitchen sink 1 = 4 fixtures × $24
    expect(feeItem(r, "Plumbing permit").amount_usd).toBe(96);
    for (const name of ["School facilities fee (Level 1)", "Park fee", "Sewerage facilities charge"]) {
      expect(feeItem(r, name)).toMatchObject({ amount_usd: 0, waived: true, waiver_note: expect.stringMatching(/JADU/) });
    }
    const refusal = await h.refusal("estimate_permit_fees", { jurisdiction: "la_city", construction_type: "jadu_internal", square_footage: 600, bedrooms: 1, bathrooms: 1 });
    expect(refusal.code).toBe("invalid_arguments");
    expect(refusal.issues).toEqual([expect.objectContaining({ path: "/square_footage", message: expect.stringContaining("at most 500 sq ft") })]);
  });

  it("express plan check adds the schedule's percentage of the plan check fee", async () => {
    const standard = await fees({ square_footage: 600 });
    const express = await fees({ square_footage: 600, plan_check_speed: "express" });
    // 50% × plan check $1,579.50 = $789.75
    expect(feeItem(express, "Expedited plan check")).toMatchObject({ amount_usd: 789.75, category: "plan_check", code_citation: "LAMC §91.107.3.3" });
    expect(standard.items.map((i: any) => i.name)).not.toContain("Expedited plan check");
    expect(express.total_usd).toBeCloseTo(standard.total_usd + 789.75, 2);
  });

  it("scaled approximations say so and scale only local fees over the named base schedule", async () => {
    const project = { construction_type: "detached_new", square_footage: 900, bedrooms: 2, bathrooms: 1 };
    const base = await h.tool("estimate_permit_fees", { jurisdiction: "la_county", ...project });
    const r = await h.tool("estimate_permit_fees", { jurisdiction: "pasadena", ...project });
    expect(r).toMatchObject({ method: "scaled_approximation", approximation: { base_jurisdiction: "la_county", scale_factor: 1.15 }, sample: true });
    expect(r.notes[0]).toMatch(/^Approximation: City of Pasadena/);
    // local fees × 1.15; state surcharges and school fee unscaled
    expect(feeItem(r, "Building permit fee").amount_usd).toBe(Math.round(feeItem(base, "Building permit fee").amount_usd * 1.15 * 100) / 100);
    expect(feeItem(r, "Building permit fee").basis).toMatch(/approximation/);
    for (const name of ["Strong Motion Instrumentation Program (SMIP) fee", "School facilities fee (Level 1)"]) {
      expect(feeItem(r, name).amount_usd).toBe(feeItem(base, name).amount_usd);
    }
    for (const jurisdiction of APPROXIMATED) {
      const each = await h.tool("estimate_permit_fees", { jurisdiction, ...project });
      expect(each.method).toBe("scaled_approximation");
      expect(each.notes.join(" ")).toMatch(/Approximation/);
    }
  });

  it("bad input gets invalid_arguments naming each field", async () => {
    const r = await h.refusal("estimate_permit_fees", { jurisdiction: "oakland", construction_type: "tiny_house", square_footage: 50, bedrooms: 1, bathrooms: 0, color: "red" });
    expect(r.code).toBe("invalid_arguments");
    const paths = (r.issues ?? []).map((i) => i.path).join(" ");
    for (const field of ["/jurisdiction", "/construction_type", "/square_footage", "/bathrooms"]) expect(paths).toContain(field);
    expect(JSON.stringify(r)).toContain("color");
    const missing = await h.refusal("estimate_permit_fees", { jurisdiction: "la_city" });
    expect(JSON.stringify(missing.issues)).toMatch(/square_footage/);
  });
});
