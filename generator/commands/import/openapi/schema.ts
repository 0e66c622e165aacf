import { type ImportContext, ImportError, isObj, type Obj, ptr } from "./context";
import { dropBranchDefaults, repairForStrict } from "./repair";

const SCHEMA_COMPONENTS = "#/components/schemas/";
/** Formats ajv-formats knows; any other is dropped (strict ajv would refuse the manifest). */
const KNOWN_FORMATS = new Set("date time date-time iso-time iso-date-time duration uri uri-reference uri-template url email hostname ipv4 ipv6 regex uuid json-pointer json-pointer-uri-fragment relative-json-pointer byte int32 int64 float double password binary".split(" "));
/** OpenAPI-only keywords with no JSON Schema 2020-12 meaning: dropped, reported. */
const DROPPED = new Set(["xml", "externalDocs", "discriminator"]);
const SINGLE = ["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames", "unevaluatedItems", "unevaluatedProperties"];
const LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const MAPS = ["properties", "patternProperties", "dependentSchemas"];
const TYPED_BY = ["type", "const", "enum", "$ref", "oneOf", "anyOf", "allOf", "not"];
/** Keywords that make an untyped schema beside anyOf/oneOf an object schema (strict ajv needs the type). */
const OBJECT_ONLY = ["properties", "required", "additionalProperties", "unevaluatedProperties", "patternProperties"];
const ANY_JSON = ["array", "boolean", "null", "number", "object", "string"];

export interface SchemaOptions {
  /** Input side: every property needs a description (agents fill arguments from them). */
  input: boolean;
  /** Under anyOf/oneOf: ajv cannot apply a `default` here. */
  branch?: boolean;
  /** The type of the schema whose anyOf/oneOf branch this is: an untyped branch takes it. */
  inherit?: string;
}

/**
 * An OpenAPI Schema Object as JSON Schema 2020-12 the manifest accepts: `#/components/schemas/X`
 * becomes `#/$defs/X`; 3.0's `nullable`, `example` and boolean `exclusiveMinimum` are rewritten;
 * OpenAPI-only keywords and `x-` extensions are dropped (reported); an untyped property gets an
 * explicit type (reported).
 */
export function convertSchema(ctx: ImportContext, schema: unknown, at: string, opts: SchemaOptions, propertyName?: string): Obj {
  if (schema === true || schema === undefined) return anyValue(ctx, at, propertyName);
  if (!isObj(schema)) return { not: {} };
  if (typeof schema.$ref === "string") return convertRef(ctx, schema, at);
  const out: Obj = {};
  const child: SchemaOptions = { input: opts.input, branch: opts.branch };
  const branch: SchemaOptions = { input: opts.input, branch: true, inherit: typeof schema.type === "string" ? schema.type : undefined };
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith("x-")) continue;
    if (DROPPED.has(key)) {
      ctx.warn(`${at}/${key}`, key === "discriminator" ? "discriminator dropped: JSON Schema selects the oneOf/anyOf branch by validation, not by the property" : `${key} dropped: no JSON Schema equivalent`);
    } else if (SINGLE.includes(key) && (isObj(value) || typeof value === "boolean")) {
      out[key] = typeof value === "boolean" ? value : convertSchema(ctx, value, `${at}/${key}`, child);
    } else if (LISTS.includes(key) && Array.isArray(value)) {
      out[key] = value.map((s, i) => convertSchema(ctx, s, `${at}/${key}/${i}`, key === "anyOf" || key === "oneOf" ? branch : child));
    } else if (MAPS.includes(key) && isObj(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, s]) => [k, convertSchema(ctx, s, `${at}/${key}${ptr(k)}`, child, key === "properties" ? k : undefined)]));
    } else if (key === "format" && typeof value === "string" && !KNOWN_FORMATS.has(value)) {
      ctx.warn(`${at}/format`, `format "${value}" dropped: not a format the validators know`);
    } else if (key !== "nullable" && key !== "example" && key !== "exclusiveMinimum" && key !== "exclusiveMaximum") {
      out[key] = value;
    }
  }
  dialect30(ctx, schema, out, at);
  if (out.type === undefined && opts.inherit && !TYPED_BY.some((k) => k in out)) out.type = opts.inherit;
  else if (out.type === undefined && !TYPED_BY.some((k) => k in out)) inferType(ctx, out, at, propertyName);
  else if (out.type === undefined && OBJECT_ONLY.some((k) => k in out)) out.type = "object";
  if (opts.branch) dropBranchDefaults(ctx, out, at);
  repairForStrict(ctx, out, at);
  if (opts.input && propertyName !== undefined && typeof out.description !== "string") {
    out.description = typeof out.title === "string" ? out.title : `${propertyName} (not described in the OpenAPI document)`;
    ctx.warn(at, `input property "${propertyName}" has no description in the document: agents fill arguments from descriptions`);
  }
  return out;
}

