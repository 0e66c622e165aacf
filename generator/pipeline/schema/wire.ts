import { isObject, type Json, type JsonObject } from "./walk";

/**
 * The schema as clients see it in tools/list: refs already inlined by the loader, our `x-*`
 * annotations and `$schema`/`$id`/`$comment` removed. Everything else is served verbatim.
 */
const VALUE_KEYWORDS = new Set(["const", "enum", "default", "examples"]);

/** Extensions the MCP specification defines: served, not stripped (`x-mcp-header`, 2026-07-28). */
export const WIRE_EXTENSIONS: ReadonlySet<string> = new Set(["x-mcp-header"]);

/** `keepIdentifiers` keeps `$schema`, `$id` and `$comment` (a schema published as written). */
export function stripExtensions(schema: Json, opts: { keepIdentifiers?: boolean } = {}): Json {
  if (Array.isArray(schema)) return schema.map((s) => stripExtensions(s, opts));
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const key of Object.keys(schema)) {
    if (key.startsWith("x-") && !WIRE_EXTENSIONS.has(key)) continue;
    if (!opts.keepIdentifiers && (key === "$schema" || key === "$id" || key === "$comment")) continue;
    if (VALUE_KEYWORDS.has(key)) {
      out[key] = schema[key]; // data, not schema: keep as written
      continue;
    }
    // `properties` and `$defs` map names to schemas: a name may legitimately be "x-foo".
    out[key] = (key === "properties" || key === "$defs") && isObject(schema[key]) ? mapValues(schema[key] as JsonObject, opts) : stripExtensions(schema[key], opts);
  }
  return out;
}

function mapValues(map: JsonObject, opts: { keepIdentifiers?: boolean }): JsonObject {
  const out: JsonObject = {};
  for (const k of Object.keys(map)) out[k] = stripExtensions(map[k], opts);
  return out;
}
