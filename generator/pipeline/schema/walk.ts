/**
 * Walks the subschemas of a JSON Schema 2020-12 document at keyword positions only, so that a
 * property *named* "title" or "$ref" is never mistaken for the keyword.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const SINGLE = ["additionalProperties", "items", "contains", "not", "if", "then", "else", "propertyNames", "unevaluatedItems", "unevaluatedProperties"];
const ARRAYS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const MAPS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];

export interface SchemaVisit {
  schema: Json;
  tokens: (string | number)[];
  /** The property name when this schema is the value of `properties/<name>`. */
  propertyName?: string;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function walkSchema(schema: Json, visit: (v: SchemaVisit) => void, tokens: (string | number)[] = []): void {
  visitNode({ schema, tokens }, visit);
}

function visitNode(node: SchemaVisit, visit: (v: SchemaVisit) => void): void {
  visit(node);
  const { schema, tokens } = node;
  if (!isObject(schema)) return;
  for (const key of SINGLE) {
    if (key in schema) visitNode({ schema: schema[key], tokens: [...tokens, key] }, visit);
  }
  for (const key of ARRAYS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((s, i) => visitNode({ schema: s, tokens: [...tokens, key, i] }, visit));
  }
  for (const key of MAPS) {
    const map = schema[key];
    if (!isObject(map)) continue;
    for (const name of Object.keys(map)) {
      const child: SchemaVisit = { schema: map[name], tokens: [...tokens, key, name] };
      if (key === "properties") child.propertyName = name;
      visitNode(child, visit);
    }
  }
}

/** Deep copy with every subschema passed through `fn` (bottom-up). */
export function mapSchema(schema: Json, fn: (s: JsonObject) => JsonObject): Json {
  if (!isObject(schema)) return schema;
  const out: JsonObject = { ...schema };
  for (const key of SINGLE) if (key in out) out[key] = mapSchema(out[key], fn);
  for (const key of ARRAYS) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((s) => mapSchema(s, fn));
  }
  for (const key of MAPS) {
    const map = out[key];
    if (!isObject(map)) continue;
    const next: JsonObject = {};
    for (const name of Object.keys(map)) next[name] = mapSchema(map[name], fn);
    out[key] = next;
  }
  return fn(out);
}

/** Canonical JSON: keys sorted by code unit at every level, 2-space indent, trailing newline. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value), null, 2) + "\n";
}

export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}
