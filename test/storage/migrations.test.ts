import { sql } from "kysely";
import { openStorage, type Migration } from "../../generator/platform/storage";
import { join } from "node:path";
import { describeEachDatabase, eventually, useStorageFixture } from "./databases";
import { requireBuild, runNode } from "./processes";

const v1: Migration = {
  version: 1,
  name: "create_notes",
  async up(db, { types }) {
    await db.schema.createTable("t_notes").addColumn("id", "text", (c) => c.primaryKey()).addColumn("at", types.bigint, (c) => c.notNull()).execute();
  },
};
const v2: Migration = {
  version: 2,
  name: "add_note_body",
  async up(db) {
    await db.schema.alterTable("t_notes").addColumn("body", "text").execute();
  },
};

describeEachDatabase("migrations", (kind) => {
  const fixture = useStorageFixture(kind);
  const openOne = () => fixture.openOne();

  test("apply pending versions once, in order, and record them", async () => {
    const s = await openOne();
    expect(await s.migrate("notes", [v1])).toEqual([1]);
    expect(await s.migrate("notes", [v1])).toEqual([]);
    expect(await s.migrate("notes", [v1, v2])).toEqual([2]);
    await s.db.insertInto("t_notes").values({ id: "a", at: 1, body: "hello" }).execute();
    const rows = await s.db.selectFrom("mcpforge_migrations").select(["module", "version", "name"]).where("module", "=", "notes").orderBy("version").execute();
    expect(rows.map((r) => [r.module, Number(r.version), r.name])).toEqual([
      ["notes", 1, "create_notes"],
      ["notes", 2, "add_note_body"],
    ]);
  });

  test("modules are independent: one module's versions do not affect another's", async () => {
    const s = await openOne();
    await s.migrate("notes", [v1, v2]);
    const other: Migration = { version: 1, name: "create_other", up: (db) => db.schema.createTable("t_other").addColumn("id", "text").execute() };
    expect(await s.migrate("other", [other])).toEqual([1]);
  });

  test("an older build refuses a database a newer build migrated, naming the migration", async () => {
    const s = await openOne();
    await s.migrate("notes", [v1, v2]);
    await expect(s.migrate("notes", [v1])).rejects.toThrow('the database has migration notes v2 ("add_note_body") that this build does not know');
  });

  test("a released migration cannot be renamed", async () => {
    const s = await openOne();
    await s.migrate("notes", [v1]);
    await expect(s.migrate("notes", [{ ...v1, name: "create_notes_v2" }])).rejects.toThrow('migration notes v1 is "create_notes" in the database but "create_notes_v2" in this build');
  });

  test("versions must be 1, 2, 3… without gaps", async () => {
    const s = await openOne();
    await expect(s.migrate("notes", [v1, { ...v2, version: 3 }])).rejects.toThrow('migrations of "notes": entry 1 has version 3');
  });

  test("a failing migration applies nothing (one transaction)", async () => {
    const s = await openOne();
    const broken: Migration = { version: 2, name: "broken", up: async (db) => { await db.schema.alterTable("t_notes").addColumn("x", "text").execute(); throw new Error("boom"); } };
    await s.migrate("notes", [v1]);
    await expect(s.migrate("notes", [v1, broken])).rejects.toThrow("boom");
    expect(await s.migrate("notes", [v1, v2])).toEqual([2]);
    await s.db.insertInto("t_notes").values({ id: "a", at: 1, body: "ok" }).execute();
  });

  test("several processes starting together migrate once", async () => {
    requireBuild();
    const script = join(__dirname, "fixtures", "migrate-child.js");
    const outputs = await Promise.all([1, 2, 3].map(() => runNode(script, fixture.database.env)));
    expect(outputs.flatMap((o) => JSON.parse(o) as number[]).sort()).toEqual([1, 2]);
  });

  test("acknowledged writes survive closing and reopening", async () => {
    const a = await openStorage({ env: fixture.database.env });
    await a.migrate("notes", [v1, v2]);
    await a.db.insertInto("t_notes").values({ id: "kept", at: 42, body: "x" }).execute();
    await a.close();
    const b = await openOne();
    expect(await b.migrate("notes", [v1, v2])).toEqual([]);
    const row = await b.db.selectFrom("t_notes").selectAll().where("id", "=", "kept").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: "kept", at: 42, body: "x" });
    expect(typeof row.at).toBe("number"); // int8 comes back as a number on PostgreSQL too
  });

  test("serialized() runs one holder of a key at a time", async () => {
    const a = await openOne();
    // Two handles stand for two processes on PostgreSQL. On SQLite a second handle in the same
    // process would block the event loop in SQLite's busy wait; processes share one handle there.
    const b = kind === "postgres" ? await openOne() : a;
    await a.migrate("notes", [v1]);
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const first = a.serialized("k", async (trx) => {
      order.push("a:start");
      await trx.insertInto("t_notes").values({ id: "a", at: 1 }).execute();
      await gate;
      order.push("a:end");
    });
    await eventually("a to hold the lock", () => order.includes("a:start"));
    const second = b.serialized("k", async (trx) => {
      order.push("b:start");
      const n = await sql<{ n: number }>`select count(*) as n from t_notes`.execute(trx);
      order.push(`b:saw ${Number(n.rows[0].n)}`);
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(order).toEqual(["a:start"]); // b is still waiting for the lock
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(["a:start", "a:end", "b:start", "b:saw 1"]);
  });
});
