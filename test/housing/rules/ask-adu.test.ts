import { startRules, type RulesHarness } from "./harness";

const LEGINFO = "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=";

describe("ask_adu", () => {
  let h: RulesHarness;
  beforeAll(async () => (h = await startRules()));
  afterAll(() => h.close());

  it("answers only from retrieved passages, with citations, paraphrase flags and high confidence when they cover the question", async () => {
    const r = await h.tool("ask_adu", { question: "Can the city require me to live on the property?" });
    expect(r).toMatchObject({ corpus_silent: false, confidence: "high", jurisdiction: null, sample: true });
    // Owner occupancy: no requirement for ADUs (§66315), one allowed for junior ADUs (§66333); nothing else is quoted.
    expect(r.passages.map((p: { id: string }) => p.id).sort()).toEqual(["page:gov-66315", "page:gov-66333-owner"]);
    const p66315 = r.passages.find((p: { id: string }) => p.id === "page:gov-66315");
    expect(p66315).toMatchObject({ citation: expect.stringContaining("Gov. Code §66315"), paraphrase: true });
    for (const p of r.passages) expect(p.score).toBeGreaterThan(0.8);
    expect(r.citations.map((c: { url: string }) => c.url)).toContain(`${LEGINFO}66315`);
    // the answer is the passages' own text with their citations, nothing else
    for (const p of r.passages) expect(r.answer).toContain(`${p.text} [${p.citation}, paraphrased]`);
    expect(r.notes.join(" ")).toMatch(/paraphrases, not quoted text/);
  });

  it("quotes only passages that answer: the height answer carries no garage or parking passage", async () => {
    const r = await h.tool("ask_adu", { question: "What is the maximum height of an ADU in Los Angeles?", jurisdiction: "Los Angeles" });
    expect(r.passages[0].id).toBe("page:gov-66321-height");
    // Every passage quoted speaks of height (the limits, or the standards a local ordinance may set).
    for (const p of r.passages) expect(p.text).toMatch(/height|feet high/i);
    expect(r.answer).not.toMatch(/garage|demoli/i);
  });

  it("a garage-conversion question quotes the conversion rules, not garage demolition or legalisation", async () => {
    // Issue 26: the San Francisco garage-conversion question returned the demolition passage (§66320).
    const r = await h.tool("ask_adu", { question: "Can I convert my garage into an ADU?", jurisdiction: "San Francisco" });
    const ids = r.passages.map((p: { id: string }) => p.id);
    expect(ids).toContain("page:gov-66314-parking");
    expect(ids).not.toContain("page:gov-66320");
    expect(ids).not.toContain("page:gov-66331");
  });

  it("confidence is the share of the question the best passage covers; a passage covering too little is not quoted", async () => {
    expect(await h.tool("ask_adu", { question: "Do I need fire sprinklers?" })).toMatchObject({ confidence: "high", corpus_silent: false });
    // "parking" and "spaces" are in the corpus, "trailers" is not: the parking passage covers about half.
    const low = await h.tool("ask_adu", { question: "parking spaces for trailers" });
    expect(low).toMatchObject({ confidence: "low", corpus_silent: false });
    expect(low.passages.map((p: { id: string }) => p.id)).toEqual(["page:gov-66314-parking"]);
    // One of four content words: the parking passage does not answer a question about boats and motorcycles.
    expect(await h.tool("ask_adu", { question: "parking for boats trailers motorcycles" })).toMatchObject({ corpus_silent: true, answer: null, passages: [] });
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

  it("a blank question, one of common words only or in another script is refused naming /question", async () => {
    for (const question of ["      ", "what is the of it", "最大高度是多少"]) {
      expect((await h.refusal("ask_adu", { question })).issues?.map((i) => i.path)).toEqual(["/question"]);
    }
    expect((await h.refusal("get_adu_rules", { jurisdiction: "Los Angeles", question: "how is it" })).issues?.map((i) => i.path)).toEqual(["/question"]);
  });

  it("bad input gets invalid_arguments naming the field", async () => {
    expect((await h.refusal("ask_adu", { question: "hi" })).issues).toEqual([expect.objectContaining({ path: "/question" })]);
    expect((await h.refusal("ask_adu", { question: "How tall?", jurisdiction: "j".repeat(81) })).issues).toEqual([expect.objectContaining({ path: "/jurisdiction" })]);
    expect(JSON.stringify((await h.refusal("ask_adu", { jurisdiction: "Los Angeles" })).issues)).toMatch(/question/);
  });
});
