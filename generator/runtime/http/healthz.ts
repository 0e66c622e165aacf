import { setImmediate as nextTurn } from "node:timers/promises";

/** The first figures of a service wait at most this long: /healthz answers even while one is stuck (issue 30). */
export const FIRST_HEALTH_WAIT_MS = 1000;

type Figures = Record<string, unknown>;

/** A service as /healthz sees it: its slug and its health() (service.ts), if any. */
export interface HealthSource {
  slug: string;
  health?(): Promise<Figures> | Figures;
}

/**
 * Each service's `/healthz` figures (issue 30). A service's `health()` may wait on its database
 * (freight counts its inquiries), and under load that query queues behind other work: the soak
 * measured /healthz p99 at 170-246 ms, 20x idle, with freight's figures up to the 1 s bound,
 * while every other service answered at once. So:
 *
 * - at most one `health()` call per service is in flight; a probe arriving meanwhile joins it
 *   instead of queueing another query behind the same work;
 * - figures ready within the current turn of the event loop (every synchronous `health()`) are
 *   answered as they are;
 * - otherwise the service's last figures are answered at once, with `figures_age_ms` (how old
 *   they are), and the call in flight refreshes them for the next probe;
 * - before a service has ever reported, /healthz waits for it at most FIRST_HEALTH_WAIT_MS and
 *   then names it busy.
 *
 * A failing `health()` is reported as `{error}`. Never rejects.
 */
export class HealthBook {
  private readonly last = new Map<string, { figures: Figures; at: number }>();
  private readonly inFlight = new Map<string, Promise<Figures>>();

  constructor(private readonly now: () => number = Date.now) {}

  async figures(sources: readonly HealthSource[]): Promise<Record<string, Figures>> {
    return Object.fromEntries(await Promise.all(sources.map(async (s) => [s.slug, await this.one(s)] as const)));
  }

  private async one(s: HealthSource): Promise<Figures> {
    if (!s.health) return {};
    const pending = this.refresh(s);
    const last = this.last.get(s.slug);
    if (!last)
      return settleWithin(pending, FIRST_HEALTH_WAIT_MS, {
        error: `no health figures within ${FIRST_HEALTH_WAIT_MS} ms (the service is busy)`,
      });
    const stale = Symbol("stale");
    const now = await Promise.race([pending, nextTurn(stale)]);
    if (now !== stale) return now as Figures;
    return { ...last.figures, figures_age_ms: Math.max(0, this.now() - last.at) };
  }

  /** The service's call in flight, or a new one; its figures are kept as the last ones. */
  private refresh(s: HealthSource): Promise<Figures> {
    let pending = this.inFlight.get(s.slug);
    if (pending) return pending;
    pending = (async (): Promise<Figures> => {
      try {
        const figures = (await s.health!()) ?? {};
        this.last.set(s.slug, { figures, at: this.now() });
        return figures;
      } catch (err) {
        return { error: err instanceof Error ? err.message : String(err) };
      } finally {
        this.inFlight.delete(s.slug);
      }
    })();
    this.inFlight.set(s.slug, pending);
    return pending;
  }
}

async function settleWithin(p: Promise<Figures>, ms: number, late: Figures): Promise<Figures> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([p, new Promise<Figures>((resolve) => (timer = setTimeout(() => resolve(late), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
