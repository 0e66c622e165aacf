/**
 * Where in a valid argument set a mutation can land: every value the sample holds, with the
 * unconditional schema that applies to it (the `properties`/`items`/`additionalProperties` chain),
 * and every declared property the sample leaves out. `if`/`then`/`anyOf` branches only add
 * constraints (allOf semantics), so breaking the unconditional schema always makes the whole set
 * invalid, and ajv (allErrors) names that place.
 */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A value of the sample: `tokens` are the unescaped path segments from the arguments' root. */
export interface Present {
  kind: "present";
  tokens: string[];
  value: Json;
  schema: Schema;
}

/** A declared property the sample does not set, on the object at `tokens`. */
export interface Absent {
  kind: "absent";
  tokens: string[];
  name: string;
  schema: Schema;
}

export type Location = Present | Absent;

/** RFC 6901: `~` → `~0`, `/` → `~1`; the root is "". */
export function pointer(tokens: readonly string[]): string {
  return tokens.map((t) => "/" + t.replace(/~/g, "~0").replace(/\//g, "~1")).join("");
}

export function locations(value: Json, schema: Schema, tokens: string[] = []): Location[] {
  const out: Location[] = [{ kind: "present", tokens, value, schema }];
  if (Array.isArray(value)) {
    if (schema.items) value.forEach((v, i) => out.push(...locations(v, schema.items!, [...tokens, String(i)])));
  } else if (value !== null && typeof value === "object") {
    const props = schema.properties ?? {};
    for (const [k, v] of Object.entries(value)) {
      const s = props[k] ?? (typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined);
      if (s) out.push(...locations(v, s, [...tokens, k]));
    }
    for (const [k, s] of Object.entries(props)) if (!(k in value)) out.push({ kind: "absent", tokens, name: k, schema: s });
  }
  return out;
}

/** The JSON types a schema's `type` admits ("integer" is a kind of "number" in JSON). */
export function typesOf(schema: Schema): string[] | undefined {
  if (schema.type === undefined) return undefined;
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** A deep copy with `replace` applied to the value at `tokens` (undefined deletes it). */
export function withValueAt(root: Json, tokens: readonly string[], replace: (old: Json | undefined) => Json | undefined): Json | undefined {
  if (tokens.length === 0) return replace(root);
  const copy = structuredClone(root) as Record<string, Json> | Json[];
  let parent: Record<string, Json> | Json[] = copy;
  for (const t of tokens.slice(0, -1)) parent = (parent as Record<string, Json>)[t] as Record<string, Json>;
  const last = tokens[tokens.length - 1];
  const next = replace((parent as Record<string, Json>)[last]);
  if (next === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    // defineProperty, not assignment: a key such as "__proto__" must become an own property.
    Object.defineProperty(parent, last, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}
