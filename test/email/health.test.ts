import { ManualClock } from "../../generator/runtime";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { PASSWORD, startEmail, type EmailHarness } from "./harness";

// Issue 10 follow-up: the e-mail service's /healthz showed the SMTP figures but not its storage's
// WAL figures (defect 8 asks for the WAL size in /healthz; webhooks had it, e-mail did not).
describeEachDatabase("/healthz shows the e-mail service's storage next to its SMTP figures", (kind) => {
  let database: TestDatabase;
  let h: EmailHarness;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    h = await startEmail(database, { clock: new ManualClock("2026-03-02T09:00:00.000Z"), env: { SQLITE_WAL_MAX_BYTES: String(4 * 1024 * 1024) } });
  });
  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });

  test("the WAL size and its bound (SQLite) or the dialect (PostgreSQL), and the SMTP figures", async () => {
    await h.anonymous.tool("create_account", { email: "owner@acme-corp.com", password: PASSWORD });
    const reply = await fetch(`${h.host.url}/healthz`);
    expect(reply.status).toBe(200);
    const email = ((await reply.json()) as any).services.email;
    expect(email.smtp).toEqual({ max_message_bytes: expect.any(Number), peak_buffered_bytes: expect.any(Number), oversize_refused: expect.any(Number) });
    if (kind === "sqlite") {
      expect(email).toMatchObject({ database: "sqlite", wal_max_bytes: 4 * 1024 * 1024 });
      expect(email.wal_bytes).toEqual(expect.any(Number));
      expect(email.db_bytes).toBeGreaterThan(0);
    } else {
      expect(email).toMatchObject({ database: "postgres" });
    }
  });
});
