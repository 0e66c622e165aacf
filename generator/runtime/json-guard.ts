import { escapeToken } from "./pointer";

/**
 * Checks on untrusted JSON-RPC input that must run before anything walks it. `JSON.stringify`,
 * `String([...])`, zod and ajv all recurse: a 10 KB body nested 5,000 deep overflows the stack
 * in any of them, outside every try/catch. So the raw text is scanned once, linearly and without
 * recursion, for its nesting depth before it is parsed; and ids are checked by type before any
 * code touches them.
 */

/** How many path segments a depth error shows before "…": enough to name the field. */
const SHOWN_SEGMENTS = 8;
/** A key longer than this is cut in the error message (keys come from the attacker too). */
const SHOWN_KEY_CHARS = 40;

interface Frame {
  array: boolean;
  /** Array: index of the current element. Object: [start, end) of the current key's literal. */
  index: number;
  keyStart: number;
  keyEnd: number;
}

/** Where a message nests too deep, and its top-level id when the scan could read one. */
export interface DepthExcess {
  pointer: string;
  /** The top-level `"id"` when it is a string or number literal, so the error can answer it. */
  id: string | number | null;
}

/**
 * Where `text` nests objects/arrays deeper than `max`, as a JSON pointer (`/params/arguments/a/0/…`),
 * or undefined when it does not. Linear in the text, no recursion, memory bounded by `max`;
 * strings (and brackets inside them) are skipped. Syntax errors are left to JSON.parse: this only
 * answers "too deep?". A deep body is never parsed (8 MiB of "[" would be 8 million arrays).
 */
export function excessiveDepth(text: string, max: number): DepthExcess | undefined {
  const r = scan(text, max, 0);
  return r?.pointer === undefined ? undefined : { pointer: r.pointer, id: r.id };
}

/** The limits jsonShapeProblem() checks; 0 nodes = no bound. */
export interface ShapeLimits {
  maxJsonDepth: number;
  maxJsonNodes: number;
}

/**
 * The clear error for a message nested deeper than `maxJsonDepth` or holding more than
 * `maxJsonNodes` object keys + array items (an empty object or array counts as one), with the
 * top-level id to answer when readable; undefined when the message is within both. One linear
 * scan of the raw text before parsing: 650,000 unknown properties cost seconds of validation
 * once parsed, and are refused here instead. A string (a 5 MB CSV) is one value, whatever it holds.
 */
export function jsonShapeProblem(text: string, limits: ShapeLimits): { message: string; id: string | number | null } | undefined {
  const r = scan(text, limits.maxJsonDepth, limits.maxJsonNodes);
  if (!r) return undefined;
  if (r.pointer !== undefined) return { message: depthMessage(r.pointer, limits.maxJsonDepth), id: r.id };
  return { message: `Invalid request: JSON with more than ${limits.maxJsonNodes} object keys and array items, the limit reached in ${r.nodesAt} (limit set by MCPFORGE_MAX_JSON_NODES)`, id: r.id };
}

interface ScanExcess {
  /** Set when too deep. */
  pointer?: string;
  /** Set when too many nodes: the container being filled when the count went over. */
  nodesAt?: string;
  id: string | number | null;
}

/**
 * The scan behind both checks. Nodes are counted as commas outside strings plus containers
 * opened: n keys or items hold n-1 commas, and their container adds the last one.
 */
function scan(text: string, max: number, maxNodes: number): ScanExcess | undefined {
  // Fewer characters than a limit cannot exceed it: the hot path (small bodies) stops here.
  if (text.length <= max && (maxNodes === 0 || text.length <= maxNodes)) return undefined;
  const nodeBound = maxNodes === 0 ? Infinity : maxNodes;
  // Every request pays the count; only a body over a limit pays for naming where (frames, id).
  if (within(text, max, nodeBound)) return undefined;
  const frames: Frame[] = [];
  let depth = 0;
  let nodes = 0;
  let pointer: string | undefined;
  let id: string | number | null = null;
  let lastStringStart = -1;
  let lastStringEnd = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const end = stringEnd(text, i);
      lastStringStart = i;
      lastStringEnd = end;
      i = end - 1;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth <= max) frames.push({ array: c === 0x5b, index: 0, keyStart: -1, keyEnd: -1 });
      else if (pointer === undefined) pointer = pointerOf(text, frames);
      if (++nodes > nodeBound && pointer === undefined) return { nodesAt: pointerOf(text, frames.slice(0, -1)), id };
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      if (depth-- <= max) frames.pop();
    } else if (c === 0x3a /* : */) {
      const top = depth <= max ? frames[depth - 1] : undefined;
      if (top && !top.array) [top.keyStart, top.keyEnd] = [lastStringStart, lastStringEnd];
      if (depth === 1 && text.slice(lastStringStart, lastStringEnd) === '"id"') id = literalAt(text, i + 1);
    } else if (c === 0x2c /* , */) {
      const top = depth <= max ? frames[depth - 1] : undefined;
      if (top?.array) top.index++;
      if (++nodes > nodeBound && pointer === undefined) return { nodesAt: pointerOf(text, frames.slice(0, -1)), id };
    }
  }
  return pointer === undefined ? undefined : { pointer, id };
}

