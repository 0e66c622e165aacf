import { posix } from "node:path";
import type { Diagnostic } from "../../pipeline/diagnostics";
import { parsePointer } from "../../pipeline/diagnostics";
import { diagnosticAt, resolveRefs, SUPPORT_FILES, type SourceFile, type SpecSet } from "../../pipeline/load";
import { inlineAsWritten } from "../../pipeline/schema/as-written";
import { isObject, type Json, type JsonObject } from "../../pipeline/schema/walk";
import { stripExtensions } from "../../pipeline/schema/wire";

/** One manifest as the diff sees it: raw for locations, resolved for comparison. */
export interface ServiceView {
  slug: string;
  file: SourceFile;
  /** The manifest with each tool's inputSchema/outputSchema resolved ($refs inlined, x-* removed). */
  resolved: JsonObject;
}

/** One side of a comparison: a labelled set of spec files and the services found in it. */
export interface SpecSide {
  /** Shown to the reader: a path, a git ref, "working tree". */
  label: string;
  set: SpecSet;
  services: Map<string, ServiceView>;
  diagnostics: Diagnostic[];
  /** One manifest file was named: it is compared with the other side's single manifest whatever the slugs. */
  single: boolean;
}

/**
 * Builds one side. `only` restricts the services to these manifest paths (comparing two single
 * files); support files such as defs.json are loaded but are never services.
 */
export function buildSide(label: string, set: SpecSet, only?: readonly string[]): SpecSide {
  const diagnostics: Diagnostic[] = [...set.diagnostics];
  const services = new Map<string, ServiceView>();
  const paths = only ?? set.manifests.filter((p) => !SUPPORT_FILES.has(posix.basename(p)));
  for (const path of paths) {
    const file = set.files.get(path);
    if (!file || !isObject(file.value)) continue; // syntax errors are already in diagnostics
    const slug = typeof file.value.slug === "string" ? file.value.slug : posix.basename(path, ".json");
    const taken = services.get(slug);
    if (taken) {
      diagnostics.push(diagnosticAt(file, "/slug", { code: "duplicate-slug", severity: "warning", message: `slug "${slug}" is also used by ${taken.file.path}; only this file is compared`, help: "give every manifest its own slug" }));
    }
    services.set(slug, { slug, file, resolved: resolveManifest(set, file, diagnostics) });
  }
  return { label, set, services, diagnostics, single: only !== undefined };
}

/** The diff compares what clients see: schemas with refs inlined and our x-* annotations removed. */
function resolveManifest(set: SpecSet, file: SourceFile, diagnostics: Diagnostic[]): JsonObject {
  const raw = file.value as JsonObject;
  const tools = isObject(raw.tools) ? raw.tools : {};
  const out: JsonObject = {};
  for (const name of Object.keys(tools)) {
    const tool = tools[name];
    if (!isObject(tool)) continue;
    const copy: JsonObject = { ...tool };
    for (const key of ["inputSchema", "outputSchema"]) {
      if (!(key in tool)) continue;
      // A schema published as written is its own document: its refs resolve inside it, not in the manifest.
      const written = tool[key];
      copy[key] = tool.publishSchemas === "as-written" && isObject(written) ? inlineAsWritten(written).schema : stripExtensions(resolveRefs({ files: set.files, diagnostics }, file, written, ["tools", name, key]));
    }
    out[name] = copy;
  }
  return { ...raw, tools: out };
}

export function valueAt(doc: Json | undefined, tokens: readonly string[]): Json | undefined {
  let node: Json | undefined = doc;
  for (const t of tokens) {
    if (isObject(node)) node = Object.prototype.hasOwnProperty.call(node, t) ? node[t] : undefined;
    else if (Array.isArray(node) && /^\d+$/.test(t)) node = node[Number(t)];
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/** The longest prefix of `tokens` that exists in `doc`: where a reader finds the change on that side. */
export function existingPrefix(doc: Json, tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    if (valueAt(doc, [...out, t]) === undefined) break;
    out.push(t);
  }
  return out;
}

/**
 * Follows `tokens` through the raw files, jumping through every `$ref` on the way, to find the
 * file and pointer where the value is actually written (a shared definition, say). Returns
 * undefined when no ref was crossed: the value is written in the manifest itself.
 */
export function traceSource(files: ReadonlyMap<string, SourceFile>, file: SourceFile, tokens: readonly string[]): { file: SourceFile; tokens: string[] } | undefined {
  let current = file;
  let node: Json | undefined = file.value;
  let at: string[] = [];
  let jumped = false;
  for (const token of tokens) {
    // A sibling annotation beside $ref (a local description) wins over the referenced one.
    while (isObject(node) && typeof node.$ref === "string" && !(token in node)) {
      const target = followRef(files, current, node.$ref);
      if (!target) return undefined;
      ({ file: current, node, tokens: at } = target);
      jumped = true;
    }
    const next = valueAt(node, [token]);
    if (next === undefined) break;
    node = next;
    at = [...at, token];
  }
  return jumped ? { file: current, tokens: at } : undefined;
}

function followRef(files: ReadonlyMap<string, SourceFile>, from: SourceFile, ref: string): { file: SourceFile; node: Json; tokens: string[] } | undefined {
  const hash = ref.indexOf("#");
  const filePart = hash < 0 ? ref : ref.slice(0, hash);
  const targetPath = filePart ? posix.normalize(posix.join(posix.dirname(from.path), filePart)) : from.path;
  const target = files.get(targetPath);
  if (!target || target.value === undefined) return undefined;
  try {
    const tokens = parsePointer(hash < 0 ? "" : ref.slice(hash + 1));
    const node = valueAt(target.value, tokens);
    return node === undefined ? undefined : { file: target, node, tokens };
  } catch {
    return undefined;
  }
}
