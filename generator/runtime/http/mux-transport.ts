import type { Transport, TransportSendOptions } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";

/** Where a forwarded request's reply and notifications go. */
export interface ReplySink {
  reply(message: Record<string, unknown>): void;
  notify(message: Record<string, unknown>): void;
}

/**
 * One long-lived SDK `Server` serves every HTTP exchange through this transport. Each forwarded
 * request gets a process-unique id before the `Server` sees it, and the reply is mapped back to
 * the client's own id: ids collide across clients, and keyed by the raw id one client's cancel
 * would abort another's call.
 *
 * The `Server` is attached on the first request that needs it (`attach` creates and connects it;
 * `Server.connect` sets `onmessage` synchronously). Loading the SDK costs ~200 ms of startup
 * (zod and every protocol schema), and initialize, tools/list and tools/call never touch it.
 */
export class MuxTransport implements Transport {
  onmessage?: Transport["onmessage"];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private next = 0;
  private readonly pending = new Map<number, { clientId: RequestId; sink: ReplySink }>();

  constructor(private readonly attach: (transport: MuxTransport) => void = () => undefined) {}

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.pending.clear();
    this.onclose?.();
  }

  /** Hands a request to the `Server`; returns a function that cancels it (connection closed). */
  forwardRequest(message: { id: RequestId; method: string; params?: unknown }, sink: ReplySink, headers: Record<string, string | string[] | undefined>): () => void {
    if (!this.onmessage) this.attach(this);
    const muxId = ++this.next;
    this.pending.set(muxId, { clientId: message.id, sink });
    this.onmessage?.({ ...message, jsonrpc: "2.0", id: muxId } as JSONRPCMessage, { requestInfo: { headers } } as never);
    return () => {
      if (!this.pending.delete(muxId)) return;
      this.onmessage?.({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: muxId, reason: "client disconnected" } });
    };
  }

  /**
   * Client notifications go to the `Server` as they are, once it exists: a `Server` not yet
   * created has no state a notification could change (initialized, roots/list_changed).
   * notifications/cancelled is never forwarded: its requestId is the client's own id, which the
   * `Server` would read as one of our mux ids and abort some other client's request. Stateless,
   * the closed connection is the cancel signal.
   */
  forwardNotification(message: JSONRPCMessage): void {
    if ((message as { method?: string }).method === "notifications/cancelled") return;
    this.onmessage?.(message);
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const m = message as Record<string, unknown>;
    if ("id" in m && ("result" in m || "error" in m)) {
      const entry = this.pending.get(m.id as number);
      if (!entry) return; // cancelled: the client is gone
      this.pending.delete(m.id as number);
      entry.sink.reply({ ...m, id: entry.clientId });
      return;
    }
    const related = options?.relatedRequestId;
    if (related !== undefined && !("id" in m)) this.pending.get(related as number)?.sink.notify(m);
    // Anything else (server-initiated requests, unrelated notifications) has no stream to travel
    // on in stateless mode and is dropped.
  }
}
