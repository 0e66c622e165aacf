// The soak's health monitor (issue 30), a process of its own as a real monitor is: it measures
// the host, not the load generator's event loop (the 50 clients and the hostile tenant run in the
// soak's process, and a probe timed there counted that process's own delays). Every INTERVAL ms
// it sends GET /healthz over a fresh connection and prints "<epoch ms> <latency ms>" (or
// "<epoch ms> fail") to stdout. Usage: node healthz-monitor.cjs <base url> [interval ms].
const { request } = require("node:http");
const { monitorEventLoopDelay } = require("node:perf_hooks");
const [url, interval = "50"] = process.argv.slice(2);
const own = monitorEventLoopDelay({ resolution: 5 });
own.enable();
function probe() {
  const started = performance.now();
  let connected = NaN;
  const done = (ok) => {
    process.stdout.write(`${Date.now()} ${ok ? (performance.now() - started).toFixed(3) : "fail"} ${(connected - started).toFixed(3)} ${(own.max / 1e6).toFixed(1)}\n`);
    own.reset();
    setTimeout(probe, Number(interval));
  };
  const req = request(`${url}/healthz`, { agent: false }, (res) => {
    res.resume();
    res.on("end", () => done(res.statusCode === 200));
  });
  req.on("socket", (socket) => socket.once("connect", () => (connected = performance.now())));
  req.on("error", () => done(false));
  req.end();
}
probe();
