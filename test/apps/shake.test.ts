import { join } from "node:path";
import { viewBuildDependency } from "../../generator/pipeline/apps/deps";
import { shakeOfficial, shakeSource } from "../../generator/pipeline/apps/shake";

/**
 * The view build's rewrite of the official MCP packages (generator/pipeline/apps/shake.ts): what it
 * changes in a module, and that esbuild then drops the schemas a bundle does not read. The views
 * built with it run in Chromium in housing/views/comms.test.ts.
 */
const REPO = join(__dirname, "..", "..");

test("schema initializers become pure, their descriptions go, anything else stays as written", () => {
  const src = [
    `import * as z from "zod/v4";`,
    `import { ToolSchema as T, helper } from "./types.js";`,
    `export const A = z.object({ a: z.string().describe("an a") }).describe(\`the A\`);`,
    `export const B = A.extend({ b: T.optional() }), C = T.describe("kept: " + name);`,
    `const registered = helper(A);`,
    `export const isA = (v) => A.safeParse(v).success;`,
  ].join("\n");
  const out = shakeSource(src).split("\n");
  expect(out[2]).toBe("export const A = /* @__PURE__ */ (() => z.object({ a: z.string() }))();");
  expect(out[3]).toBe(`export const B = /* @__PURE__ */ (() => A.extend({ b: T.optional() }))(), C = /* @__PURE__ */ (() => T.describe("kept: " + name))();`);
  expect(out[4]).toBe("const registered = helper(A);"); // helper is no schema: its call may matter
  expect(out[5]).toBe("export const isA = (v) => A.safeParse(v).success;");
});

test("zod's namespace bound by name becomes a namespace import; a dynamic import of zod asks the schema itself", async () => {
  const out = shakeSource(`import{z as Q}from"zod/v4";var S=Q.string();async function k(X,Y){let{z:$}=await import("zod/v4");return $.toJSONSchema(X,{io:Y})}export{S,k};`);
  expect(out).toMatch(/^import \* as Q from "zod\/v4";var S=\/\* @__PURE__ \*\/ \(\(\) => Q\.string\(\)\)\(\);/);
  expect(out).not.toContain("import(");
  const k = new Function(`const Q = { string: () => "s" }; ${out.replace(/^import[^;]*;/, "").replace(/export\{[^}]*\};$/, "")}; return k;`)() as (x: unknown, io: string) => Promise<unknown>;
  await expect(k({ toJSONSchema: (o: unknown) => ({ called: o }) }, "input")).resolves.toEqual({ called: { io: "input" } });
  await expect(k({}, "input")).rejects.toThrow(/no Standard JSON Schema/);
});

test("a bundle keeps the schemas it reads and drops the others", async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require("esbuild") as typeof import("esbuild");
  const bundle = async (plugins: unknown[]) =>
    (await esbuild.build({ stdin: { contents: `import { ProgressTokenSchema } from "@modelcontextprotocol/sdk/types.js"; console.log(ProgressTokenSchema.parse(1));`, resolveDir: REPO }, bundle: true, write: false, format: "iife", logLevel: "silent", plugins: plugins as never })).outputFiles[0].text;
  const plain = await bundle([]);
  const shaken = await bundle([shakeOfficial()]);
  for (const text of [plain, shaken]) expect(text).toContain("var ProgressTokenSchema = ");
  expect(plain).toContain("var CallToolRequestSchema = ");
  expect(shaken).not.toContain("CallToolRequestSchema");
  expect(new Function(`let out; const console = { log: (v) => (out = v) }; ${shaken}; return out;`)()).toBe(1);
});

test("a package the view build needs, missing, is named with what to install", () => {
  expect(() => viewBuildDependency("mcpforge-no-such-package")).toThrow(
    "building a view needs mcpforge-no-such-package, which is not installed: npm install --save-dev esbuild@0.28.2 acorn@8.19.0 @modelcontextprotocol/ext-apps@1.7.5 (docs/apps.md)",
  );
  expect(viewBuildDependency<{ parse: unknown }>("acorn").parse).toBeInstanceOf(Function);
});
