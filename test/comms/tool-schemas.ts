import { commsService } from "../../generated/comms/server";

type Schema = Record<string, any>;

/** Every comms tool's input schema, as the generated service definition declares it ($refs resolved). */
export const COMMS_TOOLS: ReadonlyMap<string, Schema> = new Map(
  commsService.tools.map((t) => [t.name, t.inputSchema as Schema]),
);

function inputSchema(tool: string): Schema {
  const schema = COMMS_TOOLS.get(tool);
  if (!schema) throw new Error(`comms has no tool ${tool}`);
  return schema;
}

/** A value the schema accepts (the guard and the id checks run after validation). */
export function sample(s: Schema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === "integer" || type === "number") return s.minimum ?? 1;
  if (type === "array") return [sample(s.items ?? { type: "string" })];
  if (type === "object") return s.minProperties ? { email: sample(s.additionalProperties ?? { type: "string" }) } : {};
  if (s.format === "email") return "someone@example.org";
  if (s.format === "date-time") return "2026-03-02T09:00:00Z";
  if (s.format === "hostname") return "example.org";
  if (s.format === "uri") return "https://example.org";
  if (s.pattern === "^delete .+$") return "delete someone";
  if (s.pattern === "^[A-Z]{3}$") return "EUR";
  return "x".repeat(Math.max(8, s.minLength ?? 1));
}

/** Sampled values for the tool's required arguments only. */
export function requiredArgs(tool: string): Record<string, unknown> {
  const schema = inputSchema(tool);
  return Object.fromEntries((schema.required ?? []).map((p: string) => [p, sample(schema.properties[p])]));
}

export const isRequired = (tool: string, field: string): boolean => (inputSchema(tool).required ?? []).includes(field);

/**
 * The id-like inputs of a tool: properties named `*_id` or `*_ids` (an array of ids), at any
 * depth; a nested one is named by its dotted path (`payment.payer_id`), an array's items by `[]`.
 */
export function idFields(tool: string): string[] {
  const found: string[] = [];
  const walk = (s: Schema | undefined, path: string) => {
    if (!s || typeof s !== "object") return;
    for (const [name, sub] of Object.entries<Schema>(s.properties ?? {})) {
      const at = path ? `${path}.${name}` : name;
      if (/_ids?$/.test(name)) found.push(at);
      walk(sub, at);
    }
    if (s.items) walk(s.items, `${path}[]`);
    for (const k of ["anyOf", "oneOf", "allOf"] as const) for (const alt of s[k] ?? []) walk(alt, path);
  };
  walk(inputSchema(tool), "");
  return found;
}
