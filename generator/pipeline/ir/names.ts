/** Identifier rules shared by the IR: every generated name is decided here, once. */
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");
}

export function camelCase(name: string): string {
  const p = pascalCase(name);
  return p[0].toLowerCase() + p.slice(1);
}

export function snakeIdent(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, "_");
}

export function isIdentifier(name: string): boolean {
  return IDENT.test(name);
}

/** A property key as it must be written in TypeScript source. */
export function propertyKey(name: string): string {
  return isIdentifier(name) ? name : JSON.stringify(name);
}
