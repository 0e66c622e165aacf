/**
 * The front matter of a content page: a `---` fenced block of `key: value` lines at the top of the
 * file. Values are a bare or double-quoted string, `true`/`false`, or a `[a, b]` list. A deliberately
 * small grammar (no YAML dependency) so that every problem can be reported with its line.
 */

export type FrontValue = string | boolean | string[];

export interface Problem {
  file: string;
  line: number;
  message: string;
}

export interface ParsedPage {
  fields: Map<string, { value: FrontValue; line: number }>;
  body: string;
  /** Line number of the first body line. */
  bodyLine: number;
}

export function parseFrontMatter(file: string, text: string, problems: Problem[]): ParsedPage | undefined {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (lines[0]?.trim() !== "---") {
    problems.push({ file, line: 1, message: "the page must start with a front matter block opened by a '---' line" });
    return undefined;
  }
  const end = lines.findIndex((l, i) => i > 0 && l.trim() === "---");
  if (end < 0) {
    problems.push({ file, line: 1, message: "the front matter block is not closed by a '---' line" });
    return undefined;
  }
  const fields = new Map<string, { value: FrontValue; line: number }>();
  for (let i = 1; i < end; i++) {
    const line = i + 1;
    const raw = lines[i];
    if (raw.trim() === "" || raw.trim().startsWith("#")) continue;
    const m = /^([a-z_]+):\s*(.*)$/.exec(raw);
    if (!m) {
      problems.push({ file, line, message: `expected 'key: value', got "${raw.slice(0, 60)}"` });
      continue;
    }
    if (fields.has(m[1])) {
      problems.push({ file, line, message: `duplicate key '${m[1]}' (first on line ${fields.get(m[1])!.line})` });
      continue;
    }
    const value = parseValue(m[2].trim());
    if (value instanceof Error) problems.push({ file, line, message: `${m[1]}: ${value.message}` });
    else fields.set(m[1], { value, line });
  }
  return { fields, body: lines.slice(end + 1).join("\n").trim(), bodyLine: end + 2 };
}

function parseValue(text: string): FrontValue | Error {
  if (text === "true" || text === "false") return text === "true";
  if (text.startsWith('"')) return quoted(text);
  if (text.startsWith("[")) {
    if (!text.endsWith("]")) return new Error("a list must end with ']'");
    const inner = text.slice(1, -1).trim();
    if (inner === "") return [];
    const items = inner.split(",").map((s) => s.trim());
    const out: string[] = [];
    for (const item of items) {
      const v = item.startsWith('"') ? quoted(item) : item;
      if (v instanceof Error) return v;
      if (v === "") return new Error("empty list item");
      out.push(v);
    }
    return out;
  }
  return text;
}

function quoted(text: string): string | Error {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === "string" ? v : new Error("not a string");
  } catch {
    return new Error(`bad quoted string ${text.slice(0, 40)}`);
  }
}
