import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import { createServer } from "node:net";
import { join } from "node:path";

export const ROOT = join(__dirname, "..", "..");
/** Node with the bench's TypeScript loader: `node -r bench/lib/register.js file.ts`. */
export const TS_NODE_ARGS = ["-r", join(ROOT, "bench", "lib", "register.js")];

/**
 * On two cores, a server and its load generator that float between CPUs give bimodal figures
 * (calls/s of the same server swung 13k–34k between runs here). Pinned with taskset, the server
 * to CPU 1 and the load generator to CPU 0, runs repeat within a few percent. Without taskset
 * (or with fewer than two CPUs) nothing is pinned. On a machine shared with other work, a pinned
 * server waits for its one CPU while the other is free: MCPFORGE_BENCH_PIN=0 turns pinning off.
 */
export const PIN = existsSync("/usr/bin/taskset") && cpus().length >= 2 && process.env.MCPFORGE_BENCH_PIN !== "0";
export const SERVER_CPU = "1";
export const LOAD_CPU = "0";

/** `[command, args]` that runs node with `args`, pinned to `cpu` when pinning is on. */
export function nodeCommand(args: string[], cpu?: string): [string, string[]] {
  return PIN && cpu !== undefined ? ["/usr/bin/taskset", ["-c", cpu, process.execPath, ...args]] : [process.execPath, args];
}

const CLOCK_TICKS_PER_SECOND = 100; // Linux USER_HZ; /proc reports CPU time in these ticks

/** CPU time (user + system, all threads) a process has used so far, in ms; from /proc. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may contain spaces; fields after it are space-separated.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Resident set size of a process, in bytes; from /proc. */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const m = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!m) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(m[1]) * 1024;
}

export interface ServerProcess {
  name: string;
  pid: number;
  port: number;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Spawns `node [nodeArgs] script`, waits for `listening <port>` on its stdout, and returns it.
 * Output beyond that line is discarded; stderr is kept for the error message if it dies.
 */
export function startServer(opts: { name: string; script: string; nodeArgs?: string[]; env?: Record<string, string>; path?: string; timeoutMs?: number; cpu?: string }): Promise<ServerProcess> {
  const [command, args] = nodeCommand([...(opts.nodeArgs ?? TS_NODE_ARGS), opts.script], opts.cpu);
  const child = spawn(command, args, {
    cwd: ROOT,
    // One load generator on one address measures the transport, not the per-client rate limit.
    env: { ...process.env, PORT: "0", MCPFORGE_RATE_LIMIT_RPS: "0", ...opts.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${opts.name}: no "listening" line within ${opts.timeoutMs ?? 20_000} ms`)), opts.timeoutMs ?? 20_000);
    let out = "";
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${err.message}\n${stderr}`));
    };
    child.once("exit", (code) => fail(new Error(`${opts.name} exited with code ${code} before listening`)));
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening (\d+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.removeAllListeners("exit");
      child.stdout!.removeAllListeners("data");
      child.stdout!.resume();
      const port = Number(m[1]);
      resolve({ name: opts.name, pid: child.pid!, port, url: `http://127.0.0.1:${port}${opts.path ?? "/mcp"}`, child, stop: () => stopChild(child) });
    });
  });
}

/** SIGTERM, then SIGKILL after 3 s; resolves when the process is gone. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 3_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** A port that was free a moment ago, for servers that cannot report the port 0 picked. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}
