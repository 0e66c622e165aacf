import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { closure, installOffline, treeBytes } from "../test/product/offline-install";

// Issue 31: `npm pack` of the mcpforge package (generator/) installed into an empty directory,
// offline from the npm cache (test/product/offline-install.ts writes the lockfile), against the
// MCP TypeScript SDK installed the same way in the same run (the baseline: what any MCP server
// needs). Time and size of the package's dependency closure. Run after `npm run build`:
//   node -r ./bench/lib/register.js bench/package-install.ts
const REPO = join(__dirname, "..");
const GENERATOR = join(REPO, "generator");
const pkg = JSON.parse(readFileSync(join(GENERATOR, "package.json"), "utf8")) as { version: string; dependencies: Record<string, string> };
const ROUNDS = Number(process.env.ROUNDS ?? 3);


function measure(tmp: string, label: string, dependencies: Record<string, string>, root: string, tarball?: string): { ms: number; mb: number; packages: number } {
  const dir = join(tmp, `${label}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir);
  const t0 = process.hrtime.bigint();
  installOffline(dir, { name: "bench", version: "1.0.0", private: true, dependencies }, tarball ? [{ file: tarball, name: "mcpforge", version: pkg.version }] : []);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const lock = JSON.parse(readFileSync(join(dir, "package-lock.json"), "utf8")) as { packages: Record<string, never> };
  const paths = closure(lock.packages, [`node_modules/${root}`]);
  const mb = [...paths].reduce((s, p) => s + treeBytes(join(dir, p)), 0) / 1024 / 1024;
  rmSync(dir, { recursive: true, force: true });
  return { ms, mb, packages: paths.size };
}

const tmp = mkdtempSync(join(tmpdir(), "mcpforge-bench-install-"));
try {
  const packed = spawnSync("npm", ["pack", "--pack-destination", tmp, "--json", "--loglevel=error"], { cwd: GENERATOR, encoding: "utf8" });
  if (packed.status !== 0) throw new Error(packed.stderr);
  const [{ filename, size }] = JSON.parse(packed.stdout) as { filename: string; size: number }[];
  const tarball = join(tmp, filename);
  const sdk = "@modelcontextprotocol/sdk";
  const rows: string[] = [];
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const runs: Record<string, { ms: number[]; mb: number; packages: number }> = { mcpforge: { ms: [], mb: 0, packages: 0 }, sdk: { ms: [], mb: 0, packages: 0 } };
  for (let i = 0; i < ROUNDS; i++) {
    // Interleaved, so both see the same machine load.
    const a = measure(tmp, "mcpforge", { mcpforge: `file:${tarball}` }, "mcpforge", tarball);
    const b = measure(tmp, "sdk", { [sdk]: pkg.dependencies[sdk] }, sdk);
    runs.mcpforge.ms.push(a.ms);
    runs.sdk.ms.push(b.ms);
    Object.assign(runs.mcpforge, { mb: a.mb, packages: a.packages });
    Object.assign(runs.sdk, { mb: b.mb, packages: b.packages });
  }
  const base = median(runs.sdk.ms);
  for (const [name, r] of Object.entries(runs)) {
    rows.push(`| ${name === "sdk" ? `${sdk}@${pkg.dependencies[sdk]} alone (baseline)` : `mcpforge@${pkg.version} tarball (${(size / 1024).toFixed(0)} kB packed)`} | ${(median(r.ms) / 1000).toFixed(1)} s | ${(median(r.ms) / base).toFixed(2)}× | ${r.mb.toFixed(1)} MB | ${r.packages} |`);
  }
  process.stdout.write(`${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), Node ${process.version}, npm ci --offline --ignore-scripts from the npm cache, median of ${ROUNDS} interleaved rounds\n\n`);
  process.stdout.write(`| install into an empty directory | time | vs SDK | size on disk | packages |\n|---|---|---|---|---|\n${rows.join("\n")}\n`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
