import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export const repoRoot = join(__dirname, "..", "..");

/** Child-process tests run the built code: fail clearly when `npm run build` has not run. */
export function requireBuild(): void {
  const entry = join(repoRoot, "generator", "dist", "platform", "storage", "index.js");
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first (npm test does)`);
}

/** Runs a node script to completion; resolves with its stdout, rejects with its stderr. */
export function runNode(script: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script], { env: { ...process.env, ...env }, cwd: repoRoot, timeout: 30_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${script} failed: ${stderr || err.message}`));
      else resolve(stdout);
    });
  });
}
