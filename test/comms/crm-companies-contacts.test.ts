import { describeEachDatabase } from "../storage/databases";
import { PUBLIC_URL, useComms } from "./harness";

describeEachDatabase("comms: CRM companies and contacts", (kind) => {
  const c = useComms(kind);
  const org = c.org;

  test("companies: create, get, update only the fields sent, list with q, delete; absolute urls", async () => {
    const made = await c.t.owner.tool("commsvc_crm_companies_create", {
      ...org(),
      name: "Globex",
      domain: "Globex.COM",
    });
    expect(made).toMatchObject({
      name: "Globex",
      domain: "globex.com",
      website: null,
      url: `${PUBLIC_URL}/comms/crm/companies/${made.company_id}`,
    });
    expect(await c.t.owner.tool("commsvc_crm_companies_get", { ...org(), company_id: made.company_id })).toEqual(made);
    c.h.clock.advance(5000);
    const updated = await c.t.owner.tool("commsvc_crm_companies_update", {
      ...org(),
      company_id: made.company_id,
      website: "https://globex.com",
    });
    expect(updated).toEqual({ ...made, website: "https://globex.com", updated_at: "2026-03-02T09:00:05.000Z" });
    await c.t.owner.tool("commsvc_crm_companies_create", { ...org(), name: "Initech", domain: "initech.io" });
    const byDomain = await c.t.owner.tool("commsvc_crm_companies_list", { ...org(), q: "GLOBEX" });
    expect(byDomain.companies.map((c: any) => c.name)).toEqual(["Globex"]);
    expect(byDomain.companies[0].url).toBe(made.url);
    const literal = await c.t.owner.tool("commsvc_crm_companies_list", { ...org(), q: "%" });
    expect(literal.companies).toEqual([]); // % is searched literally, not as a wildcard
    expect(await c.t.owner.tool("commsvc_crm_companies_delete", { ...org(), company_id: made.company_id })).toEqual({
      company_id: made.company_id,
      deleted: true,
    });
    const gone = await c.t.owner.refusal("commsvc_crm_companies_get", { ...org(), company_id: made.company_id });
    expect(gone.code).toBe("not_found");
    expect(gone.message).toContain("company_id");
    const audit = await c.t.owner.tool("commsvc_audit", { ...org(), limit: 4 });
    expect(audit.events.map((e: any) => [e.action, e.target_type])).toEqual([
      ["crm.company.delete", "companies"],
      ["crm.company.create", "companies"],
      ["crm.company.update", "companies"],
      ["crm.company.create", "companies"],
    ]);
  });

  test("lists page with an opaque cursor (limit 1–100, default 50) in creation order", async () => {
    for (let i = 0; i < 5; i++)
      await c.t.owner.tool("commsvc_crm_companies_create", { ...org(), name: `Company ${i}` });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await c.t.owner.tool("commsvc_crm_companies_list", {
        ...org(),
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.companies.map((c: any) => c.name));
      cursor = page.next_cursor ?? undefined;
      pages++;
    } while (cursor);
    expect(seen).toEqual(["Company 0", "Company 1", "Company 2", "Company 3", "Company 4"]);
    expect(pages).toBe(3);
    expect((await c.t.owner.tool("commsvc_crm_companies_list", org())).companies).toHaveLength(5);
    const tooBig = await c.t.owner.refusal("commsvc_crm_companies_list", { ...org(), limit: 101 });
    expect(tooBig.code).toBe("invalid_arguments");
    expect(JSON.stringify(tooBig.issues)).toContain("/limit");
    // A cursor of another tool is refused: cursors are scoped per tool.
    const auditCursor = (await c.t.owner.tool("commsvc_audit", { ...org(), limit: 1 })).next_cursor;
    const foreign = await c.t.owner.refusal("commsvc_crm_companies_list", { ...org(), cursor: auditCursor });
    expect(foreign.code).toBe("invalid_arguments");
  });

  test("contacts: lower-case unique e-mail, company reference checked, filter by company, company delete detaches", async () => {
    const co = await c.t.owner.tool("commsvc_crm_companies_create", { ...org(), name: "Globex" });
    const ann = await c.t.owner.tool("commsvc_crm_contacts_create", {
      ...org(),
      email: "Ann@Globex.com",
      first_name: "Ann",
      company_id: co.company_id,
    });
    expect(ann).toMatchObject({
      email: "ann@globex.com",
      first_name: "Ann",
      company_id: co.company_id,
      url: `${PUBLIC_URL}/comms/crm/contacts/${ann.contact_id}`,
    });
    await c.t.owner.tool("commsvc_crm_contacts_create", { ...org(), email: "bob@example.org", first_name: "Bob" });
    const dup = await c.t.owner.refusal("commsvc_crm_contacts_create", {
      ...org(),
      email: "ANN@globex.com",
      first_name: "Other",
    });
    expect(dup.code).toBe("already_exists");
    expect(dup.message).toContain("(email)");
    const badCompany = await c.t.owner.refusal("commsvc_crm_contacts_create", {
      ...org(),
      email: "cy@example.org",
      first_name: "Cy",
      company_id: "co_missing",
    });
    expect(badCompany.code).toBe("not_found");
    expect(badCompany.message).toContain("company_id");
    const badEmail = await c.t.owner.refusal("commsvc_crm_contacts_create", {
      ...org(),
      email: "not an address",
      first_name: "Dee",
    });
    expect(badEmail.code).toBe("invalid_arguments");
    expect(JSON.stringify(badEmail.issues)).toContain("/email");
    expect((await c.t.owner.tool("commsvc_crm_contacts_list", org())).contacts.map((c: any) => c.first_name)).toEqual([
      "Ann",
      "Bob",
    ]);
    expect(
      (await c.t.owner.tool("commsvc_crm_contacts_list", { ...org(), company_id: co.company_id })).contacts.map(
        (c: any) => c.first_name,
      ),
    ).toEqual(["Ann"]);
    expect(
      (await c.t.owner.tool("commsvc_crm_contacts_list", { ...org(), q: "example.ORG" })).contacts.map(
        (c: any) => c.first_name,
      ),
    ).toEqual(["Bob"]);
    const dupUpdate = await c.t.owner.refusal("commsvc_crm_contacts_update", {
      ...org(),
      contact_id: ann.contact_id,
      email: "bob@example.org",
    });
    expect(dupUpdate.code).toBe("already_exists");
    expect((await c.t.owner.tool("commsvc_crm_contacts_get", { ...org(), contact_id: ann.contact_id })).email).toBe(
      "ann@globex.com",
    );
    await c.t.owner.tool("commsvc_crm_companies_delete", { ...org(), company_id: co.company_id });
    expect(
      (await c.t.owner.tool("commsvc_crm_contacts_get", { ...org(), contact_id: ann.contact_id })).company_id,
    ).toBeNull();
  });

  test("scopes: reads need crm:read, writes need crm:write; refused calls write nothing", async () => {
    const reader = await c.t.withScopes(["crm:read"]);
    const writer = await c.t.withScopes(["crm:write"]);
    const co = await writer.tool("commsvc_crm_companies_create", { ...org(), name: "Globex" });
    for (const [name, args] of [
      ["commsvc_crm_companies_create", { name: "X" }],
      ["commsvc_crm_companies_update", { company_id: co.company_id, name: "X" }],
      ["commsvc_crm_companies_delete", { company_id: co.company_id }],
      ["commsvc_crm_contacts_create", { email: "x@example.org", first_name: "X" }],
    ] as const) {
      const r = await reader.refusal(name, { ...org(), ...args });
      expect([name, r.code, r.required_scope]).toEqual([name, "forbidden", "crm:write"]);
    }
    for (const [name, args] of [
      ["commsvc_crm_companies_get", { company_id: co.company_id }],
      ["commsvc_crm_companies_list", {}],
      ["commsvc_crm_contacts_list", {}],
    ] as const) {
      const r = await writer.refusal(name, { ...org(), ...args });
      expect([name, r.code, r.required_scope]).toEqual([name, "forbidden", "crm:read"]);
    }
    expect((await reader.tool("commsvc_crm_companies_list", org())).companies).toEqual([{ ...co }]);
    expect(await c.h.db.selectFrom("comms_crm_contacts").selectAll().execute()).toEqual([]);
  });

  test("tenant isolation: A's key with B's ids or B's organization gets not_found; B's rows unchanged", async () => {
    const b = await c.h.tenant("B");
    const bOrg = { organization_id: b.id };
    const bCo = await b.owner.tool("commsvc_crm_companies_create", { ...bOrg, name: "B Corp" });
    const bCt = await b.owner.tool("commsvc_crm_contacts_create", {
      ...bOrg,
      email: "b@b.example",
      first_name: "Bee",
      company_id: bCo.company_id,
    });
    const before = await c.h.db.selectFrom("comms_crm_contacts").selectAll().execute();
    const attempts: [string, Record<string, unknown>][] = [
      ["commsvc_crm_companies_get", { company_id: bCo.company_id }],
      ["commsvc_crm_companies_update", { company_id: bCo.company_id, name: "Mine" }],
      ["commsvc_crm_companies_delete", { company_id: bCo.company_id }],
      ["commsvc_crm_contacts_get", { contact_id: bCt.contact_id }],
      ["commsvc_crm_contacts_update", { contact_id: bCt.contact_id, first_name: "Mine" }],
      ["commsvc_crm_contacts_delete", { contact_id: bCt.contact_id }],
      ["commsvc_crm_contacts_create", { email: "a@a.example", first_name: "A", company_id: bCo.company_id }],
    ];
    for (const [name, args] of attempts) {
      expect([name, (await c.t.owner.refusal(name, { ...org(), ...args })).code]).toEqual([name, "not_found"]);
      expect([name, (await c.t.owner.refusal(name, { ...bOrg, ...args })).code]).toEqual([name, "not_found"]);
    }
    expect((await c.t.owner.refusal("commsvc_crm_contacts_list", bOrg)).code).toBe("not_found");
    expect((await c.t.owner.tool("commsvc_crm_contacts_list", org())).contacts).toEqual([]);
    expect(await c.h.db.selectFrom("comms_crm_contacts").selectAll().execute()).toEqual(before);
    expect(await b.owner.tool("commsvc_crm_companies_get", { ...bOrg, company_id: bCo.company_id })).toEqual(bCo);
  });
});
