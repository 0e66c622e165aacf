// Tasks that wait for client input (ext-tasks with MRTR): the fixture's confirm_delete and
// multi_input park in input_required and continue where they asked once tasks/update answers;
// test_tool_with_task asks by an MRTR round before its task exists (task askFirst); failing_job
// has task support "required". Over HTTP on SQLite, and across two server processes on PostgreSQL.
import { spawn, type ChildProcess } from "node:child_process";
import type { RunningHost } from "../../generator/runtime";
import { messagesOf, postModern } from "../helpers/modern";
import { taskRequest, TASKS } from "../runtime/tasks-helpers";
import { createTestDatabase, eventually, type TestDatabase } from "../storage/databases";
import { repoRoot } from "../storage/processes";
import { startFixtureHost, useFixtureHost } from "./fixture/host";

const ASKING = { "io.modelcontextprotocol/clientCapabilities": { elicitation: {}, extensions: { "io.modelcontextprotocol/tasks": {} } } };
const accept = (content: Record<string, unknown>) => ({ action: "accept", content });

const call = async (url: string, name: string, args: Record<string, unknown>, extra: Record<string, unknown> = {}, meta: Record<string, unknown> = ASKING) =>
  messagesOf(await postModern(url, "tools/call", { name, arguments: args, ...extra }, { meta }))[0];
const get = async (url: string, taskId: string) => (await taskRequest(url, "tasks/get", taskId, {}, ASKING)).result;
const update = async (url: string, taskId: string, inputResponses: Record<string, unknown>) => (await taskRequest(url, "tasks/update", taskId, { inputResponses }, ASKING)).result;
const inStatus = (url: string, taskId: string, status: string, keys = 1) =>
  eventually(`task ${taskId} to be ${status}`, async () => {
    const t = await get(url, taskId);
    return t.status === status && (status !== "input_required" || Object.keys(t.inputRequests ?? {}).length >= keys) ? t : undefined;
  });

