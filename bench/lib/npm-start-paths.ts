import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MCP_HEADERS } from "./load";
import { postRpc } from "./mcp-http";
import { freePort, nodeCommand, ROOT, SERVER_CPU, sleep, stopChild, type ServerProcess } from "./proc";

/**
 * What `npm start` users call, on both protocol eras: the three paths of issue 32 on the host that
 * `npm start` runs (`node bin/mcpforge.js serve --all`, every service, every default).
 */
export type Era = "2025" | "2026";
export type PathKey = "valid-read" | "invalid-arguments" | "business-error";

export interface CallPath {
  key: PathKey;
  label: string;
  slug: string;
  tool: string;
  args: Record<string, unknown>;
  /** What the answer must be, checked before any timing. */
  expect: { isError: false } | { isError: true; code: string };
}

export const PATHS: CallPath[] = [
  { key: "valid-read", label: "valid read (freight `list_languages`, in memory, output validated as by default)", slug: "freight", tool: "list_languages", args: {}, expect: { isError: false } },
  { key: "invalid-arguments", label: "invalid arguments (webhooks `get_webhook_bucket`, `bucket_id: 5`)", slug: "webhooks", tool: "get_webhook_bucket", args: { bucket_id: 5 }, expect: { isError: true, code: "invalid_arguments" } },
  {
    key: "business-error",
    label: "declared business error (webhooks `get_webhook_bucket` of a bucket that does not exist: `not_found`, one SQLite read)",
    slug: "webhooks",
    tool: "get_webhook_bucket",
    args: { bucket_id: "wh_aaaaaaaaaaaaaaaaaaaaaaaa" },
    expect: { isError: true, code: "not_found" },
  },
];
export const ERAS: Era[] = ["2025", "2026"];

/** The tools/call request of a path on an era: body and headers, as an SDK client sends them. */
export function callRequest(path: CallPath, era: Era): { body: string; headers: Record<string, string> } {
  if (era === "2025") {
    return { body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: path.tool, arguments: path.args } }), headers: MCP_HEADERS };
  }
  const meta = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} };
  const headers: Record<string, string> = { ...MCP_HEADERS, "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": path.tool };
  // webhooks declares bucket_id as x-mcp-header Bucket-Id: a 2026 client mirrors a string value
  if (typeof path.args.bucket_id === "string") headers["mcp-param-bucket-id"] = path.args.bucket_id;
  return { body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: path.tool, arguments: path.args, _meta: meta } }), headers };
}

/** The reply a path must get: checked on every server before timing; returns the JSON-RPC result. */
export async function checkedResult(url: string, path: CallPath, era: Era, who: string): Promise<Record<string, unknown>> {
  const { body, headers } = callRequest(path, era);
  const { status, message } = await postRpc(url, body, headers);
  const result = message?.result as { isError?: boolean; _meta?: Record<string, { code?: string }> } | undefined;
  const code = result?._meta?.["dev.mcpforge/error"]?.code;
  const ok = status === 200 && result && (path.expect.isError ? result.isError === true && code === path.expect.code : result.isError !== true);
  if (!ok) throw new Error(`${who}: ${path.key} on the ${era} era answered ${status} ${JSON.stringify(message).slice(0, 400)}`);
  return result as Record<string, unknown>;
}

/**
 * Starts what `npm start` runs, on a free port, with a fresh data directory; pinned like the other
 * servers. The one change on the MCP path: the per-address rate limit is off, since the load
 * generator is one address (500 calls/s would be a 429 benchmark). Off that path, e-mail's two SMTP
 * listeners take free ports instead of 2587 and 2525, so the bench also runs beside another
 * `npm start` on the same machine (the host refused to start when one held them).
 */
export async function startNpmStartHost(opts: { nodeArgs?: string[]; root?: string } = {}): Promise<ServerProcess> {
  const root = opts.root ?? ROOT; // another built checkout: bench/npm-start-pair.ts
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "mcpforge-npm-start-"));
  const [command, args] = nodeCommand([...(opts.nodeArgs ?? []), join(root, "bin", "mcpforge.js"), "serve", "--all"], SERVER_CPU);
  const child = spawn(command, args, { cwd: root, env: { EMAIL_SUBMISSION_SMTP: "127.0.0.1:0", EMAIL_INBOUND_SMTP: "127.0.0.1:0", ...process.env, PORT: String(port), MCPFORGE_RATE_LIMIT_RPS: "0", MCPFORGE_DATA_DIR: dataDir }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (up) return { name: "npm-start", pid: child.pid!, port, url: base, child, stop };
    await sleep(100); // readiness poll of a starting process, not a timing
  }
  await stop();
  throw new Error(`npm start host did not come up: ${stderr}`);
}
