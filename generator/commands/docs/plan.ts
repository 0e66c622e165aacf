import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { EmittedFile } from "../../pipeline/emit";
import { DOCS_MARK } from "./index";

export interface DocsPlan {
  missing: string[];
  stale: string[];
  /** Pages we wrote earlier for services that no longer exist. */
  orphans: string[];
  /** Files in the way that we did not write: never overwritten. */
  foreign: string[];
}

const ours = (text: string) => text.split("\n", 1)[0].includes(DOCS_MARK);

/** What `docs` would change under `out`; orphans are looked for only when every service is written. */
export function planDocs(root: string, files: readonly EmittedFile[], out: string, full: boolean): DocsPlan {
  const plan: DocsPlan = { missing: [], stale: [], orphans: [], foreign: [] };
  for (const f of files) {
    const abs = join(root, f.path);
    if (!existsSync(abs)) plan.missing.push(f.path);
    else {
      const text = readFileSync(abs, "utf8");
      if (!ours(text)) plan.foreign.push(f.path);
      else if (text !== f.content) plan.stale.push(f.path);
    }
  }
  const dir = join(root, out);
  if (full && existsSync(dir)) {
    const emitted = new Set(files.map((f) => f.path));
    for (const name of readdirSync(dir).sort()) {
      const path = `${out}/${name}`;
      if (name.endsWith(".md") && !emitted.has(path) && ours(readFileSync(join(dir, name), "utf8"))) plan.orphans.push(path);
    }
  }
  return plan;
}

/** Writes missing and stale pages, deletes orphans; never touches a foreign file. */
export function applyDocs(root: string, files: readonly EmittedFile[], plan: DocsPlan): void {
  const write = new Set([...plan.missing, ...plan.stale]);
  for (const f of files) {
    if (!write.has(f.path)) continue;
    mkdirSync(dirname(join(root, f.path)), { recursive: true });
    writeFileSync(join(root, f.path), f.content);
  }
  for (const p of plan.orphans) rmSync(join(root, p));
}
