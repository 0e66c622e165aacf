import standaloneCode from "ajv/dist/standalone";
import type { ServiceIR } from "../ir";
import { codegenAjv, withoutDefaults } from "../schema/ajv";
import { memoInUse } from "./format";
import { shareSchemas } from "./validators-shared";

/**
 * Every input and output validator of one service as ajv standalone code: no schema compilation at
 * start-up or per request. A subschema used more than once in the service (a `$defs` entry, a
 * repeated block, a whole repeated tool schema) is compiled once and called from every use: no
 * per-tool copies (validators-shared.ts; the 300-tool synthetic manifest's sizes are in
 * bench/RESULTS.md). The validate stage has compiled the inline schemas in strict mode already.
 */
export function emitValidators(service: ServiceIR): string {
  // Kept by everything it reads (format memo's store): a manifest edit that changes no schema, a
  // description say (annotations are compiled out anyway), does not compile the service again.
  const input = `\0validators\0${JSON.stringify(service.tools.map((t) => [t.name, t.names.inputValidator, t.names.outputValidator, t.inputSchema, t.outputSchema, t.published ?? null]))}`;
  const memo = memoInUse();
  const known = memo?.get(input);
  if (known !== undefined) return known;
  const code = compileValidators(service);
  memo?.put(input, code);
  return code;
}

function compileValidators(service: ServiceIR): string {
  // Refs stay calls (inlined, each use would copy the definition's code again). A shared
  // subschema compiles apart from the object around it, so strictTypes cannot see the type that
  // object declared; the inline form passed strictTypes in the validate stage.
  const ajv = codegenAjv({ inlineRefs: false, strictTypes: false });
  const exports = new Map<string, string>(); // export name → schema key
  for (const direction of ["input", "output"] as const) {
    // A schema published as written is its own document ($defs, $anchor, refs into itself): it
    // compiles whole under its own key, never split into shared parts.
    const resolved = service.tools.filter((t) => t.published === undefined);
    const shared = shareSchemas(direction, resolved.map((t) => ({ name: t.name, schema: direction === "input" ? t.inputSchema : t.outputSchema })));
    for (const schema of shared.defs.values()) ajv.addSchema(schema);
    for (const [key, schema] of shared.tools) ajv.addSchema(schema, key);
    for (const tool of service.tools) {
      let key = shared.keys.get(tool.name);
      if (tool.published) {
        key = `${direction}:${tool.name}`;
        ajv.addSchema(direction === "input" ? tool.published.inputSchema : withoutDefaults(tool.published.outputSchema), key);
      }
      exports.set(direction === "input" ? tool.names.inputValidator : tool.names.outputValidator, key!);
    }
  }
  // One export per compiled function: ajv's standalone code repeats a function's whole source for
  // each further export of it. Tools validating with the same function export an alias.
  const first = new Map<string, string>();
  const aliases: string[] = [];
  for (const [name, key] of exports) {
    const original = first.get(key);
    if (original === undefined) first.set(key, name);
    else aliases.push(`export const ${name} = ${original};`);
  }
  const mapping = Object.fromEntries([...first].map(([key, name]) => [name, key]));
  return `${hoistRequires(standaloneCode(ajv, mapping))}\n${aliases.join("\n")}`;
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
