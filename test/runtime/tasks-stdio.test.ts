// The tasks extension over stdio (one child process serving the scripted webhooks handlers from
// dist/): the same modern core as HTTP, task rows in the child's own SQLite file.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { tempDataEnv } from "../helpers/data";
import { modernBody } from "../helpers/modern";
import { eventually } from "../storage/databases";
import { stopChild, TASKS } from "./tasks-helpers";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BUCKET } = require("../helpers/scripted-handlers.js");

const data = tempDataEnv();
let child: ChildProcessWithoutNullStreams;
const replies = new Map<string | number, Record<string, any>>();
const waiters: (() => void)[] = [];

beforeAll(() => {
  child = spawn(process.execPath, [join(__dirname, "..", "helpers", "stdio-scripted-server.js")], { env: { ...process.env, ...data.env } });
  createInterface({ input: child.stdout }).on("line", (line) => {
    const m = JSON.parse(line);
    if (m.id !== undefined) replies.set(m.id, m);
    for (const w of waiters.splice(0)) w();
  });
});
afterAll(async () => {
  await stopChild(child);
  data.cleanup();
});

let next = 0;
function request(method: string, params: Record<string, unknown>, meta: Record<string, unknown> = TASKS): Promise<Record<string, any>> {
  const id = `t${++next}`;
  child.stdin.write(modernBody(id, method, params, meta) + "\n");
  return new Promise((resolve) => {
    const check = () => (replies.has(id) ? resolve(replies.get(id)!) : void waiters.push(check));
    check();
  });
}

test("tools/call of a task tool answers a task; tasks/get reaches completed with the result", async () => {
  const created = (await request("tools/call", { name: "wait_for_webhook", arguments: { bucket_id: BUCKET } })).result;
  expect(created).toMatchObject({ resultType: "task", status: "working" });
  const done = await eventually("the task to complete", async () => {
    const t = (await request("tasks/get", { taskId: created.taskId })).result;
    return t.status === "completed" ? t : undefined;
  });
  expect(done.result).toMatchObject({ structuredContent: { received: false, webhook: null } });
});

test("without the extension declared, tasks/* are refused with -32021 naming it; the call itself is synchronous", async () => {
  const sync = (await request("tools/call", { name: "wait_for_webhook", arguments: { bucket_id: BUCKET } }, {})).result;
  expect(sync).toMatchObject({ resultType: "complete", structuredContent: { received: false } });
  const required = { requiredCapabilities: { extensions: { "io.modelcontextprotocol/tasks": {} } } };
  for (const [method, params] of [["tasks/get", { taskId: "nope" }], ["tasks/cancel", { taskId: "nope" }], ["tasks/update", { taskId: "nope", inputResponses: {} }]] as const) {
    expect((await request(method, params, {})).error).toMatchObject({ code: -32021, data: required });
  }
  // With the extension, the same unknown id is -32602: the refusal above is the capability, not the id.
  expect((await request("tasks/get", { taskId: "nope" })).error).toMatchObject({ code: -32602 });
});
