import { readFileSync } from "node:fs";
import { Session } from "node:inspector";
import { PerformanceObserver } from "node:perf_hooks";

/**
 * Names the event loop's longest turns while a job runs (issue 30, item 1): a 1 ms timer finds
 * each turn longer than `thresholdMs`; the in-process CPU profiler (a sample every `sampleUs`)
 * says what ran in it, and the `gc` performance entries which collections fell in it. Times are
 * process.hrtime in microseconds, the profiler's clock on Linux (CLOCK_MONOTONIC). On a shared
 * machine a long turn may be the main thread waiting for a core: the thread's own scheduler
 * figures (/proc/thread-self/schedstat: time on a CPU, time runnable but waiting) tell the two apart.
 */
export interface Turn {
  startUs: number;
  /** When the turn began, from the start of the job. */
  atMs: number;
  ms: number;
  /** Of `ms`, the main thread's time on a CPU and its time runnable but waiting for one. */
  cpuMs: number;
  waitMs: number;
  /** Sampled milliseconds per self frame ("function file:line"), largest first. */
  frames: [string, number][];
  /** The largest frame's callers, innermost first. */
  stack: string[];
  gc: { kind: string; ms: number }[];
}

interface Node {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Gap {
  startUs: number;
  endUs: number;
  cpuMs: number;
  waitMs: number;
}
interface Profile {
  nodes: Node[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const hrUs = () => Number(process.hrtime.bigint() / 1000n);
/** The main thread's [on-CPU, waiting] nanoseconds so far (zeros where schedstat is missing). */
function sched(): [number, number] {
  try {
    const [run, wait] = readFileSync("/proc/thread-self/schedstat", "utf8").split(" ").map(Number);
    return [run, wait];
  } catch {
    return [0, 0];
  }
}
// perf_hooks.constants.NODE_PERFORMANCE_GC_*: MINOR 1, MAJOR 4, INCREMENTAL 8, WEAKCB 16.
const GC_KINDS: Record<number, string> = {
  1: "minor (scavenge)",
  4: "major (mark-compact)",
  8: "incremental marking",
  16: "weak callbacks",
};

const post = <T>(s: Session, method: string, params?: object) =>
  new Promise<T>((resolve, reject) => s.post(method, params ?? {}, (err, r) => (err ? reject(err) : resolve(r as T))));

function frameName(n: Node): string {
  const f = n.callFrame;
  const file = f.url.replace(/^.*\/(handlers|generator|node_modules|bench|test)\//, "$1/").replace(/^node:/, "");
  return `${f.functionName || "(anonymous)"} ${file}:${f.lineNumber + 1}`;
}

function attribute(
  t0Us: number,
  profile: Profile,
  gaps: Gap[],
  gcs: { startUs: number; ms: number; kind: string }[],
): Turn[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = profile.startTime;
  const samples = profile.samples.map((id, i) => ({ id, at: (t += profile.timeDeltas[i]) }));
  return gaps.map(({ startUs, endUs, cpuMs, waitMs }) => {
    const self = new Map<string, { ms: number; id: number }>();
    for (let i = 0; i < samples.length; i++) {
      const s = samples[i];
      if (s.at < startUs || s.at > endUs) continue;
      const next = samples[i + 1]?.at ?? s.at;
      const name = frameName(byId.get(s.id)!);
      const e = self.get(name) ?? { ms: 0, id: s.id };
      e.ms += (next - s.at) / 1000;
      self.set(name, e);
    }
    const frames = [...self.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const stack: string[] = [];
    for (let id: number | undefined = frames[0]?.[1].id; id !== undefined && stack.length < 12; id = parent.get(id))
      stack.push(frameName(byId.get(id)!));
    return {
      startUs,
      atMs: (startUs - t0Us) / 1000,
      ms: (endUs - startUs) / 1000,
      cpuMs,
      waitMs,
      frames: frames.slice(0, 8).map(([k, v]) => [k, Math.round(v.ms * 10) / 10]),
      stack,
      gc: gcs
        .filter((g) => g.startUs < endUs && g.startUs + g.ms * 1000 > startUs)
        .map((g) => ({ kind: g.kind, ms: Math.round(g.ms * 10) / 10 })),
    };
  });
}

/** Runs `job` traced; returns its turns longer than `thresholdMs`, longest first. */
export async function traceTurns(
  job: () => Promise<unknown>,
  opts: { thresholdMs?: number; sampleUs?: number } = {},
): Promise<Turn[]> {
  const thresholdUs = (opts.thresholdMs ?? 50) * 1000;
  const session = new Session();
  session.connect();
  await post(session, "Profiler.enable");
  await post(session, "Profiler.setSamplingInterval", { interval: opts.sampleUs ?? 500 });
  const offsetUs = hrUs() - performance.now() * 1000;
  const gcs: { startUs: number; ms: number; kind: string }[] = [];
  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0;
      gcs.push({ startUs: offsetUs + e.startTime * 1000, ms: e.duration, kind: GC_KINDS[kind] ?? String(kind) });
    }
  });
  obs.observe({ entryTypes: ["gc"] });
  const gaps: Gap[] = [];
  let last = 0;
  let lastSched = sched();
  let on = true;
  const tick = () => {
    const now = hrUs();
    const s = sched();
    if (now - last > thresholdUs)
      gaps.push({ startUs: last, endUs: now, cpuMs: (s[0] - lastSched[0]) / 1e6, waitMs: (s[1] - lastSched[1]) / 1e6 });
    last = now;
    lastSched = s;
    if (on) setTimeout(tick, 1);
  };
  await post(session, "Profiler.start");
  const t0Us = (last = hrUs());
  lastSched = sched();
  setTimeout(tick, 1);
  try {
    await job();
  } finally {
    on = false;
  }
  const { profile } = await post<{ profile: Profile }>(session, "Profiler.stop");
  obs.disconnect();
  session.disconnect();
  return attribute(t0Us, profile, gaps, gcs).sort((a, b) => b.ms - a.ms);
}
