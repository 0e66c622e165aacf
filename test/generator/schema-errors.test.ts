import { join } from "node:path";
import { formatDiagnostic } from "../../generator/pipeline/diagnostics";
import { loadSpecTexts, readSpecDir } from "../../generator/pipeline/load";
import { validateSpec } from "../../generator/pipeline/validate";
import { didYouMean } from "../../generator/pipeline/validate/suggest";

const ROOT = join(__dirname, "..", "fixtures", "schema-errors");

function schemaProblems(): string[] {
  const v = validateSpec(readSpecDir(join(ROOT, "spec"), ROOT));
  return v.diagnostics.filter((d) => d.code === "invalid-schema").map(formatDiagnostic).sort();
}

test("a wrong type in a $defs entry is reported once, where it is written, with the valid values and a did-you-mean", () => {
  // spec/inventory.json's $defs/count is used by the output schema of all three tools;
  // spec/defs.json's $defs/flag by one tool's input.
  expect(schemaProblems()).toEqual([
    'spec/defs.json:5:7 /$defs/flag/type: "bool" is not a JSON Schema type (did you mean "boolean"? valid values: array, boolean, integer, null, number, object, string)',
    'spec/inventory.json:6:7 /$defs/count/type: "int" is not a JSON Schema type (did you mean "integer"? valid values: array, boolean, integer, null, number, object, string)',
  ]);
});

test("a shared definition used by two manifests is reported once", () => {
  const defs = '{\n  "$defs": {\n    "n": {\n      "type": "int"\n    }\n  }\n}\n';
  const manifest = (slug: string) => JSON.stringify({ slug, tools: { t: { inputSchema: { type: "object", properties: { n: { $ref: "defs.json#/$defs/n" } } }, outputSchema: { type: "object" } } } });
  const v = validateSpec(loadSpecTexts([{ path: "spec/defs.json", text: defs }, { path: "spec/a.json", text: manifest("a") }, { path: "spec/b.json", text: manifest("b") }]));
  expect(v.diagnostics.filter((d) => d.code === "invalid-schema").map(formatDiagnostic)).toEqual([
    'spec/defs.json:4:7 /$defs/n/type: "int" is not a JSON Schema type (did you mean "integer"? valid values: array, boolean, integer, null, number, object, string)',
  ]);
});

test("a bad regular expression in a $defs entry is reported at its pattern", () => {
  const text = '{\n  "$defs": {\n    "code": {\n      "pattern": "((",\n      "type": "string"\n    }\n  }\n}\n';
  const v = validateSpec(loadSpecTexts([{ path: "spec/defs.json", text }]));
  expect(v.diagnostics.map(formatDiagnostic)).toEqual([
    "spec/defs.json:4:7 /$defs/code/pattern: invalid regular expression: Invalid regular expression: /((/u: Unterminated group (patterns are ECMAScript regular expressions with the u flag)",
  ]);
});

test.each([
  ["int", ["array", "boolean", "integer", "null", "number", "object", "string"], "integer"],
  ["float", ["array", "boolean", "integer", "null", "number", "object", "string"], "number"],
  ["strng", ["array", "boolean", "integer", "null", "number", "object", "string"], "string"],
  ["minLenght", ["maxLength", "minLength", "minimum"], "minLength"],
  ["zebra", ["array", "boolean", "integer", "null", "number", "object", "string"], undefined],
])("didYouMean(%s) → %s", (word, candidates, want) => {
  expect(didYouMean(word, candidates)).toBe(want);
});

test("a bad $ref inside a shared definition is reported once, not per tool or manifest resolving through it", () => {
  const defs = '{\n  "$defs": {\n    "page": {\n      "properties": {\n        "cursor": {\n          "$ref": "#/$defs/nope"\n        }\n      },\n      "type": "object"\n    }\n  }\n}\n';
  const tool = { inputSchema: { type: "object", properties: { p: { $ref: "defs.json#/$defs/page" } } }, outputSchema: { type: "object" } };
  const manifest = (slug: string) => JSON.stringify({ slug, tools: { a: tool, b: tool } });
  const v = validateSpec(loadSpecTexts([{ path: "spec/defs.json", text: defs }, { path: "spec/x.json", text: manifest("x") }, { path: "spec/y.json", text: manifest("y") }]));
  expect(v.diagnostics.filter((d) => d.code === "unresolved-ref").map(formatDiagnostic)).toEqual([
    'spec/defs.json:6:11 /$defs/page/properties/cursor/$ref: $ref "#/$defs/nope" does not resolve: nothing at #/$defs/nope in spec/defs.json (defined names: page)',
  ]);
});
