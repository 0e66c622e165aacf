import type { Transporter } from "nodemailer";

/** Where a transport goes: `key` names the destination and credentials (null: not worth keeping). */
export interface TransportPlan {
  key: string | null;
  make(): Transporter;
}

/** A transport lent for one worker run: `release` gives it back, kept for the next run or closed. */
export interface LentTransport {
  transport: Transporter;
  release(keep: boolean): void;
}

interface Kept {
  transport: Transporter;
  lent: number;
  timer?: NodeJS.Timeout;
}

/**
 * The sending worker's SMTP connections to the relay, kept from one run of a campaign to the next.
 * A run sends COMMS_SEND_BATCH messages and enqueues its continuation; with a new connection per
 * run every run paid the relay's greeting, and smtp-server waits 100 ms for early talkers before
 * it greets (a campaign of 50 at a batch of 2 spent 2.5 s waiting on greetings). One pooled
 * transport per destination and relay key. A run that ends with a continuation due now keeps it
 * (`release(true)`); any other end closes it, so no idle connection is left open at the relay
 * (whose shutdown waits for its open connections). A kept one nobody takes is closed after
 * `idleMs`, and all by `close()`.
 */
export class TransportShelf {
  private readonly kept = new Map<string, Kept>();
  private closed = false;

  constructor(private readonly idleMs = 200) {}

  lend(plan: TransportPlan): LentTransport {
    if (plan.key === null || this.closed) {
      const transport = plan.make();
      return { transport, release: () => transport.close() };
    }
    const key = plan.key;
    let k = this.kept.get(key);
    if (!k) {
      k = { transport: plan.make(), lent: 0 };
      this.kept.set(key, k);
    }
    clearTimeout(k.timer);
    k.lent++;
    const kept = k;
    return {
      transport: kept.transport,
      release: (keep) => {
        if (--kept.lent > 0 || this.kept.get(key) !== kept) return;
        if (!keep) return this.drop(key, kept);
        kept.timer = setTimeout(() => this.drop(key, kept), this.idleMs);
        kept.timer.unref();
      },
    };
  }

  /** Closes every kept transport; later loans are closed on release. */
  close(): void {
    this.closed = true;
    for (const [key, k] of this.kept) this.drop(key, k);
  }

  private drop(key: string, k: Kept): void {
    clearTimeout(k.timer);
    if (this.kept.get(key) === k) this.kept.delete(key);
    k.transport.close();
  }
}
