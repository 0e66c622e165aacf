import { exportWriterHooks } from "../../handlers/comms/exports/writer";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { startComms, type CommsHarness, type Tenant } from "./harness";

const PART_BYTES = 1024;

/**
 * Issue 30 item 1: an export is written as a stream of small parts that yields between parts, so
 * the host answers /healthz and another tenant's writes while a large export is being written
 * (before, one transaction read and serialised the whole tenant at once: 17 s without /healthz).
 */
describeEachDatabase("comms: data exports are streamed in parts", (kind) => {
  let database: TestDatabase;
  let h: CommsHarness;
  let a: Tenant;
  let b: Tenant;
  const contactIds: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    h = await startComms(database, {
      env: { COMMS_EXPORT_PART_BYTES: String(PART_BYTES), COMMS_EXPORT_INLINE_MAX_BYTES: "4096" },
    });
    [a, b] = [await h.tenant("A"), await h.tenant("B")];
    for (let i = 0; i < 40; i += 10) {
      const made = await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          a.owner.tool("commsvc_crm_contacts_create", {
            organization_id: a.id,
            email: `c${i + j}@a.example`,
            first_name: `Contact ${i + j} ${"x".repeat(80)}`,
          }),
        ),
      );
      contactIds.push(...made.map((c) => c.contact_id as string));
    }
  });
  let release = () => undefined as void;
  afterAll(async () => {
    release(); // a failed test must not leave the writer paused (close waits for it)
    exportWriterHooks.afterPart = undefined;
    await h.close();
    await database.drop();
  });

  test("between two parts /healthz answers and another tenant writes; the parts make the whole file, served over HTTP", async () => {
    const gate = new Promise<void>((r) => (release = r));
    let paused!: () => void;
    const pausedAt = new Promise<void>((r) => (paused = r));
    exportWriterHooks.afterPart = async (_id, part) => {
      if (part !== 2) return;
      paused();
      await gate;
    };
    const creating = a.owner.tool("commsvc_data_export_create", { organization_id: a.id });
    await Promise.race([
      pausedAt,
      creating.then(() => {
        throw new Error("the export was written without a pause between parts");
      }),
    ]);
    // The writer is between parts: the host and the database serve others meanwhile.
    const health = await fetch(`${h.host.url}/healthz`);
    expect(health.status).toBe(200);
    const other = await b.owner.tool("commsvc_crm_contacts_create", { organization_id: b.id, email: "b@b.example", first_name: "Bee" });
    expect(other.contact_id).toEqual(expect.any(String));
    release();
    const made = await creating;
    expect(made.status).toBe("available");
    const parts = await h.db
      .selectFrom("comms_data_export_parts")
      .select(["part", "data"])
      .where("export_id", "=", made.export_id)
      .orderBy("part")
      .execute();
    expect(parts.length).toBeGreaterThan(10);
    expect(parts.every((p) => p.data.length < 2 * PART_BYTES)).toBe(true);
    expect(parts.map((p) => p.part)).toEqual(parts.map((_, i) => i));
    // Over the inline limit: the tool says where to fetch it; the HTTP route streams every part.
    const refusal = await a.owner.refusal("commsvc_data_export_download", { organization_id: a.id, export_id: made.export_id });
    expect([refusal.code, refusal.message]).toEqual(["export_too_large", expect.stringContaining(`/comms/exports/${made.export_id}`)]);
    const http = await fetch(`${h.host.url}/comms/exports/${made.export_id}`, { headers: { Authorization: `Bearer ${a.secret}` } });
    const text = await http.text();
    expect([http.status, Buffer.byteLength(text)]).toEqual([200, made.size_bytes]);
    const file = JSON.parse(text);
    expect(file.tables.crm_contacts.map((r: { id: string }) => r.id).sort()).toEqual([...contactIds].sort());
    expect(file.tables.data_exports.map((r: { id: string }) => r.id)).not.toContain(made.export_id);
    expect(file.tables.data_export_parts).toBeUndefined();
    expect(JSON.stringify(file)).not.toContain("b@b.example");
  });
});

/** Issue 30 item 6 for exports: an export whose process died while writing it is written again, never left preparing. */
describeEachDatabase("comms: an export left preparing by a dead process is resumed", (kind) => {
  let database: TestDatabase;
  let h: CommsHarness;
  let a: Tenant;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    h = await startComms(database);
    a = await h.tenant("A");
    await a.owner.tool("commsvc_crm_contacts_create", { organization_id: a.id, email: "ann@a.example", first_name: "Ann" });
  });
  afterAll(async () => {
    exportWriterHooks.ended = undefined;
    await h.close();
    await database.drop();
  });

  test("once its writer's lease is stale the recovery job rewrites it from the start", async () => {
    const now = h.clock.now().getTime();
    await h.db
      .insertInto("comms_data_exports")
      .values({ id: "exp_dead", organization_id: a.id, created_at: now, expires_at: now + 7 * 86_400_000, size_bytes: null, data: null, state: "preparing", writer_id: "gone-1", heartbeat_at: now, error: null })
      .execute();
    await h.db.insertInto("comms_data_export_parts").values({ export_id: "exp_dead", organization_id: a.id, part: 0, data: '{"half' }).execute();
    const args = { organization_id: a.id, export_id: "exp_dead" };
    expect((await a.owner.refusal("commsvc_data_export_download", args)).code).toBe("not_ready");
    const ended = new Promise<string>((r) => (exportWriterHooks.ended = r));
    h.clock.advance(61_000); // past COMMS_EXPORT_STALE_MS (60 s) without a part from its writer
    await h.runDueJobs();
    expect(await ended).toBe("exp_dead");
    const down = await a.owner.tool("commsvc_data_export_download", args);
    expect(down.status).toBe("available");
    expect(down.data.tables.crm_contacts.map((r: { email: string }) => r.email)).toEqual(["ann@a.example"]);
  });
});
