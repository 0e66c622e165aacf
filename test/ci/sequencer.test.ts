import { join } from "node:path";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const DurationSequencer = require("../helpers/sequencer.js") as new (options: unknown) => { sort<T>(tests: T[]): T[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const committed = require("../helpers/durations.json") as Record<string, number>;

const ROOT = join(__dirname, "..", "..");
/** A jest Test as the sequencer sees it, with no cache (a fresh clone) and every file the same size. */
const fake = (rel: string) => ({ path: join(ROOT, rel), duration: undefined as number | undefined, context: { config: { cache: false, rootDir: ROOT }, hasteFS: { getSize: () => 1000 } } });

// On a fresh clone jest has no durations and would order by file size: the 200 s soak could start
// last and run alone while the other worker idles. The committed durations order them instead.
test("with no jest cache, files run longest first by the committed durations; an unknown file first", () => {
  const known = ["test/readme.test.ts", "test/soak/soak.test.ts", "test/fuzz/schema-fuzz.test.ts", "test/census/data.test.ts"].filter((f) => committed[f] !== undefined);
  expect(known.length).toBe(4);
  const byCommitted = [...known].sort((a, b) => committed[b] - committed[a]);
  const order = new DurationSequencer({}).sort([...known, "test/new/unknown.test.ts"].map(fake)).map((t) => t.path.slice(ROOT.length + 1));
  expect(order).toEqual(["test/new/unknown.test.ts", ...byCommitted]);
  expect(order[1]).toBe("test/soak/soak.test.ts");
});
