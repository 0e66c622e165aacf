import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { planInit } from "../../generator/commands/init";
import { runPipeline } from "../../generator/pipeline/run";
import { canonicalJson } from "../../generator/pipeline/schema/walk";

// Issue 32: with the cache on (the CLI's default), a manifest that declares views is taken from the
// generation cache and each view bundle is reused while every input esbuild read is unchanged. Any
// edit to a view, to a module it imports, or a new file beside them must still reach the bundle.
const REPO = join(__dirname, "..", "..");
let root: string;
const VIEW = "handlers/units/views/convert.ts";

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "speed-views-"));
  for (const f of planInit("my-tools")) {
    mkdirSync(dirname(join(root, f.path)), { recursive: true });
    writeFileSync(join(root, f.path), f.content);
  }
  symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"), "dir");
  const manifest = JSON.parse(readFileSync(join(root, "spec", "units.json"), "utf8"));
  manifest.tools.convert.ui = { view: VIEW };
  writeFileSync(join(root, "spec", "units.json"), canonicalJson(manifest));
  mkdirSync(join(root, "handlers", "units", "views"));
  const template = readFileSync(join(REPO, "templates", "view", "view.ts"), "utf8").replace("generated/SLUG/views/TOOL", "generated/units/views/convert");
  writeFileSync(join(root, VIEW), `import { label } from "./label";\n${template.replace("key.replace(/_/g, \" \")", "label(key)")}`);
  writeFileSync(join(root, "handlers", "units", "views", "label.ts"), 'export const label = (key: string): string => key.replace(/_/g, " ") + "LABEL-ONE";\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const html = async (cache: boolean) => {
  const { diagnostics, files } = await runPipeline({ root, cache });
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return files.find((f) => f.path === "generated/units/views/convert.html")!.content;
};

test("a cached view bundle follows every edit of the view and of what it imports", async () => {
  const first = await html(true);
  expect(first).toContain("LABEL-ONE");
  expect(await html(true)).toBe(first); // from the generation cache and the bundle memo
  expect(await html(false)).toBe(first); // the same bytes as bundling from scratch

  writeFileSync(join(root, VIEW), readFileSync(join(root, VIEW), "utf8").replace("Error ${error.code}", "Failure ${error.code}"));
  expect(await html(true)).toContain("Failure ");

  const label = join(root, "handlers", "units", "views", "label.ts");
  writeFileSync(label, readFileSync(label, "utf8").replace("LABEL-ONE", "LABEL-TWO"));
  const edited = await html(true);
  expect(edited).toContain("LABEL-TWO");
  expect(edited).not.toContain("LABEL-ONE");

  // A new file beside it that the same import now resolves to (esbuild tries .tsx before .ts).
  writeFileSync(join(root, "handlers", "units", "views", "label.tsx"), 'export const label = (key: string): string => key + "LABEL-THREE";\n');
  expect(await html(true)).toContain("LABEL-THREE");
});
