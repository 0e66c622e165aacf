import { spawn } from "node:child_process";
import { join } from "node:path";

const BIN = join(__dirname, "..", "..", "bin", "mcpforge.js");

/**
 * Starts `mcpforge serve <args>` on a temporary project (port 0) and resolves with the service's
 * MCP URL once the host prints it; `stop()` sends SIGTERM and waits for the exit.
 */
export async function serveProject(root: string, slug: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [BIN, "--root", root, "serve", ...args, "--port", "0"], { env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdio: ["ignore", "ignore", "pipe"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let log = "";
      child.stderr.on("data", (c: Buffer) => {
        log += c.toString();
        const m = new RegExp(`(http://127\\.0\\.0\\.1:\\d+/${slug}/mcp)`).exec(log);
        if (m) resolve(m[1]);
      });
      child.once("exit", (code) => reject(new Error(`serve exited with ${code}: ${log}`)));
    });
    return { url, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
