import { describeEachDatabase } from "../storage/databases";
import { useComms } from "./harness";

describeEachDatabase("comms: contact marketing consent and preference", (kind) => {
  const c = useComms(kind);
  const record = (contact_id: string, basis: string, source: string, captured_at: string) =>
    c.t.owner.tool("commsvc_contact_marketing_put", { ...c.org(), contact_id, basis, source, captured_at });

  test("no consent until recorded; put replaces the record, the audit keeps the previous one", async () => {
    const ann = await c.t.owner.tool("commsvc_crm_contacts_create", {
      ...c.org(),
      email: "ann@globex.com",
      first_name: "Ann",
    });
    const none = await c.t.owner.tool("commsvc_contact_marketing_get", { ...c.org(), contact_id: ann.contact_id });
    expect(none).toEqual({
      contact_id: ann.contact_id,
      consent: null,
      subscribed: false,
      suppressed: false,
      unsubscribed_at: null,
      updated_at: ann.updated_at,
    });
    c.h.clock.advance(60_000);
    const first = await record(ann.contact_id, "explicit", "signup form", "2026-03-01T12:00:00+01:00");
    expect(first).toEqual({
      contact_id: ann.contact_id,
      consent: {
        basis: "explicit",
        source: "signup form",
        captured_at: "2026-03-01T11:00:00.000Z",
        recorded_at: "2026-03-02T09:01:00.000Z",
      },
      subscribed: true,
      suppressed: false,
      unsubscribed_at: null,
      updated_at: "2026-03-02T09:01:00.000Z",
    });
    expect(await c.t.owner.tool("commsvc_contact_marketing_get", { ...c.org(), contact_id: ann.contact_id })).toEqual(
      first,
    );
    const second = await record(
      ann.contact_id,
      "documented_relationship",
      "customer since 2020",
      "2026-03-02T08:00:00Z",
    );
    expect(second.consent.basis).toBe("documented_relationship");
    const [event] = (await c.t.owner.tool("commsvc_audit", { ...c.org(), limit: 1 })).events;
    expect(event).toMatchObject({
      action: "contact.consent_record",
      target_id: ann.contact_id,
      details: {
        basis: "documented_relationship",
        previous: { basis: "explicit", source: "signup form", captured_at: "2026-03-01T11:00:00.000Z" },
      },
    });
    const bad = await c.t.owner.refusal("commsvc_contact_marketing_put", {
      ...c.org(),
      contact_id: ann.contact_id,
      basis: "implied",
      source: "x",
      captured_at: "yesterday",
    });
    expect(bad.code).toBe("invalid_arguments");
    expect(JSON.stringify(bad.issues)).toMatch(/\/basis[\s\S]*\/captured_at|\/captured_at[\s\S]*\/basis/);
    expect(
      (await c.t.owner.tool("commsvc_contact_marketing_get", { ...c.org(), contact_id: ann.contact_id })).consent.basis,
    ).toBe("documented_relationship");
  });

  // The unsubscription and suppression writers (the unsubscribe link, bounce reports) are tested for
  // real with campaigns: test/comms/campaigns/consent-writers.test.ts.

  test("another tenant's contact is not found and its consent unchanged; deleting a contact deletes its record", async () => {
    const b = await c.h.tenant("B");
    const bc = await b.owner.tool("commsvc_crm_contacts_create", {
      organization_id: b.id,
      email: "b@b.example",
      first_name: "Bee",
    });
    const bRecord = await b.owner.tool("commsvc_contact_marketing_put", {
      organization_id: b.id,
      contact_id: bc.contact_id,
      basis: "explicit",
      source: "b form",
      captured_at: "2026-03-01T00:00:00Z",
    });
    for (const args of [
      { contact_id: bc.contact_id },
      { contact_id: bc.contact_id, basis: "explicit", source: "stolen", captured_at: "2026-03-02T00:00:00Z" },
    ]) {
      const tool = "source" in args ? "commsvc_contact_marketing_put" : "commsvc_contact_marketing_get";
      expect((await c.t.owner.refusal(tool, { ...c.org(), ...args })).code).toBe("not_found");
    }
    expect(
      await b.owner.tool("commsvc_contact_marketing_get", { organization_id: b.id, contact_id: bc.contact_id }),
    ).toEqual(bRecord);
    await b.owner.tool("commsvc_crm_contacts_delete", { organization_id: b.id, contact_id: bc.contact_id });
    expect(
      await c.h.db.selectFrom("comms_contact_consent").selectAll().where("contact_id", "=", bc.contact_id).execute(),
    ).toEqual([]);
  });
});
