import type { ContentBlock } from "./resources-types";

const CONTENT = Symbol("mcpforge.content");

/**
 * A tool result with content blocks of its own (image, audio, embedded resource, several texts)
 * beside its structured output: `return withContent(output, [{ type: "image", data, mimeType }])`.
 * `output` is still validated against the output schema and sent as structuredContent; the blocks
 * replace the default text block (the output as JSON). The blocks ride on a symbol key, which
 * neither JSON nor the validators see.
 */
export function withContent<T extends object>(output: T, content: readonly ContentBlock[]): T {
  Object.defineProperty(output, CONTENT, { value: content, enumerable: false });
  return output;
}

/** The blocks attached by withContent(), if any. */
export function contentOf(output: unknown): ContentBlock[] | undefined {
  if (typeof output !== "object" || output === null) return undefined;
  return (output as { [CONTENT]?: ContentBlock[] })[CONTENT];
}
