import type { Transport, TransportSendOptions } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/**
 * Wraps a client transport so that the SDK client receives one message per macrotask.
 *
 * Why (issue 10, defect 11; an SDK client issue): the client's Protocol dispatches a notification
 * a microtask after it arrives but handles a response synchronously, deleting the request's
 * progress handler. When a progress notification and the reply share one read (stdio delivers
 * every complete line of a chunk in one synchronous loop), the reply wins and the progress is
 * dropped. Delivered one per macrotask, each message is fully handled (microtasks included)
 * before the next arrives, whatever the reads looked like: the test no longer depends on timing.
 */
export class PacedTransport implements Transport {
  onmessage?: Transport["onmessage"];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private readonly queue: JSONRPCMessage[] = [];
  private scheduled = false;

  constructor(private readonly inner: Transport) {}

  async start(): Promise<void> {
    this.inner.onmessage = (message) => {
      this.queue.push(message);
      this.schedule();
    };
    this.inner.onclose = () => this.onclose?.();
    this.inner.onerror = (error) => this.onerror?.(error);
    await this.inner.start();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const message = this.queue.shift();
      if (this.queue.length > 0) this.schedule();
      if (message) this.onmessage?.(message);
    });
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }
}
