import { join } from "node:path";
import { emitValidators } from "../../generator/pipeline/emit/validators";
import { shareSchemas } from "../../generator/pipeline/emit/validators-shared";
import type { ServiceIR, ToolIR } from "../../generator/pipeline/ir";
import { runPipeline } from "../../generator/pipeline/run";
import type { ValidateFunction } from "../../generator/runtime";
import { loadEmittedValidators } from "../helpers/emitted-validators";

// Issue 11: no per-tool copies. A service whose tools repeat the same schemas (the 300-tool
// synthetic manifest of bench/generator.ts, at small scale) compiles each schema once.
const ROOT = join(__dirname, "..", "fixtures", "basic");

function load(source: string): Record<string, ValidateFunction> {
  return loadEmittedValidators(source, ROOT);
}

/** The service with its tools repeated `copies` times under new names. */
function repeated(service: ServiceIR, copies: number): ServiceIR {
  const tools: ToolIR[] = [];
  for (let i = 0; i < copies; i++) {
    for (const t of service.tools) {
      const suffix = i === 0 ? "" : `_copy${i}`;
      tools.push({ ...t, name: `${t.name}${suffix}`, names: { ...t.names, inputValidator: `${t.names.inputValidator}${suffix}`, outputValidator: `${t.names.outputValidator}${suffix}` } });
    }
  }
  return { ...service, tools };
}

let service: ServiceIR;
beforeAll(async () => {
  service = (await runPipeline({ root: ROOT })).services[0];
});

test("repeating every tool five times compiles no function twice: the copies are aliases", () => {
  const once = emitValidators(repeated(service, 1));
  const five = emitValidators(repeated(service, 5));
  const aliases = five.split("\n").filter((l) => /^export const \w+ = \w+_(in|out)put;$/.test(l));
  expect(aliases).toHaveLength(service.tools.length * 2 * 4);
  const count = (source: string, re: RegExp) => source.match(re)?.length ?? 0;
  expect(count(five, /^function validate\d+\(/gm)).toBe(count(once, /^function validate\d+\(/gm));
  expect(count(five, /^const (schema|pattern)\d+ =/gm)).toBe(count(once, /^const (schema|pattern)\d+ =/gm));
  expect(five.length).toBeLessThan(once.length * 1.5); // per-tool copies made it about 5×
});

test("every compiled function is declared once, and aliases validate as the original", () => {
  const source = emitValidators(repeated(service, 3));
  const declared = [...source.matchAll(/^function (validate\d+)\(/gm)].map((m) => m[1]);
  expect(new Set(declared).size).toBe(declared.length);
  const v = load(source);
  for (const t of service.tools) {
    for (const suffix of ["", "_copy1", "_copy2"]) {
      expect(typeof v[`${t.names.inputValidator}${suffix}`]).toBe("function");
      expect(v[`${t.names.outputValidator}${suffix}`]).toBe(v[t.names.outputValidator]);
    }
    expect(v[`${t.names.inputValidator}_copy2`]({ unexpected_property_for_test: 1 })).toBe(v[t.names.inputValidator]({ unexpected_property_for_test: 1 }));
  }
});

test("a subschema repeated across tools is one shared schema, referenced from each use", async () => {
  const crm = (await runPipeline({ root: join(__dirname, "..", "fixtures", "grouped") })).services[0];
  const shared = shareSchemas("output", crm.tools.map((t) => ({ name: t.name, schema: t.outputSchema })));
  expect(shared.defs.size).toBeGreaterThan(0);
  const uses = JSON.stringify([...shared.tools.values(), ...shared.defs.values()]);
  for (const id of shared.defs.keys()) expect(uses.split(`"$ref":"${id}"`).length - 1 + [...shared.keys.values()].filter((k) => k === id).length).toBeGreaterThan(1);
});
