import { startComms, type CommsHarness } from "../comms/harness";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";

const CONSENT = { basis: "explicit", source: "signup form on acme.example/news", captured_at: "2026-03-01T12:00:00Z" };
const MAPPING = { email: "email", name: "first_name" };
const csv = (n: number, tag: string) => `email,name\n${Array.from({ length: n }, (_, i) => `${tag}${i}@acme.example,P${i}`).join("\n")}\n`;

/**
 * Issue 30, item 3: per-organization quotas on rows, files and bytes, refused visibly
 * (`quota_exceeded` naming the quota, its usage and limit) before any work; other organizations
 * are not affected. Small limits here; the defaults are in docs/comms.md.
 */
describeEachDatabase("fairness: comms organization quotas", (kind) => {
  let database: TestDatabase;
  let h: CommsHarness;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    h = await startComms(database, { env: { COMMS_QUOTA_ROWS: "15000", COMMS_QUOTA_FILES: "2", COMMS_QUOTA_BYTES: "20000" } });
  });
  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });

  test("rows: a preview that would pass the quota is refused, nothing staged; bytes: a contact file past it is refused", async () => {
    const t = await h.tenant("Rows");
    const org = { organization_id: t.id };
    const first = await t.owner.tool("commsvc_contact_import_preview", { ...org, ...CONSENT, csv: csv(10_000, "a"), mapping: MAPPING });
    const refused = await t.owner.refusal("commsvc_contact_import_preview", { ...org, ...CONSENT, csv: csv(6_000, "b"), mapping: MAPPING });
    expect(refused).toMatchObject({ code: "quota_exceeded", quota: "rows", usage: 10_000, limit: 15_000, adding: 6_000 });
    expect(refused.message).toContain("COMMS_QUOTA_ROWS");
    const staged = await h.db.selectFrom("comms_contact_import_rows").select("row").where("organization_id", "=", t.id).execute();
    expect(staged.length).toBe(10_000);
    // Confirmed rows are contacts: still 10,000 against the quota, the 10,000-row CSV is now ~300 KB of contact file.
    await t.owner.tool("commsvc_contact_import_confirm", { ...org, import_id: first.import_id, idempotency_key: "quota-confirm-1" });
    await t.owner.tool("commsvc_contacts_export", org);
    const bytes = await t.owner.refusal("commsvc_contacts_export", org);
    expect(bytes).toMatchObject({ code: "quota_exceeded", quota: "bytes", limit: 20_000 });
    expect(bytes.usage).toBeGreaterThan(20_000);
    // Another organization is not held by this one's quota.
    const other = await h.tenant("Other");
    await other.owner.tool("commsvc_contact_import_preview", { organization_id: other.id, ...CONSENT, csv: csv(10, "c"), mapping: MAPPING });
  });

  test("files: a third data export is refused while two are kept", async () => {
    const t = await h.tenant("Files");
    const org = { organization_id: t.id };
    await t.owner.tool("commsvc_data_export_create", org);
    await t.owner.tool("commsvc_data_export_create", org);
    expect(await t.owner.refusal("commsvc_data_export_create", org)).toMatchObject({ code: "quota_exceeded", quota: "files", usage: 2, limit: 2 });
    const kept = await h.db.selectFrom("comms_data_exports").select("id").where("organization_id", "=", t.id).execute();
    expect(kept.length).toBe(2);
  });
});
