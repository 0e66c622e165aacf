import { editedDataDir } from "./fixture";
import { startRules, type RulesHarness } from "./harness";

const LEGINFO = "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=";

describe("get_adu_rules", () => {
  let h: RulesHarness;
  beforeAll(async () => (h = await startRules()));
  afterAll(() => h.close());

  it("a researched city: ordinance status, state standards with citations, contacts, guide, plan program, county baseline", async () => {
    const r = await h.tool("get_adu_rules", { jurisdiction: "City of Los Angeles" });
    expect(r).toMatchObject({ jurisdiction: "City of Los Angeles", coverage: "researched", local_ordinance_status: "stands", sample: true, answer: null });
    expect(r.state_standards.size).toMatch(/850 square feet.*Gov\. Code §66321/);
    expect(r.state_standards.setbacks).toMatch(/four feet/);
    expect(r.state_standards.height).toMatch(/16 feet/);
    expect(r.state_standards.parking).toMatch(/one-half mile/);
    expect(r.state_standards.owner_occupancy).toMatch(/may not require that the property owner live/);
    expect(r.state_standards.review_deadlines).toMatch(/60 days.*deemed approved/);
    expect(r.state_standards.size).toMatch(/paraphrased/);
    expect(r.citations.map((c: any) => c.url)).toEqual(expect.arrayContaining([`${LEGINFO}66317`, `${LEGINFO}66321`, r.guide_url]));
    expect(r.contacts.length).toBeGreaterThan(0);
    expect(r.pre_approved_plan_program).toMatch(/Standard Plan/);
    expect(r.county_baseline).toMatch(/Los Angeles County/);
    expect(r.fee_notes.join(" ")).toMatch(/750 sq ft/);
    expect(r.notes.join(" ")).toMatch(/ordinance stands/);
    // the `City of` prefix is optional
    expect((await h.tool("get_adu_rules", { jurisdiction: "los angeles" })).jurisdiction).toBe("City of Los Angeles");
    expect((await h.tool("get_adu_rules", { jurisdiction: "Unincorporated Los Angeles County" })).jurisdiction).toBe("Los Angeles County (unincorporated)");
  });

  it("a held but not researched city says only the state baseline is known", async () => {
    const r = await h.tool("get_adu_rules", { jurisdiction: "Pasadena" });
    expect(r).toMatchObject({ jurisdiction: "City of Pasadena", coverage: "state_baseline_only", local_ordinance_status: "unknown", guide_url: null });
    expect(r.notes[0]).toMatch(/was not researched: only the California state baseline is known/);
    expect(r.state_standards.height).toMatch(/16 feet/);
    expect(r.fee_notes.join(" ")).toMatch(/scaled approximation/);
  });

  it("a jurisdiction not held is not researched, with the state baseline only", async () => {
    const r = await h.tool("get_adu_rules", { jurisdiction: "City of Fresno" });
    expect(r).toMatchObject({ jurisdiction: "Fresno", coverage: "state_baseline_only", local_ordinance_status: "unknown", contacts: [], county_baseline: null });
    expect(r.notes[0]).toMatch(/Fresno was not researched/);
    expect(r.fee_notes.join(" ")).toMatch(/750 square feet/);
  });

  it("New York City: California standards do not apply", async () => {
    const r = await h.tool("get_adu_rules", { jurisdiction: "New York City", question: "How tall can an ADU be?" });
    expect(r.state_standards.height).toMatch(/do not apply/);
    expect(r.answer).toMatch(/silent on New York City/);
    expect(r.local_ordinance_status).toBe("unknown");
  });

  it("answers a question from retrieved passages, or says the corpus is silent", async () => {
    const r = await h.tool("get_adu_rules", { jurisdiction: "Los Angeles", question: "How tall can a detached ADU be?" });
    expect(r.answer).toMatch(/16 feet high/);
    expect(r.citations.map((c: any) => c.url)).toContain(`${LEGINFO}66321`);
    const silent = await h.tool("get_adu_rules", { jurisdiction: "Los Angeles", question: "What is the capital gains tax rate on cryptocurrency?" });
    expect(silent.answer).toMatch(/corpus is silent/);
  });

  it("bad input gets invalid_arguments naming the field", async () => {
    const short = await h.refusal("get_adu_rules", { jurisdiction: "x" });
    expect(short.issues).toEqual([expect.objectContaining({ path: "/jurisdiction" })]);
    const long = await h.refusal("get_adu_rules", { jurisdiction: "Los Angeles", question: "q".repeat(301) });
    expect(long.issues).toEqual([expect.objectContaining({ path: "/question" })]);
    expect(JSON.stringify((await h.refusal("get_adu_rules", {})).issues)).toMatch(/jurisdiction/);
  });
});

