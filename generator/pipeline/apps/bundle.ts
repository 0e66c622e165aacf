import { dirname, join, resolve } from "node:path";
import { viewBuildDependency } from "./deps";
import { shakeOfficial } from "./shake";

/**
 * The part of esbuild's API used here, typed locally: esbuild's own declarations augment the
 * global `URL` interface, which changes how the server code (fetch bodies) type-checks.
 */
interface ResolveArgs { path: string; importer: string; resolveDir: string; kind: string }
interface Resolved { path?: string; namespace?: string; errors?: unknown[] }
interface PluginBuild {
  onResolve(o: { filter: RegExp; namespace?: string }, cb: (a: ResolveArgs) => Resolved | undefined | Promise<Resolved | undefined>): void;
  onLoad(o: { filter: RegExp; namespace?: string }, cb: (a: { path: string }) => { contents: string; resolveDir: string; loader: string }): void;
  resolve(path: string, o: { resolveDir: string; kind: string }): Promise<Resolved>;
}
export interface Plugin { name: string; setup(build: PluginBuild): void }
interface Esbuild { build(o: Record<string, unknown>): Promise<{ outputFiles: { path: string; text: string }[]; metafile: { inputs: Record<string, unknown> } }> }

/**
 * Each view's HTML file must stay under this many bytes (issue 34: "each view under 150 KB"). The
 * official App class with zod and the SDK's protocol layer fits because shake.ts lets esbuild drop
 * what a view does not use (docs/apps.md, "Size").
 */
export const VIEW_BUDGET_BYTES = 150 * 1024;

/** Files emitted in this run (the glue, the types), read from memory before disk. */
function overlay(root: string, files: ReadonlyMap<string, string>): Plugin {
  const abs = new Map([...files].map(([p, text]) => [resolve(root, p), text]));
  return {
    name: "generated-overlay",
    setup(build) {
      build.onResolve({ filter: /^\./ }, (a) => {
        const base = resolve(a.resolveDir, a.path);
        for (const candidate of [base, base.replace(/\.m?js$/, ".ts"), base.replace(/\.mjs$/, ".mts"), `${base}.ts`, `${base}.mts`]) {
          if (abs.has(candidate)) return { path: candidate, namespace: "generated" };
        }
        return undefined;
      });
      // Packages imported by an in-memory file resolve from the project (its folder may not exist yet).
      build.onResolve({ filter: /^[^.]/, namespace: "generated" }, (a) => build.resolve(a.path, { resolveDir: root, kind: a.kind }));
      build.onLoad({ filter: /.*/, namespace: "generated" }, (a) => ({ contents: abs.get(a.path)!, loader: "ts", resolveDir: dirname(a.path) }));
    },
  };
}

/**
 * Bundles one view entry (and the CSS it imports) into minified script and style text. No network,
 * no source maps. `inputs`: every module esbuild read, as its metafile names them (the bundle memo,
 * pipeline/view-cache.ts, keeps a bundle by their contents). `shake: false` (bench/view-sizes.ts
 * only) bundles the official packages as published.
 */
export async function bundleView(root: string, entry: string, files: ReadonlyMap<string, string>, shake = true): Promise<{ js: string; css: string; inputs: string[] }> {
  const esbuild = viewBuildDependency<Esbuild>("esbuild");
  const result = await esbuild.build({
    entryPoints: [join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    write: false,
    outdir: "out",
    legalComments: "none",
    charset: "utf8",
    logLevel: "silent",
    nodePaths: [join(root, "node_modules"), join(__dirname, "..", "..", "..", "node_modules")],
    plugins: [...(shake ? [shakeOfficial()] : []), overlay(root, files)],
    metafile: true,
  });
  const text = (ext: string) => result.outputFiles.filter((f) => f.path.endsWith(ext)).map((f) => f.text).join("");
  return { js: text(".js"), css: text(".css"), inputs: Object.keys(result.metafile.inputs) };
}
