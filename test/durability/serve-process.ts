import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { repoRoot, requireBuild } from "../storage/processes";

/**
 * A real `node bin/mcpforge.js serve …` process (the built dist), as an operator runs it: the
 * crash-safety suite SIGKILLs it, the scale-out suite runs three behind nginx.
 */
export interface ServeProcess {
  /** `http://127.0.0.1:PORT` */
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything it wrote to stderr (last 20 KB), for failure messages. */
  stderr(): string;
  /** SIGKILL: no shutdown code runs. Resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful shutdown); SIGKILL if it has not exited after 10 s. */
  stop(): Promise<void>;
}

export async function startServe(opts: { slugs: string[]; env: Record<string, string>; port?: number; /** default 30 s; `serve --all` on a loaded machine needs more */ startTimeoutMs?: number }): Promise<ServeProcess> {
  requireBuild();
  const args = [join(repoRoot, "bin", "mcpforge.js"), "serve", ...opts.slugs, "--port", String(opts.port ?? 0)];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: "warn", ...opts.env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const limit = opts.startTimeoutMs ?? 30_000;
    const timer = setTimeout(() => reject(new Error(`serve ${opts.slugs.join(" ")} did not start within ${limit / 1000} s:\n${stderr}`)), limit);
    child.stderr!.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-20_000);
      const m = /\s(http:\/\/127\.0\.0\.1:\d+)\/[a-z]+\/mcp/.exec(stderr);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`serve exited (${code ?? signal}) before listening:\n${stderr}`));
    });
  });
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(sig);
    await exited;
  };
  return {
    url,
    port: Number(new URL(url).port),
    pid: child.pid!,
    child,
    stderr: () => stderr,
    kill9: () => signal("SIGKILL"),
    async stop() {
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await signal("SIGTERM");
      clearTimeout(timer);
    },
  };
}

/** A deterministic pseudo-random sequence (mulberry32): a failing run is replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
