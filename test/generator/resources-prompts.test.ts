import { readFileSync } from "node:fs";
import { join } from "node:path";
import { formatDiagnostic } from "../../generator/pipeline/diagnostics";
import { loadSpecTexts } from "../../generator/pipeline/load";
import { templatePattern } from "../../generator/runtime/resources";
import { canonicalJson } from "../../generator/pipeline/schema/walk";
import { validateSpec } from "../../generator/pipeline/validate";
import { emitFixture } from "../conformance/fixture/generate";

// Manifest `resources` and `prompts`: format rules, and what the generator emits for them (the
// conformance fixture is the manifest that declares both).
const FIXTURE = join(__dirname, "..", "conformance", "fixture", "spec", "conformance.json");
const fixture = () => JSON.parse(readFileSync(FIXTURE, "utf8"));
const validate = (m: unknown) => validateSpec(loadSpecTexts([{ path: "spec/conformance.json", text: canonicalJson(m) }])).diagnostics.map(formatDiagnostic);

test("the fixture manifest, with resources, a template and prompts, is valid", () => {
  expect(validate(fixture())).toEqual([]);
});

test("a resource needs exactly one of uri and uriTemplate", () => {
  const m = fixture();
  delete m.resources["static-text"].uri;
  m.resources.template.uri = "test://both";
  const problems = validate(m);
  expect(problems.some((p) => p.includes("/resources/static-text") && p.includes("oneOf"))).toBe(true);
  expect(problems.some((p) => p.includes("/resources/template") && p.includes("oneOf"))).toBe(true);
});

test("a prompt argument needs a name and a description; unknown keys are refused", () => {
  const m = fixture();
  m.prompts.test_simple_prompt.arguments = [{ name: "1bad", description: "x" }, { name: "ok" }];
  m.prompts.test_simple_prompt.extra = true;
  const problems = validate(m).join("\n");
  expect(problems).toContain("/prompts/test_simple_prompt/arguments/0/name");
  expect(problems).toContain("/prompts/test_simple_prompt/arguments/1");
  expect(problems).toContain("/prompts/test_simple_prompt");
});

test("the generated server declares typed resource and prompt handler interfaces and their definitions", async () => {
  const server = (await emitFixture()).find((f) => f.path.endsWith("/server.ts"))!.content;
  expect(server).toContain("export interface ConformanceResourceHandlers {");
  expect(server).toMatch(/template\(\s*request: ResourceRequest<"id">,\s*ctx: RequestContext<"not_found">,?\s*\): Promise<ResourceResult>;/);
  expect(server).toMatch(/test_prompt_with_arguments\(\s*args: \{ arg1: string; arg2: string \},/);
  expect(server).toMatch(/defineService<\s*ConformanceHandlers,\s*ConformanceResourceHandlers,\s*ConformancePromptHandlers\s*>\(/);
  expect(server).toMatch(/variables: \["id"\]/);
}, 60_000);

test("a URI template matches one non-empty segment per variable, literal parts exactly", () => {
  const p = templatePattern("test://template/{id}/data");
  expect(p.exec("test://template/123/data")?.slice(1)).toEqual(["123"]);
  for (const uri of ["test://template//data", "test://template/1/2/data", "test://template/1/data/x", "testX//template/1/data"]) expect({ uri, match: p.test(uri) }).toEqual({ uri, match: false });
  expect(templatePattern("a+b://{x}.{y}").exec("a+b://1.2")?.slice(1)).toEqual(["1", "2"]);
});
