import fc from "fast-check";
import { locations, pointer, typesOf, withValueAt, type Json, type Location, type Present, type Schema } from "./locations";

/** One invalid argument set and the JSON pointer the refusal must name. */
export interface Mutation {
  kind: string;
  args: Json | undefined;
  path: string;
}

type Arb<T> = fc.Arbitrary<T>;
type Weighted = fc.WeightedArbitrary<Mutation>;

/** Beyond this, a value is sent rarely: one comms CSV over its 5 MiB bound is a 5 MiB body. */
const LARGE = 1024 * 1024;

/** Nested arrays 8 to 32 deep: deep, yet far inside any sane body nesting limit. */
const deepArray: Arb<Json> = fc.integer({ min: 8, max: 32 }).map((depth) => {
  let v: Json = ["bottom"];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
});

const repeated = new Map<string, string>();
/**
 * Long strings, one copy per length: thousands of cases share them, so the long variant's
 * hundreds of thousands of cases do not hold gigabytes.
 */
function long(char: string, n: number): string {
  const key = `${char}${n}`;
  let s = repeated.get(key);
  if (s === undefined) repeated.set(key, (s = char.repeat(n)));
  return s;
}

/** 10 KB to 100 KB: 32 of them still fit a batch well inside the 8 MiB body limit. */
const hugeString: Arb<Json> = fc.constantFrom(10_000, 65_537, 100_000).map((n) => long("x", n));

const smallJson = fc.jsonValue({ maxDepth: 2 }) as Arb<Json>;

/** Values of each JSON type; "fraction" is a number that is not an integer. */
const byType: Record<string, Arb<Json>[]> = {
  string: [fc.string({ maxLength: 20 }), hugeString],
  integer: [fc.integer()],
  fraction: [fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n))],
  boolean: [fc.boolean()],
  null: [fc.constant(null)],
  array: [fc.array(smallJson, { maxLength: 4 }), deepArray],
  object: [fc.dictionary(fc.string({ maxLength: 8 }), smallJson, { maxKeys: 4 }) as Arb<Json>],
};

/** A value of a JSON type the schema's `type` does not admit (undefined when it admits all). */
export function wrongType(schema: Schema): Arb<Json> | undefined {
  const types = typesOf(schema);
  if (!types) return undefined;
  const admitted = new Set(types.flatMap((t) => (t === "number" ? ["integer", "fraction"] : [t])));
  const arbs = Object.entries(byType).flatMap(([t, arbs]) => (admitted.has(t) ? [] : arbs));
  return arbs.length ? fc.oneof(...arbs) : undefined;
}

function notMatching(pattern: string, base: Arb<string>): Arb<string> {
  const re = new RegExp(pattern, "u");
  // A trailing LF breaks every anchored pattern whose last token cannot match it.
  return fc.oneof(base, base.map((s) => s + "\n"), fc.constantFrom("", "\u0000", "\r\n", "../..")).filter((s) => !re.test(s));
}

/** Just over `max` characters, or far over it; above 1 MiB (the comms CSV) one length only. */
function tooLong(max: number): Arb<Json> {
  if (max > LARGE) return fc.constant(max + 1).map((n) => long("y", n));
  return fc.oneof(fc.integer({ min: max + 1, max: max + 50 }), fc.constant(max + 100_000)).map((n) => (n > 10_000 ? long("y", n) : "y".repeat(n)));
}

/** A value of an admitted type that breaks one keyword of `schema`, with the keyword's name. */
function keywordBreakers(at: Present): [string, Arb<Json>][] {
  const s = at.schema;
  const v = at.value;
  const out: [string, Arb<Json>][] = [];
  const integer = typesOf(s)?.includes("integer") ?? false;
  const below = (n: number) => (integer ? fc.integer({ min: 1, max: 1e6 }).map((d) => Math.ceil(n) - d) : fc.double({ min: 1e-6, max: 1e6, noNaN: true }).map((d) => n - d));
  if (s.minimum !== undefined) out.push(["minimum", below(s.minimum)]);
  if (s.maximum !== undefined) out.push(["maximum", below(-s.maximum).map((n) => -(n as number))]);
  if (s.enum) out.push(["enum", fc.oneof(fc.string({ maxLength: 12 }), fc.constant("__not_allowed__")).filter((x) => !s.enum!.includes(x))]);
  if (s.const !== undefined) out.push(["const", fc.string({ maxLength: 12 }).filter((x) => x !== s.const)]);
  if (s.minLength) out.push(["minLength", fc.string({ maxLength: s.minLength - 1 })]);
  if (s.maxLength !== undefined) out.push(["maxLength", tooLong(s.maxLength)]);
  if (s.pattern) out.push(["pattern", notMatching(s.pattern, fc.string({ minLength: s.minLength ?? 0, maxLength: Math.max(s.minLength ?? 0, Math.min(s.maxLength ?? 30, 30)) }))]);
  if (s.format) out.push(["format", fc.constantFrom("", "%%%", "not valid", "a b c", "\u0000")]);
  if (Array.isArray(v)) {
    if (s.minItems) out.push(["minItems", fc.integer({ min: 0, max: Math.min(s.minItems - 1, v.length) }).map((n) => v.slice(0, n))]);
    if (s.maxItems !== undefined && v.length > 0) out.push(["maxItems", fc.constant(Array.from({ length: s.maxItems + 1 }, (_, i) => v[i % v.length]))]);
    if (s.uniqueItems && v.length > 0) out.push(["uniqueItems", fc.nat(v.length - 1).map((i) => [...v, v[i]])]);
  } else if (v !== null && typeof v === "object") {
    if (s.minProperties) out.push(["minProperties", fc.constant({})]);
    const extra = s.additionalProperties;
    if (s.maxProperties !== undefined && typeof extra === "object" && typesOf(extra)?.[0] === "string") {
      const filled: Record<string, Json> = {};
      for (let i = 0; i <= s.maxProperties; i++) filled[`K${i}`] = "v";
      out.push(["maxProperties", fc.constant(filled)]);
    }
  }
  return out;
}

