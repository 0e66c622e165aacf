import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Json } from "./locations";

/**
 * Valid argument sets per tool: the `valid` side of issue 3's constraint tables
 * (test/constraints/<slug>.json), which that suite proves the server accepts. A tool without a
 * case takes `{}` (tools without inputs); the fuzz test checks every sample still passes.
 */
export function validSamples(slug: string, tool: string): Json[] {
  const table = JSON.parse(readFileSync(join(__dirname, "..", "..", "constraints", `${slug}.json`), "utf8")) as { cases: { tool: string; valid: Json }[] };
  const seen = new Set<string>();
  const out: Json[] = [];
  for (const c of table.cases) {
    const key = JSON.stringify(c.valid);
    if (c.tool === tool && !seen.has(key)) {
      seen.add(key);
      out.push(c.valid);
    }
  }
  return out.length ? out : [{}];
}
