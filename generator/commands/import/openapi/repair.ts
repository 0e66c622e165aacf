import type { ImportContext, Obj } from "./context";

/** Keywords that apply to one JSON type only: on a schema of another type strict ajv refuses them. */
const KEYWORDS_OF: Record<string, string[]> = {
  object: ["properties", "additionalProperties", "required", "patternProperties", "propertyNames", "minProperties", "maxProperties", "dependentRequired", "dependentSchemas", "unevaluatedProperties"],
  array: ["items", "prefixItems", "minItems", "maxItems", "uniqueItems", "contains", "minContains", "maxContains", "unevaluatedItems"],
  string: ["minLength", "maxLength", "pattern"],
  number: ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"],
};
const ANNOTATIONS = new Set(["description", "title", "deprecated", "examples", "default", "readOnly", "writeOnly", "$comment"]);

/**
 * Rewrites what OpenAPI documents write but strict ajv (which the manifest's validators compile
 * with) refuses, each reported: a 3.1 type list of several types becomes an `anyOf` of one type
 * each; object or array keywords on a schema of another type are dropped; a `pattern` that is not
 * a valid Unicode regular expression is dropped.
 */
export function repairForStrict(ctx: ImportContext, out: Obj, at: string): void {
  const types = Array.isArray(out.type) ? (out.type as unknown[]).filter((t): t is string => typeof t === "string") : typeof out.type === "string" ? [out.type] : [];
  if (types.length) {
    for (const [owner, keys] of Object.entries(KEYWORDS_OF)) {
      if (types.includes(owner) || (owner === "number" && types.includes("integer"))) continue;
      const found = keys.filter((k) => k in out);
      if (!found.length) continue;
      for (const k of found) delete out[k];
      ctx.warn(at, `${found.join(", ")} dropped: the schema's type is ${types.join(" or ")}, not ${owner}`);
    }
  }
  if (typeof out.pattern === "string" && !validUnicodeRegex(out.pattern)) {
    ctx.warn(`${at}/pattern`, `pattern dropped: not a valid Unicode regular expression (the validators compile with the u flag)`);
    delete out.pattern;
  }
  if (types.filter((t) => t !== "null").length > 1) splitTypeList(out, types);
  declareRequired(ctx, out, at);
}

/** Beside these another schema may declare a required property; validate's consistency rule allows it there. */
const DECLARED_ELSEWHERE = ["allOf", "anyOf", "oneOf", "$ref", "if", "dependentSchemas", "patternProperties"];
const ANY_JSON = ["array", "boolean", "null", "number", "object", "string"];

/**
 * A `required` name that `properties` does not declare (GitHub's package-version docker metadata
 * requires "tags" but declares "tag"; an anyOf branch of checks/update requires "conclusion" that
 * its parent declares) is declared as any JSON value, reported: the name stays required, as the
 * document says, and validate no longer sees a schema that contradicts itself.
 */
function declareRequired(ctx: ImportContext, out: Obj, at: string): void {
  const props = out.properties;
  if (!Array.isArray(out.required) || typeof props !== "object" || props === null || Array.isArray(props) || DECLARED_ELSEWHERE.some((k) => k in out)) return;
  const declared = props as Obj;
  for (const name of out.required) {
    if (typeof name !== "string" || name in declared) continue;
    declared[name] = { description: `${name} (required by the document but not declared in its properties)`, anyOf: ANY_JSON.map((type) => ({ type })) };
    ctx.warn(`${at}/required`, `required property "${name}" is not declared in properties: declared as any JSON value`);
  }
}

function validUnicodeRegex(pattern: string): boolean {
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}

/** `type: [string, boolean]` → `anyOf: [{type: string}, {type: boolean}]`; the other keywords stay beside it. */
function splitTypeList(out: Obj, types: string[]): void {
  const branches = types.map((type) => ({ type, ...typeKeywords(out, type) }));
  for (const branch of branches) for (const k of Object.keys(branch)) if (k !== "type") delete out[k];
  delete out.type;
  if (Array.isArray(out.anyOf)) out.allOf = [...((out.allOf as unknown[]) ?? []), { anyOf: out.anyOf }];
  out.anyOf = branches;
}

/** The keywords of `out` that only apply to `type` (they move into that branch). */
function typeKeywords(out: Obj, type: string): Obj {
  const own = new Set(KEYWORDS_OF[type === "integer" ? "number" : type] ?? []);
  if (type === "string") own.add("format");
  return Object.fromEntries(Object.entries(out).filter(([k]) => own.has(k) && !ANNOTATIONS.has(k)));
}

/**
 * ajv applies `default` only where a schema is always evaluated: under `anyOf`/`oneOf`/`not`/`if`
 * it is refused in strict mode. Defaults there are dropped (reported), the value named in the
 * description instead.
 */
export function dropBranchDefaults(ctx: ImportContext, out: Obj, at: string): void {
  if (out.default === undefined) return;
  ctx.warn(`${at}/default`, "default dropped: it sits under anyOf/oneOf, where validators cannot apply it (named in the description instead)");
  const text = typeof out.description === "string" ? `${out.description} ` : "";
  out.description = `${text}(Default: ${JSON.stringify(out.default)}.)`;
  delete out.default;
}
