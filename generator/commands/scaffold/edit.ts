import { Node, SyntaxKind, type ObjectLiteralExpression, type SourceFile } from "ts-morph";
import { RUNTIME_MODULE } from "../../pipeline/paths";
import { propertyKey } from "../../pipeline/ir/names";

/**
 * Scaffold edits are computed on the original text and applied as plain insertions and
 * deletions: every byte of hand-written code outside them is kept exactly (ts-morph's own
 * manipulation re-prints neighbouring nodes, which this must never do).
 */
export interface TextEdit {
  pos: number;
  end: number;
  text: string;
}

export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.pos - a.pos || b.end - a.end)) out = out.slice(0, e.pos) + e.text + out.slice(e.end);
  return out;
}

export function stubLine(tool: string): string {
  return `${propertyKey(tool)}: notImplemented(${JSON.stringify(tool)}),`;
}

/** Appends `tool: notImplemented("tool"),` lines at the end of the tools object literal. */
export function stubInsertion(obj: ObjectLiteralExpression, tools: readonly string[], removed: ReadonlySet<Node> = new Set()): TextEdit[] {
  return memberInsertion(obj, tools.map(stubLine), removed);
}

/** Appends members (`a: b,` or `...group,` lines) at the end of an object literal, in its indentation. */
export function memberInsertion(obj: ObjectLiteralExpression, members: readonly string[], removed: ReadonlySet<Node> = new Set()): TextEdit[] {
  const text = obj.getSourceFile().getFullText();
  const props = obj.getProperties();
  const close = obj.getEnd() - 1; // the closing brace
  const indent = props.length ? indentAt(text, props[0].getStart()) : indentAt(text, close) + "  ";
  const lines = members.map((m) => `${indent}${m}\n`).join("");
  const edits: TextEdit[] = [];
  // The comma goes after the last property that stays (a removed one takes its own comma with it).
  const last = props.filter((p) => !removed.has(p)).pop();
  if (last && !last.getNextSiblingIfKind(SyntaxKind.CommaToken)) edits.push({ pos: last.getEnd(), end: last.getEnd(), text: "," });
  const closeLine = lineStart(text, close);
  if (text.slice(closeLine, close).trim() === "") edits.push({ pos: closeLine, end: closeLine, text: lines });
  else edits.push({ pos: close, end: close, text: `\n${lines}${indentAt(text, close)}` });
  return edits;
}

/**
 * Deletes one property of the tools object, with its comma and its JSDoc; when it sits alone on
 * its lines, the lines go too. Comments above it that are not JSDoc may head a group: kept.
 */
export function removal(node: Node): TextEdit {
  const text = node.getSourceFile().getFullText();
  let pos = node.getStart(true);
  let end = node.getEnd();
  const comma = node.getNextSiblingIfKind(SyntaxKind.CommaToken);
  if (comma) end = comma.getEnd();
  const ls = lineStart(text, pos);
  const eol = text.indexOf("\n", end);
  const rest = text.slice(end, eol < 0 ? text.length : eol);
  if (text.slice(ls, pos).trim() === "" && /^\s*(\/\/.*)?$/.test(rest)) {
    pos = ls;
    end = eol < 0 ? text.length : eol + 1;
  }
  return { pos, end, text: "" };
}

/**
 * Adds `import { notImplemented } from "mcpforge/runtime";` after the last import when the
 * file has no such binding. A new statement, so no existing import is rewritten.
 */
export function importInsertion(sf: SourceFile): TextEdit | undefined {
  const imports = sf.getImportDeclarations();
  const bound = imports.some((d) => d.getNamedImports().some((n) => (n.getAliasNode()?.getText() ?? n.getName()) === "notImplemented"));
  if (bound || sf.getVariableDeclaration("notImplemented") || sf.getFunction("notImplemented")) return undefined;
  // Reuse the file's own runtime import (older modules use a relative path); new ones use the package.
  const existing = imports.map((d) => d.getModuleSpecifierValue()).find((s) => s === RUNTIME_MODULE || /(^|\/)generator\/runtime(\/index)?$/.test(s));
  const spec = existing ?? RUNTIME_MODULE;
  return statementAfterImports(sf, `import { notImplemented } from ${JSON.stringify(spec)};`);
}

/** A new statement after the last import (or at the top): no existing line is rewritten. */
export function statementAfterImports(sf: SourceFile, statement: string): TextEdit {
  const imports = sf.getImportDeclarations();
  if (imports.length === 0) return { pos: 0, end: 0, text: `${statement}\n` };
  const end = imports[imports.length - 1].getEnd();
  return { pos: end, end, text: `\n${statement}` };
}

function lineStart(text: string, pos: number): number {
  return text.lastIndexOf("\n", pos - 1) + 1;
}

function indentAt(text: string, pos: number): string {
  return /^[ \t]*/.exec(text.slice(lineStart(text, pos)))![0];
}
