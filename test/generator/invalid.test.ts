import { readFileSync } from "node:fs";
import { join } from "node:path";
import { formatDiagnostic } from "../../generator/pipeline/diagnostics";
import { buildIR } from "../../generator/pipeline/ir";
import { loadSpecTexts } from "../../generator/pipeline/load";
import { canonicalJson } from "../../generator/pipeline/schema/walk";
import { validateSpec } from "../../generator/pipeline/validate";

const SPEC = join(__dirname, "..", "fixtures", "basic", "spec");
const demo = () => JSON.parse(readFileSync(join(SPEC, "demo.json"), "utf8"));
const defs = readFileSync(join(SPEC, "defs.json"), "utf8");

/** Validates the fixture with one mistake made by `mutate`; returns the formatted diagnostics. */
function problems(mutate: (m: any) => void, opts: { raw?: (text: string) => string } = {}): string[] {
  const m = demo();
  mutate(m);
  const text = opts.raw ? opts.raw(canonicalJson(m)) : canonicalJson(m);
  const set = loadSpecTexts([
    { path: "spec/defs.json", text: defs },
    { path: "spec/demo.json", text },
  ]);
  const v = validateSpec(set);
  return [...v.diagnostics, ...buildIR(v.manifests).diagnostics].map(formatDiagnostic);
}

const createItem = (m: any) => m.tools.create_item;

