import Module from "node:module";
import { join } from "node:path";
import ts from "typescript";
import type { ValidateFunction } from "../../generator/runtime";

/**
 * Loads an emitted `validators.ts` (ajv standalone code) as a module resolving its imports from
 * `root`: tests run the validators the generator really wrote, not a fresh Ajv.
 */
export function loadEmittedValidators(source: string, root: string): Record<string, ValidateFunction> {
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } }).outputText;
  const file = join(root, "validators.js");
  const mod = new Module(file, module);
  mod.paths = (Module as unknown as { _nodeModulePaths(p: string): string[] })._nodeModulePaths(root);
  (mod as unknown as { _compile(code: string, file: string): void })._compile(js, file);
  return mod.exports as Record<string, ValidateFunction>;
}
