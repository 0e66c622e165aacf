import { readFileSync } from "node:fs";
import { join } from "node:path";
import { importOpenApi } from "../../generator/commands/import/openapi";
import { loadSpecTexts } from "../../generator/pipeline/load";
import { canonicalJson } from "../../generator/pipeline/schema/walk";
import { validateSpec } from "../../generator/pipeline/validate";

// Real OpenAPI documents from the npm package @readme/oas-examples (8.2.2, MIT, a devDependency):
// ReadMe's collection of 3.0/3.1 documents. Each of these nine failed `validate` after import
// before the importer rewrote what strict JSON Schema refuses. The GitHub REST description
// (@octokit/openapi) is measured in bench/openapi-import.ts (too big for a unit test's time).
const REPO = join(__dirname, "..", "..");
const EXAMPLES = join(REPO, "node_modules", "@readme", "oas-examples");
const SUPPORT = ["defs.json", "manifest.schema.json"].map((f) => ({ path: `spec/${f}`, text: readFileSync(join(REPO, "spec", f), "utf8") }));

function importAndValidate(doc: unknown) {
  const { manifest, warnings } = importOpenApi(doc, { slug: "svc" });
  const { diagnostics } = validateSpec(loadSpecTexts([...SUPPORT, { path: "spec/svc.json", text: canonicalJson(manifest) }]));
  return { manifest: manifest as Record<string, any>, warnings, errors: diagnostics.filter((d) => d.severity === "error").map((d) => `${d.pointer}: ${d.message}`) };
}

const read = (file: string) => JSON.parse(readFileSync(join(EXAMPLES, file), "utf8")) as unknown;

test.each([
  ["3.1/json/train-travel.json", "unevaluatedProperties beside anyOf, string keywords on an integer"],
  ["3.1/json/schema-types.json", "3.1 type lists (string or boolean), a recursive $def"],
  ["3.1/json/readme.json", "defaults inside anyOf branches"],
  ["3.0/json/polymorphism.json", "oneOf/anyOf branches without a type under a typed schema"],
  ["3.0/json/circular-request-bodies.json", "recursive $defs (self and mutual)"],
  ["3.0/json/schema-circular.json", "recursive $defs through three definitions"],
  ["3.0/json/response-schemas.json", "a recursive tree node"],
  ["3.0/json/schema-validation.json", "a pattern that is no Unicode regular expression"],
  ["3.0/json/parameters-cookies.json", "an operation with no description"],
])("%s imports into a manifest that validates (%s)", (file) => {
  const { manifest, errors } = importAndValidate(read(file));
  expect(errors).toEqual([]);
  expect(Object.keys(manifest.tools).length).toBeGreaterThan(0);
});

test("a recursive reference is cut at the edge that closes the cycle, typed, described and reported", () => {
  const { manifest, warnings } = importAndValidate(read("3.0/json/circular-request-bodies.json"));
  const node = manifest.$defs.TreeNode;
  expect(node.properties.children.items).toEqual({ type: "object", description: expect.stringContaining("A TreeNode (recursive") });
  expect(warnings.some((w) => /recursive reference to TreeNode cut/.test(w.message))).toBe(true);
});

test("a 3.1 type list becomes anyOf; an untyped oneOf branch takes its parent's type", () => {
  const types = importAndValidate(read("3.1/json/schema-types.json")).manifest;
  const body = types.tools.mixed_schema_support.inputSchema.properties.body.properties;
  expect(body["string and boolean"].anyOf).toEqual([{ type: "string" }, { type: "boolean" }]);
  const poly = importAndValidate(read("3.0/json/polymorphism.json")).manifest;
  const event = poly.tools.post_one_of_with_type.inputSchema.properties.body.properties.event;
  expect(event.oneOf.map((b: { type: string }) => b.type)).toEqual(["string", "string"]);
});

const minimal = (schema: object, extra: object = {}) => ({
  openapi: "3.0.3",
  info: { title: "Examples", version: "1.0.0" },
  paths: { "/a": { get: { summary: "Read the thing at a", responses: { "200": { description: "ok", content: { "application/json": { schema } } } } } } },
  ...extra,
});

test("an example written as a $ref to components.examples is its value; one that resolves to nothing is dropped, reported", () => {
  const components = { components: { examples: { one: { value: { n: 1 } } } } };
  const found = importAndValidate(minimal({ type: "object", properties: { n: { type: "integer" } }, example: { $ref: "#/components/examples/one" } }, components));
  expect(found.errors).toEqual([]);
  expect(found.manifest.tools.get_a.outputSchema.examples).toEqual([{ n: 1 }]);
  // The GitHub REST description has these (e.g. #/components/examples/deployment-protection-rules): validate refused them.
  const dangling = importAndValidate(minimal({ type: "object", properties: {}, example: { $ref: "#/components/examples/missing" } }));
  expect(dangling.errors).toEqual([]);
  expect(dangling.manifest.tools.get_a.outputSchema.examples).toBeUndefined();
  expect(dangling.warnings).toContainEqual({ pointer: "/paths/~1a/get/responses/200/content/application~1json/schema/example", message: expect.stringContaining("example dropped") });
});

test("object keywords on a string schema are dropped (GitHub's hook delivery payload), reported", () => {
  const { manifest, errors, warnings } = importAndValidate(minimal({ type: "object", properties: { payload: { type: "string", nullable: true, additionalProperties: true, description: "The payload." } } }));
  expect(errors).toEqual([]);
  expect(manifest.tools.get_a.outputSchema.properties.payload).toEqual({ type: ["string", "null"], description: "The payload." });
  expect(warnings.map((w) => w.message)).toContainEqual(expect.stringContaining("additionalProperties dropped"));
});

test("a required name that properties does not declare is declared as any value (GitHub's docker metadata, checks/update), reported", () => {
  // @octokit/openapi 23.0.2: package-version's docker metadata requires "tags" but declares "tag";
  // an anyOf branch of checks/update requires "conclusion" that only its parent declares. validate refused both.
  const { manifest, errors, warnings } = importAndValidate(minimal({ type: "object", properties: { tag: { type: "array", items: { type: "string" } } }, required: ["tags"] }));
  expect(errors).toEqual([]);
  const out = manifest.tools.get_a.outputSchema;
  expect(out.required).toEqual(["tags"]);
  expect(out.properties.tags.anyOf.map((b: { type: string }) => b.type)).toEqual(["array", "boolean", "null", "number", "object", "string"]);
  expect(warnings.map((w) => w.message)).toContainEqual('required property "tags" is not declared in properties: declared as any JSON value');
});
