/**
 * Lets esbuild drop what a view does not use from the official MCP packages (docs/apps.md, "Size").
 * A view runs the official `App` class of @modelcontextprotocol/ext-apps on the SDK's protocol
 * layer; as published, their files keep all of zod and every MCP schema alive:
 *
 * - each schema is a top-level `const X = z.object(…)`: a call, so esbuild must assume side effects
 *   and keeps it even when nothing reads X. Schema constructors have none: the initializer is
 *   wrapped as `/* @__PURE__ *\/ (() => …)()`, so an unread schema drops, a read one stays as is;
 * - its `.describe("…")` texts are metadata for JSON Schema output, which a view never makes of
 *   the protocol's own schemas: dropped from those initializers;
 * - `import { z as Q } from "zod/v4"` binds zod's namespace object as a value, which keeps every
 *   export of zod: rewritten to `import * as Q`, the same object whose unused members esbuild drops;
 * - `await import("zod/v4")` (App.registerTool's fallback for a zod schema without Standard JSON
 *   Schema) would bundle zod whole, eagerly: replaced by the schema's own `toJSONSchema` method, or
 *   an error saying so (zod 4.2+ classic schemas carry Standard JSON Schema and never get there).
 *
 * Only these packages' files are rewritten, and only in views; the server keeps the packages as
 * published. test/apps/shake.test.ts checks each rewrite and that bundles keep working.
 */
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import type { Plugin } from "./bundle";
import { viewBuildDependency } from "./deps";

/** The files rewritten: the SDK's ESM build and ext-apps' own modules. */
export const SHAKEN = /[\\/]node_modules[\\/]@modelcontextprotocol[\\/](sdk[\\/]dist[\\/]esm|ext-apps[\\/]dist[\\/]src)[\\/].*\.js$/;

interface Node { type: string; start: number; end: number; [k: string]: any }
interface Edit { at: number; end: number; text: string }

const ZOD = /^zod(\/v4)?$/;

/** What replaces `import("zod/v4")`: a `z` whose toJSONSchema asks the schema itself. */
const ZOD_FALLBACK = `Promise.resolve({z:{toJSONSchema(s,o){if(typeof s.toJSONSchema!=="function")throw new Error("this schema carries no Standard JSON Schema; mcpforge views need zod 4.2+ classic schemas or another Standard JSON Schema library (docs/apps.md)");return s.toJSONSchema(o)}}})`;

/** The identifier a schema expression is built from: `z` of `z.object(…).describe(…)`, `A` of `A.extend(…)`. */
function root(n: Node): string | undefined {
  while (n.type === "CallExpression" || n.type === "MemberExpression") n = n.type === "CallExpression" ? n.callee : n.object;
  return n.type === "Identifier" ? n.name : undefined;
}

function walk(n: unknown, visit: (n: Node) => void): void {
  if (!n || typeof n !== "object") return;
  if (Array.isArray(n)) return n.forEach((c) => walk(c, visit));
  const node = n as Node;
  if (typeof node.type !== "string") return;
  visit(node);
  for (const k of Object.keys(node)) if (k !== "type" && typeof node[k] === "object") walk(node[k], visit);
}

/** `.describe("text")` calls inside `init`: each becomes its receiver. */
function describes(init: Node, edits: Edit[]): void {
  walk(init, (n) => {
    const [arg] = n.arguments ?? [];
    if (n.type !== "CallExpression" || n.callee.type !== "MemberExpression" || n.callee.computed || n.callee.property.name !== "describe") return;
    if (n.arguments.length !== 1 || !(arg.type === "Literal" || (arg.type === "TemplateLiteral" && arg.expressions.length === 0))) return;
    edits.push({ at: n.callee.object.end, end: n.end, text: "" });
  });
}

/** Top-level `const X = <schema expression>` of zod bindings or earlier schemas, in source order. */
function schemas(body: Node[], schemaRoots: Set<string>, edits: Edit[]): void {
  for (let node of body) {
    if (node.type === "ExportNamedDeclaration" && node.declaration) node = node.declaration;
    if (node.type !== "VariableDeclaration") continue;
    for (const d of node.declarations as Node[]) {
      const name = d.id.type === "Identifier" ? d.id.name : undefined;
      if (!name || d.init?.type !== "CallExpression" || !schemaRoots.has(root(d.init) ?? "")) continue;
      schemaRoots.add(name);
      edits.push({ at: d.init.start, end: d.init.start, text: "/* @__PURE__ */ (() => " });
      describes(d.init, edits);
      edits.push({ at: d.init.end, end: d.init.end, text: ")()" });
    }
  }
}

/** Imports of zod (`z`, the namespace object) and of other MCP modules' schemas (`...Schema`). */
function imports(body: Node[], edits: Edit[]): Set<string> {
  const roots = new Set<string>();
  for (const node of body) {
    if (node.type !== "ImportDeclaration") continue;
    const zod = ZOD.test(node.source.value);
    for (const s of node.specifiers as Node[]) {
      if (zod || /Schema$/.test(s.imported?.name ?? "")) roots.add(s.local.name);
    }
    const [only] = node.specifiers as Node[];
    if (zod && node.specifiers.length === 1 && only.type === "ImportSpecifier" && only.imported.name === "z") {
      edits.push({ at: node.start, end: node.end, text: `import * as ${only.local.name} from ${JSON.stringify(node.source.value)};` });
    }
  }
  return roots;
}

/** The rewritten text of one module of those packages (unchanged when nothing applies). */
export function shakeSource(src: string): string {
  const acorn = viewBuildDependency<{ parse(s: string, o: object): Node }>("acorn");
  const ast = acorn.parse(src, { ecmaVersion: "latest", sourceType: "module" });
  const edits: Edit[] = [];
  schemas(ast.body, imports(ast.body, edits), edits);
  walk(ast, (n) => {
    if (n.type === "ImportExpression" && n.source.type === "Literal" && ZOD.test(n.source.value)) edits.push({ at: n.start, end: n.end, text: ZOD_FALLBACK });
  });
  // Later edits first, so earlier offsets stay valid (no two edits overlap).
  edits.sort((a, b) => b.at - a.at || b.end - a.end);
  let out = src;
  for (const e of edits) out = out.slice(0, e.at) + e.text + out.slice(e.end);
  return out;
}

/** The esbuild plugin applying shakeSource to the SDK's and ext-apps' files. */
export function shakeOfficial(): Plugin {
  return {
    name: "mcpforge-shake-official",
    setup(build) {
      build.onLoad({ filter: SHAKEN }, (a) => ({ contents: shakeSource(readFileSync(a.path, "utf8")), loader: "js", resolveDir: dirname(a.path) }));
    },
  };
}
