import { isObject, type Json } from "../../pipeline/schema/walk";
import type { ServiceChanges } from "./change";
import { strings } from "./shared";

/**
 * A tool's `auth` as a client meets it. Adding auth refuses anonymous calls, and a scope more
 * refuses tokens granted the old ones: breaking. Removing auth or a scope lets every call that
 * worked still work: info.
 */
export function compareAuth(out: ServiceChanges, tool: string, a: Json | undefined, b: Json | undefined): void {
  const at = ["tools", tool, "auth"];
  if (!isObject(a) && !isObject(b)) return;
  if (!isObject(a)) return out.emit("auth-added", tool, ["tools", tool], `tool ${tool} now needs a signed-in subject with scopes ${strings(isObject(b) ? b.scopes : undefined).join(", ")}: anonymous calls are refused (401, or sign_in_required over stdio)`, at);
  if (!isObject(b)) return out.emit("auth-removed", tool, at, `tool ${tool} no longer needs a signed-in subject`, ["tools", tool]);
  const sa = strings(a.scopes);
  const sb = strings(b.scopes);
  for (const scope of sb.filter((s) => !sa.includes(s))) out.emit("auth-scope-added", tool, [...at, "scopes"], `tool ${tool} now needs scope ${scope}: tokens without it are refused (403)`, [...at, "scopes", String(sb.indexOf(scope))]);
  for (const scope of sa.filter((s) => !sb.includes(s))) out.emit("auth-scope-removed", tool, [...at, "scopes", String(sa.indexOf(scope))], `tool ${tool} no longer needs scope ${scope}`, [...at, "scopes"]);
}
