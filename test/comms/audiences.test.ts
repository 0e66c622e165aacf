import { describeEachDatabase } from "../storage/databases";
import { useComms } from "./harness";

describeEachDatabase("comms: audiences (static lists and saved segments)", (kind) => {
  const c = useComms(kind);
  const contact = (email: string, first_name: string, extra: Record<string, unknown> = {}) =>
    c.t.owner.tool("commsvc_crm_contacts_create", { ...c.org(), email, first_name, ...extra });

  test("static audiences: add (idempotent), list members with urls in order, remove; counts and audit", async () => {
    const ann = await contact("ann@globex.com", "Ann");
    const bob = await contact("bob@initech.io", "Bob");
    const aud = await c.t.owner.tool("commsvc_audience_create", { ...c.org(), name: "Newsletter", kind: "static" });
    expect(aud).toMatchObject({ name: "Newsletter", kind: "static", filter: null, member_count: 0 });
    const add = (contact_id: string) =>
      c.t.owner.tool("commsvc_audience_member_add", { ...c.org(), audience_id: aud.audience_id, contact_id });
    expect(await add(bob.contact_id)).toEqual({
      audience_id: aud.audience_id,
      contact_id: bob.contact_id,
      member: true,
    });
    await add(ann.contact_id);
    await add(bob.contact_id); // already a member: nothing changes
    expect(
      (await c.t.owner.tool("commsvc_audience_get", { ...c.org(), audience_id: aud.audience_id })).member_count,
    ).toBe(2);
    const first = await c.t.owner.tool("commsvc_audience_members", {
      ...c.org(),
      audience_id: aud.audience_id,
      limit: 1,
    });
    const second = await c.t.owner.tool("commsvc_audience_members", {
      ...c.org(),
      audience_id: aud.audience_id,
      limit: 1,
      cursor: first.next_cursor,
    });
    expect([...first.members, ...second.members]).toEqual([bob, ann]);
    expect(second.next_cursor).toBeNull();
    const removed = await c.t.owner.tool("commsvc_audience_member_remove", {
      ...c.org(),
      audience_id: aud.audience_id,
      contact_id: bob.contact_id,
    });
    expect(removed.member).toBe(false);
    await c.t.owner.tool("commsvc_crm_contacts_delete", { ...c.org(), contact_id: ann.contact_id }); // a deleted contact leaves the list
    expect(
      (await c.t.owner.tool("commsvc_audience_get", { ...c.org(), audience_id: aud.audience_id })).member_count,
    ).toBe(0);
    const actions = (await c.t.owner.tool("commsvc_audit", { ...c.org(), limit: 5 })).events.map((e: any) => e.action);
    expect(actions).toEqual([
      "crm.contact.delete",
      "audience.member_remove",
      "audience.member_add",
      "audience.member_add",
      "audience.create",
    ]);
    const noFilter = await c.t.owner.refusal("commsvc_audience_update", {
      ...c.org(),
      audience_id: aud.audience_id,
      filter: { email: "x" },
    });
    expect([noFilter.code, noFilter.message.includes("filter")]).toEqual(["filter_not_allowed", true]);
    await c.t.owner.tool("commsvc_audience_delete", { ...c.org(), audience_id: aud.audience_id });
    expect((await c.t.owner.refusal("commsvc_audience_get", { ...c.org(), audience_id: aud.audience_id })).code).toBe(
      "not_found",
    );
  });

  test("saved segments: allowlisted fields and operators, checked at create/update, counted now", async () => {
    const co = await c.t.owner.tool("commsvc_crm_companies_create", { ...c.org(), name: "Globex" });
    await contact("ann@globex.com", "Ann", { company_id: co.company_id });
    await contact("anders@example.org", "Anders");
    await contact("bob@initech.io", "Bob");
    const seg = await c.t.owner.tool("commsvc_audience_create", {
      ...c.org(),
      name: "A-names",
      kind: "saved_segment",
      filter: { first_name: { starts_with: "an" } },
    });
    expect(seg).toMatchObject({
      kind: "saved_segment",
      filter: { first_name: { starts_with: "an" } },
      member_count: 2,
    });
    const count = async (filter: Record<string, unknown>) =>
      (await c.t.owner.tool("commsvc_audience_update", { ...c.org(), audience_id: seg.audience_id, filter }))
        .member_count;
    expect(await count({ company_id: co.company_id })).toBe(1);
    expect(await count({ company_id: { is_null: true } })).toBe(2);
    expect(await count({ email: { ends_with: ".IO" } })).toBe(1);
    expect(await count({ email: { in: ["ANN@globex.com", "bob@initech.io"] }, first_name: "Bob" })).toBe(1);
    expect(await count({ first_name: { contains: "%" } })).toBe(0);
    await contact("andrea@example.org", "Andrea");
    expect(
      (
        await c.t.owner.tool("commsvc_audience_update", {
          ...c.org(),
          audience_id: seg.audience_id,
          filter: { first_name: { starts_with: "AN" } },
        })
      ).member_count,
    ).toBe(3);
    for (const [filter, path] of [
      [{ password: "x" }, "filter.password"],
      [{ email: { regex: ".*" } }, "filter.email.regex"],
      [{ email: { in: [] } }, "filter.email.in"],
      [{ first_name: 7 }, "filter.first_name"],
    ] as const) {
      const r = await c.t.owner.refusal("commsvc_audience_update", {
        ...c.org(),
        audience_id: seg.audience_id,
        filter,
      });
      expect([r.code, r.path]).toEqual(["filter_not_allowed", path]);
      expect(r.message).toContain(path);
    }
    expect((await c.t.owner.tool("commsvc_audience_get", { ...c.org(), audience_id: seg.audience_id })).filter).toEqual(
      { first_name: { starts_with: "AN" } },
    );
    const needs = await c.t.owner.refusal("commsvc_audience_create", { ...c.org(), name: "x", kind: "saved_segment" });
    expect(needs.code).toBe("invalid_arguments");
    const anyone = await contact("zed@example.org", "Zed");
    const notStatic = await c.t.owner.refusal("commsvc_audience_member_add", {
      ...c.org(),
      audience_id: seg.audience_id,
      contact_id: anyone.contact_id,
    });
    expect(notStatic.code).toBe("audience_not_static");
    expect(
      (await c.t.owner.refusal("commsvc_audience_members", { ...c.org(), audience_id: seg.audience_id })).code,
    ).toBe("audience_not_static");
    const listed = await c.t.owner.tool("commsvc_audiences", c.org());
    expect(listed.audiences.map((a: any) => a.audience_id)).toEqual([seg.audience_id]);
  });

  test("isolation: another tenant's audiences and contacts are not found, and nothing of theirs changes", async () => {
    const b = await c.h.tenant("B");
    const bOrg = { organization_id: b.id };
    const bContact = await b.owner.tool("commsvc_crm_contacts_create", {
      ...bOrg,
      email: "b@b.example",
      first_name: "Bee",
    });
    const bAud = await b.owner.tool("commsvc_audience_create", { ...bOrg, name: "B list", kind: "static" });
    await b.owner.tool("commsvc_audience_member_add", {
      ...bOrg,
      audience_id: bAud.audience_id,
      contact_id: bContact.contact_id,
    });
    const mine = await c.t.owner.tool("commsvc_audience_create", { ...c.org(), name: "Mine", kind: "static" });
    const before = await c.h.db.selectFrom("comms_audience_members").selectAll().execute();
    for (const [tool, args] of [
      ["commsvc_audience_get", { audience_id: bAud.audience_id }],
      ["commsvc_audience_update", { audience_id: bAud.audience_id, name: "x" }],
      ["commsvc_audience_delete", { audience_id: bAud.audience_id }],
      ["commsvc_audience_members", { audience_id: bAud.audience_id }],
      ["commsvc_audience_member_add", { audience_id: bAud.audience_id, contact_id: bContact.contact_id }],
      ["commsvc_audience_member_remove", { audience_id: bAud.audience_id, contact_id: bContact.contact_id }],
      ["commsvc_audience_member_add", { audience_id: mine.audience_id, contact_id: bContact.contact_id }],
    ] as const) {
      expect([tool, (await c.t.owner.refusal(tool, { ...c.org(), ...args })).code]).toEqual([tool, "not_found"]);
    }
    expect(await c.h.db.selectFrom("comms_audience_members").selectAll().execute()).toEqual(before);
    expect((await b.owner.tool("commsvc_audience_get", { ...bOrg, audience_id: bAud.audience_id })).member_count).toBe(
      1,
    );
  });
});
