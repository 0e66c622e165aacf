import { spawnSync } from "node:child_process";
import { join } from "node:path";

/** The repository root: tests run the built CLI (`npm test` builds first) from here. */
export const REPO = join(__dirname, "..", "..");
const BIN = join(REPO, "bin", "mcpforge.js");

export function mcpforge(args: string[], cwd = REPO, env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", ...env } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
