import type { Options, Plugin } from "prettier";

/**
 * Formats emitted TypeScript in memory, before comparing or writing, so that `check` compares
 * exactly what `generate` would write. Prettier's standalone build with its plugins passed in:
 * the Node entry loads plugins by dynamic import, which jest's VM cannot do. The options mirror
 * .prettierrc.json and are fixed here: output must not depend on where the command runs.
 * Prettier is required on first use: a run whose output comes from the generation cache never
 * pays its load time.
 */
let loaded: { format(source: string, options: Options): Promise<string>; options: Options } | undefined;
let memo: FormatMemo | undefined;

/** Where formatted texts are kept by a hash of their input (the generation cache's folder); undefined: none. */
export interface FormatMemo {
  get(source: string): string | undefined;
  put(source: string, formatted: string): void;
}

/**
 * With a memo, a file whose rendered text is the same as in an earlier run is not formatted again
 * (after a manifest edit, most of a service's files render the same; prettier was half the time).
 */
export function useFormatMemo(m: FormatMemo | undefined): void {
  memo = m;
}

/** The memo in use (the generation cache's folder), for other emitted text kept by its input: validators.ts. */
export function memoInUse(): FormatMemo | undefined {
  return memo;
}

export async function formatTs(source: string): Promise<string> {
  const known = memo?.get(source);
  if (known !== undefined) return known;
  const formatted = await format(source);
  memo?.put(source, formatted);
  return formatted;
}

async function format(source: string): Promise<string> {
  if (!loaded) {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const prettier = require("prettier/standalone") as typeof import("prettier/standalone");
    const estree = require("prettier/plugins/estree") as Plugin;
    const typescript = require("prettier/plugins/typescript") as Plugin;
    /* eslint-enable @typescript-eslint/no-require-imports */
    loaded = { format: prettier.format, options: { parser: "typescript", printWidth: 120, endOfLine: "lf", plugins: [estree, typescript] } };
  }
  return loaded.format(source, loaded.options);
}
