import { cpSync, existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { mcpforgeAt, scaffoldedCopies } from "../helpers/scaffolded-copies";

// `--service <slug>` narrows generate and check to one service; the generation cache (on by
// default in the CLI) never serves output for a manifest, shared defs file or handler that changed.
const REPO = join(__dirname, "..", "..");
const FIXTURES = join(REPO, "test", "fixtures");

const fixture = scaffoldedCopies(join(FIXTURES, "basic", "spec"), "mcpforge-svc-");
let root: string;
beforeEach(() => (root = fixture.root()));

const mcpforge = (...args: string[]) => mcpforgeAt(root, ...args);
const snapshot = () => Object.fromEntries(readdirSync(join(root, "generated"), { recursive: true, encoding: "utf8" }).sort().filter((f) => f.endsWith(".ts")).map((f) => [f, readFileSync(join(root, "generated", f), "utf8")]));

test("generate --service writes only that service's folder; check --service checks only it", () => {
  cpSync(join(FIXTURES, "own-design", "spec", "notes.json"), join(root, "spec", "notes.json"));
  const registry = readFileSync(join(root, "generated", "index.ts"), "utf8");
  const gen = mcpforge("generate", "--service", "notes");
  expect(gen.code).toBe(0);
  expect(gen.err).toContain("created generated/notes/server.ts");
  expect(readFileSync(join(root, "generated", "index.ts"), "utf8")).toBe(registry);
  expect(existsSync(join(root, "generated", "demo", "server.ts"))).toBe(true); // other services untouched, never "orphans"
  expect(mcpforge("check", "--service", "demo", "--no-typecheck").code).toBe(0);
  const all = mcpforge("check", "--no-typecheck");
  expect(all.code).toBe(1);
  expect(all.err).toContain("stale: generated/index.ts");
});

test("an unknown --service is a clear error", () => {
  const r = mcpforge("generate", "--service", "nope");
  expect(r.code).toBe(1);
  expect(r.err).toContain('unknown service "nope": no spec/nope.json (services: demo)');
});

test("cached output is byte-identical to a fresh run, and an edited manifest or shared defs file is never served from the cache", () => {
  expect(mcpforge("generate").code).toBe(0); // second run: every manifest from the cache
  const cached = snapshot();
  rmSync(join(root, "generated"), { recursive: true });
  expect(mcpforge("generate", "--no-cache").code).toBe(0);
  expect(snapshot()).toEqual(cached);

  const demo = JSON.parse(readFileSync(join(root, "spec", "demo.json"), "utf8"));
  demo.tools["get-item"].description = "Read one item by its id; changes nothing at all.";
  writeFileSync(join(root, "spec", "demo.json"), JSON.stringify(demo, null, 2) + "\n");
  const afterEdit = mcpforge("check", "--no-typecheck");
  expect(afterEdit.code).toBe(1);
  expect(afterEdit.err).toContain("stale: generated/demo/server.ts");
  expect(mcpforge("generate").code).toBe(0);

  const defs = JSON.parse(readFileSync(join(root, "spec", "defs.json"), "utf8"));
  defs.$defs.idempotencyKey.maxLength = 64;
  writeFileSync(join(root, "spec", "defs.json"), JSON.stringify(defs, null, 2) + "\n");
  const afterDefs = mcpforge("check", "--no-typecheck");
  expect(afterDefs.code).toBe(1);
  expect(afterDefs.err).toContain("stale: generated/demo/");
});

test("check's handler coverage is recomputed when a handler changes", () => {
  expect(mcpforge("check", "--no-typecheck").code).toBe(0); // coverage now cached
  const handlers = join(root, "handlers", "demo", "index.ts");
  writeFileSync(handlers, readFileSync(handlers, "utf8").replace(/\s*create_item: notImplemented\("create_item"\),/, ""));
  const r = mcpforge("check", "--no-typecheck");
  expect(r.code).toBe(1);
  expect(r.err).toContain('no handler for tool "create_item"');
});

test("the remembered type-check result is dropped when a handler changes", () => {
  // A project that type-checks: tsconfig files, the runtime and node_modules linked in.
  for (const f of ["tsconfig.json", "tsconfig.build.json"]) cpSync(join(REPO, f), join(root, f));
  symlinkSync(join(REPO, "generator"), join(root, "generator"));
  symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"));
  const handlers = join(root, "handlers", "demo", "index.ts");
  writeFileSync(handlers, readFileSync(handlers, "utf8").replace('"get-item": notImplemented("get-item"),', '"get-item": async ({ item_id }) => ({ item_id, found_at: "2026-01-01T00:00:00Z" }),'));
  const first = mcpforge("check", "--service", "demo");
  expect(first.err).toBe("");
  expect(first.code).toBe(0);
  expect(mcpforge("check", "--service", "demo").code).toBe(0); // remembered
  writeFileSync(handlers, readFileSync(handlers, "utf8").replace("found_at: ", "found_when: "));
  const r = mcpforge("check", "--service", "demo");
  expect(r.code).toBe(1);
  expect(r.err).toMatch(/handlers\/demo\/index\.ts:\d+:\d+ .*found_when/);
}, 240_000); // three cold TypeScript checks on a shared two-core machine
