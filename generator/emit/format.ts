import * as prettier from "prettier/standalone";
import type { Options, Plugin } from "prettier";
import * as estree from "prettier/plugins/estree";
import * as typescript from "prettier/plugins/typescript";

/**
 * Formats emitted TypeScript in memory, before comparing or writing, so that `check` compares
 * exactly what `generate` would write. Prettier's standalone build with its plugins passed in:
 * the Node entry loads plugins by dynamic import, which jest's VM cannot do. The options mirror
 * .prettierrc.json and are fixed here: output must not depend on where the command runs.
 */
const OPTIONS: Options = { parser: "typescript", printWidth: 120, endOfLine: "lf", plugins: [estree as Plugin, typescript] };

export async function formatTs(source: string): Promise<string> {
  return prettier.format(source, OPTIONS);
}
