/**
 * MCP Apps view sizes (issue 34, bench/RESULTS.md "MCP Apps view sizes"): each shipped view bundled
 * as the generator does, with the official packages rewritten for tree-shaking
 * (generator/pipeline/apps/shake.ts) and, in the same run, as published. Bytes of the script and
 * gzip -9 of it; the HTML file adds the page and the CSS (`wc -c generated/<slug>/views/<tool>.html`).
 * Run: node -r ./bench/lib/register.js bench/view-sizes.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { bundleView, VIEW_BUDGET_BYTES } from "../generator/pipeline/apps/bundle";

const ROOT = join(__dirname, "..");

async function main(): Promise<void> {
  const views = readdirSync(join(ROOT, "spec"))
    .filter((f) => f.endsWith(".json") && f !== "defs.json")
    .flatMap((f) => Object.values((JSON.parse(readFileSync(join(ROOT, "spec", f), "utf8")).tools ?? {}) as Record<string, { ui?: { view: string } }>))
    .flatMap((t) => (t.ui ? [t.ui.view] : []));
  console.log(`| view | script, shaken | script, as published | ratio | gzip -9 shaken | gzip -9 as published |`);
  console.log(`|---|---:|---:|---:|---:|---:|`);
  for (const view of views) {
    const [shaken, plain] = [await bundleView(ROOT, view, new Map(), true), await bundleView(ROOT, view, new Map(), false)];
    const gz = (s: string) => gzipSync(s, { level: 9 }).length;
    const b = (s: string) => Buffer.byteLength(s);
    console.log(`| \`${view}\` | ${b(shaken.js)} | ${b(plain.js)} | ${(b(shaken.js) / b(plain.js)).toFixed(3)} | ${gz(shaken.js)} | ${gz(plain.js)} |`);
  }
  console.log(`\nbudget per HTML file: ${VIEW_BUDGET_BYTES} bytes`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
