import type { Diagnostic } from "../diagnostics";
import { pointerOf } from "../diagnostics";
import { diagnosticAt, type SourceFile } from "../load";
import { isObject, type Json, type JsonObject } from "../schema/walk";

/** The manifest keyword marking an input property as mirrored into an `Mcp-Param-{name}` header. */
export const MCP_HEADER = "x-mcp-header";
/** RFC 9110 field-name token (`1*tchar`). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const PRIMITIVE = new Set(["string", "integer", "boolean"]);

/** One mirrored property: the header name part, the `properties` chain to it, its JSON type. */
export interface ParamHeader {
  header: string;
  path: string[];
  type: "string" | "integer" | "boolean";
}

/**
 * The `x-mcp-header` marks of a resolved input schema, checked against the constraints of the
 * 2026-07-28 Streamable HTTP transport ("Custom Headers from Tool Parameters"): a non-empty
 * token, unique case-insensitively, on a string/integer/boolean property reachable from the root
 * through `properties` keys only. A client must drop a tool that breaks them, so each is an error.
 */
export function paramHeaders(schema: JsonObject): { headers: ParamHeader[]; problems: { path: (string | number)[]; message: string; help: string }[] } {
  const headers: ParamHeader[] = [];
  const problems: { path: (string | number)[]; message: string; help: string }[] = [];
  const seen = new Map<string, string>();
  const visit = (node: Json, path: (string | number)[], chain: string[] | undefined) => {
    if (Array.isArray(node)) return node.forEach((v, i) => visit(v, [...path, i], undefined));
    if (!isObject(node)) return;
    if (MCP_HEADER in node) {
      const mark = check(node, chain, seen);
      if (typeof mark === "string") problems.push({ path: [...path, MCP_HEADER], message: mark, help: HELP });
      else if (mark) headers.push(mark);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === "properties" && isObject(value) && chain !== undefined) {
        for (const [prop, sub] of Object.entries(value)) visit(sub, [...path, key, prop], [...chain, prop]);
      } else if (key !== MCP_HEADER && key !== "const" && key !== "enum" && key !== "default" && key !== "examples") {
        visit(value, [...path, key], undefined);
      }
    }
  };
  visit(schema, [], []);
  headers.sort((a, b) => (a.header.toLowerCase() < b.header.toLowerCase() ? -1 : 1));
  return { headers, problems };
}

const HELP = 'x-mcp-header takes a header name part (e.g. "Bucket-Id") on a string, integer or boolean property reached from the root through "properties" only';

function check(node: JsonObject, chain: string[] | undefined, seen: Map<string, string>): ParamHeader | string | undefined {
  const name = node[MCP_HEADER];
  if (chain === undefined || chain.length === 0) return `${MCP_HEADER} is allowed only on a property reached from the root through "properties" keys (not under items, oneOf/anyOf/allOf/not, if/then/else)`;
  if (typeof name !== "string" || !TOKEN.test(name)) return `${MCP_HEADER} must be a non-empty HTTP field-name token, got ${JSON.stringify(name)}`;
  const type = node.type;
  if (typeof type !== "string" || !PRIMITIVE.has(type)) return `${MCP_HEADER} "${name}" is on a property of type ${JSON.stringify(type ?? null)}; only string, integer and boolean may be mirrored`;
  const prior = seen.get(name.toLowerCase());
  if (prior !== undefined) return `${MCP_HEADER} "${name}" repeats "${prior}" (names are compared case-insensitively)`;
  seen.set(name.toLowerCase(), name);
  return { header: name, path: chain, type: type as ParamHeader["type"] };
}

/** Diagnostics for a tool's resolved input schema, at the place the mark sits. */
export function checkParamHeaders(file: SourceFile, tool: string, inputSchema: JsonObject): Diagnostic[] {
  return paramHeaders(inputSchema).problems.map((p) =>
    diagnosticAt(file, pointerOf(["tools", tool, "inputSchema", ...p.path.map(String)]), { code: "mcp-header", message: p.message, help: p.help }),
  );
}
