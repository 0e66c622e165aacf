import type { Operation, OperationStart } from "./operation";

/** The JSON-RPC error a reply carries, or undefined for a result. */
export interface RpcOutcome {
  code: number;
  message?: string;
}

const CODE = /^\{"code":(-?\d+)/;

/**
 * The outcome of a reply serialized by the runtime (`{"jsonrpc":"2.0","id":<idJson>,"error":{"code":…`,
 * protocol/core.ts errorJson and its 2025 twin): read from the fixed prefix, never by parsing the
 * whole reply (a resources/read result may be large). Only called while telemetry is on.
 */
export function outcomeOfJson(json: string, idJson: string): RpcOutcome | undefined {
  const head = `{"jsonrpc":"2.0","id":${idJson},"error":`;
  if (!json.startsWith(head)) return undefined;
  const code = CODE.exec(json.slice(head.length, head.length + 32));
  if (!code) return undefined;
  const message = /"message":("(?:[^"\\]|\\.)*")/.exec(json.slice(head.length, head.length + 512))?.[1];
  return { code: Number(code[1]), message: message === undefined ? undefined : (JSON.parse(message) as string) };
}

/** The outcome of a reply the SDK `Server` built as an object. */
export function outcomeOfMessage(message: unknown): RpcOutcome | undefined {
  const error = (message as { error?: { code?: unknown; message?: unknown } }).error;
  if (!error || typeof error.code !== "number") return undefined;
  return { code: error.code, message: typeof error.message === "string" ? error.message : undefined };
}

/** Ends an operation with a reply's outcome: error.type is the JSON-RPC code, as for tools/call. */
export function endWith(op: Operation, outcome: RpcOutcome | undefined): void {
  if (outcome) op.end(String(outcome.code), outcome.message, outcome.code);
  else op.end();
}

/**
 * Ends `op` once: with the outcome of the first reply given (its JSON), or plainly when called
 * without one (the client went away unanswered). Later calls do nothing.
 */
export function endOnce(op: Operation, idJson: string): (json?: string) => void {
  let ended = false;
  return (json) => {
    if (ended) return;
    ended = true;
    endWith(op, json === undefined ? undefined : outcomeOfJson(json, idJson));
  };
}

/**
 * What the request of any method (not only tools/call) tells its operation: the prompt a
 * prompts/get names (its span is `prompts/get <prompt>`, gen_ai.prompt.name), the URI a
 * resources/read or resources/subscribe names (mcp.resource.uri, on the span only: URIs are not
 * low-cardinality enough for metric attributes or the span name).
 */
export function targetOf(method: string, params: Record<string, unknown> | undefined): Pick<OperationStart, "prompt" | "resource"> {
  if (method === "prompts/get" && typeof params?.name === "string") return { prompt: params.name };
  if (method.startsWith("resources/") && typeof params?.uri === "string") return { resource: params.uri };
  return {};
}
