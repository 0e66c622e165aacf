import { request } from "node:http";
import { startComms, type CommsHarness } from "../comms/harness";
import { callRaw, toolError } from "../helpers/http";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";

const CONSENT = { basis: "explicit", source: "signup form on acme.example/news", captured_at: "2026-03-01T12:00:00Z" };
const ROWS = 10_000;
const CSV = `email,name\n${Array.from({ length: ROWS }, (_, i) => `person${i}@acme.example,P${i}`).join("\n")}\n`;

function healthz(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/healthz`, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * Issue 30, item 2: the reported burst, 16 previews of 10,000 rows from one tenant at once. With
 * the defaults (a tenant spends 60 units at once, a preview costs 10; 2 run, here 2 more may wait)
 * 6 are admitted, of which at most 2 find the queue full (`busy`), and 10 are `rate_limited`, each
 * with retry advice; /healthz, asked all through the burst, answers every time. Before the
 * admission all 16 ran.
 */
describeEachDatabase("fairness: a burst of heavy import previews", (kind) => {
  let database: TestDatabase;
  let h: CommsHarness;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    h = await startComms(database, { env: { MCPFORGE_HEAVY_TENANT_QUEUE: "2" } });
  });
  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });

  test("16 × 10,000 rows: 6 admitted (ok or busy), 10 rate_limited with retry advice, /healthz served throughout", async () => {
    const t = await h.tenant("Burst");
    const clients = await Promise.all(Array.from({ length: 16 }, () => h.as(t.secret)));
    let burstDone = false;
    const health: number[] = [];
    const prober = (async () => {
      while (!burstDone) health.push(await healthz(h.host.url));
    })();
    const results = await Promise.all(
      clients.map((c) => callRaw(c.client, "commsvc_contact_import_preview", { organization_id: t.id, ...CONSENT, csv: CSV, mapping: { email: "email", name: "first_name" } })),
    );
    burstDone = true;
    await prober;
    const codes = results.map((r) => (r.isError ? toolError(r).code : "ok"));
    const count = (code: string) => codes.filter((c) => c === code).length;
    expect(count("rate_limited")).toBe(10);
    expect(count("ok") + count("busy")).toBe(6);
    expect(count("ok")).toBeGreaterThanOrEqual(4);
    expect(count("internal_error")).toBe(0);
    for (const r of results.filter((x) => x.isError)) expect(toolError(r).retry_after_seconds).toBeGreaterThanOrEqual(1);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((s) => s === 200)).toBe(true);
    const staged = await h.db.selectFrom("comms_contact_import_rows").select("row").where("organization_id", "=", t.id).execute();
    expect(staged.length).toBe(count("ok") * ROWS);
  });
});
