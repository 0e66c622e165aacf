import { startHousing, type HousingHarness } from "./harness";

/** match_plans_to_lot end to end: best plan and alternates fit the buildable area, with reasons. */
let h: HousingHarness;
beforeAll(async () => (h = await startHousing()));
afterAll(() => h?.close());

interface Plan { id: string; title: string; footprint_width_ft: number; footprint_depth_ft: number; pre_approved_in: string[]; square_feet: number; url: string }
interface Considered { fits: boolean; plan_id: string; reason: string; title: string }
interface Match { best_match: Plan | null; alternates: Plan[]; considered: Considered[]; fit_checked: boolean; notes: string[]; parcel: any; sample: boolean }

const fitsRect = (p: Plan, w: number, d: number) => (p.footprint_width_ft <= w && p.footprint_depth_ft <= d) || (p.footprint_depth_ft <= w && p.footprint_width_ft <= d);

describe("match_plans_to_lot", () => {
  it("picks the largest plan pre-approved in the parcel's city and three alternates, all fitting", async () => {
    const r = await h.tool<Match>("match_plans_to_lot", { address: "1520 Maple Ave, Los Angeles" });
    expect(r.fit_checked).toBe(true);
    expect(r.sample).toBe(true);
    // Largest free rectangle 42 × 80 ft holds every plan; ranking: pre-approved in Los Angeles, then largest.
    expect(r.best_match?.title).toBe("Three Bed 1150"); // 1,150 sq ft, the largest pre-approved in Los Angeles
    expect(r.alternates.map((p) => p.title)).toEqual(["Loft Two 1100", "Modern Two 1000", "Courtyard Two 800"]);
    for (const p of [r.best_match!, ...r.alternates]) {
      expect(p.pre_approved_in).toContain("Los Angeles");
      expect(fitsRect(p, 42, 80)).toBe(true);
      expect(p.url).toMatch(/^https:\/\//);
    }
    const best = r.considered.find((c) => c.plan_id === r.best_match!.id)!;
    expect(best).toMatchObject({ fits: true, reason: expect.stringContaining("pre-approved in Los Angeles") });
    // Plans pre-approved only in San Diego County are left out and counted in the notes.
    expect(r.considered.some((c) => c.title === "Bay Studio 360")).toBe(false);
    expect(r.notes.join(" ")).toMatch(/8 plan set\(s\) pre-approved only outside Los Angeles County/);
  });

  it("on a narrow lot keeps only plans that fit 17 ft, and says why the others were excluded", async () => {
    const r = await h.tool<Match>("match_plans_to_lot", { apn: "5211-004-017" });
    expect(r.parcel.buildable.largest_rectangle_ft).toEqual({ width: 17, depth: 80 });
    const fitting = [r.best_match!, ...r.alternates];
    expect(fitting.length).toBeGreaterThan(1);
    for (const p of fitting) expect(fitsRect(p, 17, 80)).toBe(true);
    expect(r.best_match!.title).toBe("Narrow One 500"); // 14 × 36 ft, 500 sq ft, pre-approved in Los Angeles
    const stacked = r.considered.find((c) => c.title === "Stacked Two 900")!; // 18 × 25 ft: too wide either way
    expect(stacked).toMatchObject({ fits: false, reason: expect.stringContaining("does not fit") });
    expect(stacked.reason).toContain("17 × 80 ft");
    // every fitting plan comes before every excluded one
    const firstOut = r.considered.findIndex((c) => !c.fits);
    expect(r.considered.slice(firstOut).every((c) => !c.fits)).toBe(true);
  });

  it("finds nothing on a lot too small for a detached unit", async () => {
    const r = await h.tool<Match>("match_plans_to_lot", { address: "744 Cedar Ave, Los Angeles, CA 90019" });
    expect(r.fit_checked).toBe(true);
    expect(r.best_match).toBeNull();
    expect(r.alternates).toEqual([]);
    expect(r.considered.length).toBeGreaterThan(0);
    expect(r.considered.every((c) => !c.fits)).toBe(true);
    expect(r.notes.join(" ")).toContain("No Los Angeles County pre-approved plan set fits");
  });

  it("prefers plans pre-approved in the parcel's own jurisdiction (unincorporated county)", async () => {
    const r = await h.tool<Match>("match_plans_to_lot", { apn: "5843-002-040" });
    expect(r.best_match!.pre_approved_in).toContain("Los Angeles County (unincorporated)");
    expect(r.best_match!.title).toBe("Three Bed 1200");
  });

  it("does not run the fit step in San Diego County and says so", async () => {
    const r = await h.tool<Match>("match_plans_to_lot", { apn: "445-120-17-00" });
    expect(r).toMatchObject({ fit_checked: false, best_match: null, alternates: [], considered: [] });
    expect(r.parcel.county).toBe("sd");
    expect(r.notes[0]).toContain("Los Angeles County only");
  });

  it("answers the declared errors", async () => {
    expect((await h.refusal("match_plans_to_lot", { apn: "9999-999-999" })).code).toBe("not_found");
    expect((await h.refusal("match_plans_to_lot", { address: "1 Dr Carlton B Goodlett Pl, San Francisco, CA 94102" })).code).toBe("unsupported_county");
    const e = await h.refusal("match_plans_to_lot", { address: "short" });
    expect(e.issues?.map((i) => i.path)).toContain("/address");
  });
});