describe("tasks waiting for input, one server process (SQLite)", () => {
  const endpoint = useFixtureHost();
  let url: string;
  beforeAll(() => (url = endpoint()));

  test("confirm_delete parks with its question, and tasks/update's answer completes it where it asked", async () => {
    const created = (await call(url, "confirm_delete", { filename: "a.txt" })).result;
    expect(created).toMatchObject({ resultType: "task", status: "working" });
    const parked = await inStatus(url, created.taskId, "input_required");
    expect(parked.inputRequests).toEqual({ confirm: { method: "elicitation/create", params: expect.objectContaining({ mode: "form", message: "Delete a.txt?" }) } });
    expect(await update(url, created.taskId, { confirm: accept({ confirm: true }), unrelated: accept({}) })).toEqual(expect.objectContaining({ resultType: "complete" }));
    const done = await inStatus(url, created.taskId, "completed");
    expect(done.result.content[0].text).toBe("Deleted a.txt (pretend: nothing was deleted)");
    expect(done.inputRequests).toBeUndefined();
  });

  test("a declined confirmation is an answer too: the task completes keeping the file", async () => {
    const created = (await call(url, "confirm_delete", { filename: "b.txt" })).result;
    await inStatus(url, created.taskId, "input_required");
    await update(url, created.taskId, { confirm: { action: "decline" } });
    expect((await inStatus(url, created.taskId, "completed")).result.content[0].text).toBe("Kept b.txt: the delete was not confirmed");
  });

  test("multi_input: two questions open at once; answering one keeps the other open; both complete it", async () => {
    const created = (await call(url, "multi_input", {})).result;
    const parked = await inStatus(url, created.taskId, "input_required", 2);
    expect(Object.keys(parked.inputRequests).sort()).toEqual(["confirm", "name"]);
    await update(url, created.taskId, { name: accept({ name: "Ada" }) });
    const half = await get(url, created.taskId);
    expect({ status: half.status, open: Object.keys(half.inputRequests) }).toEqual({ status: "input_required", open: ["confirm"] });
    await update(url, created.taskId, { confirm: accept({ confirm: true }) });
    expect((await inStatus(url, created.taskId, "completed")).result.content[0].text).toBe("name=Ada, confirm=true");
  });

  test("tasks/cancel while waiting for input ends the task cancelled; a later answer changes nothing", async () => {
    const created = (await call(url, "confirm_delete", { filename: "c.txt" })).result;
    await inStatus(url, created.taskId, "input_required");
    await taskRequest(url, "tasks/cancel", created.taskId, {}, ASKING);
    expect((await get(url, created.taskId)).status).toBe("cancelled");
    await update(url, created.taskId, { confirm: accept({ confirm: true }) });
    const after = await get(url, created.taskId);
    expect({ status: after.status, result: after.result }).toEqual({ status: "cancelled", result: undefined });
  });

  test("askFirst: the first round is an InputRequiredResult without a task; the answer starts the task", async () => {
    const round1 = (await call(url, "test_tool_with_task", {})).result;
    expect(round1).toMatchObject({ resultType: "input_required", inputRequests: { user_name: { method: "elicitation/create" } } });
    expect(round1.taskId).toBeUndefined();
    const round2 = (await call(url, "test_tool_with_task", {}, { requestState: round1.requestState, inputResponses: { user_name: accept({ name: "Alice" }) } })).result;
    expect(round2).toMatchObject({ resultType: "task", status: "working" });
    expect(round2.requestState).toBeUndefined();
    expect((await inStatus(url, round2.taskId, "completed")).result.content[0].text).toBe("Hello from the task, Alice!");
  });

  test("task support required: a 2026 client without the extension gets -32021; with it, a task", async () => {
    const refused = await call(url, "failing_job", {}, {}, {});
    expect(refused.error).toMatchObject({ code: -32021, data: { requiredCapabilities: { extensions: { "io.modelcontextprotocol/tasks": {} } } } });
    expect((await call(url, "failing_job", {}, {}, TASKS)).result).toMatchObject({ resultType: "task" });
  });

  test("without elicitation declared, a task that asks fails closed with the tool's declared refusal", async () => {
    const created = (await call(url, "confirm_delete", { filename: "d.txt" }, {}, TASKS)).result;
    const done = await inStatus(url, created.taskId, "completed");
    expect(done.result).toMatchObject({ isError: true, _meta: { "dev.mcpforge/error": { code: "confirmation_required" } } });
  });
});

const pg = Boolean(process.env.MCPFORGE_TEST_PG_URL) || process.env.CI === "true";

(pg ? describe : describe.skip)("tasks waiting for input across two server processes (PostgreSQL)", () => {
  let database: TestDatabase;
  let here: RunningHost;
  let child: ChildProcess;
  let there = "";

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    here = await startFixtureHost(database.env);
    child = spawn(process.execPath, ["-r", "./bench/lib/register.js", "test/conformance/fixture/serve.ts"], { cwd: repoRoot, env: { ...process.env, ...database.env, PORT: "0", LOG_LEVEL: "warn" }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    there = await new Promise<string>((resolve, reject) => {
      child.stderr!.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
        const m = /conformance fixture: (http:\S+)/.exec(stderr);
        if (m) resolve(m[1]);
      });
      child.once("exit", (code) => reject(new Error(`fixture exited with ${code}: ${stderr}`)));
    });
  }, 60_000);
  afterAll(async () => {
    if (child && child.exitCode === null) await new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM")));
    await here?.close();
    await database?.drop();
  });

  test("the task runs in the other process; tasks/update here wakes it there, and the result is read here", async () => {
    const hereUrl = `${here.url}/conformance/mcp`;
    const created = (await call(there, "multi_input", {})).result;
    await inStatus(hereUrl, created.taskId, "input_required", 2);
    await update(hereUrl, created.taskId, { name: accept({ name: "Grace" }), confirm: accept({ confirm: false }) });
    expect((await inStatus(hereUrl, created.taskId, "completed")).result.content[0].text).toBe("name=Grace, confirm=false");
  });
});
