import { describeEachDatabase } from "../../storage/databases";
import { PUBLIC_URL, useComms } from "../harness";

const DAY = 86_400_000;
const CONSENT = { basis: "explicit", source: "form", captured_at: "2026-03-01T00:00:00Z" };

describeEachDatabase("comms: contact files and import isolation", (kind) => {
  const c = useComms(kind);

  test("contacts_export writes the tenant's contacts as CSV, served inline and over HTTP until it expires after seven days", async () => {
    const o = c.org();
    const ann = await c.t.owner.tool("commsvc_crm_contacts_create", {
      ...o,
      email: "ann@acme.example",
      first_name: "Ann, Jr.",
    });
    await c.t.owner.tool("commsvc_contact_marketing_put", { ...o, contact_id: ann.contact_id, ...CONSENT });
    const eve = await c.t.owner.tool("commsvc_crm_contacts_create", {
      ...o,
      email: "eve@acme.example",
      first_name: "=HYPERLINK()",
    });
    const b = await c.h.tenant("B");
    await b.owner.tool("commsvc_crm_contacts_create", {
      organization_id: b.id,
      email: "b@b.example",
      first_name: "Bee",
    });

    const made = await c.t.owner.tool("commsvc_contacts_export", o);
    expect(made).toMatchObject({
      status: "available",
      row_count: 2,
      created_at: "2026-03-02T09:00:00.000Z",
      expires_at: "2026-03-09T09:00:00.000Z",
    });
    const file = await c.t.owner.tool("commsvc_contact_file_get", { ...o, file_id: made.file_id });
    const t0 = "2026-03-02T09:00:00.000Z";
    expect(file.csv).toBe(
      "contact_id,email,first_name,company_id,consent_basis,consent_source,consent_captured_at,unsubscribed_at,created_at,updated_at\r\n" +
        `${ann.contact_id},ann@acme.example,"Ann, Jr.",,explicit,form,2026-03-01T00:00:00.000Z,,${t0},${t0}\r\n` +
        `${eve.contact_id},eve@acme.example,'=HYPERLINK(),,,,,,${t0},${t0}\r\n`,
    );
    expect(file.size_bytes).toBe(Buffer.byteLength(file.csv));
    expect(file.download_url).toBe(`${PUBLIC_URL}/comms/contact-files/${made.file_id}`);
    const path = c.h.host.url + file.download_url.slice(PUBLIC_URL.length);
    const got = await fetch(path, { headers: { Authorization: `Bearer ${c.t.secret}` } });
    expect([got.status, got.headers.get("content-type"), await got.text()]).toEqual([
      200,
      "text/csv; charset=utf-8",
      file.csv,
    ]);
    expect((await fetch(path, { headers: { Authorization: `Bearer ${b.secret}` } })).status).toBe(404);
    expect((await fetch(path)).status).toBe(401);
    const orgReader = await c.t.withScopes(["organization:read"]);
    expect((await orgReader.refusal("commsvc_contact_file_get", { ...o, file_id: made.file_id })).code).toBe(
      "forbidden",
    );
    const foreign = await b.owner.refusal("commsvc_contact_file_get", { organization_id: b.id, file_id: made.file_id });
    expect(foreign.code).toBe("not_found");

    c.h.clock.advance(7 * DAY - 1);
    expect((await c.t.owner.tool("commsvc_contact_file_get", { ...o, file_id: made.file_id })).csv).toBe(file.csv);
    c.h.clock.advance(1);
    expect(await c.h.runDueJobs()).toBeGreaterThanOrEqual(1);
    const gone = await c.t.owner.refusal("commsvc_contact_file_get", { ...o, file_id: made.file_id });
    expect([gone.code, gone.message]).toEqual(["expired", expect.stringContaining("file_id")]);
    expect((await fetch(path, { headers: { Authorization: `Bearer ${c.t.secret}` } })).status).toBe(410);
    const row = await c.h.db
      .selectFrom("comms_contact_files")
      .select("csv")
      .where("id", "=", made.file_id)
      .executeTakeFirstOrThrow();
    expect(row.csv).toBeNull();
  });

  test("another tenant's key or ids get not_found and change nothing; the scopes are crm:write to import, crm:read to read", async () => {
    const o = c.org();
    const p = await c.t.owner.tool("commsvc_contact_import_preview", {
      ...o,
      ...CONSENT,
      csv: "email,name\nann@acme.example,Ann\nbad,Bad\n",
      mapping: { email: "email", name: "first_name" },
    });
    const b = await c.h.tenant("B");
    const id = { import_id: p.import_id };
    for (const [tool, extra] of [
      ["commsvc_contact_import_get", id],
      ["commsvc_contact_import_errors", id],
      ["commsvc_contact_import_confirm", { ...id, idempotency_key: "steal-1234" }],
    ] as const) {
      expect((await b.owner.refusal(tool, { organization_id: b.id, ...extra })).code).toBe("not_found");
      expect((await b.owner.refusal(tool, { ...o, ...extra })).code).toBe("not_found");
    }
    expect((await b.owner.refusal("commsvc_contact_imports", o)).code).toBe("not_found");
    expect((await b.owner.tool("commsvc_contact_imports", { organization_id: b.id })).imports).toEqual([]);
    const still = await c.t.owner.tool("commsvc_contact_import_get", { ...o, ...id });
    expect([still.status, still.confirmed_at]).toEqual(["previewed", null]);
    expect(await c.h.db.selectFrom("comms_crm_contacts").select("id").execute()).toEqual([]);

    const reader = await c.t.withScopes(["crm:read"]);
    const writer = await c.t.withScopes(["crm:write"]);
    expect(
      (await reader.refusal("commsvc_contact_import_confirm", { ...o, ...id, idempotency_key: "reader-1234" })).code,
    ).toBe("forbidden");
    expect((await writer.refusal("commsvc_contact_import_errors", { ...o, ...id })).code).toBe("forbidden");
    expect((await reader.tool("commsvc_contact_import_errors", { ...o, ...id })).errors).toHaveLength(1);
    const done = await writer.tool("commsvc_contact_import_confirm", { ...o, ...id, idempotency_key: "writer-1234" });
    expect(done.contacts_created).toBe(1);
  });

  test("racing confirms: the same key imports once and both get the result; another key is refused", async () => {
    const o = c.org();
    const csv = ["email,name", ...Array.from({ length: 300 }, (_, i) => `r${i}@acme.example,R${i}`)].join("\n");
    const mapping = { email: "email", name: "first_name" };
    const p = await c.t.owner.tool("commsvc_contact_import_preview", { ...o, ...CONSENT, csv, mapping });
    const args = { ...o, import_id: p.import_id, idempotency_key: "race-key-1" };
    const [a, b] = await Promise.all([
      c.t.owner.tool("commsvc_contact_import_confirm", args),
      c.t.owner.tool("commsvc_contact_import_confirm", args),
    ]);
    expect(a).toEqual(b);
    expect(a.contacts_created).toBe(300);
    const q = await c.t.owner.tool("commsvc_contact_import_preview", { ...o, ...CONSENT, csv, mapping });
    const both = await Promise.all([
      c.t.owner.client.callTool({
        name: "commsvc_contact_import_confirm",
        arguments: { ...o, import_id: q.import_id, idempotency_key: "race-key-2" },
      }),
      c.t.owner.client.callTool({
        name: "commsvc_contact_import_confirm",
        arguments: { ...o, import_id: q.import_id, idempotency_key: "race-key-3" },
      }),
    ]);
    expect(both.map((r) => Boolean(r.isError)).sort()).toEqual([false, true]);
    expect(await c.h.db.selectFrom("comms_crm_contacts").select("id").execute()).toHaveLength(300);
  });

  test("erasure of the organization removes its imports, errors, waiting rows and contact files", async () => {
    const o = c.org();
    const mapping = { email: "email", name: "first_name" };
    const csv = "email,name\nann@acme.example,Ann\nbad,Bad\n";
    await c.t.owner.tool("commsvc_contact_import_preview", { ...o, ...CONSENT, csv, mapping }); // left waiting
    const done = await c.t.owner.tool("commsvc_contact_import_preview", { ...o, ...CONSENT, csv, mapping });
    await c.t.owner.tool("commsvc_contact_import_confirm", {
      ...o,
      import_id: done.import_id,
      idempotency_key: "erase-1234",
    });
    await c.t.owner.tool("commsvc_contacts_export", o);
    const tables = [
      "comms_contact_imports",
      "comms_contact_import_rows",
      "comms_contact_import_errors",
      "comms_contact_files",
    ] as const;
    const rows = async () => {
      const out: number[] = [];
      for (const t of tables)
        out.push(
          (await c.h.db.selectFrom(t).select("organization_id").where("organization_id", "=", c.t.id).execute()).length,
        );
      return out;
    };
    expect(await rows()).toEqual([2, 1, 2, 1]);
    await c.t.owner.tool("commsvc_deletion_schedule", { ...o, confirmation: `delete ${c.t.id}` });
    c.h.clock.advance(7 * DAY);
    await c.h.runDueJobs();
    expect(await rows()).toEqual([0, 0, 0, 0]);
  });
});
