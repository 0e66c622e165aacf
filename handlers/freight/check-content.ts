import { importContent } from "./importer";

/**
 * Validates a content directory the way the service does at start-up and prints every problem as
 * `file:line: message`; exit status 1 when there is any. After `npm run build`:
 *   node dist/handlers/freight/check-content.js [dir]   (default: data/freight)
 */
export function checkContent(dir: string): { lines: string[]; ok: boolean } {
  const c = importContent(dir);
  const lanes = new Set(c.pages.filter((p) => p.kind === "lane").map((p) => p.id)).size;
  const lines = c.problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
  lines.push(`${c.pages.length} valid page(s) (${lanes} lanes), ${c.airports.size} airports, ${c.carriers.size} carriers, ${c.portal.languages.length} languages; ${c.problems.length} problem(s)`);
  return { lines, ok: c.problems.length === 0 };
}

if (require.main === module) {
  const { lines, ok } = checkContent(process.argv[2] ?? "data/freight");
  process.stdout.write(lines.join("\n") + "\n");
  process.exitCode = ok ? 0 : 1;
}
