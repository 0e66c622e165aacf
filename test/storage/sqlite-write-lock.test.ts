import Database from "better-sqlite3";
import { sql } from "kysely";
import { openStorage, type Storage } from "../../generator/platform/storage";
import { createTestDatabase, type TestDatabase } from "./databases";

/**
 * Issue 30 item 5: "database is locked" (SQLITE_BUSY, answered as internal_error) under ordinary
 * concurrency. Another connection on the file (the WAL checkpoint worker, a second process) is
 * played by `other`, a raw connection of this test, so each contention happens at a chosen point.
 */
describe("SQLite writes under contention wait for the lock, never fail", () => {
  let database: TestDatabase;
  let storage: Storage;
  let other: Database.Database;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    storage = await openStorage({ env: database.env });
    await sql`create table t (id integer primary key, v text)`.execute(storage.db);
    other = new Database(database.url.slice("sqlite:".length));
    other.pragma("busy_timeout = 0");
  });
  afterAll(async () => {
    other.close();
    await storage.close();
    await database.drop();
  });

  test("a transaction that reads and then writes is not refused when another connection wrote in between", async () => {
    let otherWrote: string | undefined;
    await storage.db.transaction().execute(async (trx) => {
      await trx.selectFrom("t").selectAll().execute();
      try {
        other.prepare("insert into t (v) values ('other')").run();
        otherWrote = "yes";
      } catch (err) {
        otherWrote = (err as { code?: string }).code; // held off: the transaction has the write lock
      }
      await trx.insertInto("t").values({ v: "mine" }).execute(); // was SQLITE_BUSY_SNAPSHOT
    });
    expect(otherWrote).toBe("SQLITE_BUSY");
    const rows = await storage.db.selectFrom("t").select("v").execute();
    expect(rows.map((r) => r.v)).toEqual(["mine"]);
  });

  test("while another connection holds the write lock, writes wait without blocking the event loop, then succeed", async () => {
    other.exec("begin immediate");
    other.prepare("insert into t (v) values ('held')").run();
    let settled = false;
    const single = storage.db.insertInto("t").values({ v: "autocommit" }).execute();
    const inTrx = storage.db.transaction().execute((trx) => trx.insertInto("t").values({ v: "transaction" }).execute());
    const both = Promise.all([single, inTrx]).finally(() => (settled = true));
    both.catch(() => undefined);
    // The event loop turns while they wait (before: a synchronous 5 s busy wait, then SQLITE_BUSY).
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
    other.exec("commit");
    await both;
    const rows = await storage.db.selectFrom("t").select("v").orderBy("id").execute();
    expect(rows.map((r) => r.v)).toEqual(["mine", "held", "autocommit", "transaction"]);
  });
});
