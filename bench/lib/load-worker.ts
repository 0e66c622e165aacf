import autocannon from "autocannon";
import { percentileSorted } from "./stats";

/**
 * The load generator, run as its own process (bench/lib/load.ts spawns it) so that it never shares
 * an event loop with the server it measures. Takes its options as JSON in argv[2], prints one JSON
 * line with the result. Latency is kept per response in microseconds: autocannon's own histogram
 * has 1 ms resolution, too coarse for sub-millisecond calls.
 */
export interface LoadOptions {
  url: string;
  connections: number;
  durationS: number;
  headers: Record<string, string>;
  /** Request bodies, sent round-robin on each connection. */
  bodies: string[];
  /** Instead of `bodies`: requests with their own paths (on the url's host), round-robin. */
  requests?: { path: string; body: string }[];
}

export interface LoadResult {
  requests: number;
  durationS: number;
  rps: number;
  p50us: number;
  p99us: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const MAX_SAMPLES = 4_000_000;

async function main(): Promise<void> {
  const opts = JSON.parse(process.argv[2]) as LoadOptions;
  const latencies = new Float64Array(MAX_SAMPLES);
  let n = 0;
  const started = process.hrtime.bigint();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        connections: opts.connections,
        duration: opts.durationS,
        method: "POST",
        headers: opts.headers,
        requests: opts.requests ? opts.requests.map((r) => ({ method: "POST" as const, path: r.path, body: r.body })) : opts.bodies.map((body) => ({ method: "POST" as const, body })),
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
    instance.on("response", (_client, _status, _bytes, responseTimeMs) => {
      if (n < MAX_SAMPLES) latencies[n++] = responseTimeMs * 1000;
    });
  });
  const elapsedS = Number(process.hrtime.bigint() - started) / 1e9;
  const sorted = latencies.subarray(0, n).sort();
  const out: LoadResult = {
    requests: result.requests.total,
    durationS: elapsedS,
    rps: result.requests.total / result.duration,
    p50us: percentileSorted(sorted, 50),
    p99us: percentileSorted(sorted, 99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  process.stdout.write(JSON.stringify(out) + "\n");
}

void main();
