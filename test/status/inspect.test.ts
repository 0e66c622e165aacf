import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HandlerInspector } from "../../generator/commands/scaffold";

/**
 * The shapes a handler module takes in practice, and what the static reader finds in each:
 * [name, files (path under handlers/svc/ → text), want: "name:stub|impl" sorted, problems].
 */
const HEAD = 'import { defineHandlers, notImplemented } from "../../generator/runtime";\n';
type Case = [string, Record<string, string>, string[], RegExp[]];

const cases: Case[] = [
  ["inline literal in an arrow expression body", { "index.ts": `${HEAD}export default defineHandlers(() => ({ tools: { a: notImplemented("a"), b: async () => ({}) } }));\n` }, ["a:stub", "b:impl"], []],
  [
    "block body with a tools variable and a shorthand member",
    { "index.ts": `${HEAD}export default defineHandlers((env) => {\n  const b = notImplemented("b");\n  const tools = { a: async () => env, b };\n  return { tools, close() {} };\n});\n` },
    ["a:impl", "b:stub"],
    [],
  ],
  [
    "tools built by a function imported from another file (webhooks' shape)",
    {
      "index.ts": `${HEAD}import { makeTools } from "./tools";\nexport default defineHandlers(async (env) => ({ tools: makeTools(env) satisfies object }));\n`,
      "tools.ts": `import { notImplemented } from "../../generator/runtime";\nexport function makeTools(deps: unknown) {\n  function helper() { return { not: "this" }; }\n  return { a: async () => ({ deps, h: helper() }), async b() { return {}; }, c: notImplemented("c") };\n}\n`,
    },
    ["a:impl", "b:impl", "c:stub"],
    [],
  ],
  [
    "spreads of a local object and of an imported const, quoted keys",
    {
      "index.ts": `${HEAD}import { more } from "./more";\nconst base = { "x-y": notImplemented("x-y") };\nexport default defineHandlers(() => ({ tools: { ...base, ...more, ["z"]: async () => ({}) } }));\n`,
      "more.ts": `export const more = { m: async () => ({}) };\n`,
    },
    ["m:impl", "x-y:stub", "z:impl"],
    [],
  ],
  [
    "a spread the reader cannot follow syntactically falls back to its type",
    { "index.ts": `${HEAD}export default defineHandlers(() => ({ tools: { ...Object.assign({}, { t: notImplemented("t") }), u: async () => ({}) } }));\n` },
    ["t:stub", "u:impl"],
    [],
  ],
  ["no default export", { "index.ts": `${HEAD}export const handlers = {};\n` }, [], [/no default export/]],
  ["a computed key that is not a literal", { "index.ts": `${HEAD}const k = "a";\nexport default defineHandlers(() => ({ tools: { [k]: async () => ({}) } }));\n` }, [], [/index\.ts:3:49: computed key \[k\] cannot be read statically/]],
  ["tools produced at run time", { "index.ts": `${HEAD}export default defineHandlers((env: any) => ({ tools: env.build() }));\n` }, [], [/cannot find the tools object literal statically/]],
];

let root: string;
beforeEach(() => (root = mkdtempSync(join(tmpdir(), "mcpforge-inspect-"))));
afterEach(() => rmSync(root, { recursive: true, force: true }));

test.each(cases)("%s", (_name, files, want, problems) => {
  mkdirSync(join(root, "handlers", "svc"), { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, "handlers", "svc", path), text);
  const mod = new HandlerInspector(root).inspect("svc");
  expect(mod.entries.map((e) => `${e.name}:${e.stub ? "stub" : "impl"}`).sort()).toEqual(want);
  expect(mod.problems).toHaveLength(problems.length);
  problems.forEach((p, i) => expect(mod.problems[i]).toMatch(p));
});

test("entries point at the property, in the file that declares it", () => {
  mkdirSync(join(root, "handlers", "svc"), { recursive: true });
  writeFileSync(join(root, "handlers/svc/index.ts"), `${HEAD}import { more } from "./more";\nexport default defineHandlers(() => ({\n  tools: {\n    ...more,\n    own: notImplemented("own"),\n  },\n}));\n`);
  writeFileSync(join(root, "handlers/svc/more.ts"), "export const more = {\n  m: async () => ({}),\n};\n");
  const mod = new HandlerInspector(root).inspect("svc");
  expect(mod.tools).toMatchObject({ file: "handlers/svc/index.ts", line: 4, col: 10 });
  expect(mod.entries.map(({ name, file, line, col }) => ({ name, file, line, col }))).toEqual([
    { name: "m", file: "handlers/svc/more.ts", line: 2, col: 3 },
    { name: "own", file: "handlers/svc/index.ts", line: 6, col: 5 },
  ]);
  // Only the property written in the tools object itself may be removed by scaffold.
  expect(mod.entries.map((e) => e.node !== undefined)).toEqual([false, true]);
});

test("a service without a module is reported as missing, not as a problem", () => {
  const mod = new HandlerInspector(root).inspect("svc");
  expect(mod).toMatchObject({ exists: false, entries: [], problems: [] });
});
