import type { ServerResponse } from "node:http";

/** What a request's handling needs of its exchange (HttpExchange; http/traced.ts wraps it while tracing). */
export interface Replies {
  reply(json: string): void;
  notify(json: string): boolean;
  onCancel(cancel: () => void): void;
  readonly signal: AbortSignal;
}

/**
 * One HTTP POST carrying one message or a batch. Replies are buffered and sent as one JSON body
 * with Content-Length; the first notification for a pending request switches the response to SSE
 * when the client's Accept allows it (the SDK's JSON mode silently drops them).
 */
export class HttpExchange implements Replies {
  private readonly buffered: string[] = [];
  private sse = false;
  private finished = false;
  private corked = false;
  private controller?: AbortController;
  private readonly cancels: (() => void)[] = [];

  constructor(
    private readonly res: ServerResponse,
    private pending: number,
    private readonly batch: boolean,
    private readonly acceptsSse: boolean,
  ) {
    res.on("close", () => {
      if (this.finished) return;
      this.finished = true;
      this.controller?.abort(new Error("client disconnected"));
      for (const cancel of this.cancels) cancel();
    });
  }

  /** Aborted when the connection closes before the reply is written. */
  get signal(): AbortSignal {
    return (this.controller ??= new AbortController()).signal;
  }

  onCancel(cancel: () => void): void {
    this.cancels.push(cancel);
  }

  get closed(): boolean {
    return this.finished;
  }

  /**
   * A serialized JSON-RPC response for one of this exchange's requests. On SSE it follows the
   * request's notifications in the same stream, with no delay: the SDK's HTTP client reads one
   * SSE event per `await reader.read()`, so a notification's (microtask-deferred) handler always
   * runs before a later event's reply is handled, even when all of them arrive in one chunk
   * (test/runtime/http-sse.test.ts writes them in one chunk on purpose). Over stdio it differs:
   * see settle() in sdk-server.ts.
   */
  reply(json: string): void {
    if (this.finished) return;
    if (this.sse) {
      this.res.write(`event: message\ndata: ${json}\n\n`);
      if (--this.pending === 0) this.finish();
      return;
    }
    this.buffered.push(json);
    if (--this.pending === 0) this.finish();
  }

  /** A serialized notification related to one of this exchange's pending requests. */
  notify(json: string): boolean {
    if (this.finished || !this.acceptsSse) return false;
    if (!this.sse) this.startSse();
    this.corkForThisTick();
    this.res.write(`event: message\ndata: ${json}\n\n`);
    return true;
  }

  /**
   * The events written in one tick (a handler's burst of notifications, often the reply too) go
   * out in one write instead of one syscall each; a long handler's later progress still leaves
   * on the tick it is sent.
   */
  private corkForThisTick(): void {
    if (this.corked) return;
    this.corked = true;
    this.res.cork();
    process.nextTick(() => this.uncork());
  }

  private uncork(): void {
    if (!this.corked) return;
    this.corked = false;
    this.res.uncork();
  }

  private startSse(): void {
    this.sse = true;
    this.res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    for (const json of this.buffered) this.res.write(`event: message\ndata: ${json}\n\n`);
    this.buffered.length = 0;
  }

  private finish(): void {
    this.finished = true;
    if (this.sse) {
      this.res.end();
      this.uncork(); // after end(): the last events and the stream's end leave in one write
      return;
    }
    const body = this.batch ? `[${this.buffered.join(",")}]` : this.buffered[0];
    this.res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    this.res.end(body);
  }
}
