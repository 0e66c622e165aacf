import * as prettier from "prettier";

/**
 * Formats emitted TypeScript in memory, before comparing or writing, so that `check` compares
 * exactly what `generate` would write. The repo's .prettierrc.json is fixed here rather than
 * resolved from the working directory: output must not depend on where the command runs.
 */
const OPTIONS: prettier.Options = { parser: "typescript", printWidth: 120, endOfLine: "lf" };

export async function formatTs(source: string): Promise<string> {
  return prettier.format(source, OPTIONS);
}
