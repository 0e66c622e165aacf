import type Ajv2020 from "ajv/dist/2020";
import { createHash } from "node:crypto";
import { isObject, type Json, type JsonObject } from "../schema/walk";
import { WIRE_EXTENSIONS } from "../schema/wire";

/** Units compiled in one ajv call: fewer, larger compiles (ajv's fixed cost per compile dominates small units). */
const BATCH = 200;

/**
 * The strict-mode verdict of each unit, by key. Units with the same flag are compiled side by side
 * under one `allOf` (or `anyOf`): siblings there share no type context, so each gets the verdict it
 * gets alone; a batch that fails is halved until the failing units are found.
 */
export function unitVerdicts(ajv: Ajv2020, units: Iterable<Unit>): Map<string, boolean> {
  const verdicts = new Map<string, boolean>();
  const byFlag = [[], []] as Unit[][];
  for (const u of units) byFlag[u.composite ? 1 : 0].push(u);
  const run = (batch: Unit[], composite: boolean): void => {
    const wrapped: JsonObject = { [composite ? "anyOf" : "allOf"]: batch.map((u) => u.schema) };
    let ok = true;
    try {
      ajv.compile(wrapped);
    } catch {
      ok = false;
    } finally {
      ajv.removeSchema(wrapped);
    }
    if (ok || batch.length === 1) for (const u of batch) verdicts.set(u.key, ok);
    else for (const half of [batch.slice(0, batch.length >> 1), batch.slice(batch.length >> 1)]) run(half, composite);
  };
  byFlag.forEach((list, flag) => {
    for (let i = 0; i < list.length; i += BATCH) run(list.slice(i, i + BATCH), flag === 1);
  });
  return verdicts;
}

export interface Unit {
  key: string;
  schema: JsonObject;
  composite: boolean;
}

const FRESH_SINGLE = new Set(["additionalProperties", "items"]);
const FRESH_MAPS = new Set(["properties", "patternProperties"]);
const FRESH_LISTS = new Set(["prefixItems"]);
const IN_PLACE_SINGLE = new Set(["contains", "not", "if", "then", "else", "propertyNames", "unevaluatedItems", "unevaluatedProperties"]);
const IN_PLACE_LISTS = new Set(["allOf", "anyOf", "oneOf"]);
const IN_PLACE_MAPS = new Set(["dependentSchemas"]);
/** Applicators ajv compiles with `compositeRule` (inherited by everything beneath them). */
const COMPOSITE = new Set(["anyOf", "oneOf", "not", "if", "contains", "propertyNames"]);
const text = (v: Json) => (typeof v === "string" ? "" : undefined);
/**
 * Values whose content no strict-mode or meta-schema check reads, only their kind: replaced by a
 * plain value of that kind, so that units differing only there (GitHub's descriptions, examples,
 * enums) share a key. A value of another kind is kept, for ajv to refuse.
 */
const SAME_VERDICT = new Map<string, (v: Json) => Json | undefined>([
  ["description", text],
  ["title", text],
  ["$comment", text],
  ["examples", (v) => (Array.isArray(v) ? [] : undefined)],
  ["default", () => 0],
  ["const", () => 0],
  ["enum", (v) => (Array.isArray(v) ? v.map(() => 0) : undefined)],
]);
const LINKED = ["$ref", "$dynamicRef", "$recursiveRef", "$anchor", "$dynamicAnchor", "$recursiveAnchor"];

/**
 * What the served schema leaves out (schema/wire.ts: our `x-` annotations, `$schema`, `$id`,
 * `$comment`; an output schema's defaults), so that units are cut from the resolved schema without
 * first copying it. Only at the positions walked here: a keyword elsewhere is compiled as it is,
 * which can add a complaint (the tool is then compiled whole, from the served form) but never hide one.
 */
function offWire(key: string, output: boolean): boolean {
  return (key.startsWith("x-") && !WIRE_EXTENSIONS.has(key)) || key === "$schema" || key === "$id" || key === "$comment" || (output && key === "default");
}

