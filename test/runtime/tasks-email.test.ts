// E-mail verify_domain, declared `task` in spec/email.json, runs as a task for a 2026-07-28 client
// declaring the extension: the DNS check runs in the background against the local DNS stand-in,
// and tasks/get returns what the synchronous call would have (the domain activated).
import { eventually } from "../storage/databases";
import { messagesOf, postModern } from "../helpers/modern";
import { useWorld } from "../email/harness";
import { taskRequest, TASKS } from "./tasks-helpers";

describe("verify_domain as a task [sqlite]", () => {
  const world = useWorld("sqlite");
  const DOMAIN = "task-mail.example";

  test("CreateTaskResult, then completed with the activated domain; the caller's API key travels with the task", async () => {
    const w = world();
    const url = `${w.h.host.url}/email/mcp`;
    const added = await w.me.tool("add_domain", { name: DOMAIN });
    w.dns.publish(added.records);
    w.h.clock.advance(61_000);
    const auth = { authorization: `Bearer ${w.apiKey}` };
    const created = messagesOf(await postModern(url, "tools/call", { name: "verify_domain", arguments: { name: DOMAIN } }, { meta: TASKS, headers: auth }))[0].result;
    expect(created).toMatchObject({ resultType: "task", status: "working", ttlMs: 600000 });
    const done = await eventually("verify_domain to finish", async () => {
      const t = (await taskRequest(url, "tasks/get", created.taskId)).result;
      return t.status === "completed" ? t : undefined;
    });
    expect(done.result.structuredContent).toMatchObject({ verified: true, activated: true, status: "active" });
    expect((await w.me.tool("list_domains", {})).domains.find((d: { name: string }) => d.name === DOMAIN)).toMatchObject({ status: "active" });
  });

  test("without the API key the task completes with the refusal the call would have returned", async () => {
    const w = world();
    const url = `${w.h.host.url}/email/mcp`;
    const created = messagesOf(await postModern(url, "tools/call", { name: "verify_domain", arguments: { name: DOMAIN } }, { meta: TASKS }))[0].result;
    const done = await eventually("the task to finish", async () => {
      const t = (await taskRequest(url, "tasks/get", created.taskId)).result;
      return t.status === "completed" ? t : undefined;
    });
    expect(done.result).toMatchObject({ isError: true, _meta: { "dev.mcpforge/error": { code: expect.any(String) } } });
  });
});
