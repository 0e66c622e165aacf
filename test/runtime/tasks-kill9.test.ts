// Issue 30 item 6: a task acknowledged to a client is never left `working` by a process that was
// killed. B (`mcpforge serve webhooks`, the built code) acknowledges a task and is killed with
// SIGKILL (no shutdown hook runs); A, another process on the same database, fails it at once.
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { newBucket, startWebhooks, type WebhooksHarness } from "../webhooks/harness";
import { serveWebhooks, startWait, taskRequest, type Server } from "./tasks-helpers";

describeEachDatabase("tasks of a killed process", (kind) => {
  let database: TestDatabase;
  let a: WebhooksHarness;
  let b: Server | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    a = await startWebhooks(database);
  });
  afterAll(async () => {
    await b?.stop();
    await a?.close();
    await database?.drop();
  });

  test("are failed at once, with the reason, by the next process that reads them", async () => {
    b = await serveWebhooks(database.env);
    const bucket = await newBucket(a);
    const { taskId } = (await startWait(b.url, bucket.id)).result;
    const aUrl = `${a.host.url}/webhooks/mcp`;
    expect((await taskRequest(aUrl, "tasks/get", taskId)).result).toMatchObject({ taskId, status: "working" });
    const exited = new Promise((resolve) => b!.child.once("exit", resolve));
    b.child.kill("SIGKILL");
    await exited;
    b = undefined;
    const t = (await taskRequest(aUrl, "tasks/get", taskId)).result;
    expect(t).toMatchObject({ status: "failed", statusMessage: expect.stringContaining("stopped (crash or restart)"), error: { code: -32603 } });
  });
});
