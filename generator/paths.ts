import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

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
 * The module specifier generated code and scaffolded handlers import the runtime from: the
 * package's "./runtime" export. Inside this repository it resolves to generator/runtime (tsconfig
 * `paths`, jest `moduleNameMapper`, the TypeScript loader); elsewhere to the installed package.
 */
export const RUNTIME_MODULE = "mcpforge/runtime";
