import { createHash } from "node:crypto";
import { ANNOTATION_KEYWORDS } from "../load";
import { withoutDefaults } from "../schema/ajv";
import { isObject, mapSchema, sortKeys, type Json, type JsonObject } from "../schema/walk";

/** Input validators fill defaults, output validators never change a result: two sets of definitions. */
export type Direction = "input" | "output";

/**
 * A subschema whose code is shorter than this (in canonical JSON characters) stays inline at each
 * use: a call into a shared function and the merging of its errors cost about as many bytes.
 */
const MIN_SHARED_CHARS = 60;

/** What the emitter hands ajv for one direction: shared definitions, tool schemas, and which export validates with which. */
export interface SharedSchemas {
  /** `$id` → schema, one per definition used by more than one tool (or twice within one). */
  defs: Map<string, JsonObject>;
  /** Tool name → the schema key its validator is exported from: its own (`input:<tool>`) or a shared `$id`. */
  keys: Map<string, string>;
  /** Tool schemas that are not themselves shared, by key. */
  tools: Map<string, JsonObject>;
}

/** Stand-in for an interned subschema while counting (a `$ref` the loader never leaves: every user ref is inlined). */
const PLACEHOLDER = "urn:mcpforge:node:";

interface Node {
  body: JsonObject;
  /** Canonical length of the subschema with every child written out (an estimate of its code size). */
  size: number;
  /** Distinct places using it: tool roots plus distinct bodies of other nodes. */
  uses: number;
  hash: string;
}

/**
 * Hash-consing of a service's tool schemas: every subschema that occurs more than once across the
 * service (a `$defs` entry the loader inlined into many tools, a pagination block written in each
 * tool, a whole tool schema repeated) is compiled once as its own schema and referenced; the rest
 * stays inline. Annotations are dropped (they never constrain); a `default` stays at its use site,
 * beside the `$ref`, where ajv's `useDefaults` reads it, so defaults are filled exactly as before.
 */
export function shareSchemas(direction: Direction, tools: readonly { name: string; schema: JsonObject }[]): SharedSchemas {
  const nodes = new Map<string, Node>(); // by hash of the body, children as placeholders
  const intern = (node: JsonObject): JsonObject => {
    const { default: dflt, ...body } = node;
    for (const k of ANNOTATION_KEYWORDS) delete body[k];
    const text = JSON.stringify(sortKeys(body));
    const hash = createHash("sha1").update(text).digest("hex").slice(0, 16);
    if (!nodes.has(hash)) {
      const children = placeholdersIn(body);
      for (const c of children) nodes.get(c)!.uses++;
      nodes.set(hash, { body, size: text.length + children.reduce((n, c) => n + nodes.get(c)!.size, 0), uses: 0, hash });
    }
    return { $ref: PLACEHOLDER + hash, ...(dflt === undefined ? {} : { default: dflt }) };
  };
  const roots = tools.map(({ name, schema }) => {
    const placeholder = intern(mapSchema(direction === "output" ? withoutDefaults(schema) : schema, intern) as JsonObject);
    const node = nodes.get((placeholder.$ref as string).slice(PLACEHOLDER.length))!;
    node.uses++;
    return { name, node };
  });
  const rootNodes = new Set(roots.map((r) => r.node));
  // Two tools with the same schema share one function whatever its size.
  const shared = (n: Node) => n.uses > 1 && (n.size >= MIN_SHARED_CHARS || rootNodes.has(n));
  const id = (n: Node) => `urn:mcpforge:${direction}:${n.hash}`;
  const defs = new Map<string, JsonObject>();
  const expand = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(expand);
    if (!isObject(value)) return value;
    if (typeof value.$ref === "string" && value.$ref.startsWith(PLACEHOLDER)) {
      const node = nodes.get(value.$ref.slice(PLACEHOLDER.length))!;
      const dflt: JsonObject = value.default === undefined ? {} : { default: value.default };
      if (!shared(node)) return { ...(expand(node.body) as JsonObject), ...dflt };
      if (!defs.has(id(node))) defs.set(id(node), { $id: id(node), ...(expand(node.body) as JsonObject) });
      return { $ref: id(node), ...dflt };
    }
    const out: JsonObject = {};
    for (const k of Object.keys(value)) out[k] = expand(value[k]);
    return out;
  };
  const keys = new Map<string, string>();
  const schemas = new Map<string, JsonObject>();
  for (const { name, node } of roots) {
    if (shared(node)) {
      expand({ $ref: PLACEHOLDER + node.hash });
      keys.set(name, id(node));
    } else {
      keys.set(name, `${direction}:${name}`);
      schemas.set(`${direction}:${name}`, expand(node.body) as JsonObject);
    }
  }
  return { defs, keys, tools: schemas };
}

/** Hashes of the interned children directly inside `body` (placeholders are leaves). */
function placeholdersIn(value: Json, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) placeholdersIn(v, out);
  else if (isObject(value)) {
    if (typeof value.$ref === "string" && value.$ref.startsWith(PLACEHOLDER)) out.push(value.$ref.slice(PLACEHOLDER.length));
    else for (const k of Object.keys(value)) placeholdersIn(value[k], out);
  }
  return out;
}
