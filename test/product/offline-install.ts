import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";

/**
 * Installs packed tarballs into a fresh directory without the network.
 *
 * `npm install --offline <tarball>` cannot work from the cache `npm ci` leaves: `npm ci` fetches
 * tarballs (by integrity) but never the registry's package documents that resolving a semver range
 * needs, so the first range fails with ENOTCACHED. A lockfile removes the need to resolve: this
 * writes the new directory's package-lock.json from this repository's (the exact versions, URLs
 * and integrities `npm ci` installed, so every tarball is in the cache, and the registry URL npm
 * fetched each from), keeping only the packages
 * the new directory's dependencies reach, and the tarballs' own entries. Then
 * `npm ci --offline` installs it. Install scripts are skipped (--ignore-scripts): the only
 * native addon, better-sqlite3, would try to download a prebuilt binary; nothing installed here
 * loads it.
 */
export interface Tarball {
  file: string;
  name: string;
  version: string;
}

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  [key: string]: unknown;
}

const REPO = join(__dirname, "..", "..");

export function integrityOf(file: string): string {
  return `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;
}

/** The lock path npm would load `name` from when required by the package at `from`. */
function locate(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const i = dir.lastIndexOf("/node_modules/");
    dir = i < 0 ? "" : dir.slice(0, i);
  }
}

/**
 * The registry URL of a tarball. This repository's lockfile omits `resolved` (npm then asks the
 * registry for it); the cache `npm ci` filled is keyed by exactly this URL.
 */
function registryUrl(registry: string, path: string, version: string): string {
  const name = path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
  return `${registry.replace(/\/?$/, "/")}${name}/-/${name.split("/").pop()}-${version}.tgz`;
}

/**
 * The lock paths `roots` need: their dependencies, optional dependencies and peer dependencies,
 * transitively, leaving out optional peers (npm does not install those: better-sqlite3 and
 * TypeScript are optional peers of mcpforge).
 */
export function closure(packages: Record<string, LockEntry>, roots: string[]): Set<string> {
  const queue = [...roots];
  const keep = new Set<string>();
  while (queue.length) {
    const path = queue.shift()!;
    if (keep.has(path) || !packages[path]) continue;
    keep.add(path);
    const e = packages[path];
    const peers = Object.keys(e.peerDependencies ?? {}).filter((n) => !e.peerDependenciesMeta?.[n]?.optional);
    for (const name of [...Object.keys({ ...e.dependencies, ...e.optionalDependencies }), ...peers]) {
      const found = locate(packages, path, name);
      if (found) queue.push(found);
    }
  }
  return keep;
}

/** Writes package.json and package-lock.json for `dir`, then runs `npm ci --offline` there. */
export interface NewPackage {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

export function installOffline(dir: string, pkg: NewPackage, tarballs: readonly Tarball[]): void {
  const repoLock = JSON.parse(readFileSync(join(REPO, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };
  const packages: Record<string, LockEntry> = {};
  for (const t of tarballs) {
    const manifest = JSON.parse(spawnSync("tar", ["-xOzf", t.file, "package/package.json"], { encoding: "utf8" }).stdout) as LockEntry;
    const { dependencies, optionalDependencies, peerDependencies, peerDependenciesMeta, bin, engines, license } = manifest;
    packages[`node_modules/${t.name}`] = { version: t.version, resolved: `file:${relative(dir, t.file)}`, integrity: integrityOf(t.file), dependencies, optionalDependencies, peerDependencies, peerDependenciesMeta, bin, engines, license };
  }
  const all = { ...repoLock.packages, ...packages };
  const keep = closure(all, Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).map((n) => `node_modules/${n}`));
  const lockPackages: Record<string, LockEntry> = { "": { name: pkg.name, version: pkg.version, dependencies: pkg.dependencies, devDependencies: pkg.devDependencies } };
  const registry = spawnSync("npm", ["config", "get", "registry"], { encoding: "utf8" }).stdout.trim() || "https://registry.npmjs.org/";
  for (const path of [...keep].sort()) {
    // `dev` and `peer` describe the repository's root, not this one; `optional` stays true of a
    // subset of its paths (platform-specific packages must stay skippable).
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = all[path];
    lockPackages[path] = entry.resolved || entry.link ? entry : { ...entry, resolved: registryUrl(registry, path, entry.version!) };
  }
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  writeFileSync(join(dir, "package-lock.json"), `${JSON.stringify({ name: pkg.name, version: pkg.version, lockfileVersion: 3, requires: true, packages: lockPackages }, null, 2)}\n`);
  const r = spawnSync("npm", ["ci", "--offline", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`npm ci --offline in ${basename(dir)} exited ${r.status}:\n${r.stderr}`);
}

/** Bytes of a package's own files (its nested node_modules hold other packages of the closure). */
export function treeBytes(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir).reduce((sum, name) => {
    const abs = join(dir, name);
    const st = lstatSync(abs);
    if (st.isDirectory()) return name === "node_modules" ? sum : sum + treeBytes(abs);
    return sum + st.size;
  }, 0);
}
