import { formatTs } from "./format";

/**
 * Formats a rendered generated/<slug>/server.ts as prettier formats the whole file, but one tool
 * entry at a time: each entry of the `tools: [...]` array is formatted inside a statement of the
 * same shape and indentation (so prettier lays it out exactly as in the file), the rest of the
 * file with a short stand-in per entry. With the format memo (format.ts), an entry whose rendered
 * text did not change is not formatted again: after a manifest edit, prettier runs over the edited
 * tools and the file's head instead of every schema of the service. Anything unexpected in the
 * rendered text (the template changed shape) formats the whole file instead.
 *
 * The template writes each entry from a line `    {` to a line `    },`; the values inside are
 * JSON.stringify output, which never holds a raw newline, so those lines delimit entries exactly.
 * test/generator/speed-format.test.ts compares the result with whole-file formatting for every
 * service.
 */
const OPEN = "    {";
const CLOSE = "    },";
const WRAP_HEAD = "export const service = defineService<Handlers>({\n  tools: [\n";
const WRAP_TAIL = "\n  ],\n});\n";
const stand = (i: number) => `${OPEN}\n      __mcpforge_tool: ${i},\n${CLOSE}`;

export async function formatServer(rendered: string): Promise<string> {
  const lines = rendered.split("\n");
  const start = lines.indexOf("  tools: [");
  const end = lines.lastIndexOf("  ],");
  if (start < 0 || end < start) return formatTs(rendered);
  const entries: string[] = [];
  const skeleton = [...lines.slice(0, start + 1)];
  for (let i = start + 1; i < end; ) {
    const close = lines.indexOf(CLOSE, i);
    if (lines[i] !== OPEN || close < 0 || close >= end) return formatTs(rendered);
    entries.push(lines.slice(i, close + 1).join("\n"));
    skeleton.push(stand(entries.length - 1));
    i = close + 1;
  }
  skeleton.push(...lines.slice(end));
  let head = await formatTs(skeleton.join("\n"));
  const formatted = await Promise.all(entries.map(async (e) => entryOf(await formatTs(`${WRAP_HEAD}${e}${WRAP_TAIL}`))));
  for (let i = 0; i < entries.length; i++) {
    const at = head.indexOf(stand(i));
    const entry = formatted[i];
    if (at < 0 || entry === undefined) return formatTs(rendered);
    head = `${head.slice(0, at)}${entry}${head.slice(at + stand(i).length)}`;
  }
  return head;
}

/** The entry's lines out of its formatted wrapper; undefined when the wrapper came out in another shape. */
function entryOf(wrapper: string): string | undefined {
  if (!wrapper.startsWith(WRAP_HEAD) || !wrapper.endsWith(WRAP_TAIL)) return undefined;
  const entry = wrapper.slice(WRAP_HEAD.length, wrapper.length - WRAP_TAIL.length);
  return entry.startsWith(`${OPEN}\n`) && entry.endsWith(`\n${CLOSE}`) ? entry : undefined;
}
