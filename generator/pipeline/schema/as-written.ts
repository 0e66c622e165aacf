import { parsePointer, pointerOf } from "../diagnostics";
import { isObject, walkSchema, type Json, type JsonObject } from "./walk";
import { stripExtensions } from "./wire";

/**
 * A tool schema published as written (manifest `"publishSchemas": "as-written"`): a self-contained
 * JSON Schema 2020-12 document whose `$schema`, `$defs`, `$anchor`, `$ref`, composition and
 * conditional keywords reach clients exactly as the manifest writes them (SEP-1613, SEP-2106).
 * Its refs are resolved against the schema itself, never against the manifest or defs.json, so a
 * client holding only tools/list can resolve them.
 */
export const DIALECT_2020_12 = "https://json-schema.org/draft/2020-12/schema";

export interface AsWrittenProblem {
  /** JSON pointer inside the schema. */
  pointer: string;
  code: "as-written-ref" | "as-written-dialect" | "recursive-ref";
  message: string;
  help: string;
}

/** What tools/list serves: our own `x-` annotations removed, every keyword of the schema kept. */
export function publishedForm(schema: JsonObject): JsonObject {
  return stripExtensions(schema, { keepIdentifiers: true }) as JsonObject;
}

/**
 * The same schema with its refs inlined and its `$defs`, `$anchor` and `$schema` dropped: what
 * types, docs, mocks and header checks read, exactly like a resolved manifest schema.
 */
export function inlineAsWritten(schema: JsonObject): { schema: JsonObject; problems: AsWrittenProblem[] } {
  const problems: AsWrittenProblem[] = [];
  if ("$schema" in schema && schema.$schema !== DIALECT_2020_12) {
    problems.push({ pointer: "/$schema", code: "as-written-dialect", message: `$schema ${JSON.stringify(schema.$schema)} is not JSON Schema 2020-12`, help: `write "$schema": "${DIALECT_2020_12}" or leave it out; validators compile with the 2020-12 dialect` });
  }
  const anchors = anchorsOf(schema);
  const inline = (node: Json, tokens: (string | number)[], stack: string[]): Json => {
    if (Array.isArray(node)) return node.map((v, i) => inline(v, [...tokens, i], stack));
    if (!isObject(node)) return node;
    if (typeof node.$ref === "string") return inlineRef(node, tokens, stack);
    const out: JsonObject = {};
    for (const key of Object.keys(node)) {
      if (key === "$defs" || key === "$anchor" || key === "$schema") continue;
      // const, enum, default and examples are data: a "$ref" key inside them is not a reference.
      out[key] = DATA_KEYWORDS.has(key) ? node[key] : inline(node[key], [...tokens, key], stack);
    }
    return out;
  };
  const inlineRef = (node: JsonObject, tokens: (string | number)[], stack: string[]): Json => {
    const ref = node.$ref as string;
    const at = pointerOf([...tokens, "$ref"]);
    const target = ref.startsWith("#") ? lookup(schema, anchors, ref.slice(1)) : undefined;
    if (target === undefined) {
      problems.push({ pointer: at, code: "as-written-ref", message: ref.startsWith("#") ? `$ref "${ref}" does not resolve inside this schema` : `$ref "${ref}" leaves the schema`, help: `an as-written schema is self-contained: refer to its own $defs ("#/$defs/<name>") or an $anchor ("#<anchor>")${knownNames(schema, anchors)}` });
      return {};
    }
    if (stack.includes(ref)) {
      problems.push({ pointer: at, code: "recursive-ref", message: `$ref "${ref}" is recursive (${[...stack, ref].join(" → ")})`, help: "recursive schemas are not supported in tool schemas; bound the depth explicitly" });
      return {};
    }
    const { $ref: _ref, ...siblings } = node;
    const inner = inline(target, tokens, [...stack, ref]);
    const beside = inline(siblings, tokens, stack) as JsonObject;
    if (Object.keys(beside).length === 0) return inner;
    // In 2020-12 keywords beside a $ref apply too: annotations merge, constraints join by allOf.
    if (isObject(inner) && Object.keys(beside).every((k) => ANNOTATIONS.has(k))) return { ...inner, ...beside };
    return { allOf: [inner, beside] };
  };
  return { schema: inline(schema, [], []) as JsonObject, problems };
}

const DATA_KEYWORDS = new Set(["const", "enum", "default", "examples"]);
const ANNOTATIONS = new Set(["description", "title", "default", "examples", "deprecated", "readOnly", "writeOnly", "$comment"]);

function anchorsOf(schema: JsonObject): Map<string, JsonObject> {
  const anchors = new Map<string, JsonObject>();
  walkSchema(schema, ({ schema: s }) => {
    if (isObject(s) && typeof s.$anchor === "string") anchors.set(s.$anchor, s);
  });
  return anchors;
}

function lookup(root: JsonObject, anchors: ReadonlyMap<string, JsonObject>, fragment: string): Json | undefined {
  if (fragment !== "" && !fragment.startsWith("/")) return anchors.get(fragment);
  let tokens: string[];
  try {
    tokens = parsePointer(fragment);
  } catch {
    return undefined;
  }
  let node: Json | undefined = root;
  for (const t of tokens) node = isObject(node) ? node[t] : Array.isArray(node) ? node[Number(t)] : undefined;
  return node;
}

function knownNames(schema: JsonObject, anchors: ReadonlyMap<string, JsonObject>): string {
  const defs = isObject(schema.$defs) ? Object.keys(schema.$defs).sort().map((n) => `#/$defs/${n}`) : [];
  const names = [...defs, ...[...anchors.keys()].sort().map((a) => `#${a}`)];
  return names.length ? `; defined here: ${names.join(", ")}` : "";
}
