import type { Command } from "commander";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { ImportError, importOpenApi, readOpenApiFile } from "./openapi";
import { proxyHandlerModule } from "./openapi/handlers";
import { canonicalJson } from "../../pipeline/schema/walk";
import { rootOf } from "../shared";

interface ImportOptions {
  slug?: string;
  out?: string;
  force?: boolean;
  handlers?: boolean;
}

export function registerImport(program: Command): void {
  const cmd = program.command("import").description("create a manifest from another API description");
  cmd
    .command("openapi")
    .description("a manifest from an OpenAPI 3.0/3.1 document (JSON or YAML): operations → tools; lossy parts are listed as warnings")
    .argument("<file>", "the OpenAPI document")
    .option("--slug <slug>", "service slug (default: from info.title)")
    .option("--out <file>", "where to write the manifest (default: spec/<slug>.json; - for stdout)")
    .option("--force", "overwrite an existing manifest (never a handler module)")
    .option("--no-handlers", "do not write the proxy handler module handlers/<slug>/index.ts")
    .action((file: string, opts: ImportOptions, sub: Command) => {
      const root = rootOf(sub);
      const source = resolve(root, file);
      try {
        const { manifest, warnings, proxy } = importOpenApi(readOpenApiFile(source), { slug: opts.slug });
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
        if (opts.handlers !== false) writeProxyHandlers(root, String(manifest.slug), proxyHandlerModule(manifest, proxy));
      } catch (err) {
        if (!(err instanceof ImportError)) throw err;
        process.stderr.write(`${relative(root, source)}${err.pointer ? `#${err.pointer}` : ""}: ${err.detail}\n`);
        process.exitCode = 1;
      }
    });
}

/** handlers/<slug>/index.ts with a proxy route per tool; an existing module is the maintainer's and is left alone. */
function writeProxyHandlers(root: string, slug: string, text: string): void {
  const file = resolve(root, "handlers", slug, "index.ts");
  if (existsSync(file)) return void process.stderr.write(`${relative(root, file)} exists: left as it is (your handlers); --no-handlers silences this\n`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  process.stderr.write(`wrote ${relative(root, file)}: proxy handlers that call the API through the guarded outbound client\n`);
}
