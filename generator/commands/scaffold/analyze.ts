import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { Node, Project, ts, type ObjectLiteralExpression, type SourceFile } from "ts-morph";
import { toPosix } from "../../pipeline/load";
import { declarationOf, isStubValue, keyOf, resolveObject, toolsObjectOf } from "./resolve";

/** One handler found in a service's tools object. */
export interface HandlerEntry {
  name: string;
  /** Repo-relative file and 1-based position of the property (or of the declaration a spread brings in). */
  file: string;
  line: number;
  col: number;
  /** Its value is a `notImplemented(…)` call: declared, not built. */
  stub: boolean;
  /** The property is written directly in the tools object literal, so scaffold may remove it. */
  node?: Node;
}

export interface HandlerModule {
  slug: string;
  /** `handlers/<slug>/index.ts` */
  path: string;
  exists: boolean;
  /** The object literal holding the tools, and where it starts. */
  tools?: { object: ObjectLiteralExpression; file: string; line: number; col: number };
  entries: HandlerEntry[];
  /** Why the handlers could not be read statically; entries may then be incomplete. */
  problems: string[];
}

/**
 * Reads handler modules with ts-morph. One Project per run: source files are parsed once, and the
 * type checker is created only if a module needs it (names imported from another file, spreads of
 * calls).
 */
export class HandlerInspector {
  readonly project: Project;

  constructor(readonly root: string) {
    const tsconfig = join(root, "tsconfig.json");
    this.project = existsSync(tsconfig)
      ? new Project({ tsConfigFilePath: tsconfig, skipAddingFilesFromTsConfig: true })
      : new Project({ compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16, strict: true } });
  }

  rel(file: SourceFile | string): string {
    return toPosix(relative(this.root, typeof file === "string" ? file : file.getFilePath()));
  }

  inspect(slug: string): HandlerModule {
    const path = `handlers/${slug}/index.ts`;
    const abs = join(this.root, path);
    const mod: HandlerModule = { slug, path, exists: existsSync(abs), entries: [], problems: [] };
    if (!mod.exists) return mod;
    const sf = this.project.getSourceFile(abs) ?? this.project.addSourceFileAtPath(abs);
    const exported = defaultExport(sf);
    if (!exported) {
      mod.problems.push(`${path}: no default export; expected \`export default defineHandlers<…>((env) => ({ tools: { … } }))\``);
      return mod;
    }
    const impl = resolveObject(exported);
    const tools = impl ? toolsObjectOf(impl) : {};
    if (!tools.object) {
      const at = this.position(tools.value ?? exported);
      mod.problems.push(`${at.file}:${at.line}:${at.col}: cannot find the tools object literal statically; write \`tools: { … }\` (spreads of local objects are fine)`);
      return mod;
    }
    mod.tools = { object: tools.object, ...this.position(tools.object) };
    mod.entries = this.entriesOf(tools.object, true, mod.problems);
    return mod;
  }

  /** 1-based line and column of a node, with its repo-relative file. */
  position(node: Node): { file: string; line: number; col: number } {
    const sf = node.getSourceFile();
    const { line, column } = sf.getLineAndColumnAtPos(node.getStart());
    return { file: this.rel(sf), line, col: column };
  }

  private entriesOf(obj: ObjectLiteralExpression, direct: boolean, problems: string[]): HandlerEntry[] {
    const out: HandlerEntry[] = [];
    for (const member of obj.getProperties()) {
      const at = this.position(member);
      const own = direct ? { node: member as Node } : {};
      if (Node.isSpreadAssignment(member)) {
        const inner = resolveObject(member.getExpression());
        out.push(...(inner ? this.entriesOf(inner, false, problems) : this.typeEntries(member.getExpression(), problems)));
        continue;
      }
      if (Node.isShorthandPropertyAssignment(member)) {
        const decl = declarationOf(member.getNameNode());
        out.push({ name: member.getName(), ...at, stub: Node.isVariableDeclaration(decl) && isStubValue(decl.getInitializer()), ...own });
        continue;
      }
      if (Node.isPropertyAssignment(member) || Node.isMethodDeclaration(member) || Node.isGetAccessorDeclaration(member) || Node.isSetAccessorDeclaration(member)) {
        const name = keyOf(member.getNameNode());
        if (name === undefined) {
          problems.push(`${at.file}:${at.line}:${at.col}: computed key ${member.getNameNode().getText()} cannot be read statically; write the tool name as a literal key`);
          continue;
        }
        const stub = Node.isPropertyAssignment(member) && isStubValue(member.getInitializer());
        out.push({ name, ...at, stub, ...own });
      }
    }
    return out;
  }

  /** A spread of something that is not a literal (a call, say): its members come from its type. */
  private typeEntries(expr: Node, problems: string[]): HandlerEntry[] {
    const at = this.position(expr);
    const type = expr.getType();
    if (type.isAny() || type.isUnknown()) {
      problems.push(`${at.file}:${at.line}:${at.col}: cannot tell which tools \`...${expr.getText()}\` provides (its type is ${type.getText()})`);
      return [];
    }
    return type.getProperties().map((symbol) => {
      const decl = symbol.getValueDeclaration() ?? symbol.getDeclarations()[0];
      const where = decl ? this.position(decl) : at;
      return { name: symbol.getName(), ...where, stub: Node.isPropertyAssignment(decl) && isStubValue(decl.getInitializer()) };
    });
  }
}

/** The value of `export default …`, or an exported default function. */
function defaultExport(sf: SourceFile): Node | undefined {
  const assignment = sf.getExportAssignment((e) => !e.isExportEquals());
  if (assignment) return assignment.getExpression();
  return sf.getFunctions().find((f) => f.isDefaultExport()) ?? sf.getVariableDeclarations().find((d) => d.getVariableStatement()?.isDefaultExport());
}
