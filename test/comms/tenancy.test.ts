import { sql } from "kysely";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { startComms, type CommsHarness } from "./harness";

const ALL = ["crm:read", "crm:write", "messages:send", "organization:admin", "organization:read"];

describeEachDatabase("comms: organizations, API keys, context and audit", (kind) => {
  let database: TestDatabase;
  let h: CommsHarness;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    h = await startComms(database);
  });
  afterEach(async () => {
    await h?.close();
    await database?.drop();
  });

  test("organization_create returns the organization and an owner key with every scope, shown once and stored hashed", async () => {
    const made = await h.anonymous.tool("commsvc_organization_create", { name: "Acme" });
    expect(made.organization_id).toMatch(/^org_/);
    expect(made.name).toBe("Acme");
    expect(made.api_key.scopes).toEqual(ALL);
    expect(made.api_key.secret).toMatch(/^mfc_/);
    expect(made.api_key.secret.startsWith(made.api_key.prefix)).toBe(true);
    const owner = await h.as(made.api_key.secret);
    const ctx = await owner.tool("commsvc_context");
    expect(ctx).toEqual({
      organization_id: made.organization_id,
      organization_name: "Acme",
      api_key_id: made.api_key.api_key_id,
      scopes: ALL,
    });
    const listed = await owner.tool("commsvc_api_keys", { organization_id: made.organization_id });
    expect(listed.api_keys).toHaveLength(1);
    expect(listed.api_keys[0]).toMatchObject({
      api_key_id: made.api_key.api_key_id,
      prefix: made.api_key.prefix,
      status: "active",
    });
    expect(listed.api_keys[0].secret).toBeUndefined();
    // Nowhere in the service's tables is the secret stored (only its SHA-256).
    for (const table of ["comms_organizations", "comms_api_keys", "comms_audit_events"] as const) {
      const rows = await h.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(made.api_key.secret.slice(12));
    }
  });

  test("no key, a malformed header, a wrong key and a revoked key are unauthorized", async () => {
    expect((await h.anonymous.refusal("commsvc_context")).code).toBe("unauthorized");
    expect((await h.anonymous.refusal("commsvc_context")).message).toContain("Authorization: Bearer");
    expect((await (await h.as("mfc_not-a-real-key")).refusal("commsvc_context")).code).toBe("unauthorized");
    const basic = await h.host.client("comms", { Authorization: "Basic YTpi" });
    const r = await basic.callTool({ name: "commsvc_context", arguments: {} });
    expect(r.isError).toBe(true);
    const t = await h.tenant("Acme");
    const key = await t.owner.tool("commsvc_api_key_create", {
      organization_id: t.id,
      name: "ci",
      scopes: ["crm:read"],
    });
    const ci = await h.as(key.secret);
    expect((await ci.tool("commsvc_context")).scopes).toEqual(["crm:read"]);
    const revoked = await t.owner.tool("commsvc_api_key_revoke", { organization_id: t.id, api_key_id: key.api_key_id });
    expect(revoked).toMatchObject({ status: "revoked", revoked_at: "2026-03-02T09:00:00.000Z" });
    expect((await ci.refusal("commsvc_context")).code).toBe("unauthorized");
  });

  test("a key of organization A naming B's organization or B's key gets not_found, and B is unchanged", async () => {
    const a = await h.tenant("A");
    const b = await h.tenant("B");
    const bKeys = await b.owner.tool("commsvc_api_keys", { organization_id: b.id });
    expect((await a.owner.refusal("commsvc_api_keys", { organization_id: b.id })).code).toBe("not_found");
    expect((await a.owner.refusal("commsvc_audit", { organization_id: b.id })).code).toBe("not_found");
    expect(
      (await a.owner.refusal("commsvc_api_key_create", { organization_id: b.id, name: "x", scopes: ["crm:read"] }))
        .code,
    ).toBe("not_found");
    const foreign = await a.owner.refusal("commsvc_api_key_revoke", {
      organization_id: a.id,
      api_key_id: bKeys.api_keys[0].api_key_id,
    });
    expect(foreign.code).toBe("not_found");
    expect(foreign.message).toContain("api_key_id");
    // Same answer as an id that does not exist at all: no hint that B exists.
    expect((await a.owner.refusal("commsvc_api_keys", { organization_id: "org_nowhere" })).message).toBe(
      (await a.owner.refusal("commsvc_api_keys", { organization_id: b.id })).message.replace(b.id, "org_nowhere"),
    );
    expect(await b.owner.tool("commsvc_api_keys", { organization_id: b.id })).toEqual(bKeys);
    expect((await b.owner.tool("commsvc_context")).organization_id).toBe(b.id);
  });

  test("each keys/audit tool is refused without its scope, and nothing is written", async () => {
    const t = await h.tenant("Acme");
    const noAdmin = await t.withScopes(ALL.filter((s) => s !== "organization:admin"));
    const noRead = await t.withScopes(ALL.filter((s) => s !== "organization:read"));
    const before = await h.db
      .selectFrom("comms_api_keys")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    for (const [name, args] of [
      ["commsvc_api_keys", {}],
      ["commsvc_api_key_create", { name: "x", scopes: ["crm:read"] }],
      ["commsvc_api_key_revoke", { api_key_id: "key_x" }],
    ] as const) {
      const r = await noAdmin.refusal(name, { organization_id: t.id, ...args });
      expect([name, r.code, r.required_scope]).toEqual([name, "forbidden", "organization:admin"]);
    }
    expect((await noRead.refusal("commsvc_audit", { organization_id: t.id })).code).toBe("forbidden");
    const after = await h.db
      .selectFrom("comms_api_keys")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test("every mutation writes an audit event; audit pages newest first with an opaque cursor", async () => {
    const t = await h.tenant("Acme");
    const ctx = await t.owner.tool("commsvc_context");
    const k1 = await t.owner.tool("commsvc_api_key_create", {
      organization_id: t.id,
      name: "one",
      scopes: ["crm:read"],
    });
    h.clock.advance(1000);
    await t.owner.tool("commsvc_api_key_revoke", { organization_id: t.id, api_key_id: k1.api_key_id });
    const first = await t.owner.tool("commsvc_audit", { organization_id: t.id, limit: 2 });
    expect(first.events.map((e: any) => e.action)).toEqual(["api_key.revoke", "api_key.create"]);
    expect(first.events[0]).toMatchObject({
      actor_type: "api_key",
      actor_id: ctx.api_key_id,
      target_type: "api_key",
      target_id: k1.api_key_id,
      occurred_at: "2026-03-02T09:00:01.000Z",
    });
    expect(JSON.stringify(first.events)).not.toContain(k1.secret);
    const second = await t.owner.tool("commsvc_audit", { organization_id: t.id, limit: 2, cursor: first.next_cursor });
    expect(second.events.map((e: any) => e.action)).toEqual(["organization.create"]);
    expect(second.next_cursor).toBeNull();
    const forged = await t.owner.refusal("commsvc_audit", { organization_id: t.id, cursor: `${first.next_cursor}x` });
    expect(forged.code).toBe("invalid_arguments");
    expect(JSON.stringify(forged.issues)).toContain("/cursor");
  });

  test("organization_create needs a name and is limited per client (COMMS_ORG_CREATES_PER_MINUTE)", async () => {
    const bad = await h.anonymous.refusal("commsvc_organization_create", {});
    expect(bad.code).toBe("invalid_arguments");
    expect(JSON.stringify(bad.issues)).toContain("name");
    await h.close();
    h = await startComms(database, { env: { COMMS_ORG_CREATES_PER_MINUTE: "2" } });
    await h.tenant("one");
    await h.tenant("two");
    const limited = await h.anonymous.refusal("commsvc_organization_create", { name: "three" });
    expect(limited).toMatchObject({ code: "rate_limited", retry_after_seconds: 30 });
    expect(await h.db.selectFrom("comms_organizations").select("name").where("name", "=", "three").execute()).toEqual(
      [],
    );
  });
});
