// The conformance fixture's task tools over HTTP with the runtime's task table (no Node 22 needed):
// what the tasks-* scenarios check, asserted here for every run of the project's tests.
import { messagesOf, postModern } from "../helpers/modern";
import { taskRequest, TASKS } from "../runtime/tasks-helpers";
import { eventually } from "../storage/databases";
import { useFixtureHost } from "./fixture/host";

const endpoint = useFixtureHost();

const call = async (name: string, args: Record<string, unknown>, meta: Record<string, unknown> = TASKS) => messagesOf(await postModern(endpoint(), "tools/call", { name, arguments: args }, { meta }))[0];
const settled = (taskId: string) =>
  eventually(`task ${taskId} to settle`, async () => {
    const t = (await taskRequest(endpoint(), "tasks/get", taskId)).result;
    return ["completed", "failed", "cancelled"].includes(t.status) ? t : undefined;
  });

test("greet answers synchronously, with the greeting as its text block", async () => {
  const r = (await call("greet", { name: "World" })).result;
  expect(r).toMatchObject({ resultType: "complete", content: [{ type: "text", text: "Hello, World!" }] });
  expect(r.taskId).toBeUndefined();
});

test("a crashed handler is a failed task with a JSON-RPC error; a tool error is completed with isError", async () => {
  const crash = (await call("protocol_error_job", {})).result;
  expect(crash).toMatchObject({ resultType: "task", status: "working" });
  const failed = await settled(crash.taskId);
  expect(failed).toMatchObject({ status: "failed", error: { code: -32603, message: "Internal error" } });
  expect(failed.result).toBeUndefined();
  const job = (await call("failing_job", {})).result;
  const done = await settled(job.taskId);
  expect(done).toMatchObject({ status: "completed", result: { isError: true, _meta: { "dev.mcpforge/error": { code: "job_failed" } } } });
});

test("tasks/cancel stops slow_compute where it waits: the task ends cancelled, not completed", async () => {
  const created = (await call("slow_compute", { seconds: 600, label: "cancel-me" })).result;
  expect((await taskRequest(endpoint(), "tasks/cancel", created.taskId)).result).toMatchObject({ resultType: "complete" });
  expect(await settled(created.taskId)).toMatchObject({ status: "cancelled" });
});

test("without the extension: task tools run synchronously and tasks/* answer -32021 naming it", async () => {
  const r = (await call("slow_compute", { seconds: 0, label: "sync" }, {})).result;
  expect(r).toMatchObject({ resultType: "complete", content: [{ type: "text", text: "Computed sync after 0 s" }] });
  const refused = await taskRequest(endpoint(), "tasks/get", "gate-test", {}, {});
  expect(refused.error).toMatchObject({ code: -32021, data: { requiredCapabilities: { extensions: { "io.modelcontextprotocol/tasks": {} } } } });
});
