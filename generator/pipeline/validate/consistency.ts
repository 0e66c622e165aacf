import { isObject, type Json, type JsonObject } from "../schema/walk";

export interface Inconsistency {
  /** Relative to the schema: `/default`, `/required/1`. */
  at: string;
  message: string;
  help: string;
}

const COMBINATORS = ["allOf", "anyOf", "oneOf", "$ref", "if", "dependentSchemas", "patternProperties"];

/**
 * What a schema says twice and contradicts: a `default` that its own `maximum`, `minimum`,
 * exclusive bounds, length bounds or `enum` refuse (a client filling the default sends a value the
 * tool then rejects), and a `required` property that `properties` does not declare (where nothing
 * else could declare it: no combinator, `$ref` or `patternProperties` beside it).
 */
export function inconsistencies(s: JsonObject): Inconsistency[] {
  const out: Inconsistency[] = [];
  if ("default" in s) {
    const problem = defaultProblem(s, s.default as Json);
    if (problem) out.push({ at: "/default", message: `default ${JSON.stringify(s.default)} ${problem}`, help: "change the default, or the bound it breaks: a client that fills in the default would be refused" });
  }
  if (Array.isArray(s.required) && isObject(s.properties) && !COMBINATORS.some((k) => k in s)) {
    const declared = s.properties;
    s.required.forEach((name, i) => {
      if (typeof name === "string" && !(name in declared)) out.push({ at: `/required/${i}`, message: `required property "${name}" is not declared in properties`, help: `declare "${name}" under properties (with a type and a description), or remove it from required` });
    });
  }
  return out;
}

function defaultProblem(s: JsonObject, value: Json): string | undefined {
  if (Array.isArray(s.enum) && !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(value))) return `is not one of the enum values ${JSON.stringify(s.enum)}`;
  if ("const" in s && JSON.stringify(s.const) !== JSON.stringify(value)) return `is not the const ${JSON.stringify(s.const)}`;
  if (typeof value === "number") {
    if (typeof s.maximum === "number" && value > s.maximum) return `is above maximum ${s.maximum}`;
    if (typeof s.minimum === "number" && value < s.minimum) return `is below minimum ${s.minimum}`;
    if (typeof s.exclusiveMaximum === "number" && value >= s.exclusiveMaximum) return `is not below exclusiveMaximum ${s.exclusiveMaximum}`;
    if (typeof s.exclusiveMinimum === "number" && value <= s.exclusiveMinimum) return `is not above exclusiveMinimum ${s.exclusiveMinimum}`;
  }
  if (typeof value === "string") {
    const length = [...value].length;
    if (typeof s.maxLength === "number" && length > s.maxLength) return `is longer than maxLength ${s.maxLength}`;
    if (typeof s.minLength === "number" && length < s.minLength) return `is shorter than minLength ${s.minLength}`;
  }
  return undefined;
}