test.each<[string, { given: (m: any) => void; raw?: (t: string) => string; want: string[] }]>([
  ["JSON syntax error", { given: () => undefined, raw: (t) => t.replace('"slug": "demo",', '"slug": "demo",,'), want: ["spec/demo.json:14:18 /: invalid JSON: PropertyNameExpected (fix the JSON syntax; comments and trailing commas are not allowed)"] }],
  ["missing required manifest field", { given: (m) => delete m.title, want: ['spec/demo.json:1:1 /title: missing required property "title" (add "title")'] }],
  ["unknown top-level field", { given: (m) => (m.colour = "red"), want: ['spec/demo.json:10:3 /colour: unknown property "colour" (allowed properties: $defs, $schema, caching, description, errors, instructions, prompts, resources, slug, source, title, tools, transports, versions)'] }],
  ["wrong annotation type", { given: (m) => (createItem(m).annotations.readOnlyHint = "no"), want: ["spec/demo.json:26:9 /tools/create_item/annotations/readOnlyHint: must be boolean (see spec/manifest.schema.json)"] }],
  ["slug does not match the file", { given: (m) => (m.slug = "other"), want: ['spec/demo.json:14:3 /slug: slug "other" does not match the file name (rename the file to spec/other.json or set "slug": "demo")'] }],
  ["boolean schema", { given: (m) => (createItem(m).inputSchema.properties.name = true), want: ["spec/demo.json:78:11 /tools/create_item/inputSchema/properties/name: boolean schema `true` is rejected by some clients (write an explicit schema, e.g. {\"type\": \"string\"})"] }],
  ["remote $ref", { given: (m) => (createItem(m).inputSchema.properties.owner = { $ref: "https://example.com/s.json", description: "x" }), want: ['spec/demo.json:85:13 /tools/create_item/inputSchema/properties/owner/$ref: remote $ref "https://example.com/s.json" is not allowed (copy the schema into spec/defs.json and refer to it as defs.json#/$defs/<name>)'] }],
  ["unresolved $ref", { given: (m) => (createItem(m).inputSchema.properties.owner.$ref = "defs.json#/$defs/nope"), want: ['spec/demo.json:85:13 /tools/create_item/inputSchema/properties/owner/$ref: $ref "defs.json#/$defs/nope" does not resolve: nothing at #/$defs/nope in spec/defs.json (defined names: cursor, ethAmount, evmAddress, idempotencyKey, isoDate, isoDateTime, limit, localDateTimeMinutes, nextCursor, usdcAmount)'] }],
  ["constraint beside $ref", { given: (m) => (createItem(m).inputSchema.properties.price.maxLength = 5), want: ['spec/demo.json:89:13 /tools/create_item/inputSchema/properties/price/$ref: keywords "maxLength" beside $ref would be ignored by some clients (only annotations (description, title, default, examples, deprecated, readOnly, writeOnly, $comment, x-origin, x-mcp-header) may sit beside $ref; define a new schema in $defs instead)'] }],
  ["untyped property", { given: (m) => (createItem(m).inputSchema.properties.note = { description: "free text" }), want: ['spec/demo.json:84:11 /tools/create_item/inputSchema/properties/note: property "note" has no type (add "type" (or const, enum, $ref, oneOf, anyOf))'] }],
  ["input property without description", { given: (m) => delete createItem(m).inputSchema.properties.name.description, want: ['spec/demo.json:78:11 /tools/create_item/inputSchema/properties/name: input property "name" has no description (agents fill arguments from descriptions: say what it is, its unit and its default)'] }],
  ["tool name over 64 characters", { given: (m) => (m.tools["t".repeat(65)] = m.tools["get-item"]), want: ["spec/demo.json:212:5 /tools/ttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttt: tool name is 65 characters long; clients reject names over 64 (use 1 to 64 characters from [a-zA-Z0-9_-])"] }],
  ["tool name with a space", { given: (m) => (m.tools["get item"] = m.tools["get-item"]), want: ['spec/demo.json:164:5 /tools/get item: tool name "get item" has characters clients reject (use 1 to 64 characters from [a-zA-Z0-9_-])'] }],
  ["undeclared error code", { given: (m) => createItem(m).errors.push("exploded"), want: ['spec/demo.json:30:9 /tools/create_item/errors/0: error code "exploded" is not declared in the service\'s errors catalog (add "exploded": "<meaning>" to the top-level "errors")'] }],
  ["x-mcp-header that is not a header token", { given: (m) => (createItem(m).inputSchema.properties.name["x-mcp-header"] = "Item Name"), want: ["spec/demo.json:83:13 /tools/create_item/inputSchema/properties/name/x-mcp-header: x-mcp-header must be a non-empty HTTP field-name token, got \"Item Name\" (x-mcp-header takes a header name part (e.g. \"Bucket-Id\") on a string, integer or boolean property reached from the root through \"properties\" only)"] }],
  ["x-mcp-header on an array", { given: (m) => (createItem(m).inputSchema.properties.tags["x-mcp-header"] = "Tags"), want: ["spec/demo.json:114:13 /tools/create_item/inputSchema/properties/tags/x-mcp-header: x-mcp-header \"Tags\" is on a property of type \"array\"; only string, integer and boolean may be mirrored (x-mcp-header takes a header name part (e.g. \"Bucket-Id\") on a string, integer or boolean property reached from the root through \"properties\" only)"] }],
  ["x-mcp-header repeated case-insensitively", { given: (m) => ((createItem(m).inputSchema.properties.name["x-mcp-header"] = "Name"), (createItem(m).inputSchema.properties.quantity["x-mcp-header"] = "NAME")), want: ["spec/demo.json:99:13 /tools/create_item/inputSchema/properties/quantity/x-mcp-header: x-mcp-header \"NAME\" repeats \"Name\" (names are compared case-insensitively) (x-mcp-header takes a header name part (e.g. \"Bucket-Id\") on a string, integer or boolean property reached from the root through \"properties\" only)"] }],
  ["x-mcp-header under allOf", { given: (m) => (createItem(m).inputSchema.allOf[0].then.properties.size["x-mcp-header"] = "Size"), want: ["spec/demo.json:57:19 /tools/create_item/inputSchema/allOf/0/then/properties/size/x-mcp-header: x-mcp-header is allowed only on a property reached from the root through \"properties\" keys (not under items, oneOf/anyOf/allOf/not, if/then/else) (x-mcp-header takes a header name part (e.g. \"Bucket-Id\") on a string, integer or boolean property reached from the root through \"properties\" only)"] }],
  ["misspelt keyword", { given: (m) => (createItem(m).inputSchema.properties.name.minLenght = 2), want: ['spec/demo.json:81:13 /tools/create_item/inputSchema/properties/name/minLenght: unknown keyword "minLenght" (did you mean "minLength"? see https://json-schema.org/draft/2020-12)'] }],
  ["two tools with one identifier", { given: (m) => (m.tools.get_item = m.tools["get-item"]), want: ['spec/demo.json:212:5 /tools/get_item: tool "get_item" and tool "get-item" both generate the identifiers GetItemInput, GetItemClientInput, GetItemOutput, GetItemErrorCode, get_item_input, get_item_output (rename one of the tools so that their PascalCase forms differ)'] }],
])("%s", (_name, { given, raw, want }) => {
  expect(problems(given, { raw })).toEqual(want);
});

test("every problem is collected before failing", () => {
  const all = problems((m) => {
    delete m.title;
    m.slug = "other";
    createItem(m).inputSchema.properties.name = true;
  });
  expect(all).toHaveLength(3);
});

test("a file that is not canonical is reported", () => {
  const text = JSON.stringify(demo());
  const set = loadSpecTexts([{ path: "spec/defs.json", text: defs }, { path: "spec/demo.json", text }]);
  expect(validateSpec(set).diagnostics.map(formatDiagnostic)).toEqual([
    "spec/demo.json:1:1 /: file is not in canonical form (keys sorted, 2-space indent, trailing newline) (run `mcpforge format` to rewrite it; reviewers then see only real changes)",
  ]);
});
