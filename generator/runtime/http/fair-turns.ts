import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";

/** What the host hands the scheduler: the dispatch of one request (an MCP endpoint's or a route's). */
export type Serve = (req: IncomingMessage, res: ServerResponse) => void;

interface Waiting {
  req: IncomingMessage;
  res: ServerResponse;
  serve: Serve;
}

/** Counters of a FairTurns, for tests and telemetry. */
export interface TurnStats {
  /** Requests dispatched at once, in the turn they arrived in. */
  inline: number;
  /** Requests that waited in the queue (all served since, or `waiting`). */
  queued: number;
  /** Requests in the queue now. */
  waiting: number;
  /** The most requests the queue has held at once. */
  peak: number;
}

/**
 * Fair, bounded turns of the event loop for request dispatch (issue 30: /healthz no worse than 2×
 * an idle host under a flood). In a saturated event loop every readable socket's request is
 * handled in the same poll phase, so a request arriving behind a flood waits for the whole of it.
 * Here:
 *
 * - a request is dispatched at once (the poll phase it arrived in) while the turn's dispatches
 *   have used less than `budgetMs` (wall time since the turn's first dispatch: their work, their
 *   continuations and everything else the turn ran in between), and nothing is queued;
 * - past the budget, or while anything is queued, it is queued per key (the client address) and
 *   served in the check phase (setImmediate), again at most `budgetMs` per turn (at least one
 *   request a turn), round-robin across keys: a flooding address gets one share, and each key's
 *   requests are served in the order they arrived;
 * - one immediate is armed per queued request and each either serves a request or re-arms itself
 *   for the next turn, so the armed immediates always equal the requests waiting: nothing runs
 *   while the queue is empty, and between two requests' dispatch their continuations run (Node
 *   runs microtasks and nextTicks between immediates), so the budget counts them;
 * - the queue holds at most `maxWaiting` requests (the host passes its connection cap); past it a
 *   request is dispatched at once. Nothing accepted is ever dropped.
 *
 * A budget is used up when both the wall time and the process's CPU time since the turn's first
 * dispatch reach it: on a machine shared with other processes the event loop is descheduled for
 * whole milliseconds, and by wall time alone a turn that had done little work (10 connections of
 * the npm-start bench: about 0.4 ms) could pass the budget and queue what followed. The CPU time
 * (`process.cpuUsage()`, a system call) is read only once the wall time has reached the budget.
 *
 * The inline path reads the clock once. Whether two dispatches are in the same turn is known from
 * a marker immediate, armed only when a dispatch comes `budgetMs` or more after the turn's first
 * one (so a host under `1 / budgetMs` requests a second arms at most one marker per request, and a
 * busier one at most one per `budgetMs`): a turn dispatches inline for at most twice the budget.
 */
export class FairTurns {
  private turnStart = -Infinity;
  private turnCpu = 0;
  private marked = false;
  private readonly queues = new Map<string, Waiting[]>();
  private armed = 0;
  private batchLeft = 0;
  private batchStart = 0;
  private batchCpu = 0;
  private readonly counts: TurnStats = { inline: 0, queued: 0, waiting: 0, peak: 0 };

  constructor(
    private readonly budgetMs: number,
    private readonly maxWaiting: number,
    /** The fairness key of a request (the host: its client address); asked only when queueing. */
    private readonly keyOf: (req: IncomingMessage) => string,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get stats(): TurnStats {
    return { ...this.counts };
  }

  /** Serves the request now or queues it under its key. */
  run(req: IncomingMessage, res: ServerResponse, serve: Serve): void {
    if (this.budgetMs <= 0) return serve(req, res);
    if (this.counts.waiting === 0) {
      const t = this.now();
      if (t - this.turnStart >= this.budgetMs) {
        if (!this.marked) {
          // Maybe a new turn: from here on the marker tells.
          this.turnStart = t;
          this.turnCpu = cpuMs();
          this.marked = true;
          setImmediate(this.endTurn);
        } else if (cpuMs() - this.turnCpu >= this.budgetMs) return this.enqueue({ req, res, serve });
      }
      this.counts.inline++;
      return serve(req, res);
    }
    if (this.counts.waiting >= this.maxWaiting) {
      this.counts.inline++;
      return serve(req, res);
    }
    this.enqueue({ req, res, serve });
  }

  private readonly endTurn = (): void => {
    this.marked = false;
  };

  private enqueue(w: Waiting): void {
    const key = this.keyOf(w.req);
    const mine = this.queues.get(key);
    if (mine) mine.push(w);
    else this.queues.set(key, [w]);
    this.counts.queued++;
    this.counts.peak = Math.max(this.counts.peak, ++this.counts.waiting);
    this.arm();
  }

  private arm(): void {
    this.armed++;
    setImmediate(this.slot);
  }

  /** One armed immediate: serves the next request round-robin within the turn's budget, or waits a turn. */
  private readonly slot = (): void => {
    const t = this.now();
    const first = this.batchLeft === 0;
    if (first) {
      // The first slot of this check phase: the slots armed before it started are this batch.
      this.batchLeft = this.armed;
      this.armed = 0;
      this.batchStart = t;
      this.batchCpu = cpuMs();
    }
    this.batchLeft--;
    if (!first && t - this.batchStart >= this.budgetMs && cpuMs() - this.batchCpu >= this.budgetMs) return this.arm();
    const w = this.next();
    w.serve(w.req, w.res);
  };

  /** The first key's oldest request; the key goes to the back while it has more. */
  private next(): Waiting {
    const [key, mine] = this.queues.entries().next().value as [string, Waiting[]];
    const w = mine.shift()!;
    this.queues.delete(key);
    if (mine.length) this.queues.set(key, mine);
    this.counts.waiting--;
    return w;
  }
}

/** The process's CPU time, user and system (ms). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
