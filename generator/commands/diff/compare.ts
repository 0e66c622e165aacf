import { BUILTIN_ERRORS } from "../../pipeline/validate";
import { isObject, type Json, type JsonObject } from "../../pipeline/schema/walk";
import { ServiceChanges, sortChanges, summarize, type Change, type DiffReport } from "./change";
import type { ServiceView, SpecSide } from "./model";
import { comparePrompts } from "./prompts";
import { compareServiceProtocol, compareToolProtocol } from "./protocol";
import { compareResources } from "./resources";
import { compareAuth } from "./auth";
import { compareUi } from "./ui";
import { compareSchema, same, show } from "./schema";
import { compareTexts, matchNames, obj, strings } from "./shared";

/** Compares two sides service by service (matched by slug). Pure: reads nothing from disk. */
export function diffSides(oldSide: SpecSide, newSide: SpecSide): DiffReport {
  const changes: Change[] = [];
  const slugs = [...new Set([...oldSide.services.keys(), ...newSide.services.keys()])].sort();
  // Comparing two single manifest files pairs them whatever their slugs.
  const pairSingles = oldSide.single && newSide.single && oldSide.services.size === 1 && newSide.services.size === 1 && slugs.length === 2;
  const pairs: [string, ServiceView | undefined, ServiceView | undefined][] = pairSingles
    ? [[[...newSide.services.keys()][0], [...oldSide.services.values()][0], [...newSide.services.values()][0]]]
    : slugs.map((s) => [s, oldSide.services.get(s), newSide.services.get(s)]);
  for (const [slug, before, after] of pairs) {
    const out = new ServiceChanges({ old: oldSide, new: newSide }, slug, { old: before, new: after });
    if (!before) out.emit("service-added", undefined, [], `service ${slug} added (${after!.file.path})`);
    else if (!after) out.emit("service-removed", undefined, [], `service ${slug} removed (was ${before.file.path})`);
    else compareService(out, before.resolved, after.resolved);
    changes.push(...out.changes);
  }
  const sorted = sortChanges(changes);
  return { old: oldSide.label, new: newSide.label, summary: summarize(sorted), changes: sorted };
}

function compareService(out: ServiceChanges, a: JsonObject, b: JsonObject): void {
  compareTexts(out, undefined, a, b, { old: [], label: "service " }, ["title", "description", "instructions"]);
  compareCatalog(out, a, b);
  compareTransports(out, a, b);
  compareServiceProtocol(out, a, b);
  compareTools(out, obj(a.tools), obj(b.tools));
  comparePrompts(out, obj(a.prompts), obj(b.prompts));
  compareResources(out, obj(a.resources), obj(b.resources));
  const va = obj(a.versions);
  const vb = obj(b.versions);
  for (const key of ["running", "listing"]) {
    if (!same(va[key], vb[key])) out.emit("version-changed", undefined, ["versions", key], `${key} version ${show(va[key])} → ${show(vb[key])}`);
  }
  // Agents and clients cache tools/list (and prompts/list, resources/list) per server version: a silent breaking change is the worst kind.
  if (out.has("breaking") && same(va.running, vb.running)) {
    out.emit("version-not-bumped", undefined, ["versions", "running"], `running version stays ${show(vb.running)} although ${out.changes.filter((c) => c.severity === "breaking").length} breaking change(s) were made`);
  }
}

function compareCatalog(out: ServiceChanges, a: JsonObject, b: JsonObject): void {
  const ea = obj(a.errors);
  const eb = obj(b.errors);
  for (const code of Object.keys(eb).sort()) {
    if (code in ea && !same(ea[code], eb[code])) out.emit("description-changed", undefined, ["errors", code], `error ${code}: description ${show(ea[code])} → ${show(eb[code])}`);
  }
}

function compareTransports(out: ServiceChanges, a: JsonObject, b: JsonObject): void {
  const ta = strings(a.transports);
  const tb = strings(b.transports);
  for (const t of ta.filter((x) => !tb.includes(x))) out.emit("transport-removed", undefined, ["transports"], `transport ${t} removed`);
  for (const t of tb.filter((x) => !ta.includes(x))) out.emit("transport-added", undefined, ["transports"], `transport ${t} added`);
}

