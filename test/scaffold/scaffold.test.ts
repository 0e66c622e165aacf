import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { toMatchFile } from "jest-file-snapshot";
import { mcpforge, REPO } from "../diff/run-cli";

expect.extend({ toMatchFile });

const FIXTURE = join(REPO, "test/fixtures/scaffold");
const EXPECTED = join(FIXTURE, "expected");
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "mcpforge-scaffold-"));
  cpSync(join(FIXTURE, "spec"), join(root, "spec"), { recursive: true });
  cpSync(join(FIXTURE, "handlers"), join(root, "handlers"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Every file under handlers/, path → content. */
function snapshot(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const abs = join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else out.set(relative(root, abs), readFileSync(abs, "utf8"));
    }
  };
  walk(join(root, "handlers"));
  return out;
}

/** True when `small` can be read out of `big` in order: nothing was deleted or moved, only inserted. */
function isSubsequence(small: string, big: string): boolean {
  let i = 0;
  for (let j = 0; j < big.length && i < small.length; j++) if (big[j] === small[i]) i++;
  return i === small.length;
}

const scaffold = (...flags: string[]) => mcpforge(["--root", root, "scaffold", ...flags]);

test("--dry-run prints every action with file:line and writes nothing", () => {
  const before = snapshot();
  const r = scaffold("--dry-run");
  expect(r.code).toBe(0);
  expect(r.out.split("\n").filter(Boolean)).toEqual([
    "handlers/notes/index.ts:1:1 create: new handler module with 2 not_implemented stub(s)",
    "handlers/shop/extra.ts:4:3 orphan legacy_report: handler with no tool in spec/shop.json (remove it, or run `mcpforge scaffold --remove-orphans`)",
    "handlers/shop/index.ts:23:7 orphan export_items: handler with no tool in spec/shop.json (remove it, or run `mcpforge scaffold --remove-orphans`)",
    "handlers/shop/index.ts:25:7 add stub delete_item: answers not_implemented until you write it",
    "handlers/shop/index.ts:26:7 add stub put_item: answers not_implemented until you write it",
    "handlers/tasks/index.ts:8:5 orphan done_task: handler with no tool in spec/tasks.json (remove it, or run `mcpforge scaffold --remove-orphans`)",
    "handlers/tasks/index.ts:10:5 add stub close-task: answers not_implemented until you write it",
    "handlers/gone/index.ts:1:1 orphan module: no manifest spec/gone.json: this handler folder serves nothing (delete it by hand if the service is gone)",
  ]);
  expect(r.err).toContain("would change 3 file(s)");
  expect(snapshot()).toEqual(before);
});

test("adds typed stubs and creates the new module, keeping every hand-written byte", () => {
  const before = snapshot();
  expect(scaffold().code).toBe(0);
  const after = snapshot();
  for (const path of ["handlers/shop/index.ts", "handlers/tasks/index.ts", "handlers/notes/index.ts"]) {
    expect(after.get(path)).toMatchFile(join(EXPECTED, "scaffold", path));
  }
  for (const path of ["handlers/shop/index.ts", "handlers/tasks/index.ts"]) expect(isSubsequence(before.get(path)!, after.get(path)!)).toBe(true);
  // Files with nothing to add are untouched, byte for byte.
  for (const path of ["handlers/shop/extra.ts", "handlers/gone/index.ts", "handlers/_shared/util.ts"]) expect(after.get(path)).toBe(before.get(path));
  expect(after.get("handlers/tasks/index.ts")).toContain('"close-task": notImplemented("close-task"),');
});

test("is idempotent: a second run changes nothing and still reports the orphans", () => {
  expect(scaffold().code).toBe(0);
  const once = snapshot();
  const r = scaffold();
  expect(r.code).toBe(0);
  expect(snapshot()).toEqual(once);
  expect(r.err).toContain("nothing to scaffold; 4 orphan(s) reported");
  expect(r.out).not.toContain("add stub");
});

test("--remove-orphans removes only the orphan handlers written in the tools object", () => {
  expect(scaffold().code).toBe(0);
  const before = snapshot();
  const r = scaffold("--remove-orphans");
  expect(r.code).toBe(0);
  expect(r.out).toContain("handlers/shop/index.ts:24:7 removed orphan export_items");
  expect(r.out).toContain("handlers/tasks/index.ts:8:5 removed orphan done_task");
  expect(r.out).toContain("handlers/shop/extra.ts:4:3 orphan legacy_report: handler with no tool in spec/shop.json; it is not written in the tools object itself, so remove it by hand");
  const after = snapshot();
  for (const path of ["handlers/shop/index.ts", "handlers/tasks/index.ts"]) {
    expect(after.get(path)).toMatchFile(join(EXPECTED, "remove-orphans", path));
    expect(isSubsequence(after.get(path)!, before.get(path)!)).toBe(true); // only deletions
  }
  expect(after.get("handlers/shop/extra.ts")).toBe(before.get("handlers/shop/extra.ts"));
  expect(after.has("handlers/gone/index.ts")).toBe(true); // orphan modules are reported, never deleted
  expect(scaffold("--remove-orphans").err).toContain("nothing to scaffold");
});

test("a module whose tools cannot be read statically is an error, and nothing is written to it", () => {
  const bad = "import { defineHandlers } from \"../../generator/runtime\";\nexport default defineHandlers((env: any) => env.makeTools());\n";
  writeFileSync(join(root, "handlers/tasks/index.ts"), bad);
  const r = scaffold();
  expect(r.code).toBe(1);
  expect(r.out).toContain("handlers/tasks/index.ts:1:1 error: handlers/tasks/index.ts:2:16: cannot find the tools object literal statically");
  expect(readFileSync(join(root, "handlers/tasks/index.ts"), "utf8")).toBe(bad);
});
