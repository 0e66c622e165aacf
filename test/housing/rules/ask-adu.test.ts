import { startRules, type RulesHarness } from "./harness";

const LEGINFO = "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=";

describe("ask_adu", () => {
  let h: RulesHarness;
  beforeAll(async () => (h = await startRules()));
  afterAll(() => h.close());

  it("answers only from retrieved passages, with citations, paraphrase flags and high confidence when they cover the question", async () => {
    const r = await h.tool("ask_adu", { question: "Can the city require me to live on the property?" });
    expect(r).toMatchObject({ corpus_silent: false, confidence: "high", jurisdiction: null, sample: true });
    expect(r.passages[0]).toMatchObject({ id: "page:gov-66315", citation: expect.stringContaining("Gov. Code §66315"), paraphrase: true });
    expect(r.passages[0].score).toBeGreaterThan(0);
    expect(r.citations[0].url).toBe(`${LEGINFO}66315`);
    // the answer is the passages' own text with their citations, nothing else
    for (const p of r.passages) expect(r.answer).toContain(`${p.text} [${p.citation}, paraphrased]`);
    expect(r.notes.join(" ")).toMatch(/paraphrases, not quoted text/);
  });

  it("confidence falls with the share of the question the best passage covers", async () => {
    // "parking" matches, "boats" does not: half the content words
    expect((await h.tool("ask_adu", { question: "parking rules for boats" })).confidence).toBe("medium");
    // one of four content words
    const low = await h.tool("ask_adu", { question: "parking for boats trailers motorcycles" });
    expect(low).toMatchObject({ confidence: "low", corpus_silent: false });
    expect(low.passages[0].id).toBe("page:gov-66314-parking");
  });

  it("says when the corpus is silent and gives no answer", async () => {
    const r = await h.tool("ask_adu", { question: "What is the capital gains tax rate on cryptocurrency?" });
    expect(r).toMatchObject({ answer: null, corpus_silent: true, confidence: "low", citations: [], passages: [] });
    expect(r.notes[0]).toMatch(/corpus is silent/);
  });

  it("says when the jurisdiction was not researched and which ordinance status is known", async () => {
    const r = await h.tool("ask_adu", { question: "Are impact fees charged on a 600 square foot ADU?", jurisdiction: "Pasadena" });
    expect(r.jurisdiction).toEqual({ name: "City of Pasadena", coverage: "state_baseline_only", local_ordinance_status: "unknown" });
    expect(r.answer).toMatch(/750 square feet/);
    expect(r.notes.join(" ")).toMatch(/City of Pasadena was not researched/);
    const fresno = await h.tool("ask_adu", { question: "Are impact fees charged on a 600 square foot ADU?", jurisdiction: "Fresno" });
    expect(fresno.jurisdiction).toMatchObject({ name: "Fresno", coverage: "state_baseline_only" });
    expect(fresno.notes.join(" ")).toMatch(/Fresno was not researched/);
    const la = await h.tool("ask_adu", { question: "Does the local ordinance stand?", jurisdiction: "City of Los Angeles" });
    expect(la.jurisdiction).toEqual({ name: "City of Los Angeles", coverage: "researched", local_ordinance_status: "stands" });
    expect(la.answer).toMatch(/ordinance stands/);
  });

  it("is silent on New York City, whose law is outside the corpus", async () => {
    const r = await h.tool("ask_adu", { question: "How tall can a detached ADU be?", jurisdiction: "NYC" });
    expect(r).toMatchObject({ corpus_silent: true, answer: null });
    expect(r.notes[0]).toMatch(/California ADU law only/);
  });

  it("is deterministic", async () => {
    const args = { question: "Do I need fire sprinklers in my ADU?", jurisdiction: "la county" };
    expect(await h.tool("ask_adu", args)).toEqual(await h.tool("ask_adu", args));
  });

  it("bad input gets invalid_arguments naming the field", async () => {
    expect((await h.refusal("ask_adu", { question: "hi" })).issues).toEqual([expect.objectContaining({ path: "/question" })]);
    expect((await h.refusal("ask_adu", { question: "How tall?", jurisdiction: "j".repeat(81) })).issues).toEqual([expect.objectContaining({ path: "/jurisdiction" })]);
    expect(JSON.stringify((await h.refusal("ask_adu", { jurisdiction: "Los Angeles" })).issues)).toMatch(/question/);
  });
});
