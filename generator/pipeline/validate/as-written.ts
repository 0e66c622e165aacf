import type { Diagnostic } from "../diagnostics";
import { pointerOf } from "../diagnostics";
import { diagnosticAt, type SourceFile } from "../load";
import { inlineAsWritten, publishedForm } from "../schema/as-written";
import { isObject, type JsonObject } from "../schema/walk";

type Pair = { inputSchema: JsonObject; outputSchema: JsonObject };

/**
 * A tool marked `"publishSchemas": "as-written"`: each schema is its own document. Returns what
 * tools/list serves (published) and the inlined copy everything else reads (resolved); problems
 * (a ref leaving the schema, another dialect, recursion) are reported where they are written.
 */
export function asWrittenSchemas(file: SourceFile, tool: string, written: JsonObject, diagnostics: Diagnostic[]): { published: Pair; resolved: Pair } {
  const one = (key: keyof Pair) => {
    const schema = isObject(written[key]) ? written[key] : {};
    const inlined = inlineAsWritten(schema);
    for (const p of inlined.problems) diagnostics.push(diagnosticAt(file, pointerOf(["tools", tool, key]) + p.pointer, { code: p.code, message: p.message, help: p.help }));
    return { published: publishedForm(schema), resolved: inlined.schema };
  };
  const input = one("inputSchema");
  const output = one("outputSchema");
  return { published: { inputSchema: input.published, outputSchema: output.published }, resolved: { inputSchema: input.resolved, outputSchema: output.resolved } };
}
