// Contact imports are declared `task` in spec/comms.json (issue 12: "long-running tools … later
// imports"): a 2026-07-28 client declaring the tasks extension gets a task for the preview and the
// confirm, whose tasks/get result is what the synchronous call answers; the caller's API key and
// organization travel with the task. 2025 callers keep the synchronous answer (imports.test.ts).
import { messagesOf, postModern } from "../../helpers/modern";
import { taskRequest, TASKS } from "../../runtime/tasks-helpers";
import { eventually } from "../../storage/databases";
import { useComms } from "../harness";

const CONSENT = { basis: "explicit", source: "signup form on acme.example/news", captured_at: "2026-03-01T12:00:00Z" };
const MAPPING = { email: "email", first_name: "first_name" };

describe("contact imports as tasks [sqlite]", () => {
  const c = useComms("sqlite");

  /** Starts `name` as a task and returns its completed result. */
  async function asTask(name: string, args: Record<string, unknown>) {
    const url = `${c.h.host.url}/comms/mcp`;
    const auth = { authorization: `Bearer ${c.t.secret}` };
    const created = messagesOf(await postModern(url, "tools/call", { name, arguments: args }, { meta: TASKS, headers: auth }))[0].result;
    expect(created).toMatchObject({ resultType: "task", status: "working", ttlMs: 600000 });
    const done = await eventually(`${name} to finish`, async () => {
      const t = (await taskRequest(url, "tasks/get", created.taskId, {}, TASKS)).result;
      return t.status === "completed" ? t : undefined;
    });
    return done.result as { isError?: boolean; structuredContent?: any };
  }

  test("preview and confirm run as tasks and answer what the calls answer; the contacts are imported once", async () => {
    const o = c.org();
    const lines = ["email,first_name", ...Array.from({ length: 500 }, (_, i) => `t${i}@example.com,Task ${i}`), "bad-address,Nope"];
    const preview = await asTask("commsvc_contact_import_preview", { ...o, ...CONSENT, mapping: MAPPING, csv: lines.join("\n") });
    expect(preview.isError).toBeFalsy();
    expect(preview.structuredContent).toMatchObject({ status: "previewed", rows_total: 501, rows_valid: 500, rows_with_errors: 1 });
    const importId = preview.structuredContent.import_id as string;
    expect(await c.t.owner.tool("commsvc_contact_import_get", { ...o, import_id: importId })).toMatchObject({ status: "previewed", rows_valid: 500 });
    const confirm = await asTask("commsvc_contact_import_confirm", { ...o, import_id: importId, idempotency_key: "task-import-1" });
    expect(confirm.structuredContent).toMatchObject({ status: "completed", import_id: importId });
    const replay = await c.t.owner.tool("commsvc_contact_import_confirm", { ...o, import_id: importId, idempotency_key: "task-import-1" });
    expect(replay).toEqual(confirm.structuredContent);
    const n = await c.h.db.selectFrom("comms_crm_contacts").select((eb) => eb.fn.countAll<number>().as("n")).where("organization_id", "=", c.t.id).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(500);
  });

  test("without the API key the task completes with the refusal the call would have returned, and nothing is stored", async () => {
    const url = `${c.h.host.url}/comms/mcp`;
    const created = messagesOf(await postModern(url, "tools/call", { name: "commsvc_contact_import_preview", arguments: { ...c.org(), ...CONSENT, mapping: MAPPING, csv: "email,first_name\na@example.com,A" } }, { meta: TASKS }))[0].result;
    const done = await eventually("the task to finish", async () => {
      const t = (await taskRequest(url, "tasks/get", created.taskId, {}, TASKS)).result;
      return t.status === "completed" ? t : undefined;
    });
    expect(done.result).toMatchObject({ isError: true, _meta: { "dev.mcpforge/error": { code: expect.any(String) } } });
    expect(await c.h.db.selectFrom("comms_contact_imports").selectAll().execute()).toEqual([]);
  });
});
