import { describeEachDatabase } from "../storage/databases";
import { PUBLIC_URL, useComms } from "./harness";

const DAY = 86_400_000;

describeEachDatabase("comms: tenant data exports (JSON, seven days)", (kind) => {
  const c = useComms(kind);

  test("create snapshots every table of the tenant (no key hashes), download inline and over HTTP, expiry after seven days", async () => {
    const o = c.org();
    const co = await c.t.owner.tool("commsvc_crm_companies_create", { ...o, name: "Globex" });
    const ct = await c.t.owner.tool("commsvc_crm_contacts_create", {
      ...o,
      email: "ann@globex.com",
      first_name: "Ann",
      company_id: co.company_id,
    });
    const b = await c.h.tenant("B");
    await b.owner.tool("commsvc_crm_contacts_create", {
      organization_id: b.id,
      email: "b@b.example",
      first_name: "Bee",
    });
    const made = await c.t.owner.tool("commsvc_data_export_create", o);
    expect(made).toMatchObject({
      status: "available",
      created_at: "2026-03-02T09:00:00.000Z",
      expires_at: "2026-03-09T09:00:00.000Z",
    });
    expect(made.size_bytes).toBeGreaterThan(0);
    const down = await c.t.owner.tool("commsvc_data_export_download", { ...o, export_id: made.export_id });
    expect(down.download_url).toBe(`${PUBLIC_URL}/comms/exports/${made.export_id}`);
    const tables = down.data.tables;
    expect(tables.crm_contacts.map((r: any) => r.id)).toEqual([ct.contact_id]); // B's contact is not there
    expect(tables.crm_companies.map((r: any) => r.id)).toEqual([co.company_id]);
    expect(tables.organizations.map((r: any) => r.id)).toEqual([c.t.id]);
    expect(tables.api_keys).toHaveLength(1);
    expect(tables.api_keys[0].key_hash).toBeUndefined();
    expect(JSON.stringify(down.data)).not.toContain(c.t.secret.slice(12));
    expect(Object.keys(tables).length).toBeGreaterThanOrEqual(17);
    const path = down.download_url.slice(PUBLIC_URL.length);
    const http = await fetch(c.h.host.url + path, { headers: { Authorization: `Bearer ${c.t.secret}` } });
    expect([http.status, http.headers.get("content-disposition")]).toEqual([
      200,
      `attachment; filename="${made.export_id}.json"`,
    ]);
    expect(await http.json()).toEqual(down.data);
    expect((await fetch(c.h.host.url + path, { headers: { Authorization: `Bearer ${b.secret}` } })).status).toBe(404);
    expect((await fetch(c.h.host.url + path)).status).toBe(401);
    expect(
      (await c.t.owner.refusal("commsvc_data_export_download", { organization_id: b.id, export_id: made.export_id }))
        .code,
    ).toBe("not_found");
    expect(
      (await b.owner.refusal("commsvc_data_export_download", { organization_id: b.id, export_id: made.export_id }))
        .code,
    ).toBe("not_found");
    expect((await c.t.owner.tool("commsvc_data_exports", o)).exports).toEqual([made]);
    c.h.clock.advance(7 * DAY);
    await c.h.runDueJobs();
    const gone = await c.t.owner.refusal("commsvc_data_export_download", { ...o, export_id: made.export_id });
    expect([gone.code, gone.message.includes("export_id")]).toEqual(["expired", true]);
    expect((await fetch(c.h.host.url + path, { headers: { Authorization: `Bearer ${c.t.secret}` } })).status).toBe(410);
    expect((await c.t.owner.tool("commsvc_data_exports", o)).exports).toEqual([{ ...made, status: "expired" }]);
    const stored = await c.h.db
      .selectFrom("comms_data_exports")
      .select("data")
      .where("id", "=", made.export_id)
      .executeTakeFirstOrThrow();
    expect(stored.data).toBeNull(); // the purge job emptied it
  });
});
