import { dirname, join, resolve } from "node:path";

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
interface Plugin { name: string; setup(build: PluginBuild): void }
interface Esbuild { build(o: Record<string, unknown>): Promise<{ outputFiles: { path: string; text: string }[]; metafile: { inputs: Record<string, unknown> } }> }

/**
 * Each view must stay under this, gzipped (issue 34 asks for 150 KB): the official App class brings
 * zod and the SDK's protocol layer, about 220 KB minified on their own, so the raw file cannot
 * meet it; what a host transfers compressed can (docs/apps.md, bench/RESULTS.md).
 */
export const VIEW_BUDGET_BYTES = 150 * 1024;

/**
 * zod (which the SDK's protocol layer and the App class validate with) registers every locale it
 * ships; a view only ever shows English validation messages, if any. This keeps `en` alone, which
 * halves a view's size. Nothing else is replaced.
 */
function zodEnglishOnly(): Plugin {
  return {
    name: "zod-english-only",
    setup(build) {
      build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (a) => (/[\\/]zod[\\/]/.test(a.importer) ? { path: "zod-en", namespace: "mcpforge-view" } : undefined));
      build.onLoad({ filter: /^zod-en$/, namespace: "mcpforge-view" }, () => ({ contents: `export { default as en } from "zod/v4/locales/en.js";`, resolveDir: dirname(require.resolve("zod/package.json")), loader: "js" }));
    },
  };
}

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
 * pipeline/view-cache.ts, keeps a bundle by their contents).
 */
export async function bundleView(root: string, entry: string, files: ReadonlyMap<string, string>): Promise<{ js: string; css: string; inputs: string[] }> {
  // Loaded only when a manifest declares a view.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require("esbuild") as Esbuild;
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
    plugins: [zodEnglishOnly(), overlay(root, files)],
    metafile: true,
  });
  const text = (ext: string) => result.outputFiles.filter((f) => f.path.endsWith(ext)).map((f) => f.text).join("");
  return { js: text(".js"), css: text(".css"), inputs: Object.keys(result.metafile.inputs) };
}
