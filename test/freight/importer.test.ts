import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { checkContent } from "../../handlers/freight/check-content";
import { importContent } from "../../handlers/freight/importer";
import { findSecret } from "../../handlers/freight/secrets";
import { splitRoute } from "../../handlers/freight/lane-search";
import { fold, stem } from "../../handlers/freight/text";

const SHIPPED = join(__dirname, "..", "..", "data", "freight");

describe("freight content importer", () => {
  test("the shipped content directory imports without a problem", () => {
    const c = importContent(SHIPPED);
    expect(c.problems).toEqual([]);
    expect(c.pages.filter((p) => p.kind === "lane")).toHaveLength(21);
    expect(c.pages.every((p) => p.sample)).toBe(true);
    expect(c.airports.get("FRA")).toMatchObject({ name: "Frankfurt Main", city: "Frankfurt", icao: "EDDF" });
    expect(c.carriers.get("LH")).toMatchObject({ name: "Lufthansa", icao: "DLH", aliases: expect.arrayContaining(["Lufthansa Cargo"]) });
  });

  describe("a directory with broken pages", () => {
    let dir: string;
    const page = (name: string, text: string) => writeFileSync(join(dir, "pages", name), text);
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), "freight-content-"));
      cpSync(join(SHIPPED, "portal.json"), join(dir, "portal.json"));
      mkdirSync(join(dir, "pages"));
      writeFileSync(join(dir, "synonyms.json"), '{\n  "FRA": ["Francfort"],\n  "QQQ": ["Nowhere"]\n}\n');
      page("a-first.md", "---\nid: fra-jfk\nkind: lane\nlang: en\ntitle: FRA to JFK\ncanonical_url: https://freight-portal.example/lanes/fra-jfk\norigin: FRA\ndestination: JFK\ntransit: \"1 day, as stated by the operator\"\n---\nBody\n");
      page("no-fence.md", "id: x\n");
      page("bad-fields.md", "---\nid: Bad Id\nkind: lane\nlang: it\ntitle: t\ncanonical_url: https://elsewhere.example/x\norigin: FRA\ndestination: XXX\ncarriers: [LH, 0Z]\ncolour: blue\ndate: 2026-02-30\n---\nBody\n");
      page("dead-link.md", "---\nid: faq\nkind: faq\nlang: en\ntitle: FAQ\ncanonical_url: https://freight-portal.example/faq\n---\n# FAQ\n\nSee [this lane](https://freight-portal.example/lanes/nowhere).\n");
      page("dup.md", "---\nid: fra-jfk\nkind: lane\nlang: en\ntitle: again\ncanonical_url: https://freight-portal.example/lanes/fra-jfk2\norigin: FRA\ndestination: JFK\n---\nBody\n");
      page("missing.md", "---\nid: r\nkind: rate_reference\nlang: en\ntitle: Rates\ncanonical_url: https://freight-portal.example/rates\n---\nBody\n");
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    test("reports every problem with its file and line and keeps only valid pages", () => {
      const c = importContent(dir, { root: dir });
      const got = c.problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
      expect(got).toEqual(
        expect.arrayContaining([
          "pages/no-fence.md:1: the page must start with a front matter block opened by a '---' line",
          expect.stringMatching(/^pages\/bad-fields\.md:10: unknown key 'colour'/),
          "pages/bad-fields.md:2: id: use lower-case letters, digits and hyphens",
          expect.stringMatching(/^pages\/bad-fields\.md:4: lang: 'it' is not served/),
          "pages/bad-fields.md:8: destination: 'XXX' is not an airport IATA code of the OpenFlights dataset",
          "pages/bad-fields.md:9: carriers: '0Z' is not an active carrier IATA code of the OpenFlights dataset",
          "pages/bad-fields.md:11: date: must be a date like 2026-10-01",
          "pages/dead-link.md:10: link to https://freight-portal.example/lanes/nowhere reaches no published page",
          "pages/dup.md:2: lane fra-jfk in en is already published by pages/a-first.md",
          "pages/missing.md:1: missing required key 'date' for a rate_reference page",
          "synonyms.json:3: 'QQQ' is not an airport IATA code of the OpenFlights dataset",
        ]),
      );
      expect(got).toHaveLength(11);
      expect(c.pages.map((p) => p.file)).toEqual(["pages/a-first.md"]);
      expect(c.pages[0].transit).toBe("1 day, as stated by the operator");
      expect(c.synonyms.get("FRA")).toEqual(["Francfort"]);
    });

    test("check-content prints the same problems and fails", () => {
      const r = checkContent(dir);
      expect(r.ok).toBe(false);
      expect(r.lines).toContain(`${relative(process.cwd(), join(dir, "pages", "no-fence.md"))}:1: the page must start with a front matter block opened by a '---' line`);
      expect(r.lines[r.lines.length - 1]).toMatch(/^1 valid page\(s\) \(1 lanes\), \d+ airports, \d+ carriers, 4 languages; 11 problem\(s\)$/);
      expect(checkContent(SHIPPED).ok).toBe(true);
    });
  });
});

describe("freight text helpers", () => {
  test.each([
    ["Zürich", "zurich"],
    ["SÃO PAULO", "sao paulo"],
    ["Straße", "strasse"],
  ])("fold(%s) = %s", (given, want) => expect(fold(given)).toBe(want));

  test("stem maps inflections onto one stem", () => {
    expect(stem("shipments")).toBe(stem("shipment"));
    expect(stem("Flughäfen".normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase())).toBe("flughaf");
  });

  test.each([
    ["FRA to JFK", ["FRA", "JFK"]],
    ["from Zurich nach São Paulo", ["Zurich", "São Paulo"]],
    ["fra-jfk", ["fra", "jfk"]],
    ["Paris → Singapore", ["Paris", "Singapore"]],
    ["Frankfurt New York", undefined],
    ["from Zurich", ["Zurich", undefined]],
    ["to Singapore", [undefined, "Singapore"]],
  ])("splitRoute(%s)", (given, want) => expect(splitRoute(given)).toEqual(want));

  test.each([
    ["4111 1111 1111 1111", "a payment card number"],
    ["4111-1111-1111-1112", undefined],
    ["DE89 3704 0044 0532 0130 00", "an IBAN"],
    ["DE89 3704 0044 0532 0130 01", undefined],
    ["Passwort: geheim", "a password or PIN"],
    ["250 kg, 4 pieces 120x80x100 cm, +49 69 1234 5678", undefined],
  ])("findSecret(%s)", (given, want) => expect(findSecret(given)).toBe(want));
});
