import type { ToolIR } from "../ir";

/** The reference docs' line for a tool with an MCP Apps view (docs/apps.md); undefined without one. */
export function viewLine(t: ToolIR): string | undefined {
  if (!t.ui) return undefined;
  const who = (t.ui.visibility ?? ["model", "app"]).join(" and ");
  const net = t.ui.csp ? `may reach ${[...(t.ui.csp.connectDomains ?? []), ...(t.ui.csp.resourceDomains ?? [])].join(", ")}` : "reaches no network";
  return `View (MCP Apps): \`${t.ui.resourceUri}\`, built from [\`${t.ui.view}\`](../../${t.ui.view}); callable by ${who}; the view ${net}. Clients that do not declare the extension see the plain result ([docs/apps.md](../apps.md)).`;
}
