import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";

/** One /healthz probe of the monitor: when it ended (epoch ms) and its latency (ms), null when it failed. */
export interface Sample {
  at: number;
  ms: number | null;
  /** Of which the TCP handshake (the kernel's side: a long one is a full accept queue or a starved monitor). */
  connectMs: number;
  /** The monitor's own longest event-loop delay since its previous probe: a starved monitor shows here. */
  ownDelayMs: number;
}

/** The health monitor process (healthz-monitor.cjs): its samples as they come, and a stop. */
export interface Monitor {
  samples: Sample[];
  /** Resolves once `n` more samples have arrived. */
  next(n: number): Promise<void>;
  /** Latencies of the successful probes that ended within [from, to]. */
  between(from: number, to: number): number[];
  stop(): Promise<void>;
}

export function startMonitor(url: string, intervalMs = 50): Monitor {
  const child = spawn(process.execPath, [join(__dirname, "healthz-monitor.cjs"), url, String(intervalMs)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const samples: Sample[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  createInterface({ input: child.stdout! }).on("line", (line) => {
    const [at, ms, connectMs, ownDelayMs] = line.split(" ");
    samples.push({
      at: Number(at),
      ms: ms === "fail" ? null : Number(ms),
      connectMs: Number(connectMs),
      ownDelayMs: Number(ownDelayMs),
    });
    for (const w of waiters.splice(0)) (samples.length >= w.count ? w.resolve : () => waiters.push(w))();
  });
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      for (const w of waiters.splice(0)) w.resolve(); // no more samples will come
      resolve();
    }),
  );
  return {
    samples,
    next: (n) => new Promise<void>((resolve) => waiters.push({ count: samples.length + n, resolve })),
    between: (from, to) =>
      samples.filter((s) => s.ms !== null && s.at >= from && s.at <= to).map((s) => s.ms as number),
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
