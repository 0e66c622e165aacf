import { describeEachDatabase } from "../storage/databases";
import { PUBLIC_URL, useComms } from "./harness";

describeEachDatabase("comms: CRM pipelines, stages, deals, activities and tasks", (kind) => {
  const c = useComms(kind);
  const org = c.org;
  const stagesOf = async (pipeline_id: string) =>
    (await c.t.owner.tool("commsvc_crm_stages_list", { ...org(), pipeline_id })).stages.map((s: any) => [
      s.name,
      s.position,
    ]);

  test("pipelines make their stages in order; stages stay densely ordered when created, moved and deleted", async () => {
    const p = await c.t.owner.tool("commsvc_crm_pipelines_create", {
      ...org(),
      name: "Sales",
      stages: ["Lead", "Won"],
    });
    expect(p).toMatchObject({
      name: "Sales",
      stages: ["Lead", "Won"],
      url: `${PUBLIC_URL}/comms/crm/pipelines/${p.pipeline_id}`,
    });
    const pid = p.pipeline_id;
    const mid = await c.t.owner.tool("commsvc_crm_stages_create", {
      ...org(),
      pipeline_id: pid,
      name: "Demo",
      position: 1,
      probability: 40,
    });
    expect(mid).toMatchObject({
      pipeline_id: pid,
      name: "Demo",
      position: 1,
      probability: 40,
      url: `${PUBLIC_URL}/comms/crm/pipelines/${pid}/stages/${mid.stage_id}`,
    });
    expect(await stagesOf(pid)).toEqual([
      ["Lead", 0],
      ["Demo", 1],
      ["Won", 2],
    ]);
    const last = await c.t.owner.tool("commsvc_crm_stages_create", { ...org(), pipeline_id: pid, name: "Lost" });
    expect(last.position).toBe(3);
    await c.t.owner.tool("commsvc_crm_stages_update", {
      ...org(),
      pipeline_id: pid,
      stage_id: last.stage_id,
      position: 0,
    });
    expect(await stagesOf(pid)).toEqual([
      ["Lost", 0],
      ["Lead", 1],
      ["Demo", 2],
      ["Won", 3],
    ]);
    const page = await c.t.owner.tool("commsvc_crm_stages_list", { ...org(), pipeline_id: pid, limit: 3 });
    const rest = await c.t.owner.tool("commsvc_crm_stages_list", {
      ...org(),
      pipeline_id: pid,
      limit: 3,
      cursor: page.next_cursor,
    });
    expect([...page.stages, ...rest.stages].map((s: any) => s.name)).toEqual(["Lost", "Lead", "Demo", "Won"]);
    await c.t.owner.tool("commsvc_crm_stages_delete", { ...org(), pipeline_id: pid, stage_id: mid.stage_id });
    expect(await stagesOf(pid)).toEqual([
      ["Lost", 0],
      ["Lead", 1],
      ["Won", 2],
    ]);
    expect((await c.t.owner.tool("commsvc_crm_pipelines_get", { ...org(), pipeline_id: pid })).stages).toEqual([
      "Lost",
      "Lead",
      "Won",
    ]);
    const dup = await c.t.owner.refusal("commsvc_crm_stages_create", { ...org(), pipeline_id: pid, name: "Lead" });
    expect(dup.code).toBe("already_exists");
    expect(dup.message).toContain("(name)");
    // A stage is addressed under its own pipeline only.
    const other = await c.t.owner.tool("commsvc_crm_pipelines_create", { ...org(), name: "Hiring" });
    const wrongParent = await c.t.owner.refusal("commsvc_crm_stages_get", {
      ...org(),
      pipeline_id: other.pipeline_id,
      stage_id: last.stage_id,
    });
    expect(wrongParent.code).toBe("not_found");
    expect(
      (await c.t.owner.refusal("commsvc_crm_stages_list", { ...org(), pipeline_id: "pl_missing" })).message,
    ).toContain("pipeline_id");
  });

  test("deals: stage must be in the pipeline, ISO 4217 currency, filters and q; stages and pipelines in use are kept", async () => {
    const sales = await c.t.owner.tool("commsvc_crm_pipelines_create", {
      ...org(),
      name: "Sales",
      stages: ["Lead", "Won"],
    });
    const hiring = await c.t.owner.tool("commsvc_crm_pipelines_create", {
      ...org(),
      name: "Hiring",
      stages: ["Applied"],
    });
    const [lead, won] = (await c.t.owner.tool("commsvc_crm_stages_list", { ...org(), pipeline_id: sales.pipeline_id }))
      .stages;
    const applied = (await c.t.owner.tool("commsvc_crm_stages_list", { ...org(), pipeline_id: hiring.pipeline_id }))
      .stages[0];
    const deal = await c.t.owner.tool("commsvc_crm_deals_create", {
      ...org(),
      title: "Big renewal",
      pipeline_id: sales.pipeline_id,
      stage_id: lead.stage_id,
      value_minor: 1250000,
      currency: "EUR",
    });
    expect(deal).toMatchObject({
      title: "Big renewal",
      status: "open",
      value_minor: 1250000,
      currency: "EUR",
      url: `${PUBLIC_URL}/comms/crm/deals/${deal.deal_id}`,
    });
    const mismatch = await c.t.owner.refusal("commsvc_crm_deals_create", {
      ...org(),
      title: "X",
      pipeline_id: sales.pipeline_id,
      stage_id: applied.stage_id,
    });
    expect(mismatch.code).toBe("stage_not_in_pipeline");
    expect(mismatch.message).toContain("stage_id");
    const badCurrency = await c.t.owner.refusal("commsvc_crm_deals_create", {
      ...org(),
      title: "X",
      pipeline_id: sales.pipeline_id,
      stage_id: lead.stage_id,
      currency: "ABC",
    });
    expect(badCurrency.code).toBe("invalid_arguments");
    expect(JSON.stringify(badCurrency.issues)).toContain("/currency");
    expect(
      (
        await c.t.owner.refusal("commsvc_crm_deals_update", {
          ...org(),
          deal_id: deal.deal_id,
          stage_id: applied.stage_id,
        })
      ).code,
    ).toBe("stage_not_in_pipeline");
    const moved = await c.t.owner.tool("commsvc_crm_deals_update", {
      ...org(),
      deal_id: deal.deal_id,
      stage_id: won.stage_id,
      status: "won",
    });
    expect(moved).toMatchObject({ stage_id: won.stage_id, status: "won", title: "Big renewal", value_minor: 1250000 });
    await c.t.owner.tool("commsvc_crm_deals_create", {
      ...org(),
      title: "Small pilot",
      pipeline_id: sales.pipeline_id,
      stage_id: lead.stage_id,
    });
    const titles = async (args: Record<string, unknown>) =>
      (await c.t.owner.tool("commsvc_crm_deals_list", { ...org(), ...args })).deals.map((d: any) => d.title);
    expect(await titles({ stage_id: won.stage_id })).toEqual(["Big renewal"]);
    expect(await titles({ status: "open" })).toEqual(["Small pilot"]);
    expect(await titles({ q: "RENEW" })).toEqual(["Big renewal"]);
    expect(
      (
        await c.t.owner.refusal("commsvc_crm_stages_delete", {
          ...org(),
          pipeline_id: sales.pipeline_id,
          stage_id: won.stage_id,
        })
      ).code,
    ).toBe("in_use");
    expect(
      (
        await c.t.owner.refusal("commsvc_crm_pipelines_update", {
          ...org(),
          pipeline_id: sales.pipeline_id,
          stages: ["Lead"],
        })
      ).code,
    ).toBe("in_use");
    expect(
      (await c.t.owner.refusal("commsvc_crm_pipelines_delete", { ...org(), pipeline_id: sales.pipeline_id })).code,
    ).toBe("in_use");
    expect(
      (await c.t.owner.tool("commsvc_crm_pipelines_get", { ...org(), pipeline_id: sales.pipeline_id })).stages,
    ).toEqual(["Lead", "Won"]);
    // Reordering keeps the stages (and the deal's stage_id), adding a name adds a stage.
    const re = await c.t.owner.tool("commsvc_crm_pipelines_update", {
      ...org(),
      pipeline_id: sales.pipeline_id,
      stages: ["Won", "Lead", "Lost"],
    });
    expect(re.stages).toEqual(["Won", "Lead", "Lost"]);
    expect(
      (
        await c.t.owner.tool("commsvc_crm_stages_get", {
          ...org(),
          pipeline_id: sales.pipeline_id,
          stage_id: won.stage_id,
        })
      ).position,
    ).toBe(0);
    await c.t.owner.tool("commsvc_crm_deals_delete", { ...org(), deal_id: deal.deal_id });
    expect((await c.t.owner.tool("commsvc_crm_deals_list", org())).deals.map((d: any) => d.title)).toEqual([
      "Small pilot",
    ]);
  });
});
