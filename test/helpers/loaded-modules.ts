import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

export const ROOT = resolve(__dirname, "../..");
const LOADER = resolve(ROOT, "generator/dist/commands/loader/index.js");

/**
 * Which of `names` (packages under node_modules) a fresh node process has loaded after requiring
 * `entry` (a project file, through the TypeScript loader `serve` uses, as built in generator/dist)
 * and running `steps` (JavaScript; `file(p)` is the absolute path of project file p). A step that
 * throws fails the call.
 */
export function loadedAfter(entry: string, names: readonly string[], steps = ""): string[] {
  const script = `require(${JSON.stringify(LOADER)}).registerTypeScript(${JSON.stringify(ROOT)});
    const file = (p) => require("node:path").resolve(${JSON.stringify(ROOT)}, p);
    require(file(${JSON.stringify(entry)}));
    ${steps}
    const names = ${JSON.stringify(names)}.filter((n) => Object.keys(require.cache).some((k) => k.includes("/node_modules/" + n + "/")));
    process.stdout.write(JSON.stringify(names));`;
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { cwd: ROOT, encoding: "utf8" })) as string[];
}
