import { describeEachDatabase } from "../../storage/databases";
import { useComms } from "../harness";

const CONSENT = { basis: "explicit", source: "signup form on acme.example/news", captured_at: "2026-03-01T12:00:00Z" };
const MAPPING = { "E-mail": "email", "Given name": "first_name" };

/** A 10,000-row CSV whose errors sit at known rows (data row numbers, 1 = first after the header). */
function bigCsv(): string {
  const lines = ["E-mail,Given name,Notes"];
  for (let i = 1; i <= 10_000; i++) {
    if (i === 17) lines.push("not-an-email,Seventeen,x");
    else if (i === 250) lines.push("u250@example.com,,x");
    else if (i === 4000)
      lines.push("U3@Example.com,Dup,x"); // row 3's address, other case
    else if (i === 9999) lines.push("u9999@example.com,Ragged,x,extra");
    else if (i === 10_000) lines.push("u10000@example.com,Bad\uFFFDname,x");
    else lines.push(`u${i}@example.com,User ${i},"note, with comma"`);
  }
  return lines.join("\n");
}

async function count(
  c: ReturnType<typeof useComms>,
  table: "comms_crm_contacts" | "comms_contact_consent" | "comms_audit_events",
) {
  const r = await c.h.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("organization_id", "=", c.t.id)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describeEachDatabase("comms: contact imports (preview, errors, confirm)", (kind) => {
  const c = useComms(kind);

  test("a 10,000-row CSV: errors at the known rows in row order, paged; confirm imports the valid rows with consent", async () => {
    const o = c.org();
    const preview = await c.t.owner.tool("commsvc_contact_import_preview", {
      ...o,
      ...CONSENT,
      csv: bigCsv(),
      mapping: MAPPING,
    });
    expect(preview).toMatchObject({ status: "previewed", rows_total: 10_000, rows_valid: 9_995, rows_with_errors: 5 });
    const expected = [
      { row: 17, column: "E-mail", field: "email", code: "invalid_email" },
      { row: 250, column: "Given name", field: "first_name", code: "missing_required" },
      { row: 4000, column: "E-mail", field: "email", code: "duplicate_email" },
      { row: 9999, column: null, field: null, code: "ragged_row" },
      { row: 10_000, column: "Given name", field: "first_name", code: "invalid_encoding" },
    ];
    expect(preview.errors.map(({ message: _m, ...e }: any) => e)).toEqual(expected);
    expect(preview.errors[2].message).toContain("row 3");
    const paged: any[] = [];
    let cursor: string | undefined;
    do {
      const page: any = await c.t.owner.tool("commsvc_contact_import_errors", {
        ...o,
        import_id: preview.import_id,
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      paged.push(...page.errors);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(paged).toEqual(preview.errors);
    expect(await count(c, "comms_crm_contacts")).toBe(0); // nothing imported before confirm

    const done = await c.t.owner.tool("commsvc_contact_import_confirm", {
      ...o,
      import_id: preview.import_id,
      idempotency_key: "import-big-1",
    });
    expect(done).toMatchObject({ status: "completed", contacts_created: 9_995, contacts_updated: 0 });
    expect(await count(c, "comms_crm_contacts")).toBe(9_995);
    expect(await count(c, "comms_contact_consent")).toBe(9_995);
    const found = await c.t.owner.tool("commsvc_crm_contacts_list", { ...o, q: "u42@example.com" });
    expect(found.contacts.map((x: any) => [x.email, x.first_name])).toEqual([["u42@example.com", "User 42"]]);
    const consent = await c.t.owner.tool("commsvc_contact_marketing_get", {
      ...o,
      contact_id: found.contacts[0].contact_id,
    });
    expect(consent.consent).toMatchObject({
      basis: "explicit",
      source: CONSENT.source,
      captured_at: "2026-03-01T12:00:00.000Z",
    });
    expect(consent.subscribed).toBe(true);
    expect(await c.t.owner.tool("commsvc_contact_import_get", { ...o, import_id: preview.import_id })).toEqual(done);
  });

  test("confirm replays with the same key write nothing; another import with that key is a conflict", async () => {
    const o = c.org();
    const existing = await c.t.owner.tool("commsvc_crm_contacts_create", {
      ...o,
      email: "ann@acme.example",
      first_name: "A",
    });
    const csv = "email,name\nann@acme.example,Ann\nbob@acme.example,Bob\n";
    const mapping = { email: "email", name: "first_name" };
    const first = await c.t.owner.tool("commsvc_contact_import_preview", { ...o, ...CONSENT, csv, mapping });
    const args = { ...o, import_id: first.import_id, idempotency_key: "confirm-key-1" };
    const done = await c.t.owner.tool("commsvc_contact_import_confirm", args);
    expect(done).toMatchObject({ contacts_created: 1, contacts_updated: 1, status: "completed" });
    const ann = await c.t.owner.tool("commsvc_crm_contacts_get", { ...o, contact_id: existing.contact_id });
    expect(ann.first_name).toBe("Ann"); // upserted by e-mail address
    const before = [await count(c, "comms_crm_contacts"), await count(c, "comms_audit_events")];
    c.h.clock.advance(60_000);
    expect(await c.t.owner.tool("commsvc_contact_import_confirm", args)).toEqual(done);
    expect([await count(c, "comms_crm_contacts"), await count(c, "comms_audit_events")]).toEqual(before);

    const second = await c.t.owner.tool("commsvc_contact_import_preview", { ...o, ...CONSENT, csv, mapping });
    const conflict = await c.t.owner.refusal("commsvc_contact_import_confirm", {
      ...args,
      import_id: second.import_id,
    });
    expect(conflict.code).toBe("idempotency_conflict");
    expect(conflict.message).toContain("idempotency_key");
    const again = await c.t.owner.refusal("commsvc_contact_import_confirm", {
      ...args,
      idempotency_key: "confirm-key-2",
    });
    expect(again.code).toBe("import_state_conflict");
    expect((await c.t.owner.tool("commsvc_contact_import_get", { ...o, import_id: second.import_id })).status).toBe(
      "previewed",
    );
    c.h.clock.advance(7 * 86_400_000);
    const expired = await c.t.owner.refusal("commsvc_contact_import_confirm", {
      ...o,
      import_id: second.import_id,
      idempotency_key: "confirm-key-3",
    });
    expect([expired.code, expired.message]).toEqual(["import_state_conflict", expect.stringContaining("expired")]);
    const list = await c.t.owner.tool("commsvc_contact_imports", { ...o, limit: 1 });
    expect(list.imports.map((i: any) => [i.import_id, i.status])).toEqual([[second.import_id, "expired"]]);
    const rest = await c.t.owner.tool("commsvc_contact_imports", { ...o, cursor: list.next_cursor });
    expect(rest).toEqual({ imports: [expect.objectContaining({ import_id: first.import_id })], next_cursor: null });
  });

  test("an opt-out survives any re-import (the preview says why); only the contact's explicit opt-in with evidence lifts it", async () => {
    const o = c.org();
    const ct = await c.t.owner.tool("commsvc_crm_contacts_create", {
      ...o,
      email: "cy@acme.example",
      first_name: "Cy",
    });
    const unsubscribedAt = c.h.clock.now().getTime() - 60_000; // clicked unsubscribe a minute ago
    await c.h.db
      .insertInto("comms_contact_consent")
      .values({
        contact_id: ct.contact_id,
        organization_id: c.t.id,
        basis: "explicit",
        source: "old form",
        captured_at: unsubscribedAt - 86_400_000,
        recorded_at: unsubscribedAt - 86_400_000,
        unsubscribed_at: unsubscribedAt,
        unsubscribe_method: "link",
        suppressed_at: null,
        suppressed_reason: null,
        updated_at: unsubscribedAt,
      })
      .execute();
    const now = c.h.clock.now().toISOString();
    const importAs = async (basis: string, key: string) => {
      const p = await c.t.owner.tool("commsvc_contact_import_preview", {
        ...o,
        ...CONSENT,
        basis,
        captured_at: now,
        csv: "email,first\nnew@acme.example,New\ncy@acme.example,Cy\n",
        mapping: { email: "email", first: "first_name" },
      });
      expect(p.rows_not_resubscribed).toBe(1);
      expect(p.not_resubscribed).toEqual([
        { row: 2, email: "cy@acme.example", contact_id: ct.contact_id, reason: "unsubscribed", since: new Date(unsubscribedAt).toISOString() },
      ]);
      await c.t.owner.tool("commsvc_contact_import_confirm", { ...o, import_id: p.import_id, idempotency_key: key });
      return c.t.owner.tool("commsvc_contact_marketing_get", { ...o, contact_id: ct.contact_id });
    };
    for (const basis of ["documented_relationship", "explicit"]) {
      const after = await importAs(basis, `reimport-${basis}`);
      expect([after.subscribed, after.unsubscribed_at]).toEqual([false, new Date(unsubscribedAt).toISOString()]);
      expect(after.consent.source).toBe("old form"); // the opted-out contact's record is left as it was
    }
    const put = (extra: Record<string, unknown>) =>
      c.t.owner.tool("commsvc_contact_marketing_put", { ...o, contact_id: ct.contact_id, source: "preference centre", captured_at: now, ...extra });
    expect((await put({ basis: "documented_relationship" })).subscribed).toBe(false);
    expect((await put({ basis: "explicit" })).subscribed).toBe(false); // no evidence of the contact's own opt-in
    expect((await put({ basis: "explicit", evidence: "double opt-in confirmed from cy@acme.example" })).subscribed).toBe(true);
  });

  test("a captured_at in the future is refused by the preview and by contact_marketing_put, and writes nothing", async () => {
    const o = c.org();
    const ct = await c.t.owner.tool("commsvc_crm_contacts_create", { ...o, email: "fy@acme.example", first_name: "Fy" });
    const preview = await c.t.owner.refusal("commsvc_contact_import_preview", {
      ...o,
      ...CONSENT,
      captured_at: "2099-01-01T00:00:00Z",
      csv: "email,first\nfy@acme.example,Fy\n",
      mapping: { email: "email", first: "first_name" },
    });
    expect(preview.code).toBe("invalid_arguments");
    expect(preview.message).toMatch(/captured_at 2099-01-01T00:00:00\.000Z is in the future.*\(captured_at\)/);
    const put = await c.t.owner.refusal("commsvc_contact_marketing_put", {
      ...o,
      contact_id: ct.contact_id,
      basis: "explicit",
      evidence: "form",
      source: "form",
      captured_at: "2099-01-01T00:00:00Z",
    });
    expect(put.code).toBe("invalid_arguments");
    expect((await c.t.owner.tool("commsvc_contact_imports", o)).imports.every((i: { captured_at: string }) => !i.captured_at.startsWith("2099"))).toBe(true);
    expect((await c.t.owner.tool("commsvc_contact_marketing_get", { ...o, contact_id: ct.contact_id })).consent).toBeNull();
  });
});
