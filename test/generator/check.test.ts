import { appendFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { mcpforgeAt, scaffoldedCopies } from "../helpers/scaffolded-copies";

const FIXTURE = join(__dirname, "..", "fixtures", "basic");
const fixture = scaffoldedCopies(join(FIXTURE, "spec"), "mcpforge-check-");
let root: string;
beforeEach(() => (root = fixture.root()));
const mcpforge = mcpforgeAt;

test("check passes right after generate", () => {
  const r = mcpforge(root, "check", "--no-typecheck");
  expect(r.code).toBe(0);
});

test("check names a hand-edited file, a stale manifest's outputs, an orphan and a missing file, all in one run", () => {
  appendFileSync(join(root, "generated/demo/types.ts"), "// hand edit\n");
  const spec = JSON.parse(readFileSync(join(root, "spec/demo.json"), "utf8"));
  spec.tools["get-item"].description = "Read one item by id; changes nothing at all.";
  writeFileSync(join(root, "spec/demo.json"), JSON.stringify(spec, null, 2) + "\n");
  writeFileSync(join(root, "generated/demo/old.ts"), "// Generated from spec/demo.json by npm run generate. DO NOT EDIT.\n");
  rmSync(join(root, "generated/index.ts"));
  const r = mcpforge(root, "check", "--no-typecheck");
  expect(r.code).toBe(1);
  expect(r.err).toContain("stale: generated/demo/types.ts");
  expect(r.err).toContain("stale: generated/demo/server.ts");
  expect(r.err).toContain("orphan: generated/demo/old.ts");
  expect(r.err).toContain("missing: generated/index.ts");
});

test("generate refuses to run over a file it did not write, and deletes only its own orphans", () => {
  writeFileSync(join(root, "generated/demo/mine.ts"), "export const mine = 1;\n");
  const refused = mcpforge(root, "generate");
  expect(refused.code).toBe(1);
  expect(refused.err).toContain("generated/demo/mine.ts");
  rmSync(join(root, "generated/demo/mine.ts"));
  writeFileSync(join(root, "generated/demo/old.ts"), "// Generated from spec/demo.json by npm run generate. DO NOT EDIT.\n");
  expect(mcpforge(root, "generate").code).toBe(0);
  expect(() => readFileSync(join(root, "generated/demo/old.ts"))).toThrow();
});

test("validate reports problems with file, line and column and exits 1", () => {
  const spec = JSON.parse(readFileSync(join(root, "spec/demo.json"), "utf8"));
  delete spec.tools.create_item.description;
  writeFileSync(join(root, "spec/demo.json"), JSON.stringify(spec, null, 2) + "\n");
  const r = mcpforge(root, "validate");
  expect(r.code).toBe(1);
  expect(r.err).toMatch(/^spec\/demo\.json:\d+:\d+ \/tools\/create_item\/description: missing required property "description"/m);
});
