import { join } from "node:path";
import ts from "typescript";

// The generated handler interface is the seam: a handlers object that misses a tool, adds one the
// spec does not have, or takes the wrong argument types must not compile.
const ROOT = join(__dirname, "..", "..");
const VIRTUAL = join(ROOT, "handlers", "__typelevel__.ts");

const options: ts.CompilerOptions = { strict: true, noEmit: true, skipLibCheck: true, module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16, target: ts.ScriptTarget.ES2022, esModuleInterop: true, types: ["node"], paths: { "mcpforge/runtime": [join(ROOT, "generator", "runtime", "index.ts")] } };
// Every compile reads the same files but the virtual one: parse them once for the whole file (each
// program parsed @types/node, the SDK and the generated code again: most of this suite's time).
const parsed = new Map<string, ts.SourceFile | undefined>();
let previous: ts.Program | undefined;

function compile(body: string): string[] {
  const source = `import { defineHandlers, notImplemented } from "../generator/runtime";
import type { WebhooksHandlers } from "../generated/webhooks/server";
const stub = notImplemented("x");
${body}
`;
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (f) => (f === VIRTUAL ? source : read(f));
  const exists = host.fileExists.bind(host);
  host.fileExists = (f) => f === VIRTUAL || exists(f);
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (f, v) => {
    if (f === VIRTUAL) return ts.createSourceFile(f, source, v);
    if (!parsed.has(f)) parsed.set(f, getSource(f, v));
    return parsed.get(f);
  };
  const program = ts.createProgram({ rootNames: [VIRTUAL], options, host, oldProgram: previous });
  previous = program;
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(VIRTUAL)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, " "));
}

const ALL = `clear_webhooks: stub, configure_webhook_response: stub, create_webhook_bucket: stub, delete_webhook_bucket: stub,
  get_webhook: stub, get_webhook_bucket: stub, list_webhooks: stub, wait_for_webhook: stub`;

test("a complete handlers object compiles", () => {
  expect(compile(`export default defineHandlers<WebhooksHandlers>(() => ({ tools: { ${ALL} } satisfies WebhooksHandlers }));`)).toEqual([]);
});

test("a missing tool does not compile", () => {
  const errors = compile(`export default defineHandlers<WebhooksHandlers>(() => ({ tools: { ${ALL.replace("wait_for_webhook: stub", "")} } satisfies WebhooksHandlers }));`);
  expect(errors.join("\n")).toMatch(/Property 'wait_for_webhook' is missing/);
});

test("a handler for a tool the spec does not have does not compile", () => {
  const errors = compile(`export default defineHandlers<WebhooksHandlers>(() => ({ tools: { ${ALL}, retired_tool: stub } satisfies WebhooksHandlers }));`);
  expect(errors.join("\n")).toMatch(/'retired_tool' does not exist in type 'WebhooksHandlers'/);
});

test("a wrong argument type does not compile", () => {
  const errors = compile(`const h: Pick<WebhooksHandlers, "get_webhook_bucket"> = { get_webhook_bucket: async (args: { bucket_id: number }) => { throw new Error(String(args)); } };`);
  expect(errors.join("\n")).toMatch(/Type 'string' is not assignable to type 'number'/);
});

