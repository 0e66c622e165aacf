import { copyFileSync, cpSync, existsSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO } from "../diff/run-cli";

/**
 * A temporary project root holding a fixture's spec/ (and handlers/ when it has them) that links
 * the repository's generator/ and node_modules/, so generated code and handlers compile as in the repo.
 */
export function linkedRoot(fixture: string, prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const dir of ["spec", "handlers"]) if (existsSync(join(fixture, dir))) cpSync(join(fixture, dir), join(root, dir), { recursive: true });
  symlinkSync(join(REPO, "generator"), join(root, "generator"));
  symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"));
  for (const f of ["tsconfig.json", "tsconfig.build.json"]) copyFileSync(join(REPO, f), join(root, f));
  return root;
}
