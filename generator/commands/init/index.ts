import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { render } from "../../pipeline/emit/templates";
import { packageRoot } from "../../pipeline/paths";
import { mcpforgeSource } from "./source";
import { canonicalJson } from "../../pipeline/schema/walk";

/**
 * `mcpforge init <dir>`: a new project that depends on mcpforge (package.json, tsconfig, an
 * example manifest of its own small domain, handlers, a test, README). The files are rendered from
 * templates/init/; handlers/index.ts is the one scaffold writes. Nothing is written here: the
 * command writes the plan, so a refused directory stays untouched.
 */
export interface InitFile {
  path: string;
  content: string;
}

/** Template (under templates/init/) → path in the new project. */
const FILES: ReadonlyArray<[string, string]> = [
  ["package.json.hbs", "package.json"],
  ["tsconfig.json.hbs", "tsconfig.json"],
  ["tsconfig.build.json.hbs", "tsconfig.build.json"],
  ["tsconfig.views.json.hbs", "tsconfig.views.json"],
  // npm leaves files named .gitignore out of published packages, so the template has another name.
  ["gitignore.hbs", ".gitignore"],
  ["README.md.hbs", "README.md"],
  ["spec/units.json.hbs", "spec/units.json"],
  ["handlers/units/index.ts.hbs", "handlers/units/index.ts"],
  ["handlers/units/table.ts.hbs", "handlers/units/table.ts"],
  ["test/units.test.ts.hbs", "test/units.test.ts"],
];

/** npm's rule for a package name (lower case, URL-safe, no leading dot or underscore), unscoped. */
const NAME = /^[a-z0-9~-][a-z0-9._~-]*$/;

export class InitError extends Error {}

export function checkTarget(dir: string): string {
  const name = basename(dir);
  if (!NAME.test(name) || name.length > 214) {
    throw new InitError(`"${name}" is not a valid package name: use lower-case letters, digits, "-", "." or "_" (not first), e.g. my-tools`);
  }
  if (existsSync(dir)) {
    if (!statSync(dir).isDirectory()) throw new InitError(`${dir} exists and is not a directory`);
    const entries = readdirSync(dir);
    if (entries.length > 0) {
      throw new InitError(`${dir} is not empty (${entries.slice(0, 3).join(", ")}${entries.length > 3 ? ", …" : ""}): choose a new directory name or empty it first`);
    }
  }
  return name;
}

/** The new project's files. Versions come from this package, so the project gets what was tested together. */
export function planInit(name: string, projectDir: string = process.cwd()): InitFile[] {
  const pkg = JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as { version: string; dependencies: Record<string, string>; devDependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
  const view = {
    name,
    nameJson: JSON.stringify(name),
    mcpforgeVersionJson: JSON.stringify(mcpforgeSource(packageRoot(), pkg.version, projectDir)),
    // Development tools the package leaves to the project (optional peers): check needs both.
    typescriptVersionJson: JSON.stringify(pkg.peerDependencies?.typescript ?? "~5.9.3"),
    tsMorphVersionJson: JSON.stringify(pkg.peerDependencies?.["ts-morph"] ?? "^27.0.2"),
    sdkVersionJson: JSON.stringify(pkg.dependencies["@modelcontextprotocol/sdk"]),
    typesNodeVersionJson: JSON.stringify(pkg.devDependencies?.["@types/node"] ?? "^20.19.0"),
  };
  const files = FILES.map(([template, path]) => {
    const text = render(`init/${template}`, view);
    // The manifest is written in canonical form, so `mcpforge validate` finds nothing to reformat.
    return { path, content: path.startsWith("spec/") ? canonicalJson(JSON.parse(text)) : text };
  });
  files.push({ path: "handlers/index.ts", content: render("handlers-index.ts.hbs", {}) });
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}
