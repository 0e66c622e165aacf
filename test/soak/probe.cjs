// Preloaded into the served process by the soak run (NODE_OPTIONS=--require): every 250 ms it
// writes the process's event-loop delay (p99 and max since start, ms), RSS (now and peak, bytes)
// and where the memory is (process.memoryUsage(), V8's heap spaces) to SOAK_PROBE_FILE, so the
// figures survive a kill -9; SIGUSR2 starts them afresh. No effect without the variable.
const { monitorEventLoopDelay } = require("node:perf_hooks");
const { writeFileSync } = require("node:fs");
const file = process.env.SOAK_PROBE_FILE;
// The main thread only, and only this process: NODE_OPTIONS reaches worker threads (SQLite's
// checkpoint worker) and child processes too, and their figures used to overwrite the main
// thread's (its event-loop delay then was the worker's, every other write).
delete process.env.SOAK_PROBE_FILE;
if (file && require("node:worker_threads").isMainThread) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  let peak = 0;
  const write = () => {
    const mem = process.memoryUsage();
    const rss = mem.rss;
    peak = Math.max(peak, rss);
    // Where RSS goes: V8's heap (used / reserved, by space), buffers outside it, the rest native.
    const spaces = Object.fromEntries(require("node:v8").getHeapSpaceStatistics().map((s) => [s.space_name, s.space_size]));
    const body = { pid: process.pid, eldP99Ms: h.percentile(99) / 1e6, eldMaxMs: h.max / 1e6, rss, peakRss: peak, mem, spaces, afterGc };
    try {
      writeFileSync(`${file}.tmp`, JSON.stringify(body));
      require("node:fs").renameSync(`${file}.tmp`, file);
    } catch {}
  };
  // SIGUSR2: the measured phase begins; start-up's delays and memory are not part of it.
  process.on("SIGUSR2", () => {
    h.reset();
    peak = 0;
  });
  // SIGWINCH (the soak's diagnosis, after its "after" figure is read): one full GC, then the
  // memory again as `afterGc`. It tells garbage V8 has not collected yet from what the host
  // holds; the host never does this by itself, so it is never the "after" figure.
  let afterGc = null;
  process.on("SIGWINCH", () => {
    require("node:v8").setFlagsFromString("--expose-gc");
    require("node:vm").runInNewContext("gc")();
    afterGc = process.memoryUsage();
    write();
  });
  setInterval(write, 250).unref();
  write();
}
