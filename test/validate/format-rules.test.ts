import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadSpecTexts } from "../../generator/pipeline/load";
import { canonicalJson } from "../../generator/pipeline/schema/walk";
import { validateSpec } from "../../generator/pipeline/validate";

// A tool with auth but without the sign_in_required error code: validate names the rule, once, at
// the tool's errors, instead of ajv's 'must match "then" schema' and the failures inside it (issue 31).
const REPO = join(__dirname, "..", "..");
const SPEC = join(REPO, "test", "fixtures", "basic", "spec");

test("a missing sign_in_required names the rule, not the schema's if/then", () => {
  const demo = JSON.parse(readFileSync(join(SPEC, "demo.json"), "utf8")) as Record<string, any>;
  demo.tools["get-item"].auth = { scopes: ["items:read"] };
  const files = [
    { path: "spec/defs.json", text: readFileSync(join(SPEC, "defs.json"), "utf8") },
    { path: "spec/manifest.schema.json", text: readFileSync(join(REPO, "spec", "manifest.schema.json"), "utf8") },
    { path: "spec/demo.json", text: canonicalJson(demo) },
  ];
  const problems = validateSpec(loadSpecTexts(files))
    .diagnostics.filter((d) => d.pointer.startsWith("/tools/get-item"))
    .map((d) => `${d.pointer}: ${d.message}`);
  expect(problems).toContain('/tools/get-item/errors: a tool with "auth" must declare the error code "sign_in_required" (over stdio, a call without a signed-in subject is answered with it)');
  expect(problems.join("\n")).not.toMatch(/must match "then"|must contain at least 1 valid item|must be "sign_in_required"/);
});

test("a manifest not in canonical form is told to run format and is still validated", () => {
  const demo = JSON.parse(readFileSync(join(SPEC, "demo.json"), "utf8")) as Record<string, any>;
  demo.tools["get-item"].description = "short";
  const files = [
    { path: "spec/defs.json", text: readFileSync(join(SPEC, "defs.json"), "utf8") },
    { path: "spec/manifest.schema.json", text: readFileSync(join(REPO, "spec", "manifest.schema.json"), "utf8") },
    { path: "spec/demo.json", text: JSON.stringify(demo, null, 4) },
  ];
  const { diagnostics } = validateSpec(loadSpecTexts(files));
  expect(diagnostics.map((d) => [d.pointer, d.code])).toEqual(expect.arrayContaining([["", "not-canonical"], ["/tools/get-item/description", "manifest-format"]]));
  expect(diagnostics.find((d) => d.code === "not-canonical")?.help).toContain("run `mcpforge format`");
});