function compareTools(out: ServiceChanges, a: JsonObject, b: JsonObject): void {
  // Same schemas under a new name is a rename: report it once, pointing at both names.
  const { removed, added, renamed, kept } = matchNames(a, b, (x, y) => same(x.inputSchema, y.inputSchema) && same(x.outputSchema, y.outputSchema));
  for (const [name, twin] of renamed) out.emit("tool-renamed", name, ["tools", name], `tool ${name} renamed to ${twin}: clients calling ${name} get "unknown tool"`, ["tools", twin]);
  for (const name of removed) out.emit("tool-removed", name, ["tools", name], `tool ${name} removed`);
  for (const name of added) out.emit("tool-added", name, ["tools", name], `tool ${name} added`);
  for (const name of kept) compareTool(out, name, obj(a[name]), obj(b[name]));
}

function compareTool(out: ServiceChanges, name: string, a: JsonObject, b: JsonObject): void {
  const at = ["tools", name];
  compareTexts(out, name, a, b, { old: at });
  compareAnnotations(out, name, obj(a.annotations), obj(b.annotations));
  compareErrors(out, name, strings(a.errors), strings(b.errors));
  compareAuth(out, name, a.auth, b.auth);
  const pa = Number(obj(a.price).micros ?? 0);
  const pb = Number(obj(b.price).micros ?? 0);
  if (pa !== pb) out.emit(pb > pa ? "price-increased" : "price-decreased", name, [...at, "price", "micros"], `price ${pa} → ${pb} micro-USD per call`);
  compareSchema({ out, tool: name, dir: "input" }, a.inputSchema ?? {}, b.inputSchema ?? {}, [...at, "inputSchema"]);
  compareToolProtocol(out, name, a, b);
  compareUi(out, name, a, b);
  const oa = a.outputSchema;
  const ob = b.outputSchema;
  if (!isEmptySchema(oa) && isEmptySchema(ob)) out.emit("output-schema-removed", name, [...at, "outputSchema"], "output schema removed: clients lose structuredContent's declared shape");
  else if (isEmptySchema(oa) && !isEmptySchema(ob)) out.emit("output-schema-added", name, [...at, "outputSchema"], "output schema added");
  else compareSchema({ out, tool: name, dir: "output" }, oa ?? {}, ob ?? {}, [...at, "outputSchema"]);
}

function compareAnnotations(out: ServiceChanges, tool: string, a: JsonObject, b: JsonObject): void {
  for (const hint of ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"]) {
    if (same(a[hint], b[hint])) continue;
    const at = ["tools", tool, "annotations", hint];
    const message = `${hint} ${show(a[hint])} → ${show(b[hint])}`;
    if (hint === "readOnlyHint" && a[hint] === true) out.emit("read-only-hint-removed", tool, at, `${message}: the tool now writes`);
    else if (hint === "destructiveHint" && b[hint] === true) out.emit("destructive-hint-added", tool, at, `${message}: clients may now ask before calling it`);
    else out.emit("annotation-changed", tool, at, message);
  }
}

function compareErrors(out: ServiceChanges, tool: string, a: string[], b: string[]): void {
  const at = ["tools", tool, "errors"];
  for (const [i, code] of a.entries()) {
    if (!b.includes(code) && !BUILTIN_ERRORS.has(code)) out.emit("error-code-removed", tool, [...at, String(i)], `error code ${code} removed`, at);
  }
  for (const [i, code] of b.entries()) {
    if (!a.includes(code) && !BUILTIN_ERRORS.has(code)) out.emit("error-code-added", tool, at, `error code ${code} added`, [...at, String(i)]);
  }
}

/** No declared shape: absent, or an object schema with nothing but annotations. */
function isEmptySchema(s: Json | undefined): boolean {
  if (!isObject(s)) return s === undefined;
  return Object.keys(s).every((k) => ["type", "title", "description", "$schema"].includes(k));
}
