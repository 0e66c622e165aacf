import { codegenAjv } from "../../generator/pipeline/schema/ajv";
import { splitUnits } from "../../generator/pipeline/validate/strict-units";
import { demoErrors as errorsWith } from "./demo-errors";

// validate compiles each distinct part of the inline tool schemas once (generator/pipeline/validate/
// strict-units.ts) instead of every tool's whole schema (bench/RESULTS.md, "OpenAPI import"). These
// check that it refuses and accepts exactly what compiling each whole schema does, with ajv's message.

/** What strict ajv says compiling the whole schema, as validate did for every tool before. */
function wholeCompileMessage(schema: object, id: string): string {
  const ajv = codegenAjv();
  try {
    ajv.addSchema(schema, id);
    ajv.getSchema(id);
    return "";
  } catch (err) {
    return (err as Error).message.replace(/^strict mode: /, "");
  }
}

const options = { type: "object", description: "Options.", properties: { mode: { type: "string", default: "fast", description: "Speed." } } };
const describedCount = { type: "integer", description: "How many.", anyOf: [{ minimum: 1 }, { maximum: -1 }] };

test("a shared object is accepted where its default applies and refused under anyOf, where it cannot (the same part, judged where it sits)", () => {
  const errors = errorsWith((demo) => {
    demo.$defs = { ...demo.$defs, options };
    demo.tools.create_item.inputSchema.properties.options = { $ref: "#/$defs/options" };
    const branch = { type: "object", properties: { options: { $ref: "#/$defs/options" } } };
    demo.tools["get-item"].inputSchema.properties.choice = { description: "Options or none.", anyOf: [branch, { type: "null" }] };
  });
  const inline = { type: "object", properties: { choice: { anyOf: [{ type: "object", properties: { options } }, { type: "null" }] } } };
  expect(errors).toEqual([{ pointer: "/tools/get-item/inputSchema", message: `schema does not compile: ${wholeCompileMessage(inline, "input:get-item")}` }]);
  expect(errors[0].message).toContain("default is ignored for");
});

test("a mistake in a part repeated in two tools is reported in each, with ajv's own message", () => {
  const errors = errorsWith((demo) => {
    demo.$defs = { ...demo.$defs, stamp: { type: "string", format: "moon-phase", description: "When." } };
    demo.tools.create_item.inputSchema.properties.stamp = { $ref: "#/$defs/stamp" };
    demo.tools["get-item"].inputSchema.properties.stamp = { $ref: "#/$defs/stamp" };
  });
  expect(errors.map((e) => e.pointer)).toEqual(["/tools/create_item/inputSchema", "/tools/get-item/inputSchema"]);
  for (const e of errors) expect(e.message).toMatch(/^schema does not compile: unknown format "moon-phase" ignored in schema at path "#\/properties\/stamp"$/);
});

describe("splitUnits", () => {
  const keys = (schema: object) => splitUnits(schema as never)?.map((u) => u.key);

  test("the same part in two schemas has one key, whatever its descriptions say; under anyOf it has another", () => {
    const plain = keys({ type: "object", properties: { a: options } })!;
    const other = keys({ type: "object", description: "Another tool.", properties: { b: { ...options, description: "Other words." } } })!;
    const composite = keys({ type: "object", properties: { c: { anyOf: [options, { type: "null" }] } } })!;
    expect(plain).toHaveLength(3); // mode, options, the root
    expect(other.slice(0, 2)).toEqual(plain.slice(0, 2));
    expect(composite).not.toContain(plain[1]);
  });

  test("a subschema applied to the same value (anyOf here) stays in its part: it keeps the type written beside it", () => {
    const units = splitUnits({ type: "object", properties: { count: describedCount } } as never)!;
    expect(units.map((u) => u.schema)).toEqual([{ ...describedCount, description: "", anyOf: [{ minimum: 1 }, { maximum: -1 }] }, { type: "object", properties: { count: {} } }]);
  });

  test("a schema with a $ref, an anchor or a default at its root is compiled whole", () => {
    expect(keys({ type: "object", properties: { a: { $ref: "#/$defs/x" } }, $defs: { x: { type: "string" } } })).toBeUndefined();
    expect(keys({ type: "object", properties: { a: { $anchor: "a", type: "string" } } })).toBeUndefined();
    expect(keys({ type: "object", default: {} })).toBeUndefined();
  });
});
