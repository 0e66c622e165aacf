import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync, rmdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { EmittedFile } from "../emit";
import { HEADER_MARK } from "../emit";
import { toPosix } from "../load";

export type ChangeKind = "missing" | "stale" | "orphan";

export interface Plan {
  /** Files to create, rewrite or delete, sorted by path. */
  changes: { path: string; kind: ChangeKind }[];
  /** Files in generated/ that do not carry our header: never touched, and generate refuses to run. */
  unknown: string[];
  unchanged: number;
}

/** Compares emitted files with what is on disk under `root`. Reads only. */
export function planWrite(files: readonly EmittedFile[], root: string, outDir = "generated"): Plan {
  const wanted = new Map(files.map((f) => [f.path, f.content]));
  const onDisk = listFiles(join(root, outDir)).map((abs) => toPosix(relative(root, abs)));
  const changes: Plan["changes"] = [];
  const unknown: string[] = [];
  let unchanged = 0;
  for (const [path, content] of wanted) {
    const abs = join(root, path);
    if (!existsSync(abs)) changes.push({ path, kind: "missing" });
    else if (readFileSync(abs, "utf8") !== content) changes.push({ path, kind: "stale" });
    else unchanged++;
  }
  for (const path of onDisk) {
    if (wanted.has(path)) continue;
    if (isOurs(readFileSync(join(root, path), "utf8"))) changes.push({ path, kind: "orphan" });
    else unknown.push(path);
  }
  changes.sort((a, b) => (a.path < b.path ? -1 : 1));
  return { changes, unknown: unknown.sort(), unchanged };
}

/** Applies a plan: writes only what changed, deletes only files carrying our header. */
export function applyPlan(plan: Plan, files: readonly EmittedFile[], root: string): void {
  if (plan.unknown.length > 0) {
    throw new Error(`refusing to write: generated/ holds files the generator did not write:\n  ${plan.unknown.join("\n  ")}\nmove them out of generated/ (hand-written code belongs in handlers/)`);
  }
  const content = new Map(files.map((f) => [f.path, f.content]));
  for (const change of plan.changes) {
    const abs = join(root, change.path);
    if (change.kind === "orphan") {
      rmSync(abs);
      removeEmptyDirs(dirname(abs), join(root, "generated"));
    } else {
      mkdirSync(dirname(abs), { recursive: true });
      writeFileSync(abs, content.get(change.path)!);
    }
  }
}

export function isOurs(text: string): boolean {
  const first = text.slice(0, 300).split("\n", 1)[0];
  return (first.startsWith("// Generated from ") || first.startsWith("<!-- Generated from ")) && first.includes(HEADER_MARK);
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const abs = join(dir, name);
    if (statSync(abs).isDirectory()) out.push(...listFiles(abs));
    else out.push(abs);
  }
  return out;
}

function removeEmptyDirs(dir: string, stop: string): void {
  while (dir.startsWith(stop) && dir !== stop && readdirSync(dir).length === 0) {
    rmdirSync(dir);
    dir = dirname(dir);
  }
}
