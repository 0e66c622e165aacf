import type { Command } from "commander";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { ImportError, importOpenApi, readOpenApiFile } from "../../import/openapi";
import { canonicalJson } from "../../schema/walk";
import { rootOf } from "../shared";

interface ImportOptions {
  slug?: string;
  out?: string;
  force?: boolean;
}

export function registerImport(program: Command): void {
  const cmd = program.command("import").description("create a manifest from another API description");
  cmd
    .command("openapi")
    .description("a manifest from an OpenAPI 3.0/3.1 document (JSON or YAML): operations → tools; lossy parts are listed as warnings")
    .argument("<file>", "the OpenAPI document")
    .option("--slug <slug>", "service slug (default: from info.title)")
    .option("--out <file>", "where to write the manifest (default: spec/<slug>.json; - for stdout)")
    .option("--force", "overwrite an existing manifest")
    .action((file: string, opts: ImportOptions, sub: Command) => {
      const root = rootOf(sub);
      const source = resolve(root, file);
      try {
        const { manifest, warnings } = importOpenApi(readOpenApiFile(source), { slug: opts.slug });
        const out = opts.out === "-" ? "-" : resolve(root, opts.out ?? `spec/${String(manifest.slug)}.json`);
        if (out !== "-" && existsSync(out) && !opts.force) {
          process.stderr.write(`${relative(root, out)} exists: pass --force to overwrite it, or --out another file; nothing written\n`);
          return void (process.exitCode = 1);
        }
        for (const w of warnings) process.stderr.write(`warning ${relative(root, source)}#${w.pointer}: ${w.message}\n`);
        if (out === "-") return void process.stdout.write(canonicalJson(manifest));
        mkdirSync(dirname(out), { recursive: true });
        writeFileSync(out, canonicalJson(manifest));
        const tools = Object.keys(manifest.tools as object).length;
        process.stderr.write(`wrote ${relative(root, out)}: ${tools} tool(s), ${warnings.length} warning(s). Next: mcpforge validate && mcpforge generate && mcpforge scaffold\n`);
      } catch (err) {
        if (!(err instanceof ImportError)) throw err;
        process.stderr.write(`${relative(root, source)}${err.pointer ? `#${err.pointer}` : ""}: ${err.detail}\n`);
        process.exitCode = 1;
      }
    });
}