/**
 * Strict ajv compiles a tool's whole inline schema, so a manifest whose tools repeat large shared
 * objects (GitHub's REST description: 1,223 tools inlining the same repository, user and issue
 * objects) compiles each object again in every tool that uses it. This check compiles each
 * distinct part once instead and gives the same verdict as the whole compile:
 *
 * - A part ("unit") is a schema at a new data location (a `properties`/`patternProperties` value,
 *   `items`, `additionalProperties`, a `prefixItems` entry) together with every subschema applied
 *   in place to the same data (allOf/anyOf/oneOf/not/if/then/else/…), down to the next such location.
 * - ajv starts a subschema at a new data location with no inherited type context (`dataTypes` is
 *   reset); what it does inherit is `compositeRule` (set under anyOf, oneOf, not, if, contains and
 *   propertyNames), which decides whether a `default` there is refused. So a unit's strict-mode
 *   verdict depends on its own keywords and that one flag: the cache key is both.
 * - In its parent the unit is replaced by a stub that keeps only its `default` (the one thing of a
 *   child the parent reads: defaults are assigned from the parent's `properties`). A unit is
 *   compiled under `allOf`, or `anyOf` when its flag is set, so that it is not a root (where a
 *   default is refused) and carries the flag.
 *
 * A schema holding `$ref`, `$id` or an anchor anywhere the walk reaches is not split (a reference may
 * cross units); the caller compiles it whole, as it does when a unit fails (for ajv's own message).
 *
 * Returns undefined when the schema cannot be split: it holds a linking keyword, or a `default` at
 * its root (which strict ajv refuses only there; the whole compile names it).
 */
export function splitUnits(schema: JsonObject, output = false): Unit[] | undefined {
  const walk = { units: [] as Unit[], output };
  return ("default" in schema && !output) || split(schema, false, walk) === undefined ? undefined : walk.units;
}

/**
 * Appends the units of `schema` (children first, itself last) and returns its key; `schema` is at a
 * new data location with the given composite flag. Undefined when it holds a linking keyword.
 */
function split(schema: JsonObject, composite: boolean, walk: { units: Unit[]; output: boolean }): string | undefined {
  const childKeys: string[] = [];
  let linked = false;
  const cut = (child: Json, flag: boolean): Json => {
    if (!isObject(child) || linked) return child;
    const key = split(child, flag, walk);
    if (key === undefined) return (linked = true), child;
    childKeys.push(key);
    return child.default === undefined || walk.output ? {} : { default: 0 };
  };
  const inPlace = (node: JsonObject, flag: boolean): JsonObject => {
    if (LINKED.some((k) => k in node)) linked = true;
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) {
      if (offWire(k, walk.output)) continue;
      const f = flag || COMPOSITE.has(k);
      if (FRESH_SINGLE.has(k)) out[k] = cut(v, flag);
      else if (FRESH_LISTS.has(k) && Array.isArray(v)) out[k] = v.map((s) => cut(s, flag));
      else if (FRESH_MAPS.has(k) && isObject(v)) out[k] = Object.fromEntries(Object.entries(v).map(([n, s]) => [n, cut(s, flag)]));
      else if (IN_PLACE_SINGLE.has(k) && isObject(v)) out[k] = inPlace(v, f);
      else if (IN_PLACE_LISTS.has(k) && Array.isArray(v)) out[k] = v.map((s) => (isObject(s) ? inPlace(s, f) : s));
      else if (IN_PLACE_MAPS.has(k) && isObject(v)) out[k] = Object.fromEntries(Object.entries(v).map(([n, s]) => [n, isObject(s) ? inPlace(s, f) : s]));
      else out[k] = SAME_VERDICT.get(k)?.(v) ?? v;
    }
    return out;
  };
  const own = inPlace(schema, composite);
  if (linked) return undefined;
  const key = createHash("sha1").update(`${composite ? "c" : "p"}${JSON.stringify(own)}\0${childKeys.join(",")}`).digest("hex");
  walk.units.push({ key, schema: own, composite });
  return key;
}
