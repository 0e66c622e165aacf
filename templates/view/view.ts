/*
 * An MCP Apps view (docs/apps.md in the mcpforge package). Copy this file to
 * handlers/<slug>/views/<tool>.ts, replace SLUG and TOOL in the import below, add
 *   "ui": { "view": "handlers/<slug>/views/<tool>.ts" }
 * to the tool in spec/<slug>.json, and run `mcpforge generate`. It renders any result as a list
 * of its fields; `r` is typed from the tool's outputSchema, so edit render() with the compiler's help.
 */
import { mountView, type Result } from "../../../generated/SLUG/views/TOOL";

mountView(render, (error) => {
  const main = document.getElementById("view")!;
  main.replaceChildren(Object.assign(document.createElement("p"), { role: "alert", textContent: `Error ${error.code}: ${error.message}` }));
  main.removeAttribute("aria-busy");
});

function render(r: Result): void {
  const main = document.getElementById("view")!;
  const list = document.createElement("dl");
  for (const [key, value] of Object.entries(r)) {
    const dt = document.createElement("dt");
    dt.textContent = key.replace(/_/g, " ");
    const dd = document.createElement("dd");
    dd.textContent = typeof value === "object" ? JSON.stringify(value) : String(value);
    list.append(dt, dd);
  }
  main.replaceChildren(list);
  main.removeAttribute("aria-busy");
}
