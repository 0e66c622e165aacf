import { spawn } from "node:child_process";
import { join } from "node:path";
import { SMALL_GAMES_SAMPLE, tempDataEnv } from "../helpers/data";
import { postRaw } from "../helpers/http";

const BIN = join(__dirname, "..", "..", "bin", "mcpforge.js");

/** Resolves with the endpoint URL once `serve` prints it; rejects if the process exits first. */
function started(child: ReturnType<typeof spawn>, log: { text: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    child.stderr!.on("data", (c: Buffer) => {
      log.text += c.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+\/games\/mcp)/.exec(log.text);
      if (m) resolve(m[1]);
    });
    child.once("exit", (code) => reject(new Error(`serve exited with ${code} before listening: ${log.text}`)));
  });
}

test("Ctrl-C (SIGINT) on serve shuts down gracefully with exit code 0", async () => {
  const data = tempDataEnv();
  const child = spawn(process.execPath, [BIN, "serve", "games", "--port", "0"], { env: { ...process.env, ...data.env, LOG_LEVEL: "warn", ...SMALL_GAMES_SAMPLE }, stdio: ["ignore", "ignore", "pipe"] });
  const log = { text: "" };
  try {
    const url = await started(child, log);
    const list = await postRaw(url, { body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }), headers: { "mcp-protocol-version": "2025-06-18" } });
    expect(list.status).toBe(200);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    child.kill("SIGINT");
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(log.text.match(/SIGINT: shutting down/g)).toHaveLength(1);
    expect(log.text).not.toContain("shutdown failed");
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    data.cleanup();
  }
});
