import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/**
 * The architecture's boundaries, checked on the real import graph (parsed by the TypeScript
 * compiler, `import`, `export … from`, `require(…)` and `import(…)` alike):
 * - the runtime (generator/runtime) never imports the generator's stages (load, validate, ir, emit,
 *   write, cli, diagnostics, …): generated servers ship with the runtime alone;
 * - generated code never imports handlers: the slug → handlers map is hand-written (handlers/index.ts);
 * - a service's handlers import only the runtime, their own generated module, their own folder and
 *   handlers/_shared (npm packages aside).
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
 * Repo-relative targets of every relative import of a file, and of imports of this package by its
 * own name ("mcpforge/runtime" is generator/runtime; any other "mcpforge/…" keeps its name, so no
 * rule allows it). Other package imports are left out.
 */
export function relativeImports(abs: string): { target: string; line: number; spec: string }[] {
  const text = readFileSync(abs, "utf8");
  const info = ts.preProcessFile(text, true, true);
  const source = ts.createSourceFile(abs, text, ts.ScriptTarget.Latest);
  const target = (spec: string) => (spec === "mcpforge/runtime" ? "generator/runtime" : spec.startsWith(".") ? rel(resolve(dirname(abs), spec)) : spec);
  return info.importedFiles
    .filter((f) => f.fileName.startsWith(".") || f.fileName === "mcpforge" || f.fileName.startsWith("mcpforge/"))
    .map((f) => ({ target: target(f.fileName), line: source.getLineAndCharacterOfPosition(f.pos).line + 1, spec: f.fileName }));
}

function violations(files: string[], allowed: (file: string, target: string) => boolean): string[] {
  return files.flatMap((abs) => relativeImports(abs).filter((i) => !allowed(rel(abs), i.target)).map((i) => `${rel(abs)}:${i.line} imports "${i.spec}" (${i.target})`));
}

const inside = (target: string, dir: string) => target === dir || target.startsWith(`${dir}/`);

test("the parser sees every form of import", () => {
  const probe = join(ROOT, "test", "boundaries", "probe-imports.txt");
  expect(relativeImports(probe).map((i) => i.spec)).toEqual(["./a", "./b", "./c", "./d", "./e", "./f", "mcpforge/runtime", "mcpforge/dist/generator/load"]);
});

test("the runtime never imports the generator's stages", () => {
  const files = tsFiles(join(ROOT, "generator", "runtime"));
  expect(files.length).toBeGreaterThan(10);
  expect(violations(files, (_f, target) => inside(target, "generator/runtime"))).toEqual([]);
});

test("package imports are mapped: mcpforge/runtime is the runtime, any other mcpforge/… path is no boundary's", () => {
  const probe = join(ROOT, "test", "boundaries", "probe-imports.txt");
  expect(relativeImports(probe).map((i) => i.target).slice(-2)).toEqual(["generator/runtime", "mcpforge/dist/generator/load"]);
});

test("generated code imports the runtime from the package, never by a path into this repository", () => {
  const files = tsFiles(join(ROOT, "generated"));
  const byPath = files.flatMap((abs) => relativeImports(abs).filter((i) => i.spec.startsWith(".") && inside(i.target, "generator")).map((i) => `${rel(abs)}:${i.line} imports "${i.spec}"`));
  expect(byPath).toEqual([]);
  const servers = files.filter((f) => f.endsWith("server.ts"));
  expect(servers.length).toBeGreaterThan(8);
  for (const f of servers) expect(relativeImports(f).map((i) => i.spec)).toContain("mcpforge/runtime");
});

test("generated code never imports handlers (only its own files and the runtime)", () => {
  const files = tsFiles(join(ROOT, "generated"));
  expect(files.length).toBeGreaterThan(9);
  expect(violations(files, (_f, target) => inside(target, "generated") || inside(target, "generator/runtime"))).toEqual([]);
});

test("handlers import only the runtime, their own generated module, their own folder, their own data/<slug> files and handlers/_shared", () => {
  const files = tsFiles(join(ROOT, "handlers"));
  expect(files.length).toBeGreaterThan(9);
  const allowed = (file: string, target: string): boolean => {
    const [, slug] = file.split("/");
    if (inside(target, "generator/runtime") || inside(target, "handlers/_shared")) return true;
    // handlers/index.ts binds every generated definition to its handlers.
    if (file === "handlers/index.ts") return target === "generated" || target === "generated/index";
    // Platform code may read platform data (data/_shared: the English word frequencies of retrieval).
    if (slug === "_shared") return inside(target, "data/_shared");
    return inside(target, `generated/${slug}`) || inside(target, `handlers/${slug}`) || inside(target, `data/${slug}`);
  };
  expect(violations(files, allowed)).toEqual([]);
});
