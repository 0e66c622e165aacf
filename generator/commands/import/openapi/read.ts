import { existsSync, readFileSync } from "node:fs";
import { ImportError } from "./context";

/**
 * Reads an OpenAPI document: JSON, or YAML (by extension, or when the text does not start like
 * JSON) through js-yaml's safe loader, which is installed with this project's dependencies.
 */
export function readOpenApiFile(file: string): unknown {
  if (!existsSync(file)) throw new ImportError("", "no such file");
  const text = readFileSync(file, "utf8");
  const yaml = /\.ya?ml$/i.test(file) || !/^\s*[{[]/.test(text);
  if (!yaml) {
    try {
      return JSON.parse(text) as unknown;
    } catch (err) {
      throw new ImportError("", `not valid JSON: ${(err as Error).message}`);
    }
  }
  let loader: { load: (text: string, opts?: object) => unknown; safeLoad?: (text: string) => unknown; JSON_SCHEMA?: unknown };
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loader = require("js-yaml") as typeof loader;
  } catch {
    throw new ImportError("", `YAML, and js-yaml is not installed: convert it to JSON or install js-yaml`);
  }
  try {
    // js-yaml 3's `load` can build JavaScript functions (!!js/function); `safeLoad` (3) and `load` (4) cannot.
    return loader.safeLoad ? loader.safeLoad(text) : loader.load(text);
  } catch (err) {
    throw new ImportError("", `not valid YAML: ${(err as Error).message.split("\n")[0]}`);
  }
}
