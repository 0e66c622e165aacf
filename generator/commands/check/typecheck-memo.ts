import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { cacheDir, writeCacheFile } from "../loader";

/**
 * The result of the last type-check, kept with a hash of every file the compiler read. When none
 * of those files changed and no .ts file appeared or disappeared under generated/ or handlers/,
 * the result stands and TypeScript is not even loaded: parsing ~5 MB of declarations costs
 * seconds even when the incremental .tsbuildinfo skips the checking itself. `check --no-cache`
 * checks from scratch.
 */
interface Memo {
  key: string;
  /** size and mtime only tell `check` whether to start the compiler before the hashes are compared. */
  files: [path: string, hash: string, size?: number, mtimeMs?: number][];
  problems: string[];
}

const hashOf = (text: string | Buffer) => createHash("sha1").update(text).digest("hex");

function memoFile(root: string, service: string | undefined): string {
  // Named per project: worktrees may share one node_modules (and so one cache folder).
  return join(cacheDir(root, "mcpforge-typecheck"), `${service ?? "all"}-${hashOf(root).slice(0, 10)}.memo.json`);
}

/** Everything besides file contents that decides the result: compiler version, configs, the set of roots. */
function memoKey(root: string, service: string | undefined): string {
  const h = createHash("sha1");
  h.update(readFileSync(require.resolve("typescript/package.json")));
  h.update(`\0${process.env.MCPFORGE_TYPECHECK ?? ""}`);
  try {
    h.update(readFileSync(require.resolve("typescript7/package.json")));
  } catch {
    // TypeScript 7 not installed: the in-process check runs (typecheck-native.ts)
  }
  for (const f of ["tsconfig.json", "tsconfig.build.json"]) if (existsSync(join(root, f))) h.update(`\0${f}\0`).update(readFileSync(join(root, f)));
  for (const dir of ["generated", "handlers"]) h.update(`\0${listTs(join(root, dir), service).join("\0")}`);
  return h.digest("hex");
}

function listTs(dir: string, service: string | undefined): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const abs = join(dir, name);
    // One service's check reads its folders, _shared and every declaration file (typecheck-native.ts).
    if (statSync(abs).isDirectory()) out.push(...listTs(abs, undefined).filter((f) => service === undefined || name === service || name === "_shared" || f.endsWith(".d.ts")));
    else if (name.endsWith(".ts") && (service === undefined || name.endsWith(".d.ts"))) out.push(abs);
  }
  return out;
}

export function recall(root: string, service: string | undefined): string[] | undefined {
  const file = memoFile(root, service);
  if (!existsSync(file)) return undefined;
  try {
    const memo = JSON.parse(readFileSync(file, "utf8")) as Memo;
    if (memo.key !== memoKey(root, service)) return undefined;
    let restamped = false;
    for (const entry of memo.files) {
      const st = statSync(entry[0], { throwIfNoEntry: false });
      if (st === undefined || hashOf(readFileSync(entry[0])) !== entry[1]) return undefined;
      if (st.size !== entry[2] || st.mtimeMs !== entry[3]) [entry[2], entry[3], restamped] = [st.size, st.mtimeMs, true];
    }
    // Same contents, new times (a checkout, a touch): keep the new times, so statsUnchanged holds next time.
    if (restamped) writeCacheFile(file, JSON.stringify(memo));
    return memo.problems;
  } catch {
    return undefined;
  }
}

/**
 * Whether every file of the last result still has its size and modification time: then the memo
 * will most likely hold and `check` asks it before starting the compiler; otherwise the compiler
 * starts at once, beside the hash comparison (recall), which alone decides.
 */
export function statsUnchanged(root: string, service: string | undefined): boolean {
  try {
    const memo = JSON.parse(readFileSync(memoFile(root, service), "utf8")) as Memo;
    return memo.files.every(([path, , size, mtimeMs]) => {
      const st = statSync(path, { throwIfNoEntry: false });
      return st !== undefined && st.size === size && st.mtimeMs === mtimeMs;
    });
  } catch {
    return false;
  }
}

export function remember(root: string, service: string | undefined, files: readonly string[], problems: string[]): void {
  const stamp = (f: string): Memo["files"][number] => {
    const st = statSync(f);
    return [f, hashOf(readFileSync(f)), st.size, st.mtimeMs];
  };
  const memo: Memo = { key: memoKey(root, service), files: files.filter((f) => existsSync(f)).map(stamp), problems };
  writeCacheFile(memoFile(root, service), JSON.stringify(memo));
}
