import type { ErrorObject } from "ajv";
import { describeAjvError } from "../../runtime/issues";

/**
 * The manifest format's conditional rules (`if`/`then` in spec/manifest.schema.json), named. ajv
 * reports a broken rule as `must match "then" schema` plus the failures inside `then`; each rule
 * here becomes one problem that says what the rule asks, at the place to fix.
 */
interface Rule {
  /** Recognises the rule's schema (ajv's schemaPath is relative to the $ref'd definition: "#/if"). */
  is: (schema: { if?: { required?: string[] } }) => boolean;
  at: string;
  message: string;
  help: string;
}

const RULES: Rule[] = [
  {
    is: (schema) => schema.if?.required?.includes("auth") === true,
    at: "/errors",
    message: 'a tool with "auth" must declare the error code "sign_in_required" (over stdio, a call without a signed-in subject is answered with it)',
    help: 'add "sign_in_required" to the tool\'s errors (and to the service\'s errors catalog); see docs/authorization.md',
  },
];

export interface FormatProblem {
  pointer: string;
  message: string;
  help?: string;
}

/** ajv's errors against the manifest format as problems, one per broken rule. */
export function formatProblems(errors: readonly ErrorObject[]): FormatProblem[] {
  const out: FormatProblem[] = [];
  /** Instance paths whose broken rule is named: the failures inside its `then` are not repeated. */
  const named: string[] = [];
  for (const e of errors) {
    const rule = e.keyword === "if" ? RULES.find((r) => r.is((e.parentSchema ?? {}) as Parameters<Rule["is"]>[0])) : undefined;
    if (rule) {
      out.push({ pointer: e.instancePath + rule.at, message: rule.message, help: rule.help });
      named.push(e.instancePath);
    }
  }
  for (const e of errors) {
    if (e.keyword === "if") continue; // named above, or its failures (which follow) say what to fix
    if (e.schemaPath.startsWith("#/then/") && named.some((p) => e.instancePath === p || e.instancePath.startsWith(`${p}/`))) continue;
    out.push(describeAjvError(e));
  }
  return out;
}
