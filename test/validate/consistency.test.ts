import { demoErrors } from "./demo-errors";

// validate catches what a schema contradicts itself about: a default its own bounds or enum refuse,
// and a required property that properties does not declare (issue 31, maintainer loop).
const errorsWith = (edit: (input: Record<string, any>) => void) => demoErrors((demo) => edit(demo.tools.create_item.inputSchema));

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
