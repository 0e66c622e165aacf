// Preloaded into the served process by the soak run (NODE_OPTIONS=--require): every 250 ms it
// writes the process's event-loop delay (p99 and max since start, ms) and RSS (now and peak,
// bytes) to SOAK_PROBE_FILE, so the figures survive a kill -9; SIGUSR2 starts them afresh. No
// effect without the variable.
const { monitorEventLoopDelay } = require("node:perf_hooks");
const { writeFileSync } = require("node:fs");
const file = process.env.SOAK_PROBE_FILE;
if (file) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  let peak = 0;
  const write = () => {
    const rss = process.memoryUsage().rss;
    peak = Math.max(peak, rss);
    const body = { pid: process.pid, eldP99Ms: h.percentile(99) / 1e6, eldMaxMs: h.max / 1e6, rss, peakRss: peak };
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
  setInterval(write, 250).unref();
  write();
}
