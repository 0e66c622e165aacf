import type { ErrorObject } from "ajv";
import type Ajv2020 from "ajv/dist/2020";
import type { Diagnostic } from "../diagnostics";
import { pointerOf } from "../diagnostics";
import { diagnosticAt, type SourceFile } from "../load";
import { codegenAjv } from "../schema/ajv";
import { isObject, walkSchema, type Json } from "../schema/walk";
import { stripExtensions } from "../schema/wire";
import { didYouMean } from "./suggest";
import { inconsistencies } from "./consistency";

/**
 * Checks every schema where it is written — a `$defs` entry, a tool's input or output schema —
 * before refs are inlined. A mistake in a shared definition is then reported once, at its own
 * line, instead of once per tool whose resolved schema happens to contain it.
 */
export function checkWrittenSchemas(file: SourceFile): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const tokens of schemaSites(file.value)) {
    let schema: Json | undefined = file.value;
    for (const t of tokens) schema = isObject(schema) ? schema[t] : undefined;
    if (schema !== undefined) out.push(...checkOne(file, schema, tokens));
  }
  return out;
}

/** Where a spec file writes schemas: its `$defs` entries and, in a manifest, each tool's two schemas. */
function schemaSites(value: Json | undefined): string[][] {
  if (!isObject(value)) return [];
  const sites = Object.keys(isObject(value.$defs) ? value.$defs : {}).map((name) => ["$defs", name]);
  const tools = isObject(value.tools) ? value.tools : {};
  for (const name of Object.keys(tools)) {
    for (const key of ["inputSchema", "outputSchema"]) if (isObject(tools[name]) && key in tools[name]) sites.push(["tools", name, key]);
  }
  return sites;
}

let shared: { ajv: Ajv2020; keywords: string[] } | undefined;
function metaAjv() {
  if (!shared) {
    const ajv = codegenAjv();
    shared = { ajv, keywords: [...new Set([...Object.keys(ajv.RULES.all), ...Object.keys(ajv.RULES.keywords)])].sort() };
  }
  return shared;
}

function checkOne(file: SourceFile, schema: Json, base: string[]): Diagnostic[] {
  const { ajv, keywords } = metaAjv();
  const out: Diagnostic[] = [];
  const at = (rel: string, message: string, help: string) => out.push(diagnosticAt(file, pointerOf(base) + rel, { code: "invalid-schema", message, help }));
  if (!ajv.validateSchema(stripExtensions(schema) as object)) {
    for (const e of onePerPlace(ajv.errors ?? [])) at(e.instancePath, ...describeMetaError(e, valueAt(schema, e.instancePath)));
  }
  const known = new Set(keywords);
  walkSchema(schema, ({ schema: s, tokens }) => {
    if (!isObject(s)) return;
    const rel = pointerOf(tokens);
    // Beside a $ref the ref-siblings rule already names every extra keyword.
    if (!("$ref" in s)) {
      for (const key of Object.keys(s)) {
        if (known.has(key) || key.startsWith("x-")) continue;
        const guess = didYouMean(key, keywords);
        at(`${rel}/${key}`, `unknown keyword "${key}"`, guess ? `did you mean "${guess}"? see https://json-schema.org/draft/2020-12` : "remove it, or prefix an annotation with x-");
      }
    }
    for (const i of inconsistencies(s)) at(`${rel}${i.at}`, i.message, i.help);
    const patterns = [...(typeof s.pattern === "string" ? [["pattern", s.pattern]] : []), ...Object.keys(isObject(s.patternProperties) ? s.patternProperties : {}).map((p) => [`patternProperties/${p}`, p])];
    for (const [where, source] of patterns) {
      try {
        new RegExp(source, "u");
      } catch (err) {
        at(`${rel}/${where}`, `invalid regular expression: ${(err as Error).message}`, "patterns are ECMAScript regular expressions with the u flag");
      }
    }
  });
  return out;
}

/** The meta-schema reports one bad `type` three times (enum, array, anyOf): keep the most telling. */
function onePerPlace(errors: readonly ErrorObject[]): ErrorObject[] {
  const rank = (e: ErrorObject) => ["enum", "const", "type", "pattern"].indexOf(e.keyword) >>> 0;
  const best = new Map<string, ErrorObject>();
  for (const e of errors) {
    const seen = best.get(e.instancePath);
    if (!seen || rank(e) < rank(seen)) best.set(e.instancePath, e);
  }
  return [...best.values()];
}

function describeMetaError(e: ErrorObject, value: unknown): [string, string] {
  const shown = JSON.stringify(value);
  const keyword = e.instancePath.split("/").pop() ?? "";
  if (e.keyword === "enum") {
    const allowed = (e.params as { allowedValues: unknown[] }).allowedValues.map(String);
    const guess = typeof value === "string" ? didYouMean(value, allowed) : undefined;
    const what = keyword === "type" ? "is not a JSON Schema type" : `is not a valid value of "${keyword}"`;
    return [`${shown} ${what}`, `${guess ? `did you mean "${guess}"? ` : ""}valid values: ${allowed.join(", ")}`];
  }
  return [`"${keyword}" ${e.message ?? "is invalid"}, found ${shown}`, "see https://json-schema.org/draft/2020-12"];
}

function valueAt(schema: Json, pointer: string): unknown {
  let v: unknown = schema;
  for (const t of pointer.split("/").slice(1)) v = isObject(v) ? v[t.replace(/~1/g, "/").replace(/~0/g, "~")] : Array.isArray(v) ? v[Number(t)] : undefined;
  return v;
}
