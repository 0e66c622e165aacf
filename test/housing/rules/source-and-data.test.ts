import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../../../generator/runtime";
import { rulesSearchSource } from "../../../handlers/housing/rules";
import { loadFeeData } from "../../../handlers/housing/rules/fees/estimate";
import { loadCorpus } from "../../../handlers/housing/rules/law/corpus";
import { DataFileError } from "../../../handlers/housing/support/data-file";
import type { HousingDeps } from "../../../handlers/housing/support/deps";
import { editedDataDir } from "./fixture";

const deps = (env: Record<string, string> = {}) => ({ env: { config: loadConfig(env) } }) as unknown as HousingDeps;

describe("the page: search source over the ADU law corpus", () => {
  const source = rulesSearchSource(deps());

  it("searches passages by BM25 and returns page:<slug> ids with statute URLs", async () => {
    expect(source.prefix).toBe("page");
    const hits = await source.search("impact fees under 750 square feet", 5);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(5);
    expect(hits[0]).toMatchObject({ id: "page:gov-66324-impact", url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66324" });
    for (let i = 1; i < hits.length; i++) expect(hits[i].score).toBeLessThanOrEqual(hits[i - 1].score);
    expect((await source.search("Santa Monica ordinance", 10)).map((h) => h.id)).toContain("page:jurisdiction-santa-monica");
    expect(await source.search("the of and", 10)).toEqual([]);
  });

  it("fetches a passage with its text, citation and paraphrase flag; unknown ids are undefined", async () => {
    const doc = await source.fetch("gov-66324-impact");
    expect(doc).toMatchObject({ id: "page:gov-66324-impact", title: expect.stringContaining("750"), metadata: { paraphrase: true, sample: true, jurisdiction: null } });
    expect(doc!.text).toMatch(/750 square feet[\s\S]*Gov\. Code §66324 .*\(paraphrase, not quoted statute\)/);
    expect(await source.fetch("no-such-page")).toBeUndefined();
  });
});

describe("fee and corpus files are validated at start-up with file and line", () => {
  it("the shipped files load: fourteen jurisdictions with fees and research notes", () => {
    const dir = join(__dirname, "../../../data/housing");
    const fees = loadFeeData(dir);
    expect([...fees.schedules.keys(), ...fees.approximations.keys()].sort()).toHaveLength(14);
    expect(loadCorpus(dir).jurisdictions.map((j) => j.key).sort()).toEqual([...fees.schedules.keys(), ...fees.approximations.keys()].sort());
  });

  it("a bad fee schedule names file, line and field", () => {
    const data = editedDataDir(() => undefined);
    try {
      const file = join(data.dir, "fees", "sf_dbi.json");
      writeFileSync(file, readFileSync(file, "utf8").replace('"percent_of_permit": 85', '"percent_of_permit": -85'));
      let error: unknown;
      try {
        loadFeeData(data.dir);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(DataFileError);
      const problem = (error as DataFileError).problems.find((p) => p.pointer === "/plan_check/percent_of_permit");
      const line = readFileSync(file, "utf8").split("\n").findIndex((l) => l.includes('"percent_of_permit": -85')) + 1;
      expect(problem).toMatchObject({ file: expect.stringContaining("sf_dbi.json"), line });
    } finally {
      data.cleanup();
    }
  });

  it("an approximation over an unknown base schedule, or a jurisdiction without fees, is refused", () => {
    const data = editedDataDir(() => undefined);
    try {
      const file = join(data.dir, "fees", "approximations.json");
      writeFileSync(file, readFileSync(file, "utf8").replace('"base": "la_city"', '"base": "la_citty"'));
      expect(() => loadFeeData(data.dir)).toThrow(/scales unknown base schedule "la_citty"/);
      writeFileSync(file, readFileSync(file, "utf8").replace('"jurisdiction": "burbank"', '"jurisdiction": "burbank_x"').replace('"base": "la_citty"', '"base": "la_city"'));
      expect(() => loadFeeData(data.dir)).toThrow(/no fee schedule or approximation for burbank/);
    } finally {
      data.cleanup();
    }
  });
});