/** Keys a schema object does not declare, some of them awkward ("__proto__", "a/b", "~"). */
function undeclaredKey(schema: Schema): Arb<string> {
  const declared = new Set(Object.keys(schema.properties ?? {}));
  return fc.oneof(fc.string({ minLength: 1, maxLength: 16 }), fc.constantFrom("__proto__", "constructor", "a/b", "~", "")).filter((k) => !declared.has(k));
}

function at(tokens: string[], kind: string, root: Json, value: Arb<Json | undefined>, path = pointer(tokens)): Arb<Mutation> {
  return value.map((x) => ({ kind, path, args: withValueAt(root, tokens, () => x) }));
}

/** Every way to break the sample at one location; a multi-megabyte one with a tenth the weight. */
function mutationsAt(root: Json, loc: Location): Weighted[] {
  const large = loc.kind === "present" && (loc.schema.maxLength ?? 0) > LARGE;
  return arbsAt(root, loc).map(([kind, arbitrary]) => ({ arbitrary, weight: large && kind === "maxLength" ? 1 : 10 }));
}

function arbsAt(root: Json, loc: Location): [string, Arb<Mutation>][] {
  if (loc.kind === "absent") {
    const bad = wrongType(loc.schema);
    return bad ? [["absent", at([...loc.tokens, loc.name], "absent property, wrong type", root, bad)]] : [];
  }
  const out: [string, Arb<Mutation>][] = [];
  // At the root, null is not a wrong type: the runtime reads absent or null arguments as {}.
  const bad = loc.tokens.length ? wrongType(loc.schema) : wrongType(loc.schema)?.filter((x) => x !== null);
  if (bad) out.push(["type", at(loc.tokens, "wrong type", root, bad)]);
  for (const [keyword, arb] of keywordBreakers(loc)) out.push([keyword, at(loc.tokens, keyword, root, arb)]);
  const v = loc.value;
  if (v !== null && typeof v === "object" && !Array.isArray(v)) {
    for (const name of loc.schema.required ?? []) {
      if (name in v) out.push(["required", fc.constant({ kind: "missing required", path: pointer([...loc.tokens, name]), args: withValueAt(root, [...loc.tokens, name], () => undefined) })]);
    }
    const extra = loc.schema.additionalProperties;
    if (extra === false) {
      out.push(["additional", undeclaredKey(loc.schema).chain((k) => at([...loc.tokens, k], "additional property", root, smallJson))]);
    } else if (typeof extra === "object") {
      const badExtra = wrongType(extra);
      const name = loc.schema.propertyNames?.pattern ? "Kfuzz" : "fuzz key";
      if (badExtra) out.push(["additional", at([...loc.tokens, name], "additional property, wrong type", root, badExtra)]);
      if (loc.schema.propertyNames?.pattern) {
        const key = notMatching(loc.schema.propertyNames.pattern, fc.string({ minLength: 1, maxLength: 12 })).filter((k) => !(k in v));
        out.push(["propertyNames", key.chain((k) => at([...loc.tokens, k], "propertyNames", root, fc.constant("v")))]);
      }
    }
  }
  return out;
}

/**
 * Invalid argument sets for one tool: a valid sample (one of `samples`), broken at one place. Each
 * mutation carries the pointer ajv must name for it.
 */
export function invalidArguments(schema: Schema, samples: Json[]): Arb<Mutation> {
  return fc.constantFrom(...samples).chain((sample) => {
    const arbs = locations(sample, schema).flatMap((loc) => mutationsAt(sample, loc));
    return fc.oneof(...arbs);
  });
}
