import { sql } from "kysely";
import { ManualClock } from "../../generator/runtime";
import { describeEachDatabase } from "../storage/databases";
import { startComms, useComms, type CommsHarness, type Tenant } from "./harness";

const DAY = 86_400_000;

/** Rows naming the organization in every comms_* table the database has (read from its catalog). */
async function tenantRows(h: CommsHarness, orgId: string): Promise<Record<string, number>> {
  const tables =
    (
      await sql<{
        name: string;
      }>`select table_name as name from information_schema.tables where table_name like 'comms\\_%'`
        .execute(h.db)
        .catch(() => null)
    )?.rows ??
    (
      await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name like 'comms\\_%' escape '\\'`.execute(h.db)
    ).rows;
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    const column = name === "comms_organizations" ? "id" : "organization_id";
    const r = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table(name)} where ${sql.ref(column)} = ${orgId}`.execute(h.db);
    out[name] = Number(r.rows[0].n);
  }
  return out;
}

/** Data in every area that exists: CRM, audiences, consent, billing, keys, audit. */
async function populate(t: Tenant): Promise<void> {
  const o = { organization_id: t.id };
  const co = await t.owner.tool("commsvc_crm_companies_create", { ...o, name: "Globex" });
  const ct = await t.owner.tool("commsvc_crm_contacts_create", {
    ...o,
    email: "ann@globex.com",
    first_name: "Ann",
    company_id: co.company_id,
  });
  await t.owner.tool("commsvc_contact_marketing_put", {
    ...o,
    contact_id: ct.contact_id,
    basis: "explicit",
    source: "form",
    captured_at: "2026-03-01T00:00:00Z",
  });
  const aud = await t.owner.tool("commsvc_audience_create", { ...o, name: "List", kind: "static" });
  await t.owner.tool("commsvc_audience_member_add", { ...o, audience_id: aud.audience_id, contact_id: ct.contact_id });
  const p = await t.owner.tool("commsvc_crm_pipelines_create", { ...o, name: "Sales", stages: ["Lead"] });
  const st = (await t.owner.tool("commsvc_crm_stages_list", { ...o, pipeline_id: p.pipeline_id })).stages[0];
  const deal = await t.owner.tool("commsvc_crm_deals_create", {
    ...o,
    title: "Deal",
    pipeline_id: p.pipeline_id,
    stage_id: st.stage_id,
  });
  await t.owner.tool("commsvc_crm_activities_create", { ...o, note: "Call", deal_id: deal.deal_id });
  await t.owner.tool("commsvc_crm_tasks_create", { ...o, title: "Task", deal_id: deal.deal_id });
  await t.owner.tool("commsvc_api_key_create", { ...o, name: "ci", scopes: ["crm:read"] });
}

describeEachDatabase("comms: tenant erasure seven days after scheduling", (kind) => {
  const c = useComms(kind);
  const schedule = (t: Tenant) =>
    t.owner.tool("commsvc_deletion_schedule", { organization_id: t.id, confirmation: `delete ${t.id}` });

  test("only the exact phrase schedules; erasure runs at erase_after and removes every row of the tenant, no other", async () => {
    await populate(c.t);
    const b = await c.h.tenant("B");
    await populate(b);
    const wrong = await c.t.owner.refusal("commsvc_deletion_schedule", { ...c.org(), confirmation: `delete ${b.id}` });
    expect([wrong.code, wrong.message.includes(`delete ${c.t.id}`)]).toEqual(["confirmation_mismatch", true]);
    expect(await c.t.owner.tool("commsvc_deletion_request", c.org())).toEqual({ request: null });
    const req = await schedule(c.t);
    expect(req).toMatchObject({
      status: "scheduled",
      requested_at: "2026-03-02T09:00:00.000Z",
      erase_after: "2026-03-09T09:00:00.000Z",
      cancelled_at: null,
      completed_at: null,
    });
    expect(
      (await c.t.owner.refusal("commsvc_deletion_schedule", { ...c.org(), confirmation: `delete ${c.t.id}` })).code,
    ).toBe("deletion_already_scheduled");
    expect((await c.t.owner.tool("commsvc_deletion_request", c.org())).request).toEqual(req);
    const before = await tenantRows(c.h, c.t.id);
    const bBefore = await tenantRows(c.h, b.id);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(16);
    for (const table of [
      "comms_crm_deals",
      "comms_audience_members",
      "comms_contact_consent",
      "comms_api_keys",
      "comms_audit_events",
    ])
      expect([table, before[table] > 0]).toEqual([table, true]);
    c.h.clock.advance(7 * DAY - 1000);
    await c.h.runDueJobs();
    expect(await tenantRows(c.h, c.t.id)).toEqual(before); // one second early: nothing erased
    c.h.clock.advance(1000);
    await c.h.runDueJobs();
    const after = await tenantRows(c.h, c.t.id);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(await tenantRows(c.h, b.id)).toEqual(bBefore);
    expect((await c.t.owner.refusal("commsvc_context")).code).toBe("unauthorized");
  });

  test("cancel before it runs keeps everything; cancel twice, or another tenant's request, is refused", async () => {
    await populate(c.t);
    const req = await schedule(c.t);
    const cancelled = await c.t.owner.tool("commsvc_deletion_cancel", { ...c.org(), request_id: req.request_id });
    expect(cancelled).toMatchObject({ status: "cancelled", cancelled_at: "2026-03-02T09:00:00.000Z" });
    expect((await c.t.owner.refusal("commsvc_deletion_cancel", { ...c.org(), request_id: req.request_id })).code).toBe(
      "deletion_not_scheduled",
    );
    const b = await c.h.tenant("B");
    const bReq = await schedule(b);
    expect((await c.t.owner.refusal("commsvc_deletion_cancel", { ...c.org(), request_id: bReq.request_id })).code).toBe(
      "not_found",
    );
    const before = await tenantRows(c.h, c.t.id);
    c.h.clock.advance(8 * DAY);
    await c.h.runDueJobs();
    expect(await tenantRows(c.h, c.t.id)).toEqual(before);
    expect((await c.t.owner.tool("commsvc_deletion_request", c.org())).request.status).toBe("cancelled");
    expect(Object.values(await tenantRows(c.h, b.id)).every((n) => n === 0)).toBe(true); // B's was not cancelled
    const again = await schedule(c.t); // a new request after a cancelled one
    expect(again.status).toBe("scheduled");
  });
});

describeEachDatabase("comms: a scheduled erasure survives a restart", (kind) => {
  const c = useComms(kind);

  test("scheduled, the service restarted, the clock past erase_after: the new process erases", async () => {
    await c.t.owner.tool("commsvc_deletion_schedule", { ...c.org(), confirmation: `delete ${c.t.id}` });
    await c.h.close();
    const clock = new ManualClock(new Date(c.h.clock.now().getTime() + 7 * DAY).toISOString());
    const restarted = await startComms(c.database, { clock });
    try {
      await restarted.runDueJobs();
      expect(Object.values(await tenantRows(restarted, c.t.id)).every((n) => n === 0)).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});
