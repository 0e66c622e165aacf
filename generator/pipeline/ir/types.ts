import { DEF_MARK } from "../load";
import { stripExtensions } from "../schema/wire";
import { isObject, mapSchema, walkSchema, type Json, type JsonObject } from "../schema/walk";
import { pascalCase } from "./names";

/** A `$defs` entry emitted as a named type (`export type Cursor = …`). */
export interface DefIR {
  /** `spec/defs.json#/$defs/cursor` */
  ref: string;
  name: string;
  /** Type schema of the body: nested named defs already replaced by their names. */
  schema: JsonObject;
}

/** The schemas json-schema-to-typescript compiles for one tool. */
export interface ToolTypeSchemas {
  /** What the handler receives: ajv (useDefaults) has filled every defaulted property. */
  input: JsonObject;
  /** What a client may send: defaulted properties optional. */
  clientInput: JsonObject;
  output: JsonObject;
}

/**
 * Names the `$defs` entries used by a service's tools. A def is named only when its type is the
 * same on both sides of ajv's defaults (no defaulted property inside it); others stay inline.
 * A local def keeps its PascalCase name; a shared one that collides with it (or with a tool type)
 * becomes `Shared<Name>`; still taken, `<Name>Def`.
 */
export function nameDefs(sourcePath: string, defs: ReadonlyMap<string, JsonObject>, taken: ReadonlySet<string>): Map<string, string> {
  const used = new Set(taken);
  const names = new Map<string, string>();
  const keys = [...defs.keys()].filter((k) => !hasDefaultedProperty(defs.get(k)!));
  const local = (k: string) => k.startsWith(`${sourcePath}#`);
  for (const key of [...keys.filter(local).sort(), ...keys.filter((k) => !local(k)).sort()]) {
    const base = pascalCase(key.slice(key.lastIndexOf("/") + 1));
    const name = [base, `Shared${base}`, `${base}Def`, `${base}Def${names.size}`].find((n) => !used.has(n))!;
    used.add(name);
    names.set(key, name);
  }
  return names;
}

export function defIRs(defs: ReadonlyMap<string, JsonObject>, names: ReadonlyMap<string, string>): DefIR[] {
  return [...names].map(([ref, name]) => ({ ref, name, schema: typeSchema(defs.get(ref)!, names, false) })).sort((a, b) => (a.name < b.name ? -1 : 1));
}

export function toolTypeSchemas(resolved: { inputSchema: JsonObject; outputSchema: JsonObject }, names: ReadonlyMap<string, string>): ToolTypeSchemas {
  return {
    input: typeSchema(resolved.inputSchema, names, true),
    clientInput: typeSchema(resolved.inputSchema, names, false),
    output: typeSchema(resolved.outputSchema, names, false),
  };
}

/**
 * The schema json2ts sees: with `filled`, every property that has a default is required (ajv's
 * useDefaults has set it before the handler runs); a use of a named def becomes `tsType: Name`
 * (the root itself is never replaced); our extensions are stripped.
 */
function typeSchema(schema: JsonObject, names: ReadonlyMap<string, string>, filled: boolean): JsonObject {
  const root: JsonObject = { ...(filled ? (mapSchema(schema, requireDefaulted) as JsonObject) : schema) };
  delete root[DEF_MARK];
  const named = mapSchema(mapSchema(root, withoutRequiredOnlyBranches), (node) => {
    const name = names.get(String(node[DEF_MARK]));
    if (name === undefined) return node;
    return { tsType: name, ...(typeof node.description === "string" ? { description: node.description } : {}) };
  });
  return stripExtensions(named) as JsonObject;
}

/**
 * `allOf`/`anyOf`/`oneOf` whose branches only list `required` names ("phone or email") constrain
 * which properties appear, not their types: json2ts would turn each branch into an open index
 * signature, so they are left to the validator and kept out of the types.
 */
function withoutRequiredOnlyBranches(node: JsonObject): JsonObject {
  const out = { ...node };
  for (const key of ["allOf", "anyOf", "oneOf"]) {
    const list = out[key];
    if (!Array.isArray(list)) continue;
    const kept = list.filter((b) => !(isObject(b) && Object.keys(b).every((k) => k === "required")));
    if (kept.length === 0) delete out[key];
    else if (key === "allOf" || kept.length === list.length) out[key] = kept;
  }
  return out;
}

function requireDefaulted(node: JsonObject): JsonObject {
  if (!isObject(node.properties)) return node;
  const props = node.properties;
  const defaulted = Object.keys(props).filter((k) => isObject(props[k]) && (props[k] as JsonObject).default !== undefined);
  if (defaulted.length === 0) return node;
  const required = Array.isArray(node.required) ? (node.required as Json[]).map(String) : [];
  return { ...node, required: [...new Set([...required, ...defaulted])].sort() };
}

function hasDefaultedProperty(schema: JsonObject): boolean {
  let found = false;
  walkSchema(schema, ({ schema: s, propertyName }) => {
    if (propertyName !== undefined && isObject(s) && s.default !== undefined) found = true;
  });
  return found;
}
