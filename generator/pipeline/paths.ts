import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

let cached: string | undefined;

/**
 * The mcpforge package root (where templates/ and spec/manifest.schema.json live), found by
 * walking up from this file: the same code runs from generator/ under jest and from dist/.
 */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = __dirname;
  for (;;) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, "utf8")) as { name?: string }).name === "mcpforge") return (cached = dir);
    const up = dirname(dir);
    if (up === dir) throw new Error(`mcpforge: package root not found above ${__dirname}`);
    dir = up;
  }
}

/**
 * Where templates/ and spec/manifest.schema.json are read from: the repository's top level when
 * this package is the repository's generator/ workspace (the design card keeps templates/ and spec/
 * there), else the package root (prepack copies them into the package: generator/scripts/assets.js).
 */
export function assetRoot(): string {
  const pkg = packageRoot();
  const repo = dirname(pkg);
  return basename(pkg) === "generator" && existsSync(join(repo, "templates", "server.ts.hbs")) ? repo : pkg;
}

/**
 * The module specifier generated code and scaffolded handlers import the runtime from: the
 * package's "./runtime" export. Inside this repository it resolves to generator/runtime (tsconfig
 * `paths`, jest `moduleNameMapper`, the TypeScript loader); elsewhere to the installed package.
 */
export const RUNTIME_MODULE = "mcpforge/runtime";
