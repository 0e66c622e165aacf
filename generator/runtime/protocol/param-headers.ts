import type { ToolDefinition } from "../service";
import { decodeHeaderValue, mismatch, single, type Headers } from "./headers";
import { isPlainObject, type ModernRefusal } from "./modern";

type ParamHeader = NonNullable<ToolDefinition["paramHeaders"]>[number];

/** A numeric header value (`42`, `-7`, `42.0`): compared numerically with the body (spec note). */
const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** The argument value at a `properties` chain; undefined when any step is absent. */
function valueAt(args: unknown, path: readonly string[]): unknown {
  let v = args;
  for (const key of path) {
    if (!isPlainObject(v) || !Object.hasOwn(v, key)) return undefined;
    v = v[key];
  }
  return v;
}

/** Whether a decoded header value stands for the body value of a property of `type`. */
function sameValue(type: ParamHeader["type"], header: string, body: unknown): boolean {
  if (type === "integer") return typeof body === "number" && NUMBER.test(header) && Number(header) === body;
  if (type === "boolean") return typeof body === "boolean" && header === String(body);
  return header === body;
}

/** True when the body value has the declared type (otherwise the input validator answers). */
function typed(type: ParamHeader["type"], v: unknown): boolean {
  return type === "string" ? typeof v === "string" : type === "boolean" ? typeof v === "boolean" : Number.isInteger(v);
}

/**
 * Checks the `Mcp-Param-{Name}` headers of a 2026-07-28 tools/call over HTTP against the body
 * (streamable-http, "Server Behavior for Custom Headers"): a value in the arguments needs its
 * header, equal after decoding (integers compared numerically); a header with no value (absent or
 * null) in the arguments is refused too, since a gateway may have routed on it. Repeated,
 * malformed or mismatching headers: 400, -32020. A body value of the wrong type is left to the
 * input validator (invalid_arguments).
 */
export function paramHeadersProblem(headers: Headers, tool: ToolDefinition, args: unknown): ModernRefusal | undefined {
  for (const p of tool.paramHeaders ?? []) {
    const name = `Mcp-Param-${p.header}`;
    const body = valueAt(args, p.path);
    const raw = single(headers, name.toLowerCase());
    const where = `arguments.${p.path.join(".")}`;
    if (body === undefined || body === null) {
      if (raw !== undefined) return mismatch(`the ${name} header is sent but ${where} has no value`);
      continue;
    }
    if (!typed(p.type, body)) continue;
    if (raw === undefined) return mismatch(`the ${name} header is required: ${where} has a value (tools/list marks it with x-mcp-header)`);
    const value = raw === null ? undefined : decodeHeaderValue(raw);
    if (value === undefined) return mismatch(`the ${name} header is malformed (repeated, invalid characters or invalid Base64 sentinel)`);
    if (!sameValue(p.type, value, body)) return mismatch(`${name} header ${JSON.stringify(value.slice(0, 100))} does not match ${where} ${JSON.stringify(body)}`);
  }
  return undefined;
}
