import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/**
 * The architecture's boundaries (DESIGN.md "Layout"), checked on the real import graph (parsed by
 * the TypeScript compiler, `import`, `export … from`, `require(…)` and `import(…)` alike):
 * - the mcpforge package (generator/) imports nothing outside itself: it packs and installs alone;
 * - the runtime (generator/runtime) never imports the pipeline, the commands or the platform:
 *   generated servers ship with the runtime alone; the platform (generator/platform) imports the
 *   runtime, never the pipeline or the commands; neither loads at build time;
 * - the pipeline stages (generator/pipeline) never import the platform;
 * - generated code imports only its own files and the runtime entry ("mcpforge/runtime"), never
 *   handlers: the slug → handlers map is hand-written (handlers/index.ts);
 * - a service's handlers import the package by its name (the runtime and the platform, never a
 *   path into generator/), their own generated module, their own folder, their own data and the
 *   services' shared helpers (handlers/_shared), never another service's internals.
 */
const ROOT = join(__dirname, "..", "..");
const rel = (abs: string) => relative(ROOT, abs).split("\\").join("/");

function tsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const abs = join(dir, name);
      if (statSync(abs).isDirectory()) return tsFiles(abs);
      return /\.(ts|tsx|mts|cts)$/.test(name) && !name.endsWith(".d.ts") ? [abs] : [];
    });
}

/**
 * Repo-relative targets of every relative import of a file, and of imports of the mcpforge package
 * by its name ("mcpforge/runtime" is generator/runtime, "mcpforge/platform/x" generator/platform/x:
 * its exports; any other "mcpforge/…" keeps its name, so no rule allows it). Other package imports
 * are left out.
 */
export function relativeImports(abs: string): { target: string; line: number; spec: string }[] {
  const text = readFileSync(abs, "utf8");
  const info = ts.preProcessFile(text, true, true);
  const source = ts.createSourceFile(abs, text, ts.ScriptTarget.Latest);
  const exported = (spec: string) => /^mcpforge\/(runtime|platform)(\/|$)/.test(spec);
  const target = (spec: string) => (exported(spec) ? `generator/${spec.slice("mcpforge/".length)}` : spec.startsWith(".") ? rel(resolve(dirname(abs), spec)) : spec);
  return info.importedFiles
    .filter((f) => f.fileName.startsWith(".") || f.fileName === "mcpforge" || f.fileName.startsWith("mcpforge/"))
    .map((f) => ({ target: target(f.fileName), line: source.getLineAndCharacterOfPosition(f.pos).line + 1, spec: f.fileName }));
}

function violations(files: string[], allowed: (file: string, target: string) => boolean): string[] {
  return files.flatMap((abs) => relativeImports(abs).filter((i) => !allowed(rel(abs), i.target)).map((i) => `${rel(abs)}:${i.line} imports "${i.spec}" (${i.target})`));
}

const inside = (target: string, dir: string) => target === dir || target.startsWith(`${dir}/`);

const GENERATOR = ["runtime", "platform", "pipeline", "commands"].map((d) => join(ROOT, "generator", d));

test("the parser sees every form of import", () => {
  const probe = join(ROOT, "test", "boundaries", "probe-imports.txt");
  expect(relativeImports(probe).map((i) => i.spec)).toEqual(["./a", "./b", "./c", "./d", "./e", "./f", "mcpforge/runtime", "mcpforge/platform/storage", "mcpforge/dist/pipeline/load"]);
});

test("package imports are mapped: the runtime and the platform are their folders, any other mcpforge/… path is no boundary's", () => {
  const probe = join(ROOT, "test", "boundaries", "probe-imports.txt");
  expect(relativeImports(probe).map((i) => i.target).slice(-3)).toEqual(["generator/runtime", "generator/platform/storage", "mcpforge/dist/pipeline/load"]);
});

