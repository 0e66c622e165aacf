import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { toMatchFile } from "jest-file-snapshot";
import { runPipeline } from "../../generator/pipeline/run";
import { planWrite } from "../../generator/pipeline/write";

expect.extend({ toMatchFile });

const FIXTURES = join(__dirname, "..", "fixtures");
const CASES = ["basic", "grouped"];

describe.each(CASES)("fixture %s", (name) => {
  const root = join(FIXTURES, name);
  // One run of the pipeline read by the three tests (runPipeline writes nothing); the last one
  // compares it with a second, independent run.
  let first: ReturnType<typeof runPipeline> | undefined;
  const firstRun = () => (first ??= runPipeline({ root }));

  test("every emitted file matches its golden (a missing golden fails under --ci)", async () => {
    const { diagnostics, files } = await firstRun();
    expect(diagnostics).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(f.content).toMatchFile(join(root, "expected", f.path));
  });

  test("no golden without an emitted file (orphan goldens fail)", async () => {
    const { files } = await firstRun();
    const emitted = new Set(files.map((f) => f.path));
    const goldens = listFiles(join(root, "expected")).map((p) => relative(join(root, "expected"), p).split("\\").join("/"));
    expect(goldens.filter((g) => !emitted.has(g))).toEqual([]);
  });

  test("output is byte-identical across runs and headed with its source", async () => {
    const a = await firstRun();
    const b = await runPipeline({ root });
    expect(b.files).toEqual(a.files);
    for (const f of a.files) {
      expect(f.content.split("\n", 1)[0]).toMatch(/^\/\/ Generated from spec\/(demo|crm|\*)\.json by npm run generate\. DO NOT EDIT\.$/);
      expect(f.content).not.toContain("\r");
      expect(f.content.endsWith("\n")).toBe(true);
    }
  });
});

test("the committed generated/ is what the committed spec/ produces", async () => {
  const root = join(__dirname, "..", "..");
  const { files } = await runPipeline({ root });
  expect(planWrite(files, root).changes).toEqual([]);
}, 300_000); // every file of the nine services formatted: 37-72 s on the shared machine at load 13-18

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? listFiles(join(dir, n)) : [join(dir, n)]));
}
