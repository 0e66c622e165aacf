import { parseTree, type Node, type ParseError, printParseErrorCode } from "jsonc-parser";
import type { Diagnostic } from "../diagnostics";
import { parsePointer, pointerOf } from "../diagnostics";
import type { Json } from "../schema/walk";

/** One JSON file of spec/, with what is needed to point at any value in it. */
export interface SourceFile {
  /** Repo-relative path with forward slashes, e.g. `spec/webhooks.json`. */
  path: string;
  text: string;
  value: Json | undefined;
  tree: Node | undefined;
  lineStarts: number[];
}

export function parseSource(path: string, text: string): { file: SourceFile; diagnostics: Diagnostic[] } {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const lineStarts = computeLineStarts(text);
  const file: SourceFile = { path, text, tree, lineStarts, value: undefined };
  // Only the first syntax error: the rest are usually its echo.
  const diagnostics: Diagnostic[] = errors.slice(0, 1).map((e) => {
    const { line, col } = positionAt(file, e.offset);
    return {
      code: "json-syntax",
      severity: "error" as const,
      message: `invalid JSON: ${printParseErrorCode(e.error)}`,
      help: "fix the JSON syntax; comments and trailing commas are not allowed",
      file: path,
      pointer: "",
      line,
      col,
    };
  });
  if (errors.length === 0) {
    file.value = JSON.parse(text) as Json;
    if (tree) diagnostics.push(...duplicateKeys(file, tree));
  }
  return { file, diagnostics };
}

/**
 * JSON.parse keeps the last of two equal keys and silently drops the first (a whole tool, say):
 * every repeated key is an error naming both places, and `format` refuses such a file.
 */
function duplicateKeys(file: SourceFile, root: Node): Diagnostic[] {
  const out: Diagnostic[] = [];
  const visit = (node: Node, tokens: string[]): void => {
    if (node.type === "array") node.children?.forEach((c, i) => visit(c, [...tokens, String(i)]));
    if (node.type !== "object") return;
    const first = new Map<string, Node>();
    for (const prop of node.children ?? []) {
      const [keyNode, valueNode] = prop.children ?? [];
      if (!keyNode) continue;
      const key = String(keyNode.value);
      const earlier = first.get(key);
      if (earlier) {
        const a = positionAt(file, earlier.offset);
        const b = positionAt(file, prop.offset);
        out.push({
          code: "duplicate-key",
          severity: "error",
          message: `duplicate key "${key}": first at ${file.path}:${a.line}:${a.col}, again at ${file.path}:${b.line}:${b.col}; JSON keeps only the last one`,
          help: "rename or merge one of them; `mcpforge format` refuses to rewrite a file with duplicate keys",
          file: file.path,
          pointer: pointerOf([...tokens, key]),
          line: b.line,
          col: b.col,
        });
      } else first.set(key, prop);
      if (valueNode) visit(valueNode, [...tokens, key]);
    }
  };
  visit(root, []);
  return out;
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

export function positionAt(file: SourceFile, offset: number): { line: number; col: number } {
  let lo = 0;
  let hi = file.lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (file.lineStarts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, col: offset - file.lineStarts[lo] + 1 };
}

/**
 * Line and column of the value at `pointer`; when the pointer names a missing member, the closest
 * existing ancestor (a "missing property" error points at the object that lacks it).
 */
export function locate(file: SourceFile, pointer: string): { line: number; col: number } {
  if (!file.tree) return { line: 1, col: 1 };
  let node: Node = file.tree;
  for (const token of parsePointer(pointer)) {
    const next = childOf(node, token);
    if (!next) break;
    node = next;
  }
  // For an object member, point at its key: that is where a reader's eye goes.
  const target = node.parent?.type === "property" ? node.parent : node;
  return positionAt(file, target.offset);
}

function childOf(node: Node, token: string): Node | undefined {
  if (node.type === "array") return /^\d+$/.test(token) ? node.children?.[Number(token)] : undefined;
  if (node.type !== "object") return undefined;
  const prop = node.children?.find((p) => p.children?.[0]?.value === token);
  return prop?.children?.[1];
}

export function diagnosticAt(
  file: SourceFile,
  pointer: string,
  d: Omit<Diagnostic, "file" | "pointer" | "line" | "col" | "severity"> & { severity?: Diagnostic["severity"] },
): Diagnostic {
  const { line, col } = locate(file, pointer);
  return { severity: "error", ...d, file: file.path, pointer, line, col };
}
