import { templateSkeleton, templateVariables } from "../../pipeline/ir/resources";
import type { JsonObject } from "../../pipeline/schema/walk";
import type { ServiceChanges } from "./change";
import type { RuleId } from "./rules";
import { same, show } from "./schema";
import { compareTexts, matchNames, obj } from "./shared";

/**
 * A manifest's `resources`, as a client that cached resources/list or resources/templates/list
 * meets them. Clients read a resource by its URI, not by its name: the same `uri` (or
 * `uriTemplate`) under a new name is a rename that reads do not notice.
 */
export function compareResources(out: ServiceChanges, a: JsonObject, b: JsonObject): void {
  const { removed, added, renamed, kept } = matchNames(a, b, (x, y) => address(x) !== undefined && address(x) === address(y));
  for (const name of removed) {
    out.emit("resource-removed", { resource: name }, ["resources", name], `resource ${name} removed: resources/read of ${reads(obj(a[name]))} answers -32602`);
  }
  for (const name of added) out.emit("resource-added", { resource: name }, ["resources", name], `resource ${name} added (${show(obj(b[name]).uri ?? obj(b[name]).uriTemplate)})`);
  for (const [before, after] of renamed) {
    out.emit("resource-renamed", { resource: after }, ["resources", before], `resource ${before} renamed to ${after}: reads of ${reads(obj(b[after]))} are unaffected`, ["resources", after]);
  }
  for (const [before, after] of [...kept.map((n): [string, string] => [n, n]), ...renamed]) compareResource(out, before, after, obj(a[before]), obj(b[after]));
}

/** What a client reads by: the fixed uri or the template (both kept apart: a uri is never a template). */
function address(r: JsonObject): string | undefined {
  if (typeof r.uri === "string") return `uri ${r.uri}`;
  return typeof r.uriTemplate === "string" ? `uriTemplate ${r.uriTemplate}` : undefined;
}

/** `"svc://catalog"`, or `URIs matching "svc://items/{id}"` for a template. */
function reads(r: JsonObject): string {
  return r.uri !== undefined ? show(r.uri) : `URIs matching ${show(r.uriTemplate)}`;
}

function compareResource(out: ServiceChanges, oldName: string, newName: string, a: JsonObject, b: JsonObject): void {
  const [oldAt, newAt] = [["resources", oldName], ["resources", newName]];
  const subject = { resource: newName };
  const emit = (rule: RuleId, key: string, message: string, newKey = key) => out.emit(rule, subject, [...oldAt, key], message, [...newAt, newKey]);
  compareTexts(out, subject, a, b, { old: oldAt, new: newAt });
  if (!same(a.mimeType, b.mimeType)) emit("resource-mime-type-changed", "mimeType", `mimeType ${show(a.mimeType)} → ${show(b.mimeType)}`);
  const fixed = (r: JsonObject) => typeof r.uri === "string";
  if (fixed(a) && fixed(b)) {
    if (a.uri !== b.uri) emit("resource-uri-changed", "uri", `uri ${show(a.uri)} → ${show(b.uri)}: reads of the old URI answer -32602`);
  } else if (fixed(a) !== fixed(b)) {
    const [from, to] = fixed(a) ? ["uri", "uriTemplate"] : ["uriTemplate", "uri"];
    const lists = fixed(a) ? "resources/list to resources/templates/list" : "resources/templates/list to resources/list";
    emit("resource-uri-changed", from, `${from} ${show(a[from])} → ${to} ${show(b[to])}: it moves from ${lists}`, to);
  } else compareTemplate(emit, String(a.uriTemplate), String(b.uriTemplate));
}

/**
 * Two templates with the same skeleton match the same URIs; only their variable names can differ,
 * and completion/complete names the template (its exact text) and the variable.
 */
function compareTemplate(emit: (rule: RuleId, key: string, message: string) => void, a: string, b: string): void {
  if (a === b) return;
  const message = `uriTemplate ${show(a)} → ${show(b)}`;
  if (templateSkeleton(a) !== templateSkeleton(b)) return emit("resource-template-changed", "uriTemplate", `${message}: URIs built from the old template may match nothing`);
  const [va, vb] = [templateVariables(a), templateVariables(b)];
  const renames = va.map((v, i) => `${v} → ${vb[i]}`).filter((_, i) => va[i] !== vb[i]);
  emit("resource-template-variable-renamed", "uriTemplate", `${message}: variable ${renames.join(", ")}; old URIs still match, completion/complete naming the old template or variable answers -32602`);
}
