import type { Logger } from "pino";
import type { EventChannel } from "mcpforge/platform/storage";
import { captureTopic, type NewCapture, type ResponseSettings, type WebhookStore } from "./store";

interface Pending {
  capture: NewCapture;
  resolve(settings: ResponseSettings | null): void;
  reject(err: unknown): void;
}

const MAX_BATCH = 256;
const MAX_BATCH_BYTES = 8 * 1024 * 1024;
/** At most this many extra event-loop turns, and this long, to gather a batch. */
const MAX_HOPS = 4;
const MAX_GATHER_MS = 0.5;

/**
 * Group commit for captures: requests that arrive together are written in one transaction, and
 * each sender is answered only after that commit (an acknowledged capture survives a restart).
 * One batch is in flight at a time; whatever arrives meanwhile forms the next. After a commit,
 * each bucket's waiters are told through the event channel.
 */
export class CaptureWriter {
  private queue: Pending[] = [];
  private running = false;
  /** How many captures a batch gathers before it is written: the recent concurrency, decaying. */
  private expected = 1;
  private idle?: { promise: Promise<void>; resolve(): void };

  constructor(
    private readonly store: WebhookStore,
    private readonly events: EventChannel,
    private readonly logger: Logger,
  ) {}

  /** Resolves with the bucket's response settings, or null when the bucket does not exist. */
  submit(capture: NewCapture): Promise<ResponseSettings | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ capture, resolve, reject });
      this.kick();
    });
  }

  /** Waits until everything submitted so far is written. */
  async close(): Promise<void> {
    await this.idle?.promise;
  }

  private kick(): void {
    if (this.running) return;
    this.running = true;
    if (!this.idle) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.idle = { promise, resolve };
    }
    const started = performance.now();
    // setImmediate, not a microtask: requests read in the same event-loop turn join the batch.
    // Under concurrency, a few more turns let the other senders' requests, already on their
    // way, join too: one commit for ten captures costs little more than one for five.
    const turn = (hops: number): void => {
      setImmediate(() => {
        if (hops < MAX_HOPS && this.queue.length < this.expected && performance.now() - started < MAX_GATHER_MS) return turn(hops + 1);
        void this.flush().finally(() => this.flushed());
      });
    };
    turn(0);
  }

  private flushed(): void {
    this.running = false;
    if (this.queue.length > 0) return this.kick();
    const idle = this.idle;
    this.idle = undefined;
    idle?.resolve();
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) await this.write(this.take());
  }

  private async write(batch: Pending[]): Promise<void> {
    let settings: Map<string, ResponseSettings>;
    try {
      settings = await this.store.writeBatch(batch.map((p) => p.capture));
    } catch (err) {
      // One capture the database refuses must not fail the others of its batch: retry singly.
      if (batch.length > 1) {
        for (const p of batch) await this.write([p]);
        return;
      }
      this.logger.error({ err, bucket: batch[0].capture.bucket_id }, "capture not stored");
      batch[0].reject(err);
      return;
    }
    for (const p of batch) p.resolve(settings.get(p.capture.bucket_id) ?? null);
    for (const bucketId of settings.keys()) {
      this.events.publish(captureTopic(bucketId)).catch((err: unknown) => this.logger.warn({ err }, "capture event not published; waiters fall back to polling"));
    }
  }

  private take(): Pending[] {
    this.expected = Math.max(Math.min(this.queue.length, MAX_BATCH), this.expected - 1, 1);
    let bytes = 0;
    let n = 0;
    while (n < this.queue.length && n < MAX_BATCH) {
      bytes += this.queue[n].capture.body.length;
      n++;
      if (bytes >= MAX_BATCH_BYTES) break;
    }
    return this.queue.splice(0, n);
  }
}
