import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadSpecTexts } from "../../generator/pipeline/load";
import { canonicalJson } from "../../generator/pipeline/schema/walk";
import { validateSpec } from "../../generator/pipeline/validate";

// validate catches what a schema contradicts itself about: a default its own bounds or enum refuse,
// and a required property that properties does not declare (issue 31, maintainer loop).
const REPO = join(__dirname, "..", "..");
const SPEC = join(REPO, "test", "fixtures", "basic", "spec");
const read = (f: string) => JSON.parse(readFileSync(join(SPEC, f), "utf8")) as Record<string, any>;

function errorsWith(edit: (input: Record<string, any>) => void): { pointer: string; message: string }[] {
  const demo = read("demo.json");
  edit(demo.tools.create_item.inputSchema);
  const files = [
    { path: "spec/defs.json", text: canonicalJson(read("defs.json")) },
    { path: "spec/manifest.schema.json", text: readFileSync(join(REPO, "spec", "manifest.schema.json"), "utf8") },
    { path: "spec/demo.json", text: canonicalJson(demo) },
  ];
  return validateSpec(loadSpecTexts(files))
    .diagnostics.filter((d) => d.severity === "error")
    .map((d) => ({ pointer: d.pointer, message: d.message }));
}

test("the fixture is valid as it is", () => {
  expect(errorsWith(() => undefined)).toEqual([]);
});

test.each([
  ["a default above maximum", { type: "integer", maximum: 10, default: 50, description: "Copies." }, "default 50 is above maximum 10"],
  ["a default below minimum", { type: "integer", minimum: 1, default: 0, description: "Copies." }, "default 0 is below minimum 1"],
  ["a default outside its enum", { enum: ["a", "b"], default: "c", description: "Copies." }, 'default "c" is not one of the enum values ["a","b"]'],
  ["a default longer than maxLength", { type: "string", maxLength: 3, default: "four", description: "Copies." }, 'default "four" is longer than maxLength 3'],
])("%s is refused at the default", (_name, schema, message) => {
  const errors = errorsWith((input) => (input.properties.copies = schema));
  expect(errors).toEqual([{ pointer: "/tools/create_item/inputSchema/properties/copies/default", message }]);
});

test("a default within its bounds passes", () => {
  expect(errorsWith((input) => (input.properties.copies = { type: "integer", minimum: 1, maximum: 10, default: 3, description: "Copies." }))).toEqual([]);
});

test("a required property that properties does not declare is refused at its place in required", () => {
  const errors = errorsWith((input) => (input.properties.shelf = { type: "object", additionalProperties: false, properties: { row: { type: "integer", description: "Row." } }, required: ["row", "column"], description: "Where." }));
  expect(errors).toEqual([{ pointer: "/tools/create_item/inputSchema/properties/shelf/required/1", message: 'required property "column" is not declared in properties' }]);
});
