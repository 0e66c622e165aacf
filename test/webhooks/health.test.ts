import { describeEachDatabase } from "../storage/databases";
import { newBucket, send, useSuiteHarness } from "./harness";

describeEachDatabase("/healthz shows the webhook service's storage (defect 8)", (kind) => {
  const suite = useSuiteHarness(kind, { env: { SQLITE_WAL_MAX_BYTES: String(8 * 1024 * 1024) } });

  test("the WAL size and its bound (SQLite) or the dialect (PostgreSQL)", async () => {
    const b = await newBucket(suite.h);
    await send(b.url, { body: "x".repeat(10_000) });
    const reply = await send(`${suite.h.host.url}/healthz`, { method: "GET" });
    expect(reply.status).toBe(200);
    const webhooks = JSON.parse(reply.text).services.webhooks;
    if (kind === "sqlite") {
      expect(webhooks).toMatchObject({ database: "sqlite", wal_max_bytes: 8 * 1024 * 1024 });
      expect(webhooks.wal_bytes).toEqual(expect.any(Number));
      expect(webhooks.db_bytes).toBeGreaterThan(0);
    } else {
      expect(webhooks).toMatchObject({ database: "postgres" });
    }
  });
});
