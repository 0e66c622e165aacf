import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import standaloneCode from "ajv/dist/standalone";
import type { ServiceIR } from "../ir";
import { mapSchema, type JsonObject } from "../schema/walk";

/**
 * Every input and output validator of one service as ajv standalone code: no schema compilation at
 * start-up or per request. `allErrors` so that every offending property is named. Inputs get
 * `useDefaults` (handlers see documented defaults filled in); output schemas are compiled with
 * their defaults removed so validating a result never changes it.
 */
export function emitValidators(service: ServiceIR): string {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    useDefaults: true,
    code: { source: true, esm: true, lines: true },
  });
  addFormats(ajv);
  const mapping: Record<string, string> = {};
  for (const tool of service.tools) {
    ajv.addSchema(tool.inputSchema, tool.names.inputValidator);
    ajv.addSchema(withoutDefaults(tool.outputSchema), tool.names.outputValidator);
    mapping[tool.names.inputValidator] = tool.names.inputValidator;
    mapping[tool.names.outputValidator] = tool.names.outputValidator;
  }
  return hoistRequires(standaloneCode(ajv, mapping));
}

function withoutDefaults(schema: JsonObject): JsonObject {
  return mapSchema(schema, ({ default: _d, ...rest }) => rest) as JsonObject;
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
