import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const BIN = join(__dirname, "..", "..", "bin", "mcpforge.js");

/** The built CLI (`npm test` builds first) run on the project at `root`. */
export function mcpforgeAt(root: string, ...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [BIN, "--root", root, ...args], { encoding: "utf8" });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/**
 * A project made of a fixture's spec/, generated and scaffolded once for the test file (two CLI
 * runs of a second or more each), and a fresh copy of it for every test, so that what one test
 * edits the next never sees. No node_modules in it: the generation cache goes under the OS temp
 * directory, keyed by content, so a copy finds what the first run stored. `root()` is the current
 * test's copy.
 */
export function scaffoldedCopies(specDir: string, prefix: string): { root(): string } {
  let template = "";
  let root = "";
  beforeAll(() => {
    template = mkdtempSync(join(tmpdir(), prefix));
    cpSync(specDir, join(template, "spec"), { recursive: true });
    expect(mcpforgeAt(template, "generate").code).toBe(0);
    expect(mcpforgeAt(template, "scaffold").code).toBe(0);
  });
  afterAll(() => rmSync(template, { recursive: true, force: true }));
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), prefix));
    cpSync(template, root, { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  return { root: () => root };
}
