import type { ErrorObject } from "ajv";
import { escapeToken } from "./pointer";

/** What a person needs from one ajv error: where, what, and how to fix. */
export interface Problem {
  pointer: string;
  message: string;
  help?: string;
}

export function describeAjvError(e: ErrorObject): Problem {
  const at = e.instancePath;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case "required":
      return { pointer: `${at}/${escapeToken(String(p.missingProperty))}`, message: `missing required property "${String(p.missingProperty)}"`, help: `add "${String(p.missingProperty)}"` };
    case "additionalProperties": {
      const allowed = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {}).sort();
      return {
        pointer: `${at}/${escapeToken(String(p.additionalProperty))}`,
        message: `unknown property "${String(p.additionalProperty)}"`,
        help: allowed.length ? `allowed properties: ${allowed.join(", ")}` : "undeclared properties are refused; remove it",
      };
    }
    case "enum":
      return { pointer: at, message: "must be one of the allowed values", help: `expected one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}` };
    case "const":
      return { pointer: at, message: `must be ${JSON.stringify(p.allowedValue)}` };
    case "type":
      return { pointer: at, message: `must be ${String(p.type)}` };
    case "pattern":
      return { pointer: at, message: `must match the pattern ${String(p.pattern)}` };
    case "propertyNames":
      return { pointer: `${at}/${escapeToken(String(p.propertyName))}`, message: `property name "${String(p.propertyName)}" is invalid` };
    default:
      return { pointer: at, message: e.message ?? e.keyword };
  }
}

/** One offending property of a call's arguments, as the error result's `issues` list names it. */
export interface Issue {
  path: string;
  message: string;
}

/**
 * ajv errors → issues, one per offending property, in a stable order. `if`/`then` and combinator
 * wrappers are dropped when a concrete error names the same place.
 */
export function issuesFrom(errors: readonly ErrorObject[] | null | undefined): Issue[] {
  return issuesWithin(errors, Infinity).issues;
}

/**
 * The first `max` issues and how many errors were left unread. A 7.3 MiB body of 650,000 unknown
 * properties made 650,000 issues: a 303 MiB answer, ~930 MiB more RSS and 18 s for one anonymous
 * call; capped, 0.04 MiB and 2.4 s (bench/runtime-guards.ts, issue 10). Past `max` nothing is described, deduplicated or compared (the
 * combinator check is quadratic), only counted.
 */
export function issuesWithin(errors: readonly ErrorObject[] | null | undefined, max: number): { issues: Issue[]; omitted: number } {
  const all = errors ?? [];
  const seen = new Set<string>();
  const out: Issue[] = [];
  const alternatives = requiredAlternatives(all, max);
  for (let i = 0; i < all.length; i++) {
    const e = all[i];
    if (out.length >= max) return { issues: out, omitted: all.length - i };
    if (alternatives.folded.has(e)) continue;
    const either = alternatives.byAnyOf.get(e);
    if (either) {
      out.push(either);
      continue;
    }
    if (e.keyword === "if" || ((e.keyword === "anyOf" || e.keyword === "oneOf") && all.length > 1 && hasDeeper(all, e))) continue;
    const p = describeAjvError(e);
    const message = p.help ? `${p.message} (${p.help})` : p.message;
    const key = `${p.pointer}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path: p.pointer, message });
  }
  return { issues: out, omitted: 0 };
}

/**
 * An `anyOf` whose failing branches each only missed a required property ("phone or email") is
 * one issue naming the alternatives, not one "missing" per branch (which reads as "add both").
 * Its path is the first alternative's, so a client that looks for a field path finds one.
 * Looked for only among the first `max` errors.
 */
function requiredAlternatives(errors: readonly ErrorObject[], max: number): { folded: Set<ErrorObject>; byAnyOf: Map<ErrorObject, Issue> } {
  const folded = new Set<ErrorObject>();
  const byAnyOf = new Map<ErrorObject, Issue>();
  const head = errors.length > max ? errors.slice(0, max) : errors;
  for (const e of head) {
    if (e.keyword !== "anyOf") continue;
    const branches = head.filter((o) => o.schemaPath.startsWith(`${e.schemaPath}/`));
    if (branches.length < 2 || !branches.every((o) => o.keyword === "required" && o.instancePath === e.instancePath)) continue;
    const names = [...new Set(branches.map((o) => String((o.params as { missingProperty: string }).missingProperty)))];
    for (const o of branches) folded.add(o);
    // Pointed at the first alternative, as a single missing property is, so the path names a field.
    byAnyOf.set(e, { path: `${e.instancePath}/${escapeToken(names[0])}`, message: `needs at least one of ${names.map((n) => `"${n}"`).join(", ")} (add one of them)` });
  }
  return { folded, byAnyOf };
}

function hasDeeper(errors: readonly ErrorObject[], e: ErrorObject): boolean {
  return errors.some((o) => o !== e && o.instancePath.startsWith(e.instancePath) && o.keyword !== "if" && o.keyword !== e.keyword);
}

/** "/limit must be <= 50; /name missing …" — names every offending property. */
export function issuesText(issues: readonly Issue[]): string {
  return `${issues.map((i) => `${i.path || "/"} ${i.message}`).join("; ")}`;
}
