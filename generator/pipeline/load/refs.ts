import { posix } from "node:path";
import type { Diagnostic } from "../diagnostics";
import { escapeToken, parsePointer } from "../diagnostics";
import { isObject, type Json, type JsonObject } from "../schema/walk";
import { diagnosticAt, type SourceFile } from "./source";

/** Keywords allowed beside a `$ref`: they describe, they never constrain. */
export const ANNOTATION_KEYWORDS = new Set(["description", "title", "default", "examples", "deprecated", "readOnly", "writeOnly", "$comment", "x-origin", "x-mcp-header"]);

export interface RefContext {
  files: ReadonlyMap<string, SourceFile>;
  diagnostics: Diagnostic[];
  /** When given, collects every `$defs` entry met (key `path#/$defs/name` → resolved body). */
  defs?: Map<string, JsonObject>;
}

/**
 * Marks an inlined `$defs` entry with its key, so that type emission can name it (`export type
 * Cursor = …`) instead of repeating it. An `x-` key: stripped with the others before anything is served.
 */
export const DEF_MARK = "x-mcpforge-def";
const DEF_FRAGMENT = /^\/\$defs\/[^/]+$/;

/**
 * Returns `value` (found in `file` at `tokens`) with every `$ref` inlined. Refs are resolved
 * relative to the file that contains them, so defs.json may itself refer to its own `#/$defs/…`.
 * Problems are collected into `ctx.diagnostics`; the offending ref is replaced by `{}` so that one
 * bad ref does not hide the rest.
 */
export function resolveRefs(ctx: RefContext, file: SourceFile, value: Json, tokens: string[] = [], stack: string[] = []): Json {
  if (Array.isArray(value)) return value.map((v, i) => resolveRefs(ctx, file, v, [...tokens, String(i)], stack));
  if (!isObject(value)) return value;
  if (typeof value.$ref === "string") return resolveOne(ctx, file, value, tokens, stack);
  const out: JsonObject = {};
  for (const key of Object.keys(value)) out[key] = resolveRefs(ctx, file, value[key], [...tokens, key], stack);
  return out;
}

function resolveOne(ctx: RefContext, file: SourceFile, node: JsonObject, tokens: string[], stack: string[]): Json {
  const ref = node.$ref as string;
  const at = tokens.map(escapeToken).map((t) => "/" + t).join("") + "/$ref";
  const fail = (code: string, message: string, help: string): Json => {
    ctx.diagnostics.push(diagnosticAt(file, at, { code, message, help }));
    return {};
  };
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith("//")) {
    return fail("remote-ref", `remote $ref "${ref}" is not allowed`, "copy the schema into spec/defs.json and refer to it as defs.json#/$defs/<name>");
  }
  const hash = ref.indexOf("#");
  const filePart = hash < 0 ? ref : ref.slice(0, hash);
  const fragment = hash < 0 ? "" : ref.slice(hash + 1);
  const targetPath = filePart ? posix.normalize(posix.join(posix.dirname(file.path), filePart)) : file.path;
  const target = ctx.files.get(targetPath);
  if (!target || target.value === undefined) {
    return fail("unresolved-ref", `$ref "${ref}" points to ${targetPath}, which does not exist or does not parse`, `known files: ${[...ctx.files.keys()].sort().join(", ")}`);
  }
  let targetTokens: string[];
  try {
    targetTokens = parsePointer(fragment);
  } catch {
    return fail("unresolved-ref", `$ref "${ref}" has an invalid fragment`, 'use a JSON pointer fragment such as "#/$defs/name"');
  }
  const key = `${targetPath}#${fragment}`;
  if (stack.includes(key)) {
    return fail("recursive-ref", `$ref "${ref}" is recursive (${[...stack, key].join(" → ")})`, "recursive schemas are not supported in tool schemas; bound the depth explicitly");
  }
  let resolved: Json | undefined = target.value;
  for (const t of targetTokens) resolved = isObject(resolved) ? resolved[t] : Array.isArray(resolved) ? resolved[Number(t)] : undefined;
  if (resolved === undefined) {
    const names = isObject(target.value) && isObject(target.value.$defs) ? Object.keys(target.value.$defs).sort().join(", ") : "";
    return fail("unresolved-ref", `$ref "${ref}" does not resolve: nothing at #${fragment} in ${targetPath}`, names ? `defined names: ${names}` : "check the pointer");
  }
  const inner = resolveRefs(ctx, target, resolved, targetTokens, [...stack, key]);
  const siblings = Object.keys(node).filter((k) => k !== "$ref");
  const constraining = siblings.filter((k) => !ANNOTATION_KEYWORDS.has(k));
  if (constraining.length > 0) {
    fail("ref-siblings", `keywords ${constraining.map((k) => `"${k}"`).join(", ")} beside $ref would be ignored by some clients`, `only annotations (${[...ANNOTATION_KEYWORDS].join(", ")}) may sit beside $ref; define a new schema in $defs instead`);
  }
  if (!isObject(inner)) return inner;
  const named = DEF_FRAGMENT.test(fragment) && ctx.defs !== undefined;
  if (named) ctx.defs!.set(key, inner);
  const merged: JsonObject = named ? { ...inner, [DEF_MARK]: key } : { ...inner };
  for (const k of siblings) if (ANNOTATION_KEYWORDS.has(k)) merged[k] = node[k];
  return merged;
}
