import type { Answer } from "./wire";

/** The statuses the endpoint may answer (DESIGN.md, HTTP hygiene), beyond 200 and 202. */
export const ERROR_STATUSES = [400, 403, 404, 405, 406, 413, 415, 429];

export interface Expectation {
  /** Statuses this case may answer; default any documented one. */
  status?: number[];
  /** The JSON-RPC error code the answer (or every message in it) must carry. */
  rpcCode?: number;
  /** Aborted or truncated requests: the server may close without answering. */
  mayNotAnswer?: boolean;
  /**
   * Broken HTTP framing (a bad Content-Length, EOF inside the body, not HTTP at all) never reaches
   * the endpoint: Node's parser answers a bare 400 and closes. Accepted only where set.
   */
  framing?: boolean;
  /** HEAD: a status without a body. */
  head?: boolean;
}

type Msg = { jsonrpc?: unknown; id?: unknown; result?: unknown; error?: { code?: unknown; message?: unknown }; method?: unknown };

function messageProblem(m: Msg): string | undefined {
  if (typeof m !== "object" || m === null || Array.isArray(m)) return "a message is not an object";
  if (m.jsonrpc !== "2.0") return 'a message lacks jsonrpc "2.0"';
  if (typeof m.method === "string") return m.id === undefined ? undefined : "a server-to-client request in a stateless answer";
  if (!(typeof m.id === "string" || typeof m.id === "number" || m.id === null)) return `id ${JSON.stringify(m.id)?.slice(0, 80)} is not a string, number or null`;
  if (("result" in m) === ("error" in m)) return "a response needs exactly one of result and error";
  if (m.error && (!Number.isInteger(m.error.code) || typeof m.error.message !== "string")) return "error needs an integer code and a string message";
  return undefined;
}

function messagesOf(a: { headers: Record<string, unknown>; body: string }): Msg[] | string {
  const type = String(a.headers["content-type"] ?? "");
  try {
    if (type.startsWith("text/event-stream")) {
      return a.body.split("\n").filter((l) => l.startsWith("data:")).map((l) => JSON.parse(l.slice(5)) as Msg);
    }
    if (!type.startsWith("application/json")) return `content-type ${type || "(none)"} is not application/json`;
    const parsed = JSON.parse(a.body) as Msg | Msg[];
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return `body is not JSON: ${a.body.slice(0, 120)}`;
  }
}

/** Why an answer is not one the endpoint documents; undefined when it is. */
export function undocumented(a: Answer, e: Expectation = {}): string | undefined {
  if ("noAnswer" in a) return e.mayNotAnswer ? undefined : `no answer: ${a.noAnswer}`;
  const allowed = e.status ?? [200, 202, ...ERROR_STATUSES];
  if (!allowed.includes(a.status)) return `status ${a.status} (expected ${allowed.join("/")}): ${a.body.slice(0, 200)}`;
  if (a.status === 202) return a.body === "" ? undefined : "202 with a body";
  if (e.head) return a.body === "" ? undefined : "HEAD answered with a body";
  if (e.framing && a.status === 400 && a.body === "") return undefined;
  const messages = messagesOf(a);
  if (typeof messages === "string") return `${a.status}: ${messages}`;
  if (messages.length === 0) return `${a.status}: no JSON-RPC message in the body`;
  for (const m of messages) {
    const p = messageProblem(m);
    if (p) return `${a.status}: ${p}: ${a.body.slice(0, 200)}`;
  }
  if (a.status !== 200 && (messages.length !== 1 || !messages[0].error)) return `${a.status} without a JSON-RPC error body`;
  if (e.rpcCode !== undefined && !messages.every((m) => m.method !== undefined || m.error?.code === e.rpcCode)) {
    return `expected JSON-RPC error ${e.rpcCode}, got ${a.body.slice(0, 200)}`;
  }
  return undefined;
}
