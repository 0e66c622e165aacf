import { formatTs } from "./format";
import { render } from "./templates";

/**
 * Formats generated/<slug>/types.ts as prettier formats the whole file, but one declaration group
 * (what json-schema-to-typescript wrote for one schema) at a time, as format-server.ts does for
 * server.ts: top-level statements are laid out independently, so each part is formatted alone and
 * put in place of a one-line stand-in in the formatted skeleton. With the format memo, only parts
 * whose text changed go to prettier after a manifest edit (whole-file prettier over comms' types
 * cost about a second). A stand-in missing from the skeleton formats the whole file instead.
 * test/generator/speed-format.test.ts compares the result with whole-file formatting for every service.
 */
const stand = (i: number) => `export type __mcpforge_part_${i} = 0;\n`;

export async function formatTypes(header: string, parts: readonly string[]): Promise<string> {
  const whole = () => formatTs(render("types.ts.hbs", { header, body: parts.join("\n") }));
  if (parts.some((p) => !p.endsWith("\n") || p.startsWith("\n") || p.endsWith("\n\n"))) return whole();
  let out = await formatTs(render("types.ts.hbs", { header, body: parts.map((_, i) => stand(i)).join("\n") }));
  const formatted = await Promise.all(parts.map((p) => formatTs(p)));
  for (let i = 0; i < parts.length; i++) {
    const at = out.indexOf(stand(i));
    if (at < 0) return whole();
    out = `${out.slice(0, at)}${formatted[i]}${out.slice(at + stand(i).length)}`;
  }
  return out;
}
