import { canonicalJson, isObject, type Json, type JsonObject } from "../../pipeline/schema/walk";
import type { ServiceChanges } from "./change";
import type { RuleId } from "./rules";

/**
 * Compares two resolved JSON Schemas at one position of a tool. Direction matters: for an input,
 * accepting less is breaking (old calls are refused); for an output, producing more is breaking
 * (old clients meet values they do not expect).
 */
export interface SchemaCtx {
  out: ServiceChanges;
  tool: string;
  dir: "input" | "output";
}

type Tokens = readonly string[];

const LOWER = ["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties", "minContains"];
const UPPER = ["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties", "maxContains"];
const SHAPE = ["pattern", "format", "multipleOf", "uniqueItems"];
const COMPOSITION = ["anyOf", "oneOf", "allOf"];
const HANDLED = new Set(["type", "enum", "const", "default", "description", "title", "properties", "required", "additionalProperties", "items", "prefixItems", "patternProperties", ...COMPOSITION, ...LOWER, ...UPPER, ...SHAPE]);
/** Annotations clients do not validate against, and definitions reached only through refs. */
const IGNORED = new Set(["examples", "deprecated", "readOnly", "writeOnly", "$comment", "$schema", "$id", "$defs", "definitions"]);

export function compareSchema(ctx: SchemaCtx, a: Json, b: Json, tokens: Tokens): void {
  if (!isObject(a) || !isObject(b)) {
    if (same(a, b)) return;
    return constraint(ctx, tokens, `${where(ctx, tokens)}: schema ${show(a)} → ${show(b)}`);
  }
  compareTexts(ctx, a, b, tokens);
  compareTypes(ctx, a, b, tokens);
  compareEnums(ctx, a, b, tokens);
  if (ctx.dir === "input" && !same(a.default, b.default)) {
    ctx.out.emit("input-default-changed", ctx.tool, [...tokens, "default"], `${where(ctx, tokens)}: default ${show(a.default)} → ${show(b.default)}`);
  }
  compareBounds(ctx, a, b, tokens);
  compareProperties(ctx, a, b, tokens);
  compareAdditional(ctx, a, b, tokens);
  compareItems(ctx, a, b, tokens);
  for (const key of COMPOSITION) compareComposition(ctx, key, a, b, tokens);
  for (const key of union(Object.keys(a), Object.keys(b))) {
    if (HANDLED.has(key) || IGNORED.has(key) || key.startsWith("x-") || same(a[key], b[key])) continue;
    constraint(ctx, [...tokens, key], `${where(ctx, tokens)}: ${key} ${show(a[key])} → ${show(b[key])}`);
  }
}

function compareTexts(ctx: SchemaCtx, a: JsonObject, b: JsonObject, tokens: Tokens): void {
  for (const key of ["title", "description"] as const) {
    if (same(a[key], b[key])) continue;
    ctx.out.emit(key === "title" ? "title-changed" : "description-changed", ctx.tool, [...tokens, key], `${where(ctx, tokens)}: ${key} ${show(a[key])} → ${show(b[key])}`);
  }
}

function typesOf(s: JsonObject): string[] | undefined {
  if (typeof s.type === "string") return [s.type];
  if (Array.isArray(s.type)) return s.type.map(String);
  return undefined; // any type
}

/** JSON Schema's one subtype: every integer is a number. */
function accepts(types: string[] | undefined, t: string): boolean {
  return !types || types.includes(t) || (t === "integer" && types.includes("number"));
}

function compareTypes(ctx: SchemaCtx, a: JsonObject, b: JsonObject, tokens: Tokens): void {
  const ta = typesOf(a);
  const tb = typesOf(b);
  const lost = ta ? ta.filter((t) => !accepts(tb, t)) : tb ? ["any"] : [];
  const gained = tb ? tb.filter((t) => !accepts(ta, t)) : ta ? ["any"] : [];
  if (lost.length + gained.length === 0) return;
  const message = `${where(ctx, tokens)}: type ${showTypes(ta)} → ${showTypes(tb)}`;
  const at = [...tokens, "type"];
  if (ctx.dir === "input") return ctx.out.emit(lost.length ? "input-type-narrowed" : "input-type-widened", ctx.tool, at, message);
  if (gained.length === 0) return ctx.out.emit("output-type-narrowed", ctx.tool, at, message);
  ctx.out.emit(gained.length === 1 && gained[0] === "null" ? "output-became-nullable" : "output-type-changed", ctx.tool, at, message);
}

/** `const` is an enum of one value; values compare by canonical JSON. */
function enumOf(s: JsonObject): string[] | undefined {
  if ("const" in s) return [canon(s.const)];
  return Array.isArray(s.enum) ? s.enum.map(canon) : undefined;
}

