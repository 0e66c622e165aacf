// Tasks live in the storage layer: a task started by one server process is read and cancelled
// through another on the same PostgreSQL database, and its result outlives a restart. The other
// process is `mcpforge serve webhooks` (the built code: `npm run build` first, as npm test does).
import { createTestDatabase, eventually, type TestDatabase } from "../storage/databases";
import { newBucket, send, startWebhooks, type WebhooksHarness } from "../webhooks/harness";
import { serveWebhooks as serve, startWait, taskRequest, type Server } from "./tasks-helpers";

const pg = Boolean(process.env.MCPFORGE_TEST_PG_URL) || process.env.CI === "true";

(pg ? describe : describe.skip)("tasks across server processes on one PostgreSQL database", () => {
  let database: TestDatabase;
  let a: WebhooksHarness;
  let b: Server | undefined;
  const aUrl = () => `${a.host.url}/webhooks/mcp`;
  const env = () => ({ ...database.env, MCPFORGE_MAX_RUNNING_TASKS: "1" });

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    a = await startWebhooks(database);
  });
  afterAll(async () => {
    await b?.stop();
    await a?.close();
    await database?.drop();
  });

  test("started on B, read on A; completed on B; the result survives B's restart", async () => {
    b = await serve(env());
    const bucket = await newBucket(a);
    const { taskId } = (await startWait(b.url, bucket.id)).result;
    expect((await taskRequest(aUrl(), "tasks/get", taskId)).result).toMatchObject({ taskId, status: "working" });
    await send(bucket.url, { body: "across" });
    const done = await eventually("A to see the task completed", async () => {
      const t = (await taskRequest(aUrl(), "tasks/get", taskId)).result;
      return t.status === "completed" ? t : undefined;
    });
    expect(done.result.structuredContent).toMatchObject({ received: true });
    await b.stop();
    b = await serve(env());
    expect((await taskRequest(b.url, "tasks/get", taskId)).result).toMatchObject({ taskId, status: "completed", result: { structuredContent: { received: true } } });
  });

  test("cancelled through A, the wait running on B stops (NOTIFY), and the task stays cancelled", async () => {
    b ??= await serve(env());
    const [bucket, other] = [await newBucket(a), await newBucket(a)];
    const { taskId } = (await startWait(b.url, bucket.id)).result;
    // B runs one task at a time (MCPFORGE_MAX_RUNNING_TASKS=1): while the wait holds it, another call is answered synchronously.
    expect((await startWait(b.url, other.id, 0)).result.resultType).toBe("complete");
    expect((await taskRequest(aUrl(), "tasks/cancel", taskId)).result).toMatchObject({ resultType: "complete" });
    // Only the abort on B frees its slot before wait_seconds (25 s) run out.
    await eventually("B's wait to stop", async () => (await startWait(b!.url, other.id, 0)).result.resultType === "task" || undefined);
    await send(bucket.url, { body: "after the cancel" });
    expect((await taskRequest(b.url, "tasks/get", taskId)).result).toMatchObject({ status: "cancelled" });
  });

  test("a task still running when its process stops is failed at once, with a message saying so", async () => {
    b ??= await serve(env());
    const bucket = await newBucket(a);
    const { taskId } = (await startWait(b.url, bucket.id)).result;
    await b.stop();
    b = undefined;
    const t = (await taskRequest(aUrl(), "tasks/get", taskId)).result;
    expect(t).toMatchObject({ status: "failed", statusMessage: expect.stringContaining("stopped"), error: { code: -32603 } });
  });
});
