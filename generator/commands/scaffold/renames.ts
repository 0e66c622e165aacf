import { Node } from "ts-morph";
import { diffSides, readGitSide, readPathSide } from "../diff";
import { propertyKey } from "../../pipeline/ir/names";
import type { HandlerEntry } from "./analyze";
import type { TextEdit } from "./edit";

/**
 * Tool renames `mcpforge diff` detects between spec/ at `base` (HEAD) and the working tree
 * (rule tool-renamed: a tool removed and one with identical schemas added), per service slug:
 * old name → new name. Empty outside a git repository or when spec/ is not committed.
 */
export function detectedRenames(root: string, base = "HEAD"): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  let report;
  try {
    report = diffSides(readGitSide(base, root), readPathSide("spec", root, "working tree"));
  } catch {
    return out;
  }
  for (const c of report.changes) {
    const twin = c.rule === "tool-renamed" && c.tool && c.new ? /^\/tools\/([^/]+)$/.exec(c.new.pointer)?.[1] : undefined;
    if (!twin) continue;
    if (!out.has(c.service)) out.set(c.service, new Map());
    out.get(c.service)!.set(c.tool!, twin.replace(/~1/g, "/").replace(/~0/g, "~"));
  }
  return out;
}

/** The edit that renames a handler's key in the tools object (its code stays as written), or none. */
export function renameEdit(entry: HandlerEntry, to: string): TextEdit | undefined {
  if (!entry.node || !Node.isPropertyAssignment(entry.node) && !Node.isMethodDeclaration(entry.node) && !Node.isShorthandPropertyAssignment(entry.node)) return undefined;
  if (Node.isShorthandPropertyAssignment(entry.node)) return undefined; // `{ get_note }`: the name is also a variable
  const name = entry.node.getNameNode();
  return { pos: name.getStart(), end: name.getEnd(), text: propertyKey(to) };
}
