// Tasks extension (io.modelcontextprotocol/tasks) on the real webhooks service: wait_for_webhook,
// declared `task` in spec/webhooks.json, runs as a task for a 2026-07-28 client declaring the
// extension; tasks/get, tasks/cancel, tasks/update and subscriptions/listen over raw HTTP (the SDK v2
// client does not speak the extension).
import { ManualClock } from "../../generator/runtime";
import { captureTopic } from "../../handlers/webhooks/store";
import { postRaw } from "../helpers/http";
import { messagesOf, modernBody, modernHeaders, postModern } from "../helpers/modern";
import { describeEachDatabase, eventually } from "../storage/databases";
import { newBucket, send } from "../webhooks/harness";
import { startWait, taskRequest, TASKS, useWebhooks } from "./tasks-helpers";

describeEachDatabase("wait_for_webhook as a task", (kind) => {
  const harness = useWebhooks(kind, { env: { WEBHOOKS_WAIT_POLL_MS: "100" } });
  const url = () => `${harness().host.url}/webhooks/mcp`;

  test("server/discover advertises the extension", async () => {
    const r = messagesOf(await postModern(url(), "server/discover"))[0].result;
    expect(r.capabilities.extensions).toEqual({ "io.modelcontextprotocol/tasks": {} });
  });

  test("CreateTaskResult at once; tasks/get polls working, then completed with the CallToolResult", async () => {
    const b = await newBucket(harness());
    const created = (await startWait(url(), b.id)).result;
    expect(created).toMatchObject({ resultType: "task", status: "working", ttlMs: 600000, pollIntervalMs: 1000 });
    expect(created.taskId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await taskRequest(url(), "tasks/get", created.taskId)).result).toMatchObject({ resultType: "complete", taskId: created.taskId, status: "working" });
    await send(b.url, { body: "hello" });
    const done = await eventually("the task to complete", async () => {
      const t = (await taskRequest(url(), "tasks/get", created.taskId)).result;
      return t.status === "completed" ? t : undefined;
    });
    expect(done.result).toMatchObject({ structuredContent: { received: true } });
    expect(done.result.isError).toBeUndefined();
  });

  test("a client without the extension, or invalid arguments, get the ordinary synchronous answer", async () => {
    const b = await newBucket(harness());
    expect((await startWait(url(), b.id, 0, {})).result).toMatchObject({ resultType: "complete", structuredContent: { received: false } });
    const invalid = messagesOf(await postModern(url(), "tools/call", { name: "wait_for_webhook", arguments: { bucket_id: b.id, wait_seconds: 99 } }, { meta: TASKS }))[0].result;
    expect(invalid).toMatchObject({ resultType: "complete", isError: true, _meta: { "dev.mcpforge/error": { code: "invalid_arguments" } } });
  });

  test("tasks/cancel: acknowledged, the task is cancelled and stays so, the wait is stopped", async () => {
    const b = await newBucket(harness());
    const { taskId } = (await startWait(url(), b.id)).result;
    const topic = captureTopic(b.id);
    const waiting = () => harness().lease.storage.events.listenerCount(topic);
    await eventually("the wait to subscribe", () => waiting() > 0 || undefined);
    expect((await taskRequest(url(), "tasks/cancel", taskId)).result).toMatchObject({ resultType: "complete" });
    await eventually("the wait to stop", () => waiting() === 0 || undefined);
    await send(b.url, { body: "late" });
    expect((await taskRequest(url(), "tasks/get", taskId)).result).toMatchObject({ status: "cancelled", statusMessage: "Cancelled by the client." });
    expect((await taskRequest(url(), "tasks/update", taskId, { inputResponses: {} })).result).toMatchObject({ resultType: "complete" });
  });

  test("unknown task ids are refused -32602; a wrong Mcp-Name is a HeaderMismatch", async () => {
    for (const method of ["tasks/get", "tasks/cancel"]) {
      expect((await taskRequest(url(), method, "00000000-0000-0000-0000-000000000000")).error).toMatchObject({ code: -32602, message: expect.stringContaining("no task") });
    }
    const r = await postRaw(url(), { headers: { ...modernHeaders("tasks/get"), "mcp-name": "other" }, body: modernBody(1, "tasks/get", { taskId: "abc" }, TASKS) });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body).error.code).toBe(-32020);
  });

  test("subscriptions/listen: acknowledgement, then notifications/tasks up to the terminal state, then the result", async () => {
    const b = await newBucket(harness());
    const { taskId } = (await startWait(url(), b.id)).result;
    const stream = postModern(url(), "subscriptions/listen", { notifications: { taskIds: [taskId, "unknown-id"], toolsListChanged: true } }, { meta: TASKS });
    await eventually("the wait to subscribe", () => harness().lease.storage.events.listenerCount(captureTopic(b.id)) > 0 || undefined);
    await send(b.url, { body: "x" });
    const messages = messagesOf(await stream);
    expect(messages[0]).toMatchObject({ method: "notifications/subscriptions/acknowledged", params: { notifications: { taskIds: [taskId] }, _meta: { "io.modelcontextprotocol/subscriptionId": 1 } } });
    const statuses = messages.filter((m) => m.method === "notifications/tasks").map((m) => m.params.status);
    expect(statuses[statuses.length - 1]).toBe("completed");
    expect(messages[messages.length - 1]).toMatchObject({ id: 1, result: { resultType: "complete", _meta: { "io.modelcontextprotocol/subscriptionId": 1 } } });
  });

  test("subscriptions/listen for tasks without declaring the extension: -32021", async () => {
    const m = messagesOf(await postModern(url(), "subscriptions/listen", { notifications: { taskIds: ["x"] } }))[0];
    expect(m.error).toMatchObject({ code: -32021, data: { requiredCapabilities: { extensions: { "io.modelcontextprotocol/tasks": {} } } } });
  });
});

describe("a task still working past its TTL [sqlite]", () => {
  const clock = new ManualClock("2026-11-21T10:00:00Z");
  const harness = useWebhooks("sqlite", { clock });

  test("tasks/get reports it failed, saying why (its process may have stopped)", async () => {
    const h = harness();
    const url = `${h.host.url}/webhooks/mcp`;
    const b = await newBucket(h);
    const { taskId } = (await startWait(url, b.id)).result;
    clock.advance(600_001);
    const t = (await taskRequest(url, "tasks/get", taskId)).result;
    expect(t).toMatchObject({ status: "failed", statusMessage: expect.stringContaining("TTL of 600000 ms"), error: { code: -32603 } });
    // Terminal: the wait finishing later (or a cancel) changes nothing.
    expect((await taskRequest(url, "tasks/cancel", taskId)).result).toMatchObject({ resultType: "complete" });
    expect((await taskRequest(url, "tasks/get", taskId)).result.status).toBe("failed");
    // One TTL after its expiry it is deleted (checked when a task is created).
    clock.advance(600_000);
    await startWait(url, b.id, 0);
    await eventually("the expired task to be deleted", async () => ((await taskRequest(url, "tasks/get", taskId)).error?.code === -32602 ? true : undefined));
  });
});
