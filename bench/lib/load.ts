import { spawn } from "node:child_process";
import { join } from "node:path";
import type { LoadOptions, LoadResult } from "./load-worker";
import { LOAD_CPU, nodeCommand, ROOT, TS_NODE_ARGS } from "./proc";

export type { LoadResult };

/** MCP streamable HTTP request headers, as an SDK client sends them. */
export const MCP_HEADERS: Record<string, string> = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
  "mcp-protocol-version": "2025-06-18",
};

/** Runs autocannon against `url` in a separate process and returns its figures. */
export function runLoad(opts: Partial<LoadOptions> & Pick<LoadOptions, "url" | "bodies">): Promise<LoadResult> {
  const full: LoadOptions = { connections: 10, durationS: 5, headers: MCP_HEADERS, ...opts };
  const [command, args] = nodeCommand([...TS_NODE_ARGS, join(ROOT, "bench", "lib", "load-worker.ts"), JSON.stringify(full)], LOAD_CPU);
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out.trim().split("\n").pop()!) as LoadResult);
      } catch {
        reject(new Error(`load generator printed no result: ${out.slice(-500)} ${err.slice(-500)}`));
      }
    });
  });
}