/** The same walk counting depth and nodes only: no frames, no id, strings skipped by indexOf. */
function within(text: string, max: number, nodeBound: number): boolean {
  let depth = 0;
  let nodes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) i = stringEnd(text, i) - 1;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max || ++nodes > nodeBound) return false;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
    else if (c === 0x2c /* , */ && ++nodes > nodeBound) return false;
  }
  return true;
}

const NUMBER = /\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/y;

/** The string or number literal starting at `at` (after blanks), or null. */
function literalAt(text: string, at: number): string | number | null {
  let i = at;
  while (i < text.length && /\s/.test(text[i])) i++;
  if (text.charCodeAt(i) === 0x22) {
    try {
      return JSON.parse(text.slice(i, stringEnd(text, i))) as string;
    } catch {
      return null;
    }
  }
  NUMBER.lastIndex = i;
  const m = NUMBER.exec(text);
  return m ? Number(m[1]) : null;
}

/** Index just past the closing quote of the string literal opening at `start` (or text.length). */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  for (;;) {
    const q = text.indexOf('"', i);
    if (q < 0) return text.length;
    let backslashes = 0;
    for (let j = q - 1; j > start && text.charCodeAt(j) === 0x5c; j--) backslashes++;
    if (backslashes % 2 === 0) return q + 1;
    i = q + 1;
  }
}

function pointerOf(text: string, frames: readonly Frame[]): string {
  // `frames` ends with the container holding the one that is too deep: the path leads to it.
  const segments = frames.map((f) => (f.array ? String(f.index) : keyOf(text, f)));
  const shown = segments.slice(0, SHOWN_SEGMENTS).map((s) => `/${escapeToken(s)}`).join("");
  return segments.length > SHOWN_SEGMENTS ? `${shown}/…` : shown || "/";
}

function keyOf(text: string, f: Frame): string {
  if (f.keyStart < 0) return "";
  try {
    const key = JSON.parse(text.slice(f.keyStart, f.keyEnd)) as string;
    return key.length > SHOWN_KEY_CHARS ? `${key.slice(0, SHOWN_KEY_CHARS)}…` : key;
  } catch {
    return "";
  }
}

/** The clear error for a body deeper than the limit; names where, the limit and its setting. */
export function depthMessage(pointer: string, max: number): string {
  return `Invalid request: JSON nested deeper than ${max} levels at ${pointer} (limit set by MCPFORGE_MAX_JSON_DEPTH)`;
}

/** JSON-RPC 2.0: a request id is a string or a number (null only in responses). */
export function isRequestId(id: unknown): id is string | number {
  return typeof id === "string" || typeof id === "number";
}

/**
 * What is wrong with one parsed JSON-RPC message's envelope, or undefined. Reads only top-level
 * fields and their types: safe on any value JSON.parse returns.
 */
export function envelopeProblem(m: unknown): string | undefined {
  if (typeof m !== "object" || m === null || Array.isArray(m)) return "Invalid request: not a JSON-RPC 2.0 message (expected an object)";
  const msg = m as Record<string, unknown>;
  if (msg.jsonrpc !== "2.0") return 'Invalid request: "jsonrpc" must be "2.0"';
  if ("method" in msg) {
    if (typeof msg.method !== "string") return 'Invalid request: "method" must be a string';
    if ("id" in msg && !isRequestId(msg.id)) return 'Invalid request: "id" must be a string or a number (omit it for a notification)';
    return undefined;
  }
  if (!("result" in msg) && !("error" in msg)) return 'Invalid request: a JSON-RPC 2.0 message needs "method", or "result"/"error" for a response';
  if (!isRequestId(msg.id) && msg.id !== null) return 'Invalid request: a response "id" must be a string, a number or null';
  return undefined;
}

/** `params._meta.progressToken` when valid; `null` when present but not a string or number. */
export function progressTokenOf(params: Record<string, unknown>): string | number | undefined | null {
  const meta = params._meta;
  if (meta === undefined) return undefined;
  if (typeof meta !== "object" || meta === null || Array.isArray(meta)) return null;
  const token = (meta as Record<string, unknown>).progressToken;
  if (token === undefined) return undefined;
  return isRequestId(token) ? token : null;
}
