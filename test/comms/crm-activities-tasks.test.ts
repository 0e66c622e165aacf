import { describeEachDatabase } from "../storage/databases";
import { PUBLIC_URL, useComms } from "./harness";

describeEachDatabase("comms: CRM activities and tasks; isolation and scopes over the sales tools", (kind) => {
  const c = useComms(kind);
  const org = c.org;

  test("activities and tasks: deal reference, status default and filter, unlinked when the deal goes", async () => {
    const p = await c.t.owner.tool("commsvc_crm_pipelines_create", { ...org(), name: "Sales", stages: ["Lead"] });
    const stage = (await c.t.owner.tool("commsvc_crm_stages_list", { ...org(), pipeline_id: p.pipeline_id })).stages[0];
    const deal = await c.t.owner.tool("commsvc_crm_deals_create", {
      ...org(),
      title: "Renewal",
      pipeline_id: p.pipeline_id,
      stage_id: stage.stage_id,
    });
    const call = await c.t.owner.tool("commsvc_crm_activities_create", {
      ...org(),
      note: "Called the buyer",
      activity_type: "call",
      deal_id: deal.deal_id,
    });
    expect(call).toMatchObject({
      note: "Called the buyer",
      activity_type: "call",
      deal_id: deal.deal_id,
      contact_id: null,
      company_id: null,
      url: `${PUBLIC_URL}/comms/crm/activities/${call.activity_id}`,
    });
    await c.t.owner.tool("commsvc_crm_activities_create", { ...org(), note: "Sent the deck", activity_type: "email" });
    expect(
      (await c.t.owner.refusal("commsvc_crm_activities_create", { ...org(), note: "x", deal_id: "dl_missing" }))
        .message,
    ).toContain("deal_id");
    const notes = async (args: Record<string, unknown>) =>
      (await c.t.owner.tool("commsvc_crm_activities_list", { ...org(), ...args })).activities.map((a: any) => a.note);
    expect(await notes({ deal_id: deal.deal_id })).toEqual(["Called the buyer"]);
    expect(await notes({ activity_type: "email" })).toEqual(["Sent the deck"]);
    expect(await notes({ q: "deck" })).toEqual(["Sent the deck"]);
    const updated = await c.t.owner.tool("commsvc_crm_activities_update", {
      ...org(),
      activity_id: call.activity_id,
      note: "Called twice",
    });
    expect(updated).toMatchObject({ note: "Called twice", activity_type: "call", deal_id: deal.deal_id });

    const task = await c.t.owner.tool("commsvc_crm_tasks_create", {
      ...org(),
      title: "Send contract",
      deal_id: deal.deal_id,
    });
    expect(task).toMatchObject({
      title: "Send contract",
      status: "open",
      deal_id: deal.deal_id,
      assignee_user_id: null,
    });
    await c.t.owner.tool("commsvc_crm_tasks_create", { ...org(), title: "Archive notes", status: "done" });
    const bad = await c.t.owner.refusal("commsvc_crm_tasks_update", {
      ...org(),
      task_id: task.task_id,
      status: "finished",
    });
    expect(bad.code).toBe("invalid_arguments");
    expect(JSON.stringify(bad.issues)).toContain("/status");
    const done = await c.t.owner.tool("commsvc_crm_tasks_update", { ...org(), task_id: task.task_id, status: "done" });
    expect(done).toMatchObject({ status: "done", title: "Send contract" });
    expect((await c.t.owner.tool("commsvc_crm_tasks_list", { ...org(), status: "done" })).tasks).toHaveLength(2);
    expect((await c.t.owner.tool("commsvc_crm_tasks_list", { ...org(), status: "open" })).tasks).toHaveLength(0);
    await c.t.owner.tool("commsvc_crm_deals_delete", { ...org(), deal_id: deal.deal_id });
    expect((await c.t.owner.tool("commsvc_crm_tasks_get", { ...org(), task_id: task.task_id })).deal_id).toBeNull();
    expect(
      (await c.t.owner.tool("commsvc_crm_activities_get", { ...org(), activity_id: call.activity_id })).deal_id,
    ).toBeNull();
  });

  test("tenant isolation and scopes over every sales tool", async () => {
    const b = await c.h.tenant("B");
    const bOrg = { organization_id: b.id };
    const bp = await b.owner.tool("commsvc_crm_pipelines_create", { ...bOrg, name: "B sales", stages: ["Lead"] });
    const bs = (await b.owner.tool("commsvc_crm_stages_list", { ...bOrg, pipeline_id: bp.pipeline_id })).stages[0];
    const bd = await b.owner.tool("commsvc_crm_deals_create", {
      ...bOrg,
      title: "B deal",
      pipeline_id: bp.pipeline_id,
      stage_id: bs.stage_id,
    });
    const ba = await b.owner.tool("commsvc_crm_activities_create", { ...bOrg, note: "B note", deal_id: bd.deal_id });
    const bt = await b.owner.tool("commsvc_crm_tasks_create", { ...bOrg, title: "B task", deal_id: bd.deal_id });
    const snapshot = async () =>
      Promise.all(
        (
          [
            "comms_crm_pipelines",
            "comms_crm_stages",
            "comms_crm_deals",
            "comms_crm_activities",
            "comms_crm_tasks",
          ] as const
        ).map((tb) => c.h.db.selectFrom(tb).selectAll().where("organization_id", "=", b.id).orderBy("seq").execute()),
      );
    const before = await snapshot();
    const ids: [string, Record<string, unknown>][] = [
      ["pipelines", { pipeline_id: bp.pipeline_id }],
      ["stages", { pipeline_id: bp.pipeline_id, stage_id: bs.stage_id }],
      ["deals", { deal_id: bd.deal_id }],
      ["activities", { activity_id: ba.activity_id }],
      ["tasks", { task_id: bt.task_id }],
    ];
    for (const [r, args] of ids) {
      for (const op of ["get", "update", "delete"]) {
        const name = `commsvc_crm_${r}_${op}`;
        for (const o of [org(), bOrg])
          expect([name, (await c.t.owner.refusal(name, { ...o, ...args })).code]).toEqual([name, "not_found"]);
      }
    }
    const mine = await c.t.owner.tool("commsvc_crm_pipelines_create", { ...org(), name: "Mine", stages: ["Lead"] });
    const cross = await c.t.owner.refusal("commsvc_crm_deals_create", {
      ...org(),
      title: "x",
      pipeline_id: mine.pipeline_id,
      stage_id: bs.stage_id,
    });
    expect([cross.code, cross.message.includes("stage_id")]).toEqual(["not_found", true]);
    expect(
      (await c.t.owner.refusal("commsvc_crm_tasks_create", { ...org(), title: "x", deal_id: bd.deal_id })).code,
    ).toBe("not_found");
    expect((await c.t.owner.refusal("commsvc_crm_stages_list", { ...org(), pipeline_id: bp.pipeline_id })).code).toBe(
      "not_found",
    );
    expect(await snapshot()).toEqual(before);
    const reader = await c.t.withScopes(["crm:read"]);
    for (const r of ["pipelines", "deals", "activities", "tasks"])
      expect(
        (
          await reader.refusal(`commsvc_crm_${r}_delete`, {
            ...org(),
            [`${r === "activities" ? "activity" : r.slice(0, -1)}_id`]: "x",
          })
        ).code,
      ).toBe("forbidden");
    const writer = await c.t.withScopes(["crm:write"]);
    expect((await writer.refusal("commsvc_crm_stages_list", { ...org(), pipeline_id: mine.pipeline_id })).code).toBe(
      "forbidden",
    );
  });
});
