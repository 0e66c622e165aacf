import { existsSync } from "node:fs";
import { join } from "node:path";

/**
 * Which copy of a package module a project's code runs with. Generated code imports
 * "mcpforge/runtime" and handlers "mcpforge/platform/…"; the CLI must load the same copies (one
 * instance of each module): the package's source in a project that carries it (this repository,
 * where the package is the generator/ workspace), else the copy installed in the project, else the
 * CLI's own (the package the command runs from).
 */
function packageModule(root: string, sub: string, own: () => string): string {
  const source = join(root, "generator", sub, "index.ts");
  if (existsSync(source)) return source;
  try {
    return require.resolve(`mcpforge/${sub}`, { paths: [root] });
  } catch {
    return own();
  }
}

export function runtimeModule(root: string): string {
  return packageModule(root, "runtime", () => require.resolve("../runtime"));
}

/** The platform's authorization (built-in authorization server, resource server, JWT mode). */
export function authModule(root: string): string {
  return packageModule(root, "platform/auth", () => require.resolve("../platform/auth"));
}
