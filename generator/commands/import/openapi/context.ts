/** A lossy or changed part of the OpenAPI document, at its JSON pointer in that document. */
export interface ImportWarning {
  pointer: string;
  message: string;
}

/** An OpenAPI document the importer cannot turn into a manifest (not 3.x, a remote $ref, …). */
export class ImportError extends Error {
  constructor(
    readonly pointer: string,
    /** The message without the pointer. */
    readonly detail: string,
  ) {
    super(`${pointer || "/"}: ${detail}`);
  }
}

export type Obj = Record<string, unknown>;

export function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** `~` and `/` escaped as RFC 6901 asks. */
export function ptr(...tokens: (string | number)[]): string {
  return tokens.map((t) => `/${String(t).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/** What every stage shares: the whole document (to follow local $refs) and the warning list. */
export class ImportContext {
  readonly warnings: ImportWarning[] = [];
  /** The converted `components.schemas` (the manifest's `$defs`), once known. */
  defs: Obj = {};
  /** Non-component schema `$ref`s being inlined right now (a cycle among them is refused). */
  readonly expanding = new Set<string>();
  constructor(
    readonly doc: Obj,
    /** "3.0" or "3.1": 3.0 schemas need `nullable`, `example` and boolean exclusive bounds rewritten. */
    readonly dialect: "3.0" | "3.1",
  ) {}

  warn(pointer: string, message: string): void {
    this.warnings.push({ pointer, message });
  }

  /** Follows a local `$ref` (`#/components/parameters/limit`) to its target and its pointer. */
  resolve(value: unknown, at: string, seen: string[] = []): { value: unknown; at: string } {
    if (!isObj(value) || typeof value.$ref !== "string") return { value, at };
    const ref = value.$ref;
    if (!ref.startsWith("#/")) throw new ImportError(`${at}/$ref`, `only local references (#/…) are supported, found "${ref}": bundle the document first (e.g. \`redocly bundle\`)`);
    if (seen.includes(ref)) throw new ImportError(`${at}/$ref`, `circular reference ${[...seen, ref].join(" → ")}`);
    let target: unknown = this.doc;
    for (const token of ref.slice(2).split("/")) {
      const key = token.replace(/~1/g, "/").replace(/~0/g, "~");
      target = isObj(target) || Array.isArray(target) ? (target as Obj)[key] : undefined;
    }
    if (target === undefined) throw new ImportError(`${at}/$ref`, `"${ref}" does not resolve to anything in the document`);
    return this.resolve(target, ref.slice(1), [...seen, ref]);
  }
}

/** application/json, application/problem+json, …; `*\/*` is taken as JSON too. */
export function isJson(mediaType: string): boolean {
  return /^application\/(.+\+)?json(;|$)/i.test(mediaType) || mediaType === "*/*";
}
