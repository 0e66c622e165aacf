import type { Command } from "commander";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { planPack, PackError, type PackPlan } from "./index";
import { runMcpb } from "./bundle";
import { rootOf } from "../shared";

export function registerPack(program: Command): void {
  program
    .command("pack")
    .description("build one service as a standalone npm package (bin, start:stdio, start:http) and its tarball")
    .argument("<slug>", "the service to pack")
    .option("--out <dir>", "package directory (default var/pack/<slug>); the tarball is written beside it")
    .option("--no-tarball", "write the package directory only, without running npm pack")
    .option("--mcpb", "also build an MCP Bundle (<name>-<version>.mcpb beside the tarball) for desktop clients: installs the package's production dependencies into it, then runs the official `mcpb pack`")
    .action((slug: string, opts: { out?: string; tarball: boolean; mcpb?: boolean }, cmd: Command) => {
      const root = rootOf(cmd);
      const out = resolve(root, opts.out ?? join("var", "pack", slug));
      refuseForeignOut(out, slug); // before planning, which takes seconds
      const plan = planPack(root, slug);
      for (const w of plan.warnings) process.stderr.write(`warning: ${w}\n`);
      clearPreviousPack(out, slug);
      for (const [path, content] of plan.files) {
        mkdirSync(dirname(join(out, path)), { recursive: true });
        writeFileSync(join(out, path), content);
      }
      process.stderr.write(`packed ${slug} as ${plan.name}@${plan.version}: ${plan.files.size} file(s) in ${relative(process.cwd(), out) || "."}\n`);
      if (opts.mcpb) process.stdout.write(`${buildBundle(root, plan, out)}\n`);
      if (!opts.tarball) return;
      const r = spawnSync("npm", ["pack", "--pack-destination", dirname(out), "--json", "--loglevel=error"], { cwd: out, encoding: "utf8" });
      if (r.status !== 0) throw new Error(`npm pack failed in ${out}:\n${r.stderr}`);
      const [{ filename }] = JSON.parse(r.stdout) as { filename: string }[];
      process.stdout.write(`${join(dirname(out), filename)}\n`);
    });
}

/**
 * The output directory must be new, empty, or an earlier pack of the same service (whose files
 * are replaced). Anything else is refused: never delete what this command did not write.
 */
function clearPreviousPack(out: string, slug: string): void {
  if (!refuseForeignOut(out, slug)) return;
  for (const entry of ["bin", "lib", "README.md", "package.json", "manifest.json"]) rmSync(join(out, entry), { recursive: true, force: true });
}

/** Throws unless `out` is new, empty or an earlier pack of `slug`; true when there is an earlier pack to replace. */
function refuseForeignOut(out: string, slug: string): boolean {
  if (!existsSync(out) || readdirSync(out).length === 0) return false;
  const pkg = join(out, "package.json");
  const packed = existsSync(pkg) ? (JSON.parse(readFileSync(pkg, "utf8")) as { mcpforge?: { packed?: string } }).mcpforge?.packed : undefined;
  if (packed !== slug) throw new Error(`${out} is not empty and is not an earlier \`mcpforge pack ${slug}\`: choose another --out`);
  return true;
}

/**
 * `--mcpb`: manifest.json into the package directory, its production dependencies installed there
 * (a bundle carries its node_modules; install scripts run, so native modules fit this platform),
 * then `mcpb pack`, which validates the manifest against the bundle schema before zipping.
 */
export function buildBundle(root: string, plan: PackPlan, out: string, install = true): string {
  if (!plan.bundleManifest) throw new PackError(`${plan.name} offers no stdio transport: an MCP Bundle is started over stdio`);
  writeFileSync(join(out, "manifest.json"), plan.bundleManifest);
  if (install) {
    const r = spawnSync("npm", ["install", "--omit=dev", "--no-package-lock", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: out, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`npm install failed in ${out}:\n${r.stderr}`);
  }
  const file = join(dirname(out), `${plan.name.replace(/^@/, "").replace("/", "-")}-${plan.version}.mcpb`);
  runMcpb(root, ["pack", out, file]);
  return file;
}
