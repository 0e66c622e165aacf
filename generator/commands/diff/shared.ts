import { isObject, type Json, type JsonObject } from "../../pipeline/schema/walk";
import type { ServiceChanges, Subject } from "./change";
import { same, show } from "./schema";

/** Names only on the old side, only on the new side, paired under a new name, and on both sides. */
export interface MatchedNames {
  removed: string[];
  added: string[];
  renamed: [before: string, after: string][];
  kept: string[];
}

/**
 * Matches the entries of two keyed maps (tools, prompts, resources) by name. With `twins`, an entry
 * removed under one name and added under another that `twins` accepts is a rename, reported once.
 */
export function matchNames(a: JsonObject, b: JsonObject, twins?: (before: JsonObject, after: JsonObject) => boolean): MatchedNames {
  const removed = Object.keys(a).filter((n) => !(n in b)).sort();
  const added = Object.keys(b).filter((n) => !(n in a)).sort();
  const renamed: [string, string][] = [];
  for (const name of twins ? [...removed] : []) {
    const twin = added.find((n) => twins!(obj(a[name]), obj(b[n])));
    if (twin === undefined) continue;
    added.splice(added.indexOf(twin), 1);
    removed.splice(removed.indexOf(name), 1);
    renamed.push([name, twin]);
  }
  return { removed, added, renamed, kept: Object.keys(a).filter((n) => n in b).sort() };
}

/**
 * Texts agents read (`title`, `description`, …): `title-changed` for a title, `description-changed`
 * for any other key. `oldAt`/`newAt` are the owners' positions (they differ for a renamed entry or a
 * moved array element); `label` prefixes the message ("service ", "argument x: ").
 */
export function compareTexts(out: ServiceChanges, subject: Subject | undefined, a: JsonObject, b: JsonObject, at: { old: readonly string[]; new?: readonly string[]; label?: string }, keys: readonly string[] = ["title", "description"]): void {
  for (const key of keys) {
    if (same(a[key], b[key])) continue;
    out.emit(key === "title" ? "title-changed" : "description-changed", subject, [...at.old, key], `${at.label ?? ""}${key} ${show(a[key])} → ${show(b[key])}`, [...(at.new ?? at.old), key]);
  }
}

export function obj(v: Json | undefined): JsonObject {
  return isObject(v) ? v : {};
}

export function strings(v: Json | undefined): string[] {
  return Array.isArray(v) ? v.map(String) : [];
}
