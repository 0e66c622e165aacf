import type { EventChannel } from "mcpforge/platform/storage";
import { captureTopic, type CaptureRow, type WebhookStore } from "./store";

export interface WaitOptions {
  store: WebhookStore;
  events: EventChannel;
  bucketId: string;
  /** Sequence number of after_webhook_id; undefined: return the latest capture if there is one. */
  afterSeq: number | undefined;
  waitMs: number;
  /** Re-read the database at least this often even when no event arrives. */
  pollMs: number;
  signal: AbortSignal;
  /** Called once when waiting starts and about once a second after, with elapsed ms. */
  onTick?(elapsedMs: number): void;
}

const TICK_MS = 1000;

/**
 * The capture wait_for_webhook returns, or null after waitMs (or when the caller went away).
 * Subscribes before the first read, so a capture committed between the read and the wait
 * still wakes it; every wake-up re-reads the database, so events are only hints.
 */
export async function waitForCapture(opts: WaitOptions): Promise<CaptureRow | null> {
  const { store, bucketId } = opts;
  let wake: (() => void) | undefined;
  let woken = false;
  const unsubscribe = await opts.events.subscribe(captureTopic(bucketId), () => {
    woken = true;
    wake?.();
  });
  try {
    let baseline = opts.afterSeq;
    if (baseline === undefined) {
      const latest = await store.latest(bucketId);
      if (latest) return latest;
      baseline = 0; // none yet: the first one to arrive
    } else {
      const next = await store.firstAfter(bucketId, baseline);
      if (next) return next;
    }
    const started = Date.now();
    let lastRead = started;
    let lastTick = started;
    if (opts.waitMs > 0) opts.onTick?.(0);
    for (;;) {
      const now = Date.now();
      const remaining = started + opts.waitMs - now;
      if (opts.signal.aborted) return null;
      // A last look at the deadline: a capture from a process whose event cannot reach us
      // (SQLite) may have landed since the last poll.
      if (remaining <= 0) return opts.waitMs > 0 ? ((await store.firstAfter(bucketId, baseline)) ?? null) : null;
      if (!woken) await sleep(Math.min(remaining, lastTick + TICK_MS - now, lastRead + opts.pollMs - now), opts.signal, (w) => (wake = w));
      wake = undefined;
      if (opts.signal.aborted) return null;
      if (woken || Date.now() - lastRead >= opts.pollMs) {
        woken = false;
        lastRead = Date.now();
        const next = await store.firstAfter(bucketId, baseline);
        if (next) return next;
      }
      if (Date.now() - lastTick >= TICK_MS) {
        lastTick = Date.now();
        opts.onTick?.(lastTick - started);
      }
    }
  } finally {
    unsubscribe();
  }
}

/** Sleeps up to `ms`, ending early on abort or when the function passed to `setWake` is called. */
function sleep(ms: number, signal: AbortSignal, setWake: (wake: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, ms));
    signal.addEventListener("abort", done, { once: true });
    setWake(done);
  });
}
