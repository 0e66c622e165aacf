import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

/** Memory of this process at one instant (bytes). */
export interface Memory {
  rss: number;
  heap: number;
}

/** What one job did to the process: event-loop delay while it ran, memory before, at peak and after. */
export interface JobFigures {
  ms: number;
  loopP99: number;
  loopMax: number;
  before: Memory;
  peak: Memory;
  after: Memory;
}

const now = (): Memory => {
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
};

/** Memory once garbage is collected (run node with --expose-gc; without it, as it stands). */
async function settled(): Promise<Memory> {
  await sleep(250);
  global.gc?.();
  await sleep(50);
  global.gc?.();
  return now();
}

/**
 * Runs `job` once with the event-loop delay histogram on (10 ms resolution) and memory sampled
 * every 20 ms; memory before and after are taken after a forced GC, so "after" shows what the job
 * left behind rather than garbage not yet collected. A block lasting the whole job leaves the
 * histogram empty: its max is then the job's own duration (the loop got no turn at all).
 */
export async function measureJob(job: () => Promise<unknown>): Promise<JobFigures> {
  const before = await settled();
  const peak = { ...before };
  const sample = () => {
    const m = now();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heap);
  };
  const timer = setInterval(sample, 20);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const t = performance.now();
  try {
    await job();
  } finally {
    loop.disable();
    clearInterval(timer);
    sample();
  }
  const ms = performance.now() - t;
  const turns = loop.count > 0;
  return { ms, loopP99: turns ? loop.percentile(99) / 1e6 : ms, loopMax: turns ? loop.max / 1e6 : ms, before, peak, after: await settled() };
}
