import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkLotsData } from "../../../handlers/housing/lots/checks";
import { loadLotsData } from "../../../handlers/housing/lots/data";
import { plansSearchSource } from "../../../handlers/housing/lots/source";
import { DataFileError, housingDataDir } from "../../../handlers/housing/support/data-file";

const data = loadLotsData(housingDataDir());

describe("plan: search source", () => {
  const source = plansSearchSource(data.plans, data.sample.plans);

  it("lists every plan set as a plan:<uuid> document: title, cities as place, size and program as body", async () => {
    expect(source.prefix).toBe("plan");
    const docs = await source.documents();
    expect(docs).toHaveLength(data.plans.length);
    const narrow = docs.find((d) => d.title === "Narrow One 500")!;
    expect(narrow).toMatchObject({ id: expect.stringMatching(/^plan:[0-9a-f-]{36}$/), url: expect.stringMatching(/^https:/), sample: true });
    expect(narrow.place).toContain("Los Angeles");
    expect(narrow.body).toMatch(/1 bedroom.*500 square feet/);
  });

  it("fetches the detail of a plan, labelled sample, and nothing for an unknown id", async () => {
    const id = (await source.documents()).find((d) => d.title === "Pavilion 750")!.id.slice("plan:".length);
    const doc = (await source.fetch(id))!;
    expect(doc).toMatchObject({ id: `plan:${id}`, title: "Pavilion 750", url: expect.stringMatching(/^https:/) });
    expect(doc.text).toContain("750 sq ft");
    expect(doc.text).toContain("Sample data");
    expect(doc.metadata).toMatchObject({ square_feet: 750, bedrooms: 1, footprint_width_ft: 25, footprint_depth_ft: 30, sample: true });
    expect(await source.fetch("00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });
});

describe("lots data files", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "housing-lots-"));
    cpSync(housingDataDir(), dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("are all sample data and load", () => {
    expect(data.sample).toEqual({ parcels: true, plans: true, managers: true, providers: true });
    expect(data.parcels.filter((p) => p.county === "la").length).toBeGreaterThanOrEqual(20);
    expect(data.parcels.filter((p) => p.county === "sd").length).toBeGreaterThanOrEqual(20);
  });

  it("stop start-up naming the file and line of a bad parcel", () => {
    const file = join(dir, "parcels", "san-diego.json");
    const text = readFileSync(file, "utf8").replace('"apn": "445-120-17-00"', '"apn": "445-120"');
    writeFileSync(file, text);
    const line = text.split("\n").findIndex((l) => l.includes('"apn": "445-120"')) + 1;
    try {
      loadLotsData(dir);
      throw new Error("expected a DataFileError");
    } catch (err) {
      expect(err).toBeInstanceOf(DataFileError);
      expect((err as DataFileError).problems).toEqual([expect.objectContaining({ file: expect.stringContaining(join("parcels", "san-diego.json")), line, pointer: "/parcels/0/apn" })]);
    }
  });

  it("pass the cross-record checks as shipped", () => {
    expect(() => checkLotsData(housingDataDir(), data)).not.toThrow();
  });

  it("report cross-record problems with file, line and pointer", () => {
    const parcels = join(dir, "parcels", "los-angeles.json");
    const doc = JSON.parse(readFileSync(parcels, "utf8"));
    doc.parcels[1].apn = doc.parcels[0].apn; // a repeated APN
    doc.parcels[2].street_edges[0].edge = 9; // an edge the lot does not have
    writeFileSync(parcels, JSON.stringify(doc, null, 1));
    const services = join(dir, "directory", "services.json");
    writeFileSync(services, readFileSync(services, "utf8").replace('"category": "plumber"', '"category": "astrologer"'));
    let problems: { file: string; line: number; pointer: string; message: string }[] = [];
    try {
      checkLotsData(dir, loadLotsData(dir));
    } catch (err) {
      expect(err).toBeInstanceOf(DataFileError);
      problems = (err as DataFileError).problems;
    }
    /** 1-based line of the nth line containing `needle`. */
    const lineOf = (file: string, needle: string, nth = 0) => readFileSync(file, "utf8").split("\n").flatMap((l, i) => (l.includes(needle) ? [i + 1] : []))[nth];
    expect(problems).toEqual([
      { file: expect.stringContaining("los-angeles.json"), line: lineOf(parcels, `"apn": "${doc.parcels[0].apn}"`, 1), pointer: "/parcels/1/apn", message: expect.stringContaining("repeats the APN") },
      { file: expect.stringContaining("los-angeles.json"), line: lineOf(parcels, '"edge": 9'), pointer: "/parcels/2/street_edges/0/edge", message: expect.stringContaining("the lot has 4 edges") },
      { file: expect.stringContaining("services.json"), line: lineOf(services, '"category": "astrologer"'), pointer: expect.stringMatching(/^\/providers\/\d+\/category$/), message: expect.stringContaining("not one of the file's categories") },
    ]);
  });
});
