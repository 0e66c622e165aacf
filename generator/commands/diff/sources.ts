import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { loadSpecTexts, SUPPORT_FILES, toPosix } from "../../pipeline/load";
import { buildSide, type SpecSide } from "./model";

/**
 * The only part of the diff that reads: a manifest file or a spec folder from disk, or spec/ as
 * committed at a git ref. Everything after this is pure.
 */
export function readPathSide(arg: string, root: string, label = arg): SpecSide {
  const abs = resolve(root, arg);
  if (!existsSync(abs)) throw new Error(`${arg}: no such file or folder (give a manifest such as spec/webhooks.json or a folder such as spec/)`);
  const rel = (p: string) => toPosix(relative(root, p));
  if (statSync(abs).isDirectory()) {
    const texts = jsonFiles(abs).map((p) => ({ path: rel(p), text: readFileSync(p, "utf8") }));
    return buildSide(label, loadSpecTexts(texts));
  }
  // A single manifest: its siblings are loaded too, because its $refs may point at defs.json.
  const texts = jsonFiles(dirname(abs)).map((p) => ({ path: rel(p), text: readFileSync(p, "utf8") }));
  const set = loadSpecTexts(texts);
  const own = rel(abs);
  set.diagnostics = set.diagnostics.filter((d) => d.file === own || SUPPORT_FILES.has(basename(d.file)));
  return buildSide(label, set, [own]);
}

/** spec/ as committed at `ref`, read with `git ls-tree` and `git show`; paths read `spec/<name>`. */
export function readGitSide(ref: string, root: string): SpecSide {
  try {
    git(root, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
  } catch (err) {
    const why = String((err as { stderr?: string }).stderr ?? "").trim().split("\n")[0];
    throw new Error(`--base ${ref}: not a commit in the repository at ${root}${why ? ` (git: ${why})` : ""}; try main, HEAD~1 or a commit sha, and fetch the branch first in a shallow CI clone`);
  }
  let names: string[];
  try {
    names = git(root, ["ls-tree", "--name-only", `${ref}:./spec`]).split("\n").filter((n) => n.endsWith(".json"));
  } catch {
    names = []; // no spec/ at that ref: every service is new
  }
  const texts = names.sort().map((name) => ({ path: `spec/${name}`, text: git(root, ["show", `${ref}:./spec/${name}`]) }));
  return buildSide(ref, loadSpecTexts(texts));
}

function git(cwd: string, args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((n) => n.endsWith(".json"))
    .sort()
    .map((n) => join(dir, n))
    .filter((p) => statSync(p).isFile());
}
