import { existsSync } from "node:fs";
import { join } from "node:path";
import { pointerOf, type Diagnostic } from "../diagnostics";
import { diagnosticAt, type SpecSet } from "../load";

/**
 * `ui.view` of every tool must name a file that exists (relative to the project root): the
 * generator bundles it into the tool's ui:// resource, and a missing one would only fail there.
 */
export function checkViews(root: string, set: SpecSet): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const path of set.manifests) {
    const file = set.files.get(path);
    const tools = (file?.value as { tools?: Record<string, { ui?: { view?: unknown } }> } | undefined)?.tools;
    if (!file || !tools || typeof tools !== "object") continue;
    for (const [name, tool] of Object.entries(tools)) {
      const view = tool?.ui?.view;
      if (typeof view !== "string" || existsSync(join(root, view))) continue;
      out.push(diagnosticAt(file, pointerOf(["tools", name, "ui", "view"]), {
        code: "view-missing",
        message: `view ${JSON.stringify(view)} of tool "${name}" does not exist`,
        help: `create it (\`mcpforge init\` projects: copy templates/view.ts.txt) or fix the path; docs/apps.md`,
      }));
    }
  }
  return out;
}
