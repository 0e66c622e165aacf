import { isObject, type Json, type JsonObject } from "./walk";

/**
 * The schema as clients see it in tools/list: refs already inlined by the loader, our `x-*`
 * annotations and `$schema`/`$id`/`$comment` removed. Everything else is served verbatim.
 */
const VALUE_KEYWORDS = new Set(["const", "enum", "default", "examples"]);

/** Extensions the MCP specification defines: served, not stripped (`x-mcp-header`, 2026-07-28). */
const WIRE_EXTENSIONS = new Set(["x-mcp-header"]);

export function stripExtensions(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(stripExtensions);
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const key of Object.keys(schema)) {
    if ((key.startsWith("x-") && !WIRE_EXTENSIONS.has(key)) || key === "$schema" || key === "$id" || key === "$comment") continue;
    if (VALUE_KEYWORDS.has(key)) {
      out[key] = schema[key]; // data, not schema: keep as written
      continue;
    }
    // `properties` maps names to schemas: a property may legitimately be called "x-foo".
    out[key] = key === "properties" && isObject(schema[key]) ? mapValues(schema[key] as JsonObject) : stripExtensions(schema[key]);
  }
  return out;
}

function mapValues(map: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const k of Object.keys(map)) out[k] = stripExtensions(map[k]);
  return out;
}
