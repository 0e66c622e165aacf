import { readFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "../paths";

/** What building a view needs beyond mcpforge itself: optional peer dependencies, installed only by projects with views. */
export const VIEW_BUILD_PACKAGES = ["esbuild", "acorn", "@modelcontextprotocol/ext-apps"] as const;

/**
 * `require(name)` for the view build, or an error that says what to install (the versions mcpforge
 * lists as peer dependencies) instead of "Cannot find module". Loaded only when a manifest declares a view.
 */
export function viewBuildDependency<T>(name: string): T {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(name) as T;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "MODULE_NOT_FOUND" || !String((err as Error).message).includes(`'${name}'`)) throw err;
    const peers = (JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as { peerDependencies?: Record<string, string> }).peerDependencies ?? {};
    const install = VIEW_BUILD_PACKAGES.map((p) => (peers[p] ? `${p}@${peers[p]}` : p)).join(" ");
    throw new Error(`building a view needs ${name}, which is not installed: npm install --save-dev ${install} (docs/apps.md)`);
  }
}