function convertRef(ctx: ImportContext, schema: Obj, at: string): Obj {
  const ref = String(schema.$ref);
  const annotations = Object.fromEntries(Object.entries(schema).filter(([k]) => k === "description" || k === "title" || k === "deprecated"));
  if (ref.startsWith(SCHEMA_COMPONENTS)) return { $ref: `#/$defs/${ref.slice(SCHEMA_COMPONENTS.length)}`, ...annotations };
  // Inlined (not a component): a schema that reaches itself again would never end.
  if (ctx.expanding.has(ref)) throw new ImportError(`${at}/$ref`, `"${ref}" refers to itself: only schemas under #/components/schemas may be recursive`);
  ctx.expanding.add(ref);
  try {
    const target = ctx.resolve(schema, at);
    return convertSchema(ctx, target.value, target.at, { input: false });
  } finally {
    ctx.expanding.delete(ref);
  }
}

/** 3.0 → 3.1: `nullable` widens the type, `example` is one of `examples`, bounds are numeric. */
function dialect30(ctx: ImportContext, src: Obj, out: Obj, at: string): void {
  const example = src.example === undefined ? undefined : exampleValue(ctx, src.example, `${at}/example`);
  if (example !== undefined && out.examples === undefined) out.examples = [example];
  for (const [key, bound] of [["exclusiveMinimum", "minimum"], ["exclusiveMaximum", "maximum"]] as const) {
    if (typeof src[key] === "number") out[key] = src[key];
    else if (src[key] === true && typeof src[bound] === "number") {
      out[key] = src[bound];
      delete out[bound];
    }
  }
  if (src.nullable !== true || ctx.dialect !== "3.0") return;
  if (typeof out.type === "string") out.type = [out.type, "null"];
  else if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  else if (out.type === undefined) out.anyOf = [...((out.anyOf as unknown[]) ?? []), { type: "null" }];
}

function inferType(ctx: ImportContext, out: Obj, at: string, propertyName?: string): void {
  if (out.properties || out.additionalProperties !== undefined || out.required) out.type = "object";
  else if (out.items || out.prefixItems) out.type = "array";
  else if (typeof out.pattern === "string" || typeof out.format === "string" || out.minLength !== undefined) out.type = "string";
  else if (out.minimum !== undefined || out.maximum !== undefined) out.type = "number";
  else Object.assign(out, anyValue(ctx, at, propertyName));
}

function anyValue(ctx: ImportContext, at: string, propertyName?: string): Obj {
  if (propertyName !== undefined) ctx.warn(at, `property "${propertyName}" has no type in the document: it accepts any JSON value`);
  // anyOf rather than a type list: strict ajv refuses unions of several non-null types.
  return { anyOf: ANY_JSON.map((type) => ({ type })) };
}

/** `components.schemas` as the manifest's `$defs`; a def with properties but no type is an object. */
export function convertComponents(ctx: ImportContext): Obj {
  const schemas = isObj(ctx.doc.components) && isObj(ctx.doc.components.schemas) ? ctx.doc.components.schemas : {};
  return Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, convertSchema(ctx, s, ptr("components", "schemas", name), { input: false })]));
}

/**
 * An `example` written as `{"$ref": "#/components/examples/X"}` is the Example Object's `value`
 * (resolved); one that resolves to nothing, or to an external value, is dropped (reported) rather
 * than left as a `$ref` the manifest would try to follow.
 */
export function exampleValue(ctx: ImportContext, example: unknown, at: string): unknown {
  if (!isObj(example) || typeof example.$ref !== "string") return example;
  const ref = example.$ref;
  const target = ref.startsWith("#/") ? ref.slice(2).split("/").reduce<unknown>((node, t) => (isObj(node) ? node[t.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined), ctx.doc) : undefined;
  if (isObj(target) && target.value !== undefined) return target.value;
  ctx.warn(at, `example dropped: "${ref}" does not resolve to an Example Object with a value`);
  return undefined;
}
