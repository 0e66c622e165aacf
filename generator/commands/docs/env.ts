import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export interface EnvVar {
  name: string;
  /** The literal after the name in the call that reads it (`positiveInt(env, "X", 100)` → `100`), when it is one. */
  default?: string;
  /** `handlers/webhooks/settings.ts:48`, the first place it is read. */
  readAt: string;
}

/**
 * The environment variables a service's handlers read: every string literal that is exactly a
 * name starting with the slug's prefix (`"WEBHOOKS_MAX_STORED_BYTES"`), found in handlers/<slug>/.
 * A name only mentioned inside a longer message is not counted. Sorted by name, so the page is
 * deterministic; the shared runtime and storage variables are documented once, in the README.
 */
export function serviceEnv(root: string, slug: string): EnvVar[] {
  const dir = join(root, "handlers", slug);
  if (!existsSync(dir)) return [];
  const prefix = `${slug.toUpperCase().replace(/[^A-Z0-9]/g, "_")}_`;
  const found = new Map<string, EnvVar>();
  const literal = new RegExp(`"(${prefix}[A-Z0-9_]+)"(\\s*,\\s*([0-9_.]+(?:\\s*\\*\\s*[0-9_.]+)*|"[^"\\n]*"))?`, "g");
  for (const file of tsFiles(dir)) {
    const lines = readFileSync(file, "utf8").split("\n");
    lines.forEach((line, i) => {
      for (const m of line.matchAll(literal)) {
        if (found.has(m[1])) continue;
        found.set(m[1], { name: m[1], ...(m[3] ? { default: m[3].trim() } : {}), readAt: `${relative(root, file).split("\\").join("/")}:${i + 1}` });
      }
    });
  }
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const abs = join(dir, n);
      if (statSync(abs).isDirectory()) return tsFiles(abs);
      return n.endsWith(".ts") ? [abs] : [];
    });
}
