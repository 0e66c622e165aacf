import { sampleRegex } from "./regex";

type Schema = Record<string, unknown>;

/**
 * Options of one synthesis pass. The first pass fills every declared property and one array item,
 * which makes a useful example; when the output validator refuses it (a `not`, a `oneOf` that two
 * branches match, `uniqueItems`, …) the minimal pass (required properties only, minItems items)
 * is tried.
 */
export interface SynthOptions {
  full: boolean;
}

const FORMATS: Record<string, string> = {
  "date-time": "2026-01-01T00:00:00Z",
  date: "2026-01-01",
  time: "00:00:00Z",
  duration: "P1D",
  email: "user@example.com",
  "idn-email": "user@example.com",
  hostname: "example.com",
  "idn-hostname": "example.com",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  uri: "https://example.com/",
  "uri-reference": "https://example.com/",
  iri: "https://example.com/",
  "iri-reference": "https://example.com/",
  "uri-template": "https://example.com/{id}",
  uuid: "00000000-0000-4000-8000-000000000000",
  "json-pointer": "/a",
  "relative-json-pointer": "0",
  regex: "^a$",
};

/** A deterministic value for a (dereferenced) JSON Schema: same schema, same value. */
export function synthesize(schema: unknown, opts: SynthOptions): unknown {
  if (schema === true || schema === undefined) return null;
  if (schema === false || typeof schema !== "object" || schema === null) return null;
  const s = schema as Schema;
  if ("const" in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if ("default" in s) return s.default;
  if (Array.isArray(s.allOf)) return synthesize(mergeAll(s), opts);
  for (const key of ["oneOf", "anyOf"]) {
    const branches = s[key];
    if (Array.isArray(branches) && branches.length) return synthesize({ ...without(s, key), ...preferNonNull(branches) }, opts);
  }
  switch (typeOf(s)) {
    case "null":
      return null;
    case "boolean":
      return true;
    case "integer":
      return number(s, true);
    case "number":
      return number(s, false);
    case "string":
      return string(s);
    case "array":
      return array(s, opts);
    default:
      return object(s, opts);
  }
}

function typeOf(s: Schema): string {
  if (typeof s.type === "string") return s.type;
  if (Array.isArray(s.type)) return String(s.type.find((t) => t !== "null") ?? "null");
  if (s.properties || s.required || s.additionalProperties !== undefined) return "object";
  if (s.items || s.prefixItems) return "array";
  if (typeof s.pattern === "string" || typeof s.format === "string" || s.minLength !== undefined) return "string";
  if (s.minimum !== undefined || s.maximum !== undefined) return "number";
  return "object";
}

function number(s: Schema, integer: boolean): number {
  const step = typeof s.multipleOf === "number" ? s.multipleOf : integer ? 1 : 0.5;
  let low = typeof s.minimum === "number" ? s.minimum : typeof s.exclusiveMinimum === "number" ? s.exclusiveMinimum + step : undefined;
  const high = typeof s.maximum === "number" ? s.maximum : typeof s.exclusiveMaximum === "number" ? s.exclusiveMaximum - step : undefined;
  if (low === undefined) low = high !== undefined && high < 1 ? high : 1;
  const value = Math.ceil(low / step) * step;
  return integer ? Math.ceil(value) : value;
}

function string(s: Schema): string {
  const min = typeof s.minLength === "number" ? s.minLength : 0;
  const max = typeof s.maxLength === "number" ? s.maxLength : Infinity;
  const pattern = typeof s.pattern === "string" ? s.pattern : undefined;
  const candidates = [
    typeof s.format === "string" ? FORMATS[s.format] : undefined,
    pattern === undefined ? undefined : sampleRegex(pattern, min),
    "sample".padEnd(Math.max(min, 1), "x"),
  ];
  const fits = (c: string) => [...c].length >= min && [...c].length <= max && (pattern === undefined || safeTest(pattern, c));
  return candidates.find((c): c is string => c !== undefined && fits(c)) ?? candidates.find((c): c is string => c !== undefined)!.slice(0, max);
}

function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, "u").test(value);
  } catch {
    return false;
  }
}

function array(s: Schema, opts: SynthOptions): unknown[] {
  const min = typeof s.minItems === "number" ? s.minItems : 0;
  const max = typeof s.maxItems === "number" ? s.maxItems : Infinity;
  const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : [];
  const count = Math.min(max, Math.max(min, prefix.length, opts.full ? 1 : 0));
  return Array.from({ length: count }, (_, i) => synthesize(i < prefix.length ? prefix[i] : (s.items ?? {}), opts));
}

function object(s: Schema, opts: SynthOptions): Record<string, unknown> {
  const props = (s.properties ?? {}) as Record<string, unknown>;
  const required = Array.isArray(s.required) ? s.required.map(String) : [];
  const keys = opts.full ? [...new Set([...Object.keys(props), ...required])] : required;
  const out: Record<string, unknown> = {};
  const extra = typeof s.additionalProperties === "object" ? s.additionalProperties : {};
  for (const key of keys.sort()) out[key] = synthesize(props[key] ?? extra, opts);
  // minProperties beyond the declared ones: names from propertyNames (or key1, key2, …).
  const names = s.propertyNames as Schema | undefined;
  for (let n = 1; Object.keys(out).length < (typeof s.minProperties === "number" ? s.minProperties : 0) && n < 1000; n++) {
    const name = names ? String(synthesize({ type: "string", ...names, ...(n > 1 ? { minLength: n } : {}) }, opts)) : `key${n}`;
    if (!(name in out)) out[name] = synthesize(extra, opts);
  }
  return out;
}

function mergeAll(s: Schema): Schema {
  let merged: Schema = without(s, "allOf");
  for (const part of s.allOf as unknown[]) {
    if (typeof part !== "object" || part === null) continue;
    const p = part as Schema;
    merged = {
      ...merged,
      ...p,
      properties: { ...((merged.properties as object) ?? {}), ...((p.properties as object) ?? {}) },
      required: [...new Set([...((merged.required as string[]) ?? []), ...((p.required as string[]) ?? [])])],
    };
  }
  return merged;
}

function preferNonNull(branches: unknown[]): Schema {
  const isNull = (b: unknown) => typeof b === "object" && b !== null && (b as Schema).type === "null";
  return (branches.find((b) => !isNull(b)) ?? branches[0]) as Schema;
}

function without(s: Schema, key: string): Schema {
  const { [key]: _omitted, ...rest } = s;
  return rest;
}
