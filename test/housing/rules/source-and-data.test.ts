import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../../../generator/runtime";
import { rulesSearchSource } from "../../../handlers/housing/rules";
import { loadFeeData } from "../../../handlers/housing/rules/fees/estimate";
import { loadCorpus } from "../../../handlers/housing/rules/law/corpus";
import { checkStandardPassages } from "../../../handlers/housing/rules/law/rules";
import { DataFileError } from "../../../handlers/housing/support/data-file";
import type { HousingDeps } from "../../../handlers/housing/support/deps";
import { editedDataDir } from "./fixture";

const deps = (env: Record<string, string> = {}) => ({ env: { config: loadConfig(env) } }) as unknown as HousingDeps;

describe("the page: search source over the ADU law corpus", () => {
  const source = rulesSearchSource(deps());

  it("lists every passage and jurisdiction note as a page:<slug> document with its statute or guide URL", async () => {
    expect(source.prefix).toBe("page");
    const docs = await source.documents();
    const impact = docs.find((d) => d.id === "page:gov-66324-impact");
    expect(impact).toMatchObject({ url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66324", sample: true });
    expect(impact!.body).toContain("750 square feet");
    expect(docs.find((d) => d.id === "page:jurisdiction-santa-monica")?.place).toContain("santa monica");
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
  });

  it("fetches a passage with its text, citation and paraphrase flag; unknown ids are undefined", async () => {
    const doc = await source.fetch("gov-66324-impact");
    expect(doc).toMatchObject({ id: "page:gov-66324-impact", title: expect.stringContaining("750"), metadata: { paraphrase: true, sample: true, jurisdiction: null } });
    expect(doc!.text).toMatch(/750 square feet[\s\S]*Gov\. Code §66324 .*\(paraphrase, not quoted statute\)/);
    expect(await source.fetch("no-such-page")).toBeUndefined();
  });
});

describe("fee and corpus files are validated at start-up with file and line", () => {
  it("the shipped files load: fifteen jurisdictions with fees and research notes", () => {
    const dir = join(__dirname, "../../../data/housing");
    const fees = loadFeeData(dir);
    expect([...fees.schedules.keys(), ...fees.approximations.keys()].sort()).toHaveLength(15);
    expect(loadCorpus(dir).jurisdictions.map((j) => j.key).sort()).toEqual([...fees.schedules.keys(), ...fees.approximations.keys()].sort());
  });

  /** 1-based line of the `nth` (0-based) line of `text` that holds `needle`. */
  const lineOf = (text: string, needle: string, nth = 0) => text.split("\n").flatMap((l, i) => (l.includes(needle) ? [i + 1] : []))[nth];
  /** The DataFileError of starting the rules group (rules/index.ts, in its order) on a copy of the data with `from` replaced by `to` in `file`. */
  const startUpError = (file: string, from: string, to: string): { error: DataFileError; text: string } => {
    const data = editedDataDir(() => undefined);
    try {
      const path = join(data.dir, file);
      const text = readFileSync(path, "utf8").replace(from, to);
      writeFileSync(path, text);
      const corpus = loadCorpus(data.dir);
      checkStandardPassages(data.dir, corpus);
      loadFeeData(data.dir);
    } catch (error) {
      expect(error).toBeInstanceOf(DataFileError);
      return { error: error as DataFileError, text: readFileSync(join(data.dir, file), "utf8") };
    } finally {
      data.cleanup();
    }
    throw new Error(`start-up accepted ${file} with ${to}`);
  };

  it("a bad fee schedule names file, line and field", () => {
    const { error, text } = startUpError("fees/sf_dbi.json", '"percent_of_permit": 85', '"percent_of_permit": -85');
    const problem = error.problems.find((p) => p.pointer === "/plan_check/percent_of_permit");
    expect(problem).toMatchObject({ file: expect.stringContaining("sf_dbi.json"), line: lineOf(text, '"percent_of_permit": -85') });
  });

  it.each([
    { bad: "a repeated passage slug", file: "corpus/passages.json", from: '"slug": "gov-66312"', to: '"slug": "gov-66310"', at: ['"slug": "gov-66310"', 1], pointer: "/passages/1/slug", message: /^repeats the slug "gov-66310" of \/passages\/0$/ },
    { bad: "a passage a state standard is stated from is gone", file: "corpus/passages.json", from: '"slug": "gov-66317"', to: '"slug": "gov-66317-renamed"', at: ['"passages": ['], pointer: "/passages", message: /^lacks passage "gov-66317" that get_adu_rules states a standard from$/ },
    { bad: "an approximation over an unknown base schedule", file: "fees/approximations.json", from: '"base": "la_county"', to: '"base": "la_citty"', at: ['"base": "la_citty"'], pointer: "/jurisdictions/0/base", message: /^pasadena scales unknown base schedule "la_citty" \(one of la_city, la_county, nyc_dob, sf_dbi, sd_dsd\)$/ },
    { bad: "a jurisdiction with neither schedule nor approximation", file: "fees/approximations.json", from: '"jurisdiction": "burbank"', to: '"jurisdiction": "burbank_x"', at: ['"jurisdictions": ['], pointer: "/jurisdictions", message: /^no fee schedule or approximation for burbank$/ },
  ] as const)("$bad stops start-up naming $file, line and pointer", ({ file, from, to, at, pointer, message }) => {
    const { error, text } = startUpError(file, from, to);
    const line = lineOf(text, at[0], at[1]);
    expect(line).toBeGreaterThan(1);
    expect(error.problems).toEqual([{ file: expect.stringMatching(new RegExp(`${file.replace(".", "\\.")}$`)), line, pointer, message: expect.stringMatching(message) }]);
    expect(error.message).toContain(`${file}:${line}: ${pointer} `);
  });
});