function compareEnums(ctx: SchemaCtx, a: JsonObject, b: JsonObject, tokens: Tokens): void {
  const ea = enumOf(a);
  const eb = enumOf(b);
  if (!ea && !eb) return;
  const at = [...tokens, "const" in b || ("const" in a && !("enum" in b)) ? "const" : "enum"];
  const w = where(ctx, tokens);
  const input = ctx.dir === "input";
  if (!ea) return ctx.out.emit(input ? "input-enum-added" : "output-enum-value-removed", ctx.tool, at, `${w}: now restricted to ${eb!.join(", ")}`);
  if (!eb) return ctx.out.emit(input ? "input-enum-removed" : "output-enum-value-added", ctx.tool, at, `${w}: enum ${ea.join(", ")} removed; any value is now possible`);
  const removed = ea.filter((v) => !eb.includes(v));
  const added = eb.filter((v) => !ea.includes(v));
  if (removed.length) ctx.out.emit(input ? "input-enum-value-removed" : "output-enum-value-removed", ctx.tool, at, `${w}: value(s) ${removed.join(", ")} removed`);
  if (added.length) ctx.out.emit(input ? "input-enum-value-added" : "output-enum-value-added", ctx.tool, at, `${w}: value(s) ${added.join(", ")} added`);
}

function compareBounds(ctx: SchemaCtx, a: JsonObject, b: JsonObject, tokens: Tokens): void {
  for (const key of [...LOWER, ...UPPER, ...SHAPE]) {
    if (same(a[key], b[key])) continue;
    const at = [...tokens, key];
    const message = `${where(ctx, tokens)}: ${key} ${show(a[key])} → ${show(b[key])}`;
    if (ctx.dir === "output") ctx.out.emit("output-constraint-changed", ctx.tool, at, message);
    else ctx.out.emit(tighter(key, a[key], b[key]) ? "input-bound-tightened" : "input-bound-loosened", ctx.tool, at, message);
  }
}

/** True when the new value of a bound accepts less than the old one. */
function tighter(key: string, before: Json | undefined, after: Json | undefined): boolean {
  if (after === undefined) return false;
  if (before === undefined) return key !== "uniqueItems" || after === true;
  if (LOWER.includes(key)) return Number(after) > Number(before);
  if (UPPER.includes(key)) return Number(after) < Number(before);
  if (key === "uniqueItems") return after === true;
  // multipleOf loosens only when the new step divides the old one (every old value still passes).
  if (key === "multipleOf") return !Number.isInteger(Number(before) / Number(after));
  return true; // pattern or format changed: the diff cannot prove the new one accepts as much
}

function compareProperties(ctx: SchemaCtx, a: JsonObject, b: JsonObject, tokens: Tokens): void {
  const pa = isObject(a.properties) ? a.properties : {};
  const pb = isObject(b.properties) ? b.properties : {};
  const ra = new Set(Array.isArray(a.required) ? a.required.map(String) : []);
  const rb = new Set(Array.isArray(b.required) ? b.required.map(String) : []);
  const input = ctx.dir === "input";
  for (const name of union(Object.keys(pa), Object.keys(pb), [...ra], [...rb])) {
    const inA = name in pa;
    const inB = name in pb;
    const at = [...tokens, "properties", name];
    const w = where(ctx, at);
    if (inA && !inB) {
      const closed = b.additionalProperties === false || b.unevaluatedProperties === false;
      ctx.out.emit(input ? (closed ? "input-property-removed" : "input-property-removed-open") : "output-property-removed", ctx.tool, at, `${w}: removed`);
      continue;
    }
    if (!inA && inB) {
      const rule: RuleId = input ? (rb.has(name) ? "input-required-added" : "input-optional-added") : "output-property-added";
      ctx.out.emit(rule, ctx.tool, at, `${w}: added${rb.has(name) ? " (required)" : " (optional)"}`);
      continue;
    }
    const reqAt = inA ? at : [...tokens, "required"];
    if (!ra.has(name) && rb.has(name)) ctx.out.emit(input ? "input-became-required" : "output-property-became-required", ctx.tool, reqAt, `${w}: now required`);
    if (ra.has(name) && !rb.has(name)) ctx.out.emit(input ? "input-became-optional" : "output-property-became-optional", ctx.tool, reqAt, `${w}: now optional`);
    if (inA && inB) compareSchema(ctx, pa[name], pb[name], at);
  }
  const ppa = isObject(a.patternProperties) ? a.patternProperties : {};
  const ppb = isObject(b.patternProperties) ? b.patternProperties : {};
  for (const p of union(Object.keys(ppa), Object.keys(ppb))) {
    const at = [...tokens, "patternProperties", p];
    if (p in ppa && p in ppb) compareSchema(ctx, ppa[p], ppb[p], at);
    else constraint(ctx, at, `${where(ctx, tokens)}: patternProperties ${JSON.stringify(p)} ${p in ppa ? "removed" : "added"}`);
  }
}

