import { join, relative } from "node:path";
import ts from "typescript";
import { toPosix } from "./load";

/**
 * Type-checks generated/ and handlers/ with the project's tsconfig.build.json: this is where a
 * handler that misses a tool, has an extra one or takes the wrong argument types is caught.
 * Returns `file:line:col message` lines.
 */
export function typecheckProject(root: string): string[] {
  const configPath = join(root, "tsconfig.build.json");
  const read = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  if (read.error) return [ts.flattenDiagnosticMessageText(read.error.messageText, "\n")];
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root);
  // Only what handlers and generated code pull in: the CLI's own dependencies (ts-morph, prettier,
  // TypeScript itself) would triple the time and cannot break a handler.
  const roots = parsed.fileNames.filter((f) => /[\\/](generated|handlers)[\\/]/.test(relative(root, f).replace(/^/, "/")));
  const program = ts.createProgram({ rootNames: roots, options: { ...parsed.options, noEmit: true, incremental: false, declaration: false, sourceMap: false } });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, "\n");
    if (!d.file || d.start === undefined) return text;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${toPosix(relative(root, d.file.fileName))}:${line + 1}:${character + 1} ${text}`;
  });
}
