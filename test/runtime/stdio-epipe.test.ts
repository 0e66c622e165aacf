import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { tempDataEnv } from "../helpers/data";
import { rpc } from "../helpers/scripted-host";

// Issue 10 follow-up: over stdio, a reply written after the client closed its end of stdout
// raised EPIPE as an unhandled 'error' event: the process crashed (exit 1, a stack trace). Now
// the service is closed and the process exits 0. Real child processes, real pipes.

function exitOf(child: ChildProcessWithoutNullStreams): Promise<{ code: number | null; signal: string | null; stderr: string }> {
  let stderr = "";
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, stderr })));
}

test("the scripted stdio server: a reply to a reader that went away ends the process cleanly", async () => {
  const child = spawn(process.execPath, [join(__dirname, "..", "helpers", "stdio-scripted-server.js")], { env: { ...process.env, LOG_LEVEL: "warn" } });
  const exited = exitOf(child);
  child.stdout.destroy();
  child.stdin.write(rpc(1, "ping") + "\n");
  const { code, signal, stderr } = await exited;
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  expect(stderr).toContain("stdout closed by the client");
  expect(stderr).not.toContain("Unhandled 'error'");
});

test("`mcpforge serve webhooks --stdio` on SQLite: served, then the reader goes away: exit 0, stdin still open", async () => {
  const data = tempDataEnv();
  try {
    const bin = join(__dirname, "..", "..", "bin", "mcpforge.js");
    const child = spawn(process.execPath, [bin, "serve", "webhooks", "--stdio"], { env: { ...process.env, ...data.env, LOG_LEVEL: "warn" } });
    const exited = exitOf(child);
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    child.stdin.write(rpc("first", "ping") + "\n");
    expect(JSON.parse((await lines.next()).value)).toEqual({ jsonrpc: "2.0", id: "first", result: {} });
    child.stdout.destroy();
    child.stdin.write(rpc("second", "ping") + "\n");
    const { code, signal, stderr } = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(stderr).not.toContain("EPIPE\n    at");
  } finally {
    data.cleanup();
  }
});
