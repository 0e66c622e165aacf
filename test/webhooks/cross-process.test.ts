import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { createTestDatabase, describeEachDatabase, eventually, type DatabaseKind, type TestDatabase } from "../storage/databases";
import { repoRoot, requireBuild } from "../storage/processes";
import { newBucket, send, startWebhooks, type WebhooksHarness } from "./harness";

/** A second server process on the same database: what `mcpforge serve webhooks` runs. */
async function startSecondServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  requireBuild();
  const child = spawn(process.execPath, [join(repoRoot, "bin", "mcpforge.js"), "serve", "webhooks", "--port", "0"], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`second server did not start: ${stderr}`)), 20_000);
    child.stderr!.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      const m = /webhooks\s+(http:\/\/127\.0\.0\.1:\d+)\/webhooks\/mcp/.exec(stderr);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`second server exited with ${code}: ${stderr}`));
    });
  });
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * On PostgreSQL the waiter's fallback poll is off, so only LISTEN/NOTIFY can wake it; on SQLite
 * events stay in their process and the fallback poll (here 200 ms) is what crosses processes.
 */
const pollFor = (kind: DatabaseKind) => (kind === "postgres" ? "600000" : "200");

describeEachDatabase("two server processes on one database", (kind) => {
  let database: TestDatabase;
  let h: WebhooksHarness;
  let second: Awaited<ReturnType<typeof startSecondServer>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    h = await startWebhooks(database, { env: { WEBHOOKS_WAIT_POLL_MS: pollFor(kind) } });
    second = await startSecondServer(database.env);
  });
  afterAll(async () => {
    await second?.stop();
    await h?.close();
    await database?.drop();
  });

  test("a waiter in one process is woken by a capture sent through the other", async () => {
    const b = await newBucket(h);
    const waiting = h.tool("wait_for_webhook", { bucket_id: b.id, wait_seconds: 20 });
    await eventually("the waiter to subscribe", () => h.lease.storage.events.listenerCount(`webhooks:${b.id}`) === 1);
    const reply = await send(`${second.url}/webhooks/in/${b.id}/via-second`, { body: "from the other process" });
    expect(reply.status).toBe(200);
    const r = await waiting;
    expect(r).toMatchObject({ received: true, webhook: { path: "/via-second", body: { content: "from the other process" } } });
  });

  test("a bucket created through one process is served by the other", async () => {
    const b = await newBucket(h);
    await h.tool("configure_webhook_response", { bucket_id: b.id, status: 418, content_type: "text/plain", body: "teapot" });
    const reply = await send(`${second.url}/webhooks/in/${b.id}`, { body: "x" });
    expect([reply.status, reply.text]).toEqual([418, "teapot"]);
    expect((await h.tool("get_webhook_bucket", { bucket_id: b.id })).capture_count).toBe(1);
  });
});
