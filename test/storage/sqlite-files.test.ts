import { chmodSync, closeSync, mkdtempSync, openSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { openStorage, type Storage } from "../../generator/platform/storage";
import { betterSqlite } from "../../generator/platform/storage/better-sqlite";
import { eventually } from "./databases";

const MiB = 1024 * 1024;
const mode = (path: string) => statSync(path).mode & 0o777;

describe("SQLite files and WAL (defect 8)", () => {
  let root: string;
  const open: Storage[] = [];
  const openAt = async (path: string, env: Record<string, string> = {}) => {
    const s = await openStorage({ env: { DATABASE_URL: `sqlite:${path}`, ...env } });
    open.push(s);
    return s;
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "mcpforge-files-"));
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
    rmSync(root, { recursive: true, force: true });
  });

  /** `rounds` transactions of 4 rows × 16 KiB: 64 KiB of log each. Returns the largest WAL size seen. */
  async function writeLoop(s: Storage, rounds: number): Promise<number> {
    await sql`create table if not exists t (id integer primary key, b blob not null)`.execute(s.db);
    const blob = Buffer.alloc(16 * 1024, 7);
    let largest = 0;
    for (let i = 0; i < rounds; i++) {
      await s.db.transaction().execute(async (trx) => {
        for (let k = 0; k < 4; k++) await sql`insert into t (b) values (${blob})`.execute(trx);
      });
      largest = Math.max(largest, Number(s.health().wal_bytes));
    }
    return largest;
  }

  test("the WAL stays near SQLITE_WAL_MAX_BYTES under a sustained write loop, and an idle TRUNCATE checkpoint empties it", async () => {
    // The bound comes from the writer's own checkpoints (wal_autocheckpoint), and the idle checkpoint
    // is triggered explicitly below, so the worker's timers are set out of reach: a PASSIVE
    // checkpoint of the worker running at the moment of the explicit TRUNCATE made it answer busy
    // (SQLite refuses a second concurrent checkpointer at once) — a race, seen once in CI.
    const s = await openAt(join(root, "w.sqlite"), { SQLITE_WAL_MAX_BYTES: String(MiB), SQLITE_WAL_IDLE_MS: "3600000", SQLITE_CHECKPOINT_INTERVAL_MS: "3600000" });
    const largest = await writeLoop(s, 400); // 25 MiB written
    expect(s.health()).toMatchObject({ database: "sqlite", wal_max_bytes: MiB });
    expect(largest).toBeGreaterThan(0);
    // The bound plus the transaction in flight and SQLite's frame headers.
    expect(largest).toBeLessThan(2 * MiB);
    expect(s.checkpoint("TRUNCATE")).toMatchObject({ busy: false });
    expect(s.health().wal_bytes).toBe(0);
    expect(Number((await sql<{ n: number }>`select count(*) as n from t`.execute(s.db)).rows[0].n)).toBe(1600);
  });

  test("the background worker truncates the WAL once the database is idle", async () => {
    const s = await openAt(join(root, "idle.sqlite"), { SQLITE_WAL_IDLE_MS: "1", SQLITE_CHECKPOINT_INTERVAL_MS: "5" });
    await writeLoop(s, 20);
    await eventually("an empty WAL file after the idle checkpoint", () => s.health().wal_bytes === 0);
  });

  test("the idle TRUNCATE never waits for a lock: a long reader holds no writer off, and the log is emptied once it leaves (issue 30)", async () => {
    // A write waits at most 1 s for the lock. The worker used to wait up to 5 s (its busy timeout)
    // for the reader to leave the log, holding the write lock all along, so these writes failed.
    const path = join(root, "reader.sqlite");
    const s = await openAt(path, { SQLITE_WAL_IDLE_MS: "1", SQLITE_CHECKPOINT_INTERVAL_MS: "5", SQLITE_LOCK_WAIT_MS: "1000" });
    await writeLoop(s, 2);
    const reader = new (betterSqlite())(path);
    reader.prepare("begin").run();
    reader.prepare("select count(*) from t").get(); // a snapshot the log cannot restart under
    try {
      await writeLoop(s, 1);
      for (let i = 0; i < 5; i++) {
        const tries = s.health().wal_truncate_tries as number;
        await eventually("the worker trying its idle TRUNCATE", () => (s.health().wal_truncate_tries as number) > tries);
        await writeLoop(s, 1);
      }
      await eventually("idle TRUNCATEs given up because of the reader", () => (s.health().wal_truncate_busy as number) >= 5);
      expect(s.health().wal_bytes).toBeGreaterThan(0);
    } finally {
      reader.prepare("rollback").run();
      reader.close();
    }
    await eventually("an empty WAL file once the reader left", () => s.health().wal_bytes === 0);
    expect(Number((await sql<{ n: number }>`select count(*) as n from t`.execute(s.db)).rows[0].n)).toBe(32);
  });

  test("a new data directory is 0700 and the database files 0600, whatever the umask", async () => {
    const previous = process.umask(0);
    try {
      const dir = join(root, "a", "b");
      const path = join(dir, "m.sqlite");
      const s = await openAt(path);
      await writeLoop(s, 1);
      expect([mode(join(root, "a")), mode(dir)]).toEqual([0o700, 0o700]);
      for (const f of [path, `${path}-wal`, `${path}-shm`]) expect([f, mode(f)]).toEqual([f, 0o600]);
    } finally {
      process.umask(previous);
    }
  });

  test("existing world-readable files are made 0600 when opened", async () => {
    const path = join(root, "old.sqlite");
    const first = await openAt(path);
    await writeLoop(first, 1);
    await first.close();
    open.splice(0);
    for (const f of [path, `${path}-wal`, `${path}-shm`]) {
      closeSync(openSync(f, "a"));
      chmodSync(f, 0o644);
    }
    await openAt(path);
    for (const f of [path, `${path}-wal`, `${path}-shm`]) expect([f, mode(f)]).toEqual([f, 0o600]);
  });
});
