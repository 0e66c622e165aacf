import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { mapSchema, type JsonObject } from "./walk";

/**
 * The one Ajv configuration used to check and to emit validators: strict (misspelt keywords and
 * bad regexes are errors), `allErrors` (every offending property named), `useDefaults` (handlers
 * see documented defaults), source kept for standalone code. One instance per service, so the
 * generated function names depend only on that service's manifest.
 */
export function codegenAjv(overrides: { inlineRefs?: boolean; strictTypes?: boolean; checkOnly?: boolean } = {}): Ajv2020 {
  const { checkOnly, ...rest } = overrides;
  const ajv = new Ajv2020({
    ...rest,
    allErrors: true,
    strict: true,
    strictRequired: false,
    useDefaults: true,
    // `checkOnly`: compiled to be refused or accepted, never emitted. Strict-mode checks run while
    // the code is generated, whatever its form: skip keeping the source and the optimisation passes.
    code: checkOnly ? { optimize: false } : { source: true, esm: true, lines: true },
  });
  addFormats(ajv);
  // An annotation the MCP transport defines (a property mirrored into a header); validates nothing.
  ajv.addKeyword({ keyword: "x-mcp-header", schemaType: "string" });
  // A core 2020-12 keyword ajv resolves (`#anchor` refs) but leaves out of its strict-mode table.
  ajv.addKeyword({ keyword: "$anchor", schemaType: "string" });
  return ajv;
}

/** Output schemas are compiled without defaults: validating a result must never change it. */
export function withoutDefaults(schema: JsonObject): JsonObject {
  return mapSchema(schema, ({ default: _d, ...rest }) => rest) as JsonObject;
}
