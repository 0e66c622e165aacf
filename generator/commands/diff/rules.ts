/**
 * Every rule `mcpforge diff` can report, with its fixed severity. Rule ids are stable: reviewers
 * and CI scripts key on them (`--format json`), so a rule is renamed only through an issue.
 *
 * The classification follows what an existing client (an agent with a cached tools/list,
 * prompts/list or resources/list, or code written against the old output) experiences:
 * "breaking" means a call that worked may now be refused, or a result the client relied on may
 * now be absent or shaped differently.
 */
export type Severity = "breaking" | "warning" | "info";

export const SEVERITIES: readonly Severity[] = ["breaking", "warning", "info"];

export const RULES = {
  // breaking
  "service-removed": { severity: "breaking", doc: "a manifest was removed" },
  "tool-removed": { severity: "breaking", doc: "a tool was removed" },
  "tool-renamed": { severity: "breaking", doc: "a tool was removed and one with identical schemas added" },
  "transport-removed": { severity: "breaking", doc: "a transport is no longer offered" },
  "input-required-added": { severity: "breaking", doc: "a new required input property" },
  "input-became-required": { severity: "breaking", doc: "an optional input property became required" },
  "input-property-removed": { severity: "breaking", doc: "an input property was removed where undeclared properties are refused" },
  "input-type-narrowed": { severity: "breaking", doc: "an input accepts fewer types (or fewer anyOf/oneOf options)" },
  "input-enum-value-removed": { severity: "breaking", doc: "an enum (or const) value was removed from an input" },
  "input-enum-added": { severity: "breaking", doc: "an input that accepted any value is now restricted to an enum or const" },
  "input-bound-tightened": { severity: "breaking", doc: "minimum, maximum, length, item count, pattern, format or multipleOf tightened" },
  "input-additional-properties-closed": { severity: "breaking", doc: "additionalProperties turned false" },
  "output-property-removed": { severity: "breaking", doc: "an output property was removed" },
  "output-property-became-optional": { severity: "breaking", doc: "a required output property became optional" },
  "output-became-nullable": { severity: "breaking", doc: "an output value may now be null" },
  "output-type-changed": { severity: "breaking", doc: "an output value may now have a type (or anyOf/oneOf shape) it did not have" },
  "output-schema-removed": { severity: "breaking", doc: "a tool's output schema was removed" },
  "error-code-removed": { severity: "breaking", doc: "a declared error code was removed from a tool" },
  "prompt-removed": { severity: "breaking", doc: "a prompt was removed: prompts/get of it answers -32602" },
  "prompt-argument-required-added": { severity: "breaking", doc: "a prompt gained a required argument: calls without it answer -32602" },
  "prompt-argument-became-required": { severity: "breaking", doc: "an optional prompt argument became required" },
  "prompt-argument-removed": { severity: "breaking", doc: "a prompt argument was removed: prompts/get refuses unknown arguments (-32602), so a call that passed it, required or optional, is refused" },
  "resource-removed": { severity: "breaking", doc: "a resource or resource template was removed: resources/read of its URIs answers -32602" },
  "resource-uri-changed": { severity: "breaking", doc: "a resource's uri changed, or it switched between uri and uriTemplate (it leaves the list a client cached it from)" },
  "resource-template-changed": { severity: "breaking", doc: "a uriTemplate's fixed parts or number of variables changed: URIs built from the old template may match nothing" },
  "auth-added": { severity: "breaking", doc: "a tool now needs a signed-in subject (auth): anonymous calls answer 401 over HTTP and sign_in_required over stdio" },
  "auth-scope-added": { severity: "breaking", doc: "a tool's auth needs another scope: tokens granted the old scopes are refused (403)" },
  // warning
  "output-enum-value-added": { severity: "warning", doc: "an output enum gained a value (or lost its enum)" },
  "input-default-changed": { severity: "warning", doc: "an input default was added, removed or changed" },
  "read-only-hint-removed": { severity: "warning", doc: "readOnlyHint went from true to false" },
  "destructive-hint-added": { severity: "warning", doc: "destructiveHint went from false to true" },
  "version-not-bumped": { severity: "warning", doc: "the running version is unchanged although something breaking changed" },
  "input-property-removed-open": { severity: "warning", doc: "an input property was removed; undeclared properties are still accepted, so old calls pass but the value is ignored" },
  "input-constraint-changed": { severity: "warning", doc: "an input keyword the diff cannot classify changed (not, if/then/else, dependentRequired, …)" },
  "price-increased": { severity: "warning", doc: "a tool's price went up" },
  "prompt-may-request-input-added": { severity: "warning", doc: "a prompt gained mayRequestInput: 2025 clients (and clients without elicitation) may now get a -32602 fallback asking for an argument" },
  "resource-template-variable-renamed": { severity: "warning", doc: "a uriTemplate's variables were renamed, its fixed parts kept: old URIs still match, but completion/complete naming the old template or variable answers -32602" },
  "resource-mime-type-changed": { severity: "warning", doc: "a resource's mimeType was added, removed or changed: clients that choose a decoder or viewer by it see another" },
  "param-header-added": { severity: "warning", doc: "an input is newly mirrored into an Mcp-Param-* header (x-mcp-header), or under another name: 2026-07-28 HTTP clients must send it" },
  // info
  "service-added": { severity: "info", doc: "a new manifest" },
  "tool-added": { severity: "info", doc: "a new tool" },
  "transport-added": { severity: "info", doc: "a new transport" },
  "version-changed": { severity: "info", doc: "the running or listing version changed" },
  "input-optional-added": { severity: "info", doc: "a new optional input property" },
  "input-became-optional": { severity: "info", doc: "a required input property became optional" },
  "input-type-widened": { severity: "info", doc: "an input accepts more types" },
  "input-enum-value-added": { severity: "info", doc: "an input enum gained a value" },
  "input-enum-removed": { severity: "info", doc: "an input enum or const was removed: any value is accepted" },
  "input-bound-loosened": { severity: "info", doc: "a bound was loosened or removed" },
  "input-additional-properties-opened": { severity: "info", doc: "additionalProperties is no longer false" },
  "output-property-added": { severity: "info", doc: "a new output property" },
  "output-property-became-required": { severity: "info", doc: "an optional output property is now always present" },
  "output-type-narrowed": { severity: "info", doc: "an output value has fewer possible types" },
  "output-enum-value-removed": { severity: "info", doc: "an output enum lost a value" },
  "output-schema-added": { severity: "info", doc: "a tool without an output schema now declares one" },
  "output-constraint-changed": { severity: "info", doc: "an output keyword changed (bounds, pattern, …): clients are not affected by it" },
  "error-code-added": { severity: "info", doc: "a tool may return a new error code" },
  "annotation-changed": { severity: "info", doc: "idempotentHint, openWorldHint, or a hint changed in the safe direction" },
  "auth-removed": { severity: "info", doc: "a tool no longer needs a signed-in subject: every call that worked still works" },
  "auth-scope-removed": { severity: "info", doc: "a tool's auth needs fewer scopes: every token that worked still works" },
  "price-decreased": { severity: "info", doc: "a tool's price went down" },
  "param-header-removed": { severity: "info", doc: "an input is no longer mirrored into an Mcp-Param-* header" },
  "protocol-declaration-changed": { severity: "info", doc: "a tool's task, mayRequestInput or publishSchemas declaration, or the service's caching hints, changed" },
  "prompt-added": { severity: "info", doc: "a new prompt" },
  "prompt-argument-optional-added": { severity: "info", doc: "a prompt gained an optional argument" },
  "prompt-argument-became-optional": { severity: "info", doc: "a required prompt argument became optional" },
  "prompt-argument-values-changed": { severity: "info", doc: "a prompt argument's completion values changed (prompts/get does not check them; only completion/complete answers change)" },
  "prompt-may-request-input-removed": { severity: "info", doc: "a prompt lost mayRequestInput: it no longer asks the caller for input" },
  "resource-added": { severity: "info", doc: "a new resource or resource template" },
  "resource-renamed": { severity: "info", doc: "a resource's name changed, its uri (or uriTemplate) kept: reads are unaffected, only the listed name differs" },
  "ui-added": { severity: "info", doc: "a tool gained an MCP Apps view (only clients declaring the extension see it)" },
  "ui-removed": { severity: "info", doc: "a tool lost its MCP Apps view: those clients show the plain result" },
  "ui-changed": { severity: "info", doc: "a tool's MCP Apps view entry changed (view, visibility, csp or prefersBorder)" },
  "description-changed": { severity: "info", doc: "a description changed (service, tool, schema, prompt, prompt argument or resource; agents read them)" },
  "title-changed": { severity: "info", doc: "a title changed (service, tool, schema, prompt, prompt argument or resource; agents read them)" },
} as const satisfies Record<string, { severity: Severity; doc: string }>;

export type RuleId = keyof typeof RULES;

export function severityOf(rule: RuleId): Severity {
  return RULES[rule].severity;
}

export function severityRank(s: Severity): number {
  return SEVERITIES.indexOf(s);
}
