import { existsSync, readFileSync, realpathSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";

/**
 * What the new project's package.json says for "mcpforge": the package `init` runs from, so that
 * `npm install` there installs the same one and no registry is needed for it.
 * - run from this repository's generator/ workspace: `file:` its folder;
 * - run from an install made from a tarball or a folder (the install's package-lock.json records
 *   `resolved: "file:…"` or a link): `file:` that tarball or folder;
 * - otherwise (installed from a registry, or no lockfile found): `^version`.
 * `file:` paths are relative to the new project, as npm writes them.
 */
export function mcpforgeSource(pkgDir: string, version: string, projectDir: string): string {
  const local = localSource(pkgDir);
  if (!local) return `^${version}`;
  const rel = relative(projectDir, local).split("\\").join("/");
  return `file:${rel.startsWith(".") ? rel : `./${rel}`}`;
}

function localSource(pkgDir: string): string | undefined {
  const real = realpathSync(pkgDir);
  if (basename(real) === "generator" && existsSync(join(dirname(real), "templates", "server.ts.hbs"))) return real;
  // The install that holds this package: …/<install>/node_modules/mcpforge.
  for (let dir = dirname(pkgDir); dir !== dirname(dir); dir = dirname(dir)) {
    if (basename(dir) !== "node_modules") continue;
    const install = dirname(dir);
    const lock = join(install, "package-lock.json");
    if (!existsSync(lock)) continue;
    const key = relative(install, pkgDir).split("\\").join("/");
    const entry = (JSON.parse(readFileSync(lock, "utf8")) as { packages?: Record<string, { resolved?: string; link?: boolean }> }).packages?.[key];
    if (!entry?.resolved) return undefined;
    if (entry.link) return resolve(install, entry.resolved);
    return entry.resolved.startsWith("file:") ? resolve(install, entry.resolved.slice("file:".length)) : undefined;
  }
  return undefined;
}
