type Schema = Record<string, unknown>;

export interface Row {
  /** `limit`, `body.name`, `webhooks[].headers` */
  path: string;
  type: string;
  required: boolean;
  description: string;
}

const MAX_DEPTH = 3;

/** One row per property of an (inlined) object schema, nested objects and arrays of objects flattened to three levels. */
export function schemaRows(schema: Schema, prefix = "", depth = 0): Row[] {
  const props = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const rows: Row[] = [];
  for (const name of Object.keys(props).sort()) {
    const p = isSchema(props[name]) ? props[name] : {};
    const path = `${prefix}${name}`;
    rows.push({ path, type: typeText(p), required: required.has(name), description: typeof p.description === "string" ? p.description : "" });
    if (depth + 1 >= MAX_DEPTH) continue;
    if (isSchema(p.properties)) rows.push(...schemaRows(p, `${path}.`, depth + 1));
    else if (isSchema(p.items) && isSchema(p.items.properties)) rows.push(...schemaRows(p.items, `${path}[].`, depth + 1));
  }
  return rows;
}

/** `integer, 1 to 100, default 20`; `one of "a", "b"`; `string (date-time)`; `array of string`. */
export function typeText(s: Schema): string {
  if ("const" in s) return `\`${JSON.stringify(s.const)}\``;
  const base = baseType(s);
  const facts = [base, ...bounds(s)];
  if (s.default !== undefined) facts.push(`default \`${JSON.stringify(s.default)}\``);
  return facts.join(", ");
}

function baseType(s: Schema): string {
  if (Array.isArray(s.enum)) return `one of ${s.enum.map((v) => `\`${JSON.stringify(v)}\``).join(", ")}`;
  for (const key of ["anyOf", "oneOf"]) {
    if (Array.isArray(s[key])) return (s[key] as unknown[]).map((b) => (isSchema(b) ? baseType(b) : "any")).join(" or ");
  }
  const types = Array.isArray(s.type) ? s.type.map(String) : typeof s.type === "string" ? [s.type] : [];
  const text = types.map((t) => (t === "array" && isSchema(s.items) ? `array of ${baseType(s.items)}` : t)).join(" or ") || (s.properties ? "object" : "any");
  return typeof s.format === "string" ? `${text} (${s.format})` : text;
}

function bounds(s: Schema): string[] {
  const out: string[] = [];
  const range = (lo: unknown, hi: unknown, unit: string) => {
    if (lo !== undefined && hi !== undefined) out.push(`${String(lo)} to ${String(hi)}${unit}`);
    else if (lo !== undefined) out.push(`at least ${String(lo)}${unit}`);
    else if (hi !== undefined) out.push(`at most ${String(hi)}${unit}`);
  };
  range(s.minimum, s.maximum, "");
  if (s.exclusiveMinimum !== undefined) out.push(`above ${String(s.exclusiveMinimum)}`);
  if (s.exclusiveMaximum !== undefined) out.push(`below ${String(s.exclusiveMaximum)}`);
  range(s.minLength, s.maxLength, " characters");
  range(s.minItems, s.maxItems, " items");
  if (typeof s.pattern === "string") out.push(`matching \`${s.pattern}\``);
  return out;
}

function isSchema(v: unknown): v is Schema {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
