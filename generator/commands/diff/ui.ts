import type { JsonObject } from "../../pipeline/schema/walk";
import type { ServiceChanges } from "./change";
import { same, show } from "./schema";
import { obj } from "./shared";

/**
 * A tool's MCP Apps view (`ui`, docs/apps.md). Only clients declaring the extension see it, and a
 * tool behaves the same with or without it, so every view change is info.
 */
export function compareUi(out: ServiceChanges, tool: string, a: JsonObject, b: JsonObject): void {
  const at = ["tools", tool, "ui"];
  if (a.ui === undefined && b.ui === undefined) return;
  if (a.ui === undefined) return out.emit("ui-added", tool, at, `view added (${show(obj(b.ui).view)}): clients declaring MCP Apps render ui://…/${tool}.html`);
  if (b.ui === undefined) return out.emit("ui-removed", tool, at, "view removed: MCP Apps clients show the plain result");
  for (const key of ["view", "visibility", "csp", "prefersBorder"]) {
    const [x, y] = [obj(a.ui)[key], obj(b.ui)[key]];
    if (!same(x, y)) out.emit("ui-changed", tool, [...at, key], `view ${key} ${show(x)} → ${show(y)}`);
  }
}