test("an undeclared error code does not compile", () => {
  const errors = compile(`const h: Pick<WebhooksHandlers, "get_webhook_bucket"> = { get_webhook_bucket: async (_args, ctx) => { throw ctx.error("header_not_allowed", "x"); } };`);
  expect(errors.join("\n")).toMatch(/"header_not_allowed"' is not assignable/);
});

// ajv fills defaults (useDefaults) before the handler runs: the handler's type says so, the client's does not.
const LIST = `import type { Cursor, ListWebhooksClientInput, ListWebhooksInput } from "../generated/webhooks/types";`;

test("a defaulted property is required in the handler input", () => {
  expect(compile(`${LIST}\nexport const limit: number = ({} as ListWebhooksInput).limit;`)).toEqual([]);
  const errors = compile(`${LIST}\nexport const args: ListWebhooksInput = { bucket_id: "b" };`);
  expect(errors.join("\n")).toMatch(/Property 'limit' is missing/);
});

test("a defaulted property is optional in the client-facing input", () => {
  expect(compile(`${LIST}\nexport const args: ListWebhooksClientInput = { bucket_id: "b" };\nexport const limit: number | undefined = args.limit;`)).toEqual([]);
  expect(compile(`${LIST}\nexport const limit: number = ({} as ListWebhooksClientInput).limit;`).join("\n")).toMatch(/'number \| undefined' is not assignable to type 'number'/);
});

test("a $defs entry is an exported type that the tool types reference", () => {
  expect(compile(`${LIST}\nexport const c: Cursor = "abc";\nexport const same: Cursor | undefined = ({} as ListWebhooksInput).cursor;`)).toEqual([]);
  expect(compile(`${LIST}\nexport const c: Cursor = 42;`).join("\n")).toMatch(/'number' is not assignable to type 'string'/);
  // Referenced by name, not repeated inline: the reader sees `Cursor` at every use.
  const types = ts.sys.readFile(join(ROOT, "generated", "webhooks", "types.ts"))!;
  expect(types).toMatch(/^export type Cursor = string;$/m);
  expect(types.match(/^ {2}cursor\?: Cursor;$/gm)?.length).toBeGreaterThanOrEqual(2);
});

test("refusal details may not replace the error's code or message", () => {
  expect(compile(`const h: Pick<WebhooksHandlers, "get_webhook_bucket"> = { get_webhook_bucket: async (args, ctx) => { throw ctx.error("not_found", "x", { bucket_id: args.bucket_id }); } };`)).toEqual([]);
  const errors = compile(`const h: Pick<WebhooksHandlers, "get_webhook_bucket"> = { get_webhook_bucket: async (_args, ctx) => { throw ctx.error("not_found", "x", { code: "forbidden" }); } };`);
  expect(errors.join("\n")).toMatch(/Type 'string' is not assignable to type 'undefined'/);
});

test("ctx.invalid takes issues with a path and a message, and ctx.cursors decodes to the type asked for", () => {
  expect(compile(`const h: Pick<WebhooksHandlers, "list_webhooks"> = { list_webhooks: async (args, ctx) => {
    const at: number = ctx.cursors.decode<{ offset: number }>(args.cursor)?.offset ?? 0;
    if (at > 1) throw ctx.invalid([{ path: "/cursor", message: "too far" }]);
    throw ctx.invalid({ path: "/limit", message: "x" });
  } };`)).toEqual([]);
  expect(compile(`const h: Pick<WebhooksHandlers, "list_webhooks"> = { list_webhooks: async (_a, ctx) => { throw ctx.invalid([{ where: "/x" }]); } };`).join("\n")).toMatch(/'where' does not exist in type 'Issue'/);
});

// Manifest resources and prompts (the conformance fixture declares both): `resources` and `prompts`
// are required members of the implementation, each `satisfies` its generated interface.
const FIXTURE = `import type { ConformanceHandlers, ConformancePromptHandlers, ConformanceResourceHandlers } from "../test/conformance/fixture/generated/server";
import { mrtrTools } from "../test/conformance/fixture/handlers/mrtr";
import { taskTools } from "../test/conformance/fixture/handlers/tasks";
import { tools as plain } from "../test/conformance/fixture/handlers/tools";
import { prompts } from "../test/conformance/fixture/handlers/resources";
const tools = { ...plain, ...mrtrTools, ...taskTools };`;

test("an implementation without its declared resources, or with a mistyped template variable, does not compile", () => {
  const missing = compile(`${FIXTURE}\nexport default defineHandlers<ConformanceHandlers, ConformanceResourceHandlers, ConformancePromptHandlers>(() => ({ tools, prompts }));`);
  expect(missing.join("\n")).toMatch(/Property 'resources' is missing/);
  const variable = compile(`${FIXTURE}\nconst r: Pick<ConformanceResourceHandlers, "template"> = { template: async ({ uri, variables }) => ({ contents: [{ uri, text: variables.name }] }) };`);
  expect(variable.join("\n")).toMatch(/Property 'name' does not exist/);
});
