import { existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { Node, type ObjectLiteralExpression, type SourceFile } from "ts-morph";

/**
 * Static navigation of handler modules: from the default export to the object literal that
 * holds the tools. Same-file names are looked up syntactically (fast, no type checker); only a
 * name imported from another file costs a type-checker query.
 */

/** Strips wrappers that do not change the value: parentheses, `satisfies`, `as`, `!`. */
export function unwrap(node: Node): Node {
  let e = node;
  for (;;) {
    if (Node.isParenthesizedExpression(e) || Node.isSatisfiesExpression(e) || Node.isAsExpression(e) || Node.isTypeAssertion(e) || Node.isNonNullExpression(e)) {
      e = e.getExpression();
    } else return e;
  }
}

/**
 * Follows names, calls and functions to the object literal a value comes from: a function
 * stands for the value it returns (`defineHandlers((env) => ({ … }))`), a call for the value its
 * callee returns, except `defineHandlers(f)`, which returns `f` itself.
 */
export function resolveObject(node: Node, depth = 0): ObjectLiteralExpression | undefined {
  if (depth > 12) return undefined;
  const e = unwrap(node);
  if (Node.isObjectLiteralExpression(e)) return e;
  if (Node.isIdentifier(e)) {
    const decl = declarationOf(e);
    return decl ? resolveObject(decl, depth + 1) : undefined;
  }
  if (Node.isVariableDeclaration(e)) {
    const init = e.getInitializer();
    return init ? resolveObject(init, depth + 1) : undefined;
  }
  if (Node.isCallExpression(e)) {
    const callee = unwrap(e.getExpression());
    const name = Node.isIdentifier(callee) ? callee.getText() : Node.isPropertyAccessExpression(callee) ? callee.getName() : "";
    const [first] = e.getArguments();
    if (name === "defineHandlers") return first ? resolveObject(first, depth + 1) : undefined;
    return resolveObject(callee, depth + 1);
  }
  if (Node.isArrowFunction(e) || Node.isFunctionExpression(e) || Node.isFunctionDeclaration(e) || Node.isMethodDeclaration(e)) {
    const body = e.getBody();
    if (!body) return undefined;
    if (!Node.isBlock(body)) return resolveObject(body, depth + 1);
    for (const ret of ownReturns(body).reverse()) {
      const found = ret ? resolveObject(ret, depth + 1) : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

/** Return expressions of a function body, not of the functions nested in it. */
function ownReturns(body: Node): Node[] {
  const out: Node[] = [];
  body.forEachDescendant((n, traversal) => {
    // (Returning a value from this callback would stop the whole traversal.)
    if (Node.isFunctionLikeDeclaration(n) || Node.isClassDeclaration(n) || Node.isClassExpression(n)) {
      traversal.skip();
      return;
    }
    if (Node.isReturnStatement(n)) {
      const expr = n.getExpression();
      if (expr) out.push(expr);
    }
  });
  return out;
}

/** The declaration a name refers to: same-file scopes first, the type checker for imports. */
export function declarationOf(id: Node): Node | undefined {
  const name = id.getText();
  for (let scope = id.getParent(); scope; scope = scope.getParent()) {
    if (Node.isFunctionLikeDeclaration(scope) && scope.getParameters().some((p) => p.getName() === name)) return undefined;
    if (!Node.isBlock(scope) && !Node.isSourceFile(scope) && !Node.isModuleBlock(scope)) continue;
    for (const statement of scope.getStatements()) {
      if (Node.isVariableStatement(statement)) {
        const decl = statement.getDeclarations().find((d) => d.getName() === name);
        if (decl) return decl;
      }
      if (Node.isFunctionDeclaration(statement) && statement.getName() === name) return statement;
    }
  }
  const imported = importedDeclaration(id);
  if (imported) return imported;
  // Anything else (re-exports through packages, namespaces): ask the type checker, which is slow to start.
  const symbol = id.getSymbol();
  const target = symbol?.isAlias() ? symbol.getAliasedSymbol() : symbol;
  return target?.getValueDeclaration() ?? target?.getDeclarations()[0];
}

/**
 * A name imported from a relative module, followed to its exported declaration by reading that
 * file: handlers split into several files (tools.ts, store.ts, …) need no type checker.
 */
function importedDeclaration(id: Node): Node | undefined {
  const name = id.getText();
  const sf = id.getSourceFile();
  for (const imp of sf.getImportDeclarations()) {
    const named = imp.getNamedImports().find((n) => (n.getAliasNode()?.getText() ?? n.getName()) === name);
    const isDefault = imp.getDefaultImport()?.getText() === name;
    if (!named && !isDefault) continue;
    const target = localModule(sf, imp.getModuleSpecifierValue());
    return target ? exportedDeclaration(target, isDefault ? "default" : named!.getName()) : undefined;
  }
  return undefined;
}

function localModule(from: SourceFile, spec: string): SourceFile | undefined {
  if (!spec.startsWith(".")) return undefined;
  const base = resolve(dirname(from.getFilePath()), spec);
  const stem = base.replace(/\.(js|mjs|cjs)$/, "");
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return from.getProject().getSourceFile(candidate) ?? from.getProject().addSourceFileAtPath(candidate);
  }
  return undefined;
}

function exportedDeclaration(sf: SourceFile, name: string, depth = 0): Node | undefined {
  if (depth > 8) return undefined;
  if (name === "default") return sf.getExportAssignment((e) => !e.isExportEquals())?.getExpression() ?? sf.getFunctions().find((f) => f.isDefaultExport());
  const fn = sf.getFunction(name);
  if (fn?.isExported()) return fn;
  const variable = sf.getVariableDeclaration(name);
  if (variable?.getVariableStatement()?.isExported()) return variable;
  for (const decl of sf.getExportDeclarations()) {
    const spec = decl.getNamedExports().find((e) => (e.getAliasNode()?.getText() ?? e.getName()) === name);
    if (!spec) continue;
    const from = decl.getModuleSpecifierValue();
    if (from === undefined) return sf.getFunction(spec.getName()) ?? sf.getVariableDeclaration(spec.getName());
    const target = localModule(sf, from);
    return target ? exportedDeclaration(target, spec.getName(), depth + 1) : undefined;
  }
  return undefined;
}

/** The `tools` member of a service implementation object. */
export function toolsObjectOf(impl: ObjectLiteralExpression): { value?: Node; object?: ObjectLiteralExpression } {
  const prop = impl.getProperty("tools");
  let value: Node | undefined;
  if (Node.isPropertyAssignment(prop)) value = prop.getInitializer();
  else if (Node.isShorthandPropertyAssignment(prop)) value = prop.getNameNode();
  else if (Node.isMethodDeclaration(prop) || Node.isGetAccessorDeclaration(prop)) value = prop;
  return { value, object: value ? resolveObject(value) : undefined };
}

/** A property's key as written: identifier, string or numeric literal, or a literal computed key. */
export function keyOf(nameNode: Node): string | undefined {
  if (Node.isIdentifier(nameNode) || Node.isPrivateIdentifier(nameNode)) return nameNode.getText();
  if (Node.isStringLiteral(nameNode) || Node.isNoSubstitutionTemplateLiteral(nameNode)) return nameNode.getLiteralValue();
  if (Node.isNumericLiteral(nameNode)) return String(nameNode.getLiteralValue());
  if (Node.isComputedPropertyName(nameNode)) {
    const inner = unwrap(nameNode.getExpression());
    if (Node.isStringLiteral(inner) || Node.isNoSubstitutionTemplateLiteral(inner)) return inner.getLiteralValue();
  }
  return undefined;
}

/** A stub is a handler whose value is a `notImplemented(…)` call, directly or through a const. */
export function isStubValue(node: Node | undefined, depth = 0): boolean {
  if (!node || depth > 4) return false;
  const e = unwrap(node);
  if (Node.isCallExpression(e)) {
    const callee = unwrap(e.getExpression());
    return (Node.isIdentifier(callee) && callee.getText() === "notImplemented") || (Node.isPropertyAccessExpression(callee) && callee.getName() === "notImplemented");
  }
  if (Node.isIdentifier(e)) {
    const decl = declarationOf(e);
    return Node.isVariableDeclaration(decl) && isStubValue(decl.getInitializer(), depth + 1);
  }
  return false;
}
