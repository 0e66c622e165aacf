import { isObject, type JsonObject } from "../../pipeline/schema/walk";
import { paramHeaders } from "../../pipeline/validate/mcp-header";
import type { ServiceChanges } from "./change";
import { same, show } from "./schema";

/**
 * The MCP 2026-07-28 declarations of a tool: `x-mcp-header` marks (a conforming HTTP client must
 * send a new one, after refreshing tools/list), `task`, `mayRequestInput` and `publishSchemas` (the
 * form tools/list serves; the schemas themselves are compared by meaning, refs inlined either way).
 */
export function compareToolProtocol(out: ServiceChanges, tool: string, a: JsonObject, b: JsonObject): void {
  const marks = (s: JsonObject) => new Map(paramHeaders(isObject(s.inputSchema) ? s.inputSchema : {}).headers.map((h) => [h.path.join("."), h]));
  const [before, after] = [marks(a), marks(b)];
  // The mirrored property (the mark itself may be absent on one side).
  const at = (path: readonly string[]) => ["tools", tool, "inputSchema", ...path.flatMap((p) => ["properties", p])];
  for (const [key, h] of after) {
    const old = before.get(key)?.header;
    if (old === undefined) out.emit("param-header-added", tool, at(h.path), `input ${key} is now mirrored into Mcp-Param-${h.header}: 2026-07-28 HTTP calls without that header are refused`);
    else if (old !== h.header) out.emit("param-header-added", tool, at(h.path), `input ${key}: header Mcp-Param-${old} → Mcp-Param-${h.header}`);
  }
  for (const [key, h] of before) if (!after.has(key)) out.emit("param-header-removed", tool, at(h.path), `input ${key} is no longer mirrored into Mcp-Param-${h.header}`);
  for (const key of ["task", "mayRequestInput", "publishSchemas"]) {
    if (!same(a[key], b[key])) out.emit("protocol-declaration-changed", tool, ["tools", tool, key], `${key} ${show(a[key])} → ${show(b[key])}`);
  }
}

/** The service's caching hints (served with server/discover and tools/list). */
export function compareServiceProtocol(out: ServiceChanges, a: JsonObject, b: JsonObject): void {
  if (!same(a.caching, b.caching)) out.emit("protocol-declaration-changed", undefined, ["caching"], `caching ${show(a.caching)} → ${show(b.caching)}`);
}
