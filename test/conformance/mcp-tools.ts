import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

/**
 * The Node 22 binary and the MCP test tools (@modelcontextprotocol/conformance and
 * @modelcontextprotocol/inspector) that .ci/steps/20-node22.sh installs into .cache/. They are
 * not project dependencies: both need Node ≥ 22 and the project runs on Node 20.
 */
export const ROOT = join(__dirname, "..", "..");
export const NODE22 = process.env.MCPFORGE_NODE22 ?? "";
const TOOLS_DIR = process.env.MCPFORGE_MCP_TOOLS ?? join(ROOT, ".cache", "mcp-tools");
export const CONFORMANCE_BIN = join(TOOLS_DIR, "node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js");
export const INSPECTOR_BIN = join(TOOLS_DIR, "node_modules", "@modelcontextprotocol", "inspector", "clients", "launcher", "build", "index.js");

const missing = [
  !NODE22 && "MCPFORGE_NODE22 is not set",
  NODE22 && !existsSync(NODE22) && `MCPFORGE_NODE22=${NODE22} does not exist`,
  !existsSync(CONFORMANCE_BIN) && `${CONFORMANCE_BIN} is missing`,
  !existsSync(INSPECTOR_BIN) && `${INSPECTOR_BIN} is missing`,
].filter(Boolean) as string[];

const HOW = "run `npm run conformance`, or `source .ci/steps/20-node22.sh start` first (it installs Node 22 and the tools into .cache/)";

/**
 * `describe` when Node 22 and the tools are there. Otherwise: under CI=true one failing test
 * (CI must run these), locally a skipped suite whose name says how to run it.
 */
export function describeWithNode22(name: string, body: () => void): void {
  if (missing.length === 0) return describe(name, body);
  if (process.env.CI === "true") {
    describe(name, () => {
      test("Node 22 and the MCP test tools are installed (.ci/steps/20-node22.sh)", () => {
        throw new Error(`${missing.join("; ")}: .ci/steps/20-node22.sh must run before the tests in CI`);
      });
    });
    return;
  }
  console.warn(`skipped: ${name}: ${missing.join("; ")}; ${HOW}`);
  describe.skip(`${name} — skipped: ${missing.join("; ")}; ${HOW}`, body);
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command without blocking the event loop (the host under test lives in this process). */
export function run(command: string, args: string[], opts: { timeoutMs: number; env?: Record<string, string>; cwd?: string }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: opts.cwd ?? ROOT, env: { ...process.env, ...opts.env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${command} ${args.join(" ")} did not finish within ${opts.timeoutMs} ms\n${stdout.slice(-2000)}\n${stderr.slice(-2000)}`));
    }, opts.timeoutMs);
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
