import pino from "pino";
import { loadConfig, ManualClock } from "../../generator/runtime";
import { acquireStorage } from "../../generator/platform/storage";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "./databases";

const envFor = (vars: Record<string, string>) => ({ config: loadConfig(vars), logger: pino({ level: "silent" }), clock: new ManualClock() });

describeEachDatabase("process-wide storage", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(() => database.drop());

  test("services of one process share one handle, closed when the last one releases it", async () => {
    const a = await acquireStorage(envFor(database.env));
    const b = await acquireStorage(envFor(database.env));
    expect(b.storage).toBe(a.storage);
    await a.release();
    await a.release(); // idempotent: must not release b's share
    await expect(b.storage.db.selectFrom("mcpforge_migrations").select("module").execute()).resolves.toEqual([{ module: "storage" }]);
    await b.release();
    await expect(b.storage.db.selectFrom("mcpforge_migrations").select("module").execute()).rejects.toThrow();
    const c = await acquireStorage(envFor(database.env));
    expect(c.storage).not.toBe(a.storage); // reopened
    await c.release();
  });
});

test("an unreachable database fails with its location, without credentials, and can be retried", async () => {
  const env = envFor({ DATABASE_URL: "postgres://someone:hunter2@127.0.0.1:1/nowhere" });
  const err = await acquireStorage(env).catch((e: Error) => e);
  expect(String(err)).toContain("storage at postgres://127.0.0.1:1/nowhere");
  expect(String(err)).not.toContain("hunter2");
  await expect(acquireStorage(env)).rejects.toThrow("storage at postgres://127.0.0.1:1/nowhere");
});
