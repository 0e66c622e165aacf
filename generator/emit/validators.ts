import standaloneCode from "ajv/dist/standalone";
import type { ServiceIR } from "../ir";
import { codegenAjv, withoutDefaults } from "../schema/ajv";

/**
 * Every input and output validator of one service as ajv standalone code: no schema compilation at
 * start-up or per request. Reuses the functions the validate stage compiled; compiles them itself
 * only for an IR built without that stage.
 */
export function emitValidators(service: ServiceIR): string {
  const compiled = service.compiled ?? { ajv: codegenAjv(), input: new Set<string>(), output: new Set<string>() };
  const mapping: Record<string, string> = {};
  for (const tool of service.tools) {
    if (!compiled.input.has(tool.name)) compiled.ajv.addSchema(tool.inputSchema, `input:${tool.name}`);
    if (!compiled.output.has(tool.name)) compiled.ajv.addSchema(withoutDefaults(tool.outputSchema), `output:${tool.name}`);
    mapping[tool.names.inputValidator] = `input:${tool.name}`;
    mapping[tool.names.outputValidator] = `output:${tool.name}`;
  }
  return hoistRequires(standaloneCode(compiled.ajv, mapping));
}

/**
 * ajv's ESM standalone output still calls `require()` for its runtime helpers and for ajv-formats
 * (ajv#2209, #1976). Hoisting each into a namespace import gives a module that is valid ESM and
 * compiles to CommonJS alike.
 */
export function hoistRequires(code: string): string {
  const imports = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_m, spec: string) => {
    let local = imports.get(spec);
    if (!local) {
      local = `__ajv_dep${imports.size}`;
      imports.set(spec, local);
    }
    return local;
  });
  const header = [...imports].map(([spec, local]) => `import * as ${local} from ${JSON.stringify(spec)};`).join("\n");
  return `${header}\n${body.replace(/^"use strict";/, "")}`;
}