describe("get_adu_rules and ask_adu on ordinances void under state law", () => {
  let h: RulesHarness;
  let data: { dir: string; cleanup(): void };
  beforeAll(async () => {
    data = editedDataDir((file) => {
      const pasadena = file.jurisdictions.find((j: any) => j.key === "pasadena");
      Object.assign(pasadena, { researched: true, ordinance: { last_amended_year: 2017, hcd_finding: null } });
      const glendale = file.jurisdictions.find((j: any) => j.key === "glendale");
      Object.assign(glendale, { researched: true, ordinance: { last_amended_year: 2022, hcd_finding: "noncompliant" } });
      const burbank = file.jurisdictions.find((j: any) => j.key === "burbank");
      Object.assign(burbank, { researched: true, ordinance: { last_amended_year: 2023, hcd_finding: "compliant" } });
      const inglewood = file.jurisdictions.find((j: any) => j.key === "inglewood");
      inglewood.guide_url = "https://www.cityofinglewood.org/adu-guide";
      burbank.local_provisions = [{ rule: "Owner must live on the lot of an ADU", status: "superseded_by_state_law", state_law: "Gov. Code §66315" }];
    });
    h = await startRules({ HOUSING_DATA_DIR: data.dir });
  });
  afterAll(async () => {
    await h.close();
    data.cleanup();
  });

  it("an ordinance last amended before 2020 or found noncompliant by HCD is void; a compliant one stands with superseded rules listed", async () => {
    const pasadena = await h.tool("get_adu_rules", { jurisdiction: "Pasadena" });
    expect(pasadena).toMatchObject({ coverage: "researched", local_ordinance_status: "void_under_state_law" });
    expect(pasadena.notes.join(" ")).toMatch(/void under state law .*state standards apply/);
    expect((await h.tool("get_adu_rules", { jurisdiction: "Glendale" })).local_ordinance_status).toBe("void_under_state_law");
    const burbank = await h.tool("get_adu_rules", { jurisdiction: "Burbank" });
    expect(burbank.local_ordinance_status).toBe("stands");
    expect(burbank.local_provisions).toEqual([{ rule: "Owner must live on the lot of an ADU", status: "superseded_by_state_law", state_law: "Gov. Code §66315" }]);
    expect(burbank.notes.join(" ")).toMatch(/superseded by state law: Owner must live/);
  });

  it("a city not researched but with a published guide says so", async () => {
    const r = await h.tool("get_adu_rules", { jurisdiction: "Inglewood" });
    expect(r).toMatchObject({ coverage: "published_guide", local_ordinance_status: "unknown", guide_url: "https://www.cityofinglewood.org/adu-guide" });
    expect(r.notes[0]).toMatch(/not researched: only the California state baseline is known; it has a published guide/);
    expect(r.citations.map((c: any) => c.url)).toContain("https://www.cityofinglewood.org/adu-guide");
  });

  it("ask_adu states that the local ordinance is void", async () => {
    const r = await h.tool("ask_adu", { question: "Can Pasadena require two parking spaces for my ADU?", jurisdiction: "City of Pasadena" });
    expect(r.jurisdiction).toEqual({ name: "City of Pasadena", coverage: "researched", local_ordinance_status: "void_under_state_law" });
    expect(r.answer).toMatch(/Parking for an ADU may not exceed one space.*void under state law/);
  });
});
