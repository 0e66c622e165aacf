import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { messagesOf, postModern } from "../helpers/modern";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../storage/databases";
import { repoRoot, requireBuild } from "../storage/processes";
import { startWebhooks, type WebhooksHarness } from "../webhooks/harness";

export const TASKS = { "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } } };

/** A tools/call of wait_for_webhook as a client declaring the tasks extension sends it. */
export async function startWait(mcpUrl: string, bucketId: string, waitSeconds = 25, meta: Record<string, unknown> = TASKS) {
  return messagesOf(await postModern(mcpUrl, "tools/call", { name: "wait_for_webhook", arguments: { bucket_id: bucketId, wait_seconds: waitSeconds } }, { meta }))[0];
}

/** tasks/get, tasks/cancel or tasks/update, with the Mcp-Name header the extension asks for. */
export async function taskRequest(mcpUrl: string, method: string, taskId: string, extra: Record<string, unknown> = {}, meta: Record<string, unknown> = TASKS) {
  return messagesOf(await postModern(mcpUrl, method, { taskId, ...extra }, { meta, headers: { "mcp-name": taskId } }))[0];
}

/**
 * The real webhooks service on a fresh database for one describe block (created before its tests,
 * closed and dropped after them); the returned function gives the harness.
 */
export function useWebhooks(kind: DatabaseKind, opts: Parameters<typeof startWebhooks>[1] = {}): () => WebhooksHarness {
  let database: TestDatabase | undefined;
  let h: WebhooksHarness | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    h = await startWebhooks(database, opts);
  });
  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });
  return () => h!;
}

/** Ends a child process started for a suite and waits for its exit. */
export async function stopChild(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.stdin?.end();
  child.kill();
  await exited;
}

export interface Server {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** `mcpforge serve webhooks` on a free port; resolves once it prints its endpoint. */
export async function serveWebhooks(env: Record<string, string>): Promise<Server> {
  requireBuild();
  const child = spawn(process.execPath, [join(repoRoot, "bin", "mcpforge.js"), "serve", "webhooks", "--port", "0"], { cwd: repoRoot, env: { ...process.env, ...env, LOG_LEVEL: "warn" }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr!.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      const m = /webhooks\s+(http:\/\/127\.0\.0\.1:\d+\/webhooks\/mcp)/.exec(stderr);
      if (m) resolve(m[1]);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url, child, stop };
}
