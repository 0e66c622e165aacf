/**
 * The wire JSON of a tools/call result, built once where the result is built (dispatch.ts).
 *
 * A result holds its output twice (the text block and structuredContent) and an error result its
 * error twice (the text and `_meta`). Serialising the finished object walks each of those again
 * and escapes the text, which is itself JSON: on `npm start` that second pass was the largest
 * share of the runtime's own CPU per call after the HTTP write (issue 32). dispatch.ts knows the
 * JSON of every part when it builds the result, so it keeps the result's text beside it: `head` is
 * the result's JSON up to its `_meta` key (no closing brace), `meta` the JSON of its `_meta`.
 *
 * The text rides on the object under a symbol, non-enumerable: JSON.stringify and object spread
 * ignore it, so a copy or an SDK serialisation never carries it. Results are not changed after
 * dispatch.ts returns them; anything built elsewhere has no wire text and is serialised as before.
 */
const WIRE = Symbol("mcpforge.resultJson");

export interface ResultWire {
  /** `{"content":…,"structuredContent":…` or `{"isError":true,"content":…`: no `_meta`, no closing brace. */
  head: string;
  /** The JSON of the result's `_meta` object, when it has one. */
  meta?: string;
}

/** Keeps `wire` beside `result` (see the module comment) and returns the result. */
export function withWire<T extends object>(result: T, head: string, meta?: string): T {
  Object.defineProperty(result, WIRE, { value: { head, meta } satisfies ResultWire });
  return result;
}

/** The wire text dispatch.ts kept for this result, if any. */
export function wireOf(result: object): ResultWire | undefined {
  return (result as { [WIRE]?: ResultWire })[WIRE];
}

/** The JSON of a result: its kept wire text, else JSON.stringify. Same bytes either way. */
export function resultJsonText(result: object): string {
  const wire = wireOf(result);
  if (wire === undefined) return JSON.stringify(result);
  return wire.meta === undefined ? `${wire.head}}` : `${wire.head},"_meta":${wire.meta}}`;
}
