import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { mapSchema, type JsonObject } from "./walk";

/**
 * The one Ajv configuration used to check and to emit validators: strict (misspelt keywords and
 * bad regexes are errors), `allErrors` (every offending property named), `useDefaults` (handlers
 * see documented defaults), source kept for standalone code. One instance per service, so the
 * generated function names depend only on that service's manifest.
 */
export function codegenAjv(overrides: { inlineRefs?: boolean; strictTypes?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({
    ...overrides,
    allErrors: true,
    strict: true,
    strictRequired: false,
    useDefaults: true,
    code: { source: true, esm: true, lines: true },
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

/** A service's compiled validators, handed from validate to emit so each schema compiles once. */
export interface CompiledValidators {
  ajv: Ajv2020;
  /** Tools whose schemas are registered as `input:<tool>` / `output:<tool>`. */
  input: Set<string>;
  output: Set<string>;
}
