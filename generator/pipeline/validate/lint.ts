import type { Diagnostic } from "../diagnostics";
import { pointerOf } from "../diagnostics";
import { diagnosticAt, type SourceFile } from "../load";
import { isObject, walkSchema, type Json, type JsonObject } from "../schema/walk";

/** Tool names clients accept (MCP SDKs, OpenAI and Anthropic tool-use APIs). */
export const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

const CONDITIONAL = new Set(["if", "then", "else", "not", "allOf", "anyOf", "oneOf", "contains", "dependentSchemas"]);
const TYPED_BY = ["type", "const", "enum", "$ref", "oneOf", "anyOf", "allOf", "not"];

/**
 * Lints what the manifest schema cannot say but clients reject: boolean schemas, untyped or
 * undescribed input properties, unusable tool names, undeclared error codes.
 */
export function lintManifest(file: SourceFile, manifest: JsonObject): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (tokens: (string | number)[], d: Omit<Diagnostic, "file" | "pointer" | "line" | "col" | "severity">) =>
    out.push(diagnosticAt(file, pointerOf(tokens), d));
  const slug = file.path.split("/").pop()!.replace(/\.json$/, "");
  if (typeof manifest.slug === "string" && manifest.slug !== slug) {
    at(["slug"], { code: "slug-mismatch", message: `slug "${manifest.slug}" does not match the file name`, help: `rename the file to spec/${manifest.slug}.json or set "slug": "${slug}"` });
  }
  const catalog = isObject(manifest.errors) ? manifest.errors : {};
  const tools = isObject(manifest.tools) ? manifest.tools : {};
  for (const name of Object.keys(tools)) {
    if (!TOOL_NAME.test(name)) {
      at(["tools", name], {
        code: "tool-name",
        message: name.length > 64 ? `tool name is ${name.length} characters long; clients reject names over 64` : `tool name "${name}" has characters clients reject`,
        help: "use 1 to 64 characters from [a-zA-Z0-9_-]",
      });
    }
    const tool = tools[name];
    if (!isObject(tool)) continue;
    for (const [i, code] of (Array.isArray(tool.errors) ? tool.errors : []).entries()) {
      if (typeof code === "string" && !(code in catalog) && !BUILTIN_ERRORS.has(code)) {
        at(["tools", name, "errors", i], { code: "undeclared-error", message: `error code "${code}" is not declared in the service's errors catalog`, help: `add "${code}": "<meaning>" to the top-level "errors"` });
      }
    }
    if (isObject(manifest.source) && !("price" in tool)) {
      at(["tools", name], { code: "missing-price", message: `tool "${name}" has no price, and the manifest encodes a document (it has "source")`, help: 'copy the price from the document\'s tool table: "price": {"micros": <n>}' });
    }
    for (const key of ["inputSchema", "outputSchema"] as const) {
      if (key in tool) lintSchema(tool[key], ["tools", name, key], key === "inputSchema", at);
    }
  }
  if (isObject(manifest.$defs)) lintSchema({ $defs: manifest.$defs }, [], false, at);
  return out;
}

/** Codes every tool may return without declaring them. */
export const BUILTIN_ERRORS = new Set(["invalid_arguments", "internal_error", "not_implemented"]);

type At = (tokens: (string | number)[], d: Omit<Diagnostic, "file" | "pointer" | "line" | "col" | "severity">) => void;

/** Inside an `if`, a property may be constrained by `required` alone; no type needed. */
function conditionalUntypedOk(tokens: (string | number)[]): boolean {
  return tokens.includes("if");
}

function lintSchema(schema: Json, base: (string | number)[], isInput: boolean, at: At): void {
  walkSchema(schema, ({ schema: s, tokens, propertyName }) => {
    const where = [...base, ...tokens];
    // `additionalProperties: false` is the one boolean schema every client understands.
    const last = tokens[tokens.length - 1];
    if (typeof s === "boolean" && last !== "additionalProperties" && last !== "unevaluatedProperties") {
      at(where, { code: "boolean-schema", message: `boolean schema \`${s}\` is rejected by some clients`, help: s ? 'write an explicit schema, e.g. {"type": "string"}' : 'remove the property or use {"not": {}}' });
      return;
    }
    if (!isObject(s) || propertyName === undefined) return;
    if (!conditionalUntypedOk(tokens) && !TYPED_BY.some((k) => k in s)) {
      at(where, { code: "untyped-property", message: `property "${propertyName}" has no type`, help: 'add "type" (or const, enum, $ref, oneOf, anyOf)' });
    }
    // Properties named inside if/not/allOf/… constrain properties described elsewhere.
    const conditional = tokens.some((t) => CONDITIONAL.has(String(t)));
    if (isInput && !conditional && !("description" in s) && !("$ref" in s)) {
      at(where, { code: "missing-description", message: `input property "${propertyName}" has no description`, help: "agents fill arguments from descriptions: say what it is, its unit and its default" });
    }
  });
}
