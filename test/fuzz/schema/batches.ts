import { Agent } from "node:http";
import { send } from "../protocol/wire";

export interface Call {
  tool: string;
  args: unknown;
}

export interface CallOutcome {
  /** HTTP status of the batch that carried the call. */
  status: number;
  /** The JSON-RPC response for this call, or undefined when the batch had none for it. */
  response?: { result?: Record<string, unknown>; error?: { code: number; message: string } };
  /** Set when the batch's body was not a JSON array of responses. */
  problem?: string;
}

/** The runtime's default MCPFORGE_MAX_BATCH. */
const MAX_BATCH = 32;
/** Keeps one batch well inside the default 8 MiB body limit even with 100 KB strings in it. */
const MAX_BATCH_BYTES = 2 * 1024 * 1024;

/**
 * Groups tools/call messages into batches of at most 32 and about 2 MiB, serialized one batch at
 * a time as the senders ask (a long run never holds every body at once).
 */
export function* batchesOf(calls: readonly Call[]): Generator<{ body: string; ids: number[] }> {
  let parts: string[] = [];
  let ids: number[] = [];
  let bytes = 0;
  for (let id = 0; id < calls.length; id++) {
    const message = JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name: calls[id].tool, arguments: calls[id].args } });
    if (parts.length === MAX_BATCH || (parts.length > 0 && bytes + message.length > MAX_BATCH_BYTES)) {
      yield { body: `[${parts.join(",")}]`, ids };
      [parts, ids, bytes] = [[], [], 0];
    }
    parts.push(message);
    ids.push(id);
    bytes += message.length;
  }
  if (parts.length) yield { body: `[${parts.join(",")}]`, ids };
}

/**
 * Sends every call as JSON-RPC batches over real HTTP, `parallel` batches at a time, and hands
 * each call's outcome to `onOutcome` as it arrives (nothing is kept: a long run stays small).
 */
export async function sendBatches(endpoint: string, calls: readonly Call[], onOutcome: (index: number, outcome: CallOutcome) => void, parallel = 4, headers: Record<string, string> = {}): Promise<void> {
  const queue = batchesOf(calls);
  // Our own pool, closed at the end: a socket idle in the global pool past the server's
  // keep-alive timeout can be reused just as the server closes it (ECONNRESET).
  const agent = new Agent({ keepAlive: true, maxSockets: parallel });
  const worker = async () => {
    for (let next = queue.next(); !next.done; next = queue.next()) {
      const b = next.value;
      const answer = await send(endpoint, { body: b.body, headers: { accept: "application/json", ...headers }, agent, hangMs: 60_000 });
      const res = "status" in answer ? answer : { status: 0, body: `no answer: ${answer.noAnswer}` };
      let responses: { id: number }[] | undefined;
      try {
        const parsed = JSON.parse(res.body) as unknown;
        if (Array.isArray(parsed)) responses = parsed as { id: number }[];
      } catch {
        /* reported below */
      }
      const byId = new Map((responses ?? []).map((r) => [r.id, r]));
      for (const id of b.ids) {
        onOutcome(id, { status: res.status, response: byId.get(id) as CallOutcome["response"], ...(responses ? {} : { problem: `not a JSON array: ${res.body.slice(0, 200)}` }) });
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: parallel }, worker));
  } finally {
    agent.destroy();
  }
}
