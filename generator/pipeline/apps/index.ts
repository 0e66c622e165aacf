import type { EmittedFile } from "../emit";
import type { ServiceIR } from "../ir";
import { VIEW_BUDGET_BYTES } from "./bundle";
import { bundleCached } from "../view-cache";
import { renderGlue } from "./glue";
export { type ToolUiIR } from "./ir";
export { checkViews } from "./validate";

/**
 * The MCP Apps files of one service (docs/apps.md): per tool with a `ui` entry, its typed glue
 * (generated/<slug>/views/<tool>.ts) and its view bundled into one self-contained HTML file
 * (generated/<slug>/views/<tool>.html), served as ui://<slug>/<tool>.html. `emitted`: the
 * service's other files of this run (the glue imports its types).
 */
export async function emitViews(root: string, service: ServiceIR, emitted: readonly EmittedFile[]): Promise<EmittedFile[]> {
  const out: EmittedFile[] = [];
  const head = `// Generated from ${service.sourcePath} by npm run generate. DO NOT EDIT.\n`;
  for (const tool of service.tools) {
    if (!tool.ui) continue;
    out.push({ path: `generated/${service.slug}/views/${tool.name}.ts`, content: renderGlue(service, tool, head) });
  }
  const files = new Map([...emitted, ...out].map((f) => [f.path, f.content]));
  for (const tool of service.tools) {
    if (!tool.ui) continue;
    const { js, css } = await bundleCached(root, tool.ui.view, files);
    const html = page(service, tool.title, js, css);
    const size = Buffer.byteLength(html);
    if (size > VIEW_BUDGET_BYTES) throw new Error(`${tool.ui.view}: the bundled view is ${size} bytes, over the ${VIEW_BUDGET_BYTES}-byte budget (docs/apps.md)`);
    out.push({ path: tool.ui.htmlPath, content: html });
  }
  return out;
}

function page(service: ServiceIR, title: string, js: string, css: string): string {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  // An inline script ends at the first "</script": esbuild leaves it only inside strings, where "<\/" means the same.
  const script = js.replace(/<\/(script)/gi, "<\\/$1");
  return `<!-- Generated from ${service.sourcePath} by npm run generate. DO NOT EDIT. -->
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${css.replace(/<\/(style)/gi, "<\\/$1")}</style>
</head>
<body>
<main id="view" aria-live="polite" aria-busy="true"><p>Waiting for the result…</p></main>
<script>${script}</script>
</body>
</html>
`;
}
