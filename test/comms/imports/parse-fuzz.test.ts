import { CsvRefusal, parseCsv } from "../../../handlers/comms/imports/parse";
import { checkMapping, validateRows } from "../../../handlers/comms/imports/validate";

/** A small deterministic PRNG (mulberry32), so every run checks the same inputs. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '"',
  ",",
  "\n",
  "\r\n",
  "\r",
  "a",
  "b@x.example",
  " ",
  '""',
  "\uFFFD",
  "\u0000",
  "\uFEFF",
  "é",
  ";",
  "\t",
];

test("500 random CSVs of quotes, separators, line ends and odd characters: row errors or a declared refusal, never a throw", async () => {
  const rand = prng(13);
  const outcomes = { parsed: 0, refused: 0 };
  for (let i = 0; i < 500; i++) {
    const body = Array.from({ length: 1 + Math.floor(rand() * 60) }, () => PIECES[Math.floor(rand() * PIECES.length)]);
    const csv = `email,name\n${body.join("")}`;
    try {
      const parsed = await parseCsv(csv);
      outcomes.parsed += 1;
      // Rows are numbered 1, 2, 3… in order, whatever the parser skipped.
      expect(parsed.records.map((r) => r.row)).toEqual(parsed.records.map((_, k) => k + 1));
      const { columns } = checkMapping(parsed.header, { email: "email", name: "first_name" });
      const { valid, errors, rowsWithErrors } = await validateRows(parsed.records, parsed.header, columns, new Set());
      expect(valid.length + rowsWithErrors).toBe(parsed.records.length);
      expect(errors.map((e) => e.row)).toEqual([...errors.map((e) => e.row)].sort((a, b) => a - b));
    } catch (err) {
      expect(err).toBeInstanceOf(CsvRefusal);
      outcomes.refused += 1;
    }
  }
  expect(outcomes.parsed).toBeGreaterThan(400); // the header row is fine, so most files parse
});
