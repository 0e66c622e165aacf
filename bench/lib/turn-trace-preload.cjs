// Names the served process's long event-loop turns under the soak (issue 30), turn-trace.ts's
// approach as a preload: `SOAK_SERVE_NODE_OPTIONS="--require bench/lib/turn-trace-preload.cjs"`
// with TURN_TRACE_FILE=<path> (TURN_TRACE_MS threshold, default 8; TURN_TRACE_SAMPLE_US, default
// 500). Starts on SIGUSR2 (the soak's measured phase), stops on SIGWINCH (after the settle) or
// after TURN_TRACE_SECONDS, and writes one JSON line per turn longer than the threshold: its
// length, the main thread's on-CPU and waiting time in it (/proc/thread-self/schedstat), the GC
// entries that fell in it, sampled self frames, the largest frame's stack, and sampled time per
// "owner": the innermost project frame of each sample (handlers/<service>/<file>, generator/
// runtime file, node_modules package), with GC and JSON named apart. Main thread only.
const file = process.env.TURN_TRACE_FILE;
delete process.env.TURN_TRACE_FILE;
const { isMainThread } = require("node:worker_threads");
if (file && isMainThread) {
  const fs = require("node:fs");
  const { Session } = require("node:inspector");
  const { PerformanceObserver } = require("node:perf_hooks");
  const thresholdUs = Number(process.env.TURN_TRACE_MS || 8) * 1000;
  const sampleUs = Number(process.env.TURN_TRACE_SAMPLE_US || 500);
  const maxSeconds = Number(process.env.TURN_TRACE_SECONDS || 0);
  const hrUs = () => Number(process.hrtime.bigint() / 1000n);
  const sched = () => {
    try {
      return fs.readFileSync("/proc/thread-self/schedstat", "utf8").split(" ").map(Number);
    } catch {
      return [0, 0];
    }
  };
  // perf_hooks.constants.NODE_PERFORMANCE_GC_*: MINOR 1, MAJOR 4, INCREMENTAL 8, WEAKCB 16.
  const GC_KINDS = { 1: "minor (scavenge)", 4: "major (mark-compact)", 8: "incremental marking", 16: "weak callbacks" };
  const session = new Session();
  session.connect();
  const post = (method, params) => new Promise((res, rej) => session.post(method, params || {}, (e, r) => (e ? rej(e) : res(r))));
  let state = "idle"; // idle -> tracing -> done
  let gaps = [];
  let gcs = [];
  let t0Us = 0;
  let last = 0;
  let lastSched = [0, 0];
  const offsetUs = () => hrUs() - performance.now() * 1000;
  const obs = new PerformanceObserver((list) => {
    const off = offsetUs();
    for (const e of list.getEntries())
      gcs.push({ startUs: off + e.startTime * 1000, ms: e.duration, kind: GC_KINDS[e.detail?.kind] || String(e.detail?.kind) });
  });
  const tick = () => {
    if (state !== "tracing") return;
    const now = hrUs();
    const s = sched();
    if (now - last > thresholdUs) gaps.push({ startUs: last, endUs: now, cpuMs: (s[0] - lastSched[0]) / 1e6, waitMs: (s[1] - lastSched[1]) / 1e6 });
    last = now;
    lastSched = s;
    setTimeout(tick, 1);
  };
  const short = (url) => url.replace(/^.*\/(handlers|generator|node_modules|bench|test|dist)\//, "$1/").replace(/^file:\/\//, "");
  const frameName = (n) => `${n.callFrame.functionName || "(anonymous)"} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  /** The sample's owner: its innermost handlers/ frame (with the package it was in, if any),
   * else generated/ or generator/ runtime file, else package; GC and JSON named apart. */
  const owner = (id, byId, parent) => {
    const self = byId.get(id).callFrame;
    if (self.functionName === "(garbage collector)") return "GC";
    const json = /^(stringify|parse)$/.test(self.functionName) && !self.url ? `JSON.${self.functionName} ` : "";
    let pkg = "";
    let runtime = "";
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const url = byId.get(at).callFrame.url;
      const m = url.match(/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
      if (m) pkg ||= m[1];
      const h = url.match(/\/(handlers\/.+?)(?:\.[cm]?[jt]s)?$/);
      if (h) return `${json}${h[1]}${pkg ? ` (${pkg})` : ""}`;
      const g = url.match(/\/(generated\/[^/]+|generator\/(?:dist\/)?runtime\/.+?)(?:\.[cm]?[jt]s)?$/);
      if (g) runtime ||= g[1];
    }
    const where = runtime ? `${runtime}${pkg ? ` (${pkg})` : ""}` : pkg;
    return where ? `${json}${where}` : json.trim() || `(${self.functionName || "anonymous"}${self.url ? " " + short(self.url) : ""})`;
  };
  const attribute = (profile) => {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
    let t = profile.startTime;
    const samples = profile.samples.map((id, i) => ({ id, at: (t += profile.timeDeltas[i]) }));
    let i = 0;
    return gaps.map((g) => {
      const self = new Map();
      const owners = new Map();
      while (i < samples.length && samples[i].at < g.startUs) i++;
      for (let j = i; j < samples.length && samples[j].at <= g.endUs; j++) {
        const s = samples[j];
        const ms = ((samples[j + 1]?.at ?? s.at) - s.at) / 1000;
        const name = frameName(byId.get(s.id));
        const e = self.get(name) || { ms: 0, id: s.id };
        e.ms += ms;
        self.set(name, e);
        const o = owner(s.id, byId, parent);
        owners.set(o, (owners.get(o) || 0) + ms);
      }
      const frames = [...self.entries()].sort((a, b) => b[1].ms - a[1].ms);
      const stack = [];
      for (let id = frames[0]?.[1].id; id !== undefined && stack.length < 14; id = parent.get(id)) stack.push(frameName(byId.get(id)));
      const r1 = (x) => Math.round(x * 10) / 10;
      return {
        atMs: r1((g.startUs - t0Us) / 1000),
        ms: r1((g.endUs - g.startUs) / 1000),
        cpuMs: r1(g.cpuMs),
        waitMs: r1(g.waitMs),
        gc: gcs.filter((c) => c.startUs < g.endUs && c.startUs + c.ms * 1000 > g.startUs).map((c) => ({ kind: c.kind, ms: r1(c.ms) })),
        owners: Object.fromEntries([...owners.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, r1(v)])),
        frames: frames.slice(0, 8).map(([k, v]) => [k, r1(v.ms)]),
        stack,
      };
    });
  };
  const start = async () => {
    if (state !== "idle") return;
    state = "tracing";
    await post("Profiler.enable");
    await post("Profiler.setSamplingInterval", { interval: sampleUs });
    await post("Profiler.start");
    obs.observe({ entryTypes: ["gc"] });
    gaps = [];
    gcs = [];
    t0Us = last = hrUs();
    lastSched = sched();
    setTimeout(tick, 1);
    if (maxSeconds) setTimeout(stop, maxSeconds * 1000).unref();
  };
  const stop = async () => {
    if (state !== "tracing") return;
    state = "done";
    const spanMs = (hrUs() - t0Us) / 1000;
    const { profile } = await post("Profiler.stop");
    obs.disconnect();
    const turns = attribute(profile);
    const head = { pid: process.pid, spanMs: Math.round(spanMs), thresholdMs: thresholdUs / 1000, sampleUs, turns: turns.length };
    fs.writeFileSync(file, [head, ...turns].map((x) => JSON.stringify(x)).join("\n") + "\n");
  };
  process.on("SIGUSR2", () => void start());
  // The soak sends SIGWINCH for its forced-GC diagnosis; stopping first keeps that GC out.
  process.prependListener("SIGWINCH", () => void stop());
  if (process.env.TURN_TRACE_AT_START) void start();
}