function compareAdditional(ctx: SchemaCtx, a: JsonObject, b: JsonObject, tokens: Tokens): void {
  const before = a.additionalProperties;
  const after = b.additionalProperties;
  const at = [...tokens, "additionalProperties"];
  if (isObject(before) && isObject(after)) return compareSchema(ctx, before, after, at);
  if (same(before, after)) return;
  const message = `${where(ctx, tokens)}: additionalProperties ${show(before)} → ${show(after)}`;
  if (ctx.dir === "output") return ctx.out.emit("output-constraint-changed", ctx.tool, at, message);
  if (after === false) return ctx.out.emit("input-additional-properties-closed", ctx.tool, at, message);
  if (before === false || !isObject(after)) return ctx.out.emit("input-additional-properties-opened", ctx.tool, at, message);
  constraint(ctx, at, message); // undeclared properties now checked against a schema
}

function compareItems(ctx: SchemaCtx, a: JsonObject, b: JsonObject, tokens: Tokens): void {
  if (isObject(a.items) && isObject(b.items)) compareSchema(ctx, a.items, b.items, [...tokens, "items"]);
  else if (!same(a.items, b.items)) constraint(ctx, [...tokens, "items"], `${where(ctx, tokens)}: items ${show(a.items)} → ${show(b.items)}`);
  const la = Array.isArray(a.prefixItems) ? a.prefixItems : [];
  const lb = Array.isArray(b.prefixItems) ? b.prefixItems : [];
  for (let i = 0; i < Math.min(la.length, lb.length); i++) compareSchema(ctx, la[i], lb[i], [...tokens, "prefixItems", String(i)]);
  if (la.length !== lb.length) constraint(ctx, [...tokens, "prefixItems"], `${where(ctx, tokens)}: prefixItems ${la.length} → ${lb.length} entries`);
}

/**
 * Options are paired by position. An extra anyOf/oneOf option widens what is accepted, an extra
 * allOf member narrows it; adding the keyword where there was none always narrows.
 */
function compareComposition(ctx: SchemaCtx, key: string, a: JsonObject, b: JsonObject, tokens: Tokens): void {
  const la = Array.isArray(a[key]) ? (a[key] as Json[]) : [];
  const lb = Array.isArray(b[key]) ? (b[key] as Json[]) : [];
  for (let i = 0; i < Math.min(la.length, lb.length); i++) compareSchema(ctx, la[i], lb[i], [...tokens, key, String(i)]);
  if (la.length === lb.length) return;
  const at = [...tokens, key];
  const message = `${where(ctx, tokens)}: ${key} ${la.length} → ${lb.length} option(s)`;
  const widens = key !== "allOf" && la.length > 0 && lb.length > 0 ? lb.length > la.length : la.length > lb.length;
  if (ctx.dir === "input") return ctx.out.emit(widens ? "input-type-widened" : "input-type-narrowed", ctx.tool, at, message);
  if (!widens) return ctx.out.emit("output-type-narrowed", ctx.tool, at, message);
  const addedOnlyNull = lb.slice(la.length).every((s) => isObject(s) && s.type === "null");
  ctx.out.emit(addedOnlyNull && key !== "allOf" ? "output-became-nullable" : "output-type-changed", ctx.tool, at, message);
}

function constraint(ctx: SchemaCtx, tokens: Tokens, message: string): void {
  ctx.out.emit(ctx.dir === "input" ? "input-constraint-changed" : "output-constraint-changed", ctx.tool, tokens, message);
}

/** `input a.b[]`: the position a reader recognises, from the tokens after inputSchema/outputSchema. */
export function where(ctx: SchemaCtx, tokens: Tokens): string {
  const start = tokens.findIndex((t) => t === "inputSchema" || t === "outputSchema") + 1;
  let path = "";
  for (let i = start; i < tokens.length; i++) {
    const t = tokens[i];
    if ((t === "properties" || t === "patternProperties") && i + 1 < tokens.length) path += (path ? "." : "") + tokens[++i];
    else if (t === "items") path += "[]";
    else if (t === "additionalProperties") path += (path ? "." : "") + "*";
    else if ((t === "prefixItems" || COMPOSITION.includes(t)) && i + 1 < tokens.length) path += `${t === "prefixItems" ? "" : "/" + t}[${tokens[++i]}]`;
  }
  return path ? `${ctx.dir} ${path}` : ctx.dir;
}

const canon = (v: Json | undefined) => (v === undefined ? "undefined" : canonicalJson(v).trimEnd().replace(/\s*\n\s*/g, " "));
export const same = (a: Json | undefined, b: Json | undefined) => canon(a) === canon(b);

export function show(v: Json | undefined): string {
  if (v === undefined) return "(none)";
  const text = canon(v);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

function showTypes(t: string[] | undefined): string {
  return t ? t.join("|") : "(any)";
}

function union(...lists: string[][]): string[] {
  return [...new Set(lists.flat())].sort();
}
