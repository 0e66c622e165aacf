import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DataFileError, loadDataFile, problemAt, type DataAbout } from "../../handlers/housing/support/data-file";

const SCHEMA = { type: "object", required: ["items"], properties: { items: { type: "array", items: { type: "object", required: ["price"], properties: { price: { type: "number", minimum: 0 } } } } } };
const ABOUT = { origin: "test fixture", licence: "CC0-1.0", sample: true };

describe("housing data files", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "housing-data-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (value: unknown) => writeFileSync(join(dir, "f.json"), JSON.stringify(value, null, 2));
  const problems = () => {
    try {
      loadDataFile(dir, "f.json", SCHEMA);
    } catch (err) {
      expect(err).toBeInstanceOf(DataFileError);
      return (err as DataFileError).problems;
    }
    throw new Error("expected a DataFileError");
  };

  it("returns a valid file", () => {
    write({ about: ABOUT, items: [{ price: 1 }] });
    expect(loadDataFile<{ about: DataAbout; items: { price: number }[] }>(dir, "f.json", SCHEMA).items[0].price).toBe(1);
  });

  it("names the line of a bad record", () => {
    write({ about: ABOUT, items: [{ price: 1 }, { price: -2 }] });
    // line 1 "{", 2 about…6 "}", 7 "items": [, 8 {, 9 price 1, 10 }, 11 {, 12 "price": -2
    expect(problems()).toEqual([expect.objectContaining({ line: 12, pointer: "/items/1/price", message: "must be >= 0" })]);
  });

  it("requires the about block with origin, licence and sample", () => {
    write({ about: { origin: "x" }, items: [] });
    expect(problems().map((p) => p.message).sort()).toEqual(["must have required property 'licence'", "must have required property 'sample'"]);
  });

  it("problemAt names the line of a path, or of its nearest ancestor when the path is absent", () => {
    write({ about: ABOUT, items: [{ price: 1 }, { price: 2 }] });
    expect(problemAt(dir, "f.json", ["items", 1, "price"], "is too dear")).toEqual({ file: expect.stringMatching(/f\.json$/), line: 12, pointer: "/items/1/price", message: "is too dear" });
    expect(problemAt(dir, "f.json", ["items", 5], "is missing")).toMatchObject({ line: 7, pointer: "/items/5" });
  });

  it("reports broken JSON and a missing file with file and line", () => {
    writeFileSync(join(dir, "f.json"), '{\n  "about": ,\n}');
    expect(problems()[0]).toMatchObject({ line: 2, message: "is not valid JSON" });
    rmSync(join(dir, "f.json"));
    expect(problems()[0].message).toMatch(/cannot be read/);
  });

  it("refuses what JSON refuses, with the line: a comment, a trailing comma, a form feed", () => {
    // The syntax tree is built only when there is a problem to place (a valid file is parsed once).
    writeFileSync(join(dir, "f.json"), '{\n  "about": {},\n  // a note\n  "items": []\n}');
    expect(problems()).toEqual([expect.objectContaining({ line: 3, pointer: "", message: "is not valid JSON" })]);
    writeFileSync(join(dir, "f.json"), '{\n  "about": {},\n  "items": [],\n}');
    expect(problems()).toEqual([expect.objectContaining({ line: 4, message: "is not valid JSON" })]);
    writeFileSync(join(dir, "f.json"), '{\n  "about": {},\f\n  "items": []\n}');
    expect(problems()).toEqual([expect.objectContaining({ message: "is not valid JSON" })]);
  });
});