test("the package is folders by role, and imports nothing outside generator/", () => {
  const top = readdirSync(join(ROOT, "generator")).filter((n) => statSync(join(ROOT, "generator", n)).isDirectory() && !["dist", "node_modules", "bin", "scripts", "templates", "spec", "docs"].includes(n));
  expect(top.sort()).toEqual(["commands", "pipeline", "platform", "runtime"]);
  const files = GENERATOR.flatMap((d) => tsFiles(d));
  expect(files.length).toBeGreaterThan(150);
  expect(violations(files, (_f, target) => inside(target, "generator"))).toEqual([]);
});

test("the runtime never imports the pipeline, the commands or the platform", () => {
  const files = tsFiles(join(ROOT, "generator", "runtime"));
  expect(files.length).toBeGreaterThan(10);
  expect(violations(files, (_f, target) => inside(target, "generator/runtime"))).toEqual([]);
});

test("the platform imports only the runtime and itself", () => {
  const files = tsFiles(join(ROOT, "generator", "platform"));
  expect(files.length).toBeGreaterThan(20);
  expect(violations(files, (_f, target) => inside(target, "generator/runtime") || inside(target, "generator/platform"))).toEqual([]);
});

test("the pipeline stages never import the platform (what a server uses at run time)", () => {
  const files = tsFiles(join(ROOT, "generator", "pipeline"));
  expect(files.length).toBeGreaterThan(20);
  // They share the runtime's pure helpers (JSON pointers, issue shapes) and two command utilities
  // (the loader's cache-file writer, pack's registry-name rule).
  expect(violations(files, (_f, target) => !inside(target, "generator/platform"))).toEqual([]);
});

test("generated code imports the runtime entry from the package, never by a path into this repository", () => {
  const files = tsFiles(join(ROOT, "generated"));
  const byPath = files.flatMap((abs) => relativeImports(abs).filter((i) => i.spec.startsWith(".") && inside(i.target, "generator")).map((i) => `${rel(abs)}:${i.line} imports "${i.spec}"`));
  expect(byPath).toEqual([]);
  const servers = files.filter((f) => f.endsWith("server.ts"));
  expect(servers.length).toBeGreaterThan(8);
  for (const f of servers) expect(relativeImports(f).map((i) => i.spec)).toContain("mcpforge/runtime");
});

test("generated code never imports handlers (only its own files and the runtime entry)", () => {
  const files = tsFiles(join(ROOT, "generated"));
  expect(files.length).toBeGreaterThan(9);
  expect(violations(files, (_f, target) => inside(target, "generated") || target === "generator/runtime")).toEqual([]);
});

test("handlers import the package by name, their own generated module, folder and data, and handlers/_shared: no service imports another's internals", () => {
  const files = tsFiles(join(ROOT, "handlers"));
  expect(files.length).toBeGreaterThan(9);
  const byPath = files.flatMap((abs) => relativeImports(abs).filter((i) => i.spec.startsWith(".") && inside(i.target, "generator")).map((i) => `${rel(abs)}:${i.line} imports "${i.spec}"`));
  expect(byPath).toEqual([]);
  const allowed = (file: string, target: string): boolean => {
    const [, slug] = file.split("/");
    if (inside(target, "generator/runtime") || inside(target, "generator/platform") || inside(target, "handlers/_shared")) return true;
    // handlers/index.ts binds every generated definition to its handlers.
    if (file === "handlers/index.ts") return target === "generated" || target === "generated/index";
    // The services' shared helpers may read shared data (data/_shared: the English word frequencies of retrieval).
    if (slug === "_shared") return inside(target, "data/_shared");
    return inside(target, `generated/${slug}`) || inside(target, `handlers/${slug}`) || inside(target, `data/${slug}`);
  };
  expect(violations(files, allowed)).toEqual([]);
});

test("the rule catches a service importing another's internals and a handler reaching into generator/ by path", () => {
  const imports = (file: string, spec: string) => ({ file, target: spec.startsWith(".") ? rel(resolve(join(ROOT, dirname(file)), spec)) : spec });
  const cross = imports("handlers/comms/x.ts", "../email/crypto");
  expect(cross.target).toBe("handlers/email/crypto");
  expect(inside(cross.target, "handlers/comms")).toBe(false);
  expect(inside(imports("handlers/comms/x.ts", "../../generator/runtime").target, "generator")).toBe(true);
});
