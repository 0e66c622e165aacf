import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importOpenApi } from "../../generator/commands/import/openapi";
import { canonicalJson } from "../../generator/pipeline/schema/walk";

// One bad manifest (an imported one, edited into an invalid state) does not block `generate` for
// the other services: they are written, the bad one is reported and left alone (issue 31).
const REPO = join(__dirname, "..", "..");
const BIN = join(REPO, "bin", "mcpforge.js");
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "mcpforge-partial-"));
  cpSync(join(REPO, "test", "fixtures", "basic", "spec"), join(root, "spec"), { recursive: true });
  cpSync(join(REPO, "spec", "manifest.schema.json"), join(root, "spec", "manifest.schema.json"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const generate = () => spawnSync(process.execPath, [BIN, "--root", root, "generate", "--no-cache"], { encoding: "utf8" });

test("generate writes the sound services and reports the broken one, exit 1", () => {
  const { manifest } = importOpenApi(JSON.parse(readFileSync(join(REPO, "test", "fixtures", "openapi", "petstore.json"), "utf8")));
  (manifest.tools as Record<string, any>).get_pet_by_id.description = "short"; // under 20 characters: a validate error
  writeFileSync(join(root, "spec", "pet-store.json"), canonicalJson(manifest));
  const r = generate();
  expect(r.status).toBe(1);
  expect(r.stderr).toMatch(/spec\/pet-store\.json:\d+:\d+ \/tools\/get_pet_by_id\/description/);
  expect(r.stderr).toContain("not generated (errors above): spec/pet-store.json");
  expect(existsSync(join(root, "generated", "demo", "server.ts"))).toBe(true);
  expect(existsSync(join(root, "generated", "pet-store"))).toBe(false);
});

test("a broken shared file still blocks every service", () => {
  rmSync(join(root, "generated"), { recursive: true, force: true });
  const defs = readFileSync(join(root, "spec", "defs.json"), "utf8");
  writeFileSync(join(root, "spec", "defs.json"), defs.replace("{", "{,"));
  const r = generate();
  writeFileSync(join(root, "spec", "defs.json"), defs);
  expect(r.status).toBe(1);
  expect(existsSync(join(root, "generated"))).toBe(false);
});
