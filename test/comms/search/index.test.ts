import { CompiledQuery, sql, type Kysely } from "kysely";
import pino from "pino";
import { loadConfig } from "../../../generator/runtime";
import { acquireStorage } from "../../../handlers/_shared/storage";
import { textSearch } from "../../../handlers/comms/search";
import {
  createTestDatabase,
  describeEachDatabase,
  type DatabaseKind,
  type TestDatabase,
} from "../../storage/databases";
import { startComms, type CommsHarness } from "../harness";
import { scanIds } from "./reference";

/** The plan the database picks for a contacts search of org_x as the list builds it. */
async function plan(db: Kysely<any>, kind: DatabaseKind, q: string): Promise<string> {
  const base = db
    .selectFrom("comms_crm_contacts")
    .selectAll("comms_crm_contacts")
    .where("organization_id", "=", "org_x");
  const { query, key } = textSearch(base, {
    dialect: kind,
    table: "comms_crm_contacts",
    columns: ["email", "first_name"],
    orderBy: "seq",
    q,
  });
  const c = query.orderBy(key).limit(51).compile();
  if (kind === "sqlite") {
    const r = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${c.sql}`, [...c.parameters]),
    );
    return r.rows.map((row) => row.detail).join("\n");
  }
  const r = await db.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${c.sql}`, [...c.parameters]));
  return r.rows.map((row) => row["QUERY PLAN"]).join("\n");
}

/** 20,000 contacts of org_x (written by the database itself), statistics up to date. */
async function fill(db: Kysely<any>, kind: DatabaseKind) {
  const numbers =
    kind === "sqlite"
      ? sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 20000) select i from n`
      : sql`select i from generate_series(1, 20000) as i`;
  await sql`insert into comms_crm_contacts (id, organization_id, email, first_name, created_at, updated_at)
    select 'ct_fill_' || i, 'org_x', 'u' || i || '@example.org', 'User ' || i, 0, 0 from (${numbers}) as g`.execute(db);
  // PostgreSQL: VACUUM (as autovacuum would) moves the GIN pending list into the index and updates
  // the index statistics the planner costs it with.
  await sql.raw(kind === "sqlite" ? "analyze" : "vacuum analyze comms_crm_contacts").execute(db);
}

/** Takes the database back to before the comms_search migration: no index, no triggers, no record. */
async function unmigrateSearch(db: Kysely<any>, kind: DatabaseKind) {
  const tables = ["activities", "companies", "contacts", "deals", "pipelines", "tasks"].map((t) => `comms_crm_${t}`);
  for (const t of tables) {
    if (kind === "sqlite") {
      for (const s of ["ai", "ad", "au"]) await sql.raw(`drop trigger fts_${t}_${s}`).execute(db);
      await sql.raw(`drop table fts_${t}`).execute(db);
    } else {
      const idx = await sql<{
        name: string;
      }>`select indexname as name from pg_indexes where tablename = ${t} and indexname like '%\\_trgm'`.execute(db);
      for (const { name } of idx.rows) await sql.raw(`drop index ${name}`).execute(db);
    }
  }
  await sql`delete from mcpforge_migrations where module = 'comms_search'`.execute(db);
}

describeEachDatabase("comms search: the index itself", (kind) => {
  let database: TestDatabase;
  let h: CommsHarness;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    h = await startComms(database);
  });
  afterEach(async () => {
    await h.close();
    await database.drop();
  });

  test("a query of 3+ characters is served by the trigram index (FTS5 / pg_trgm), shorter ones by the scan", async () => {
    await fill(h.db, kind);
    for (const q of ["u1234@", "Émile", `o"b%_x`]) {
      const p = await plan(h.db, kind, q);
      if (kind === "sqlite") expect(p).toMatch(/SCAN fts_comms_crm_contacts VIRTUAL TABLE INDEX/);
      else expect(p).toMatch(/Bitmap Index Scan on comms_crm_contacts_(email|first_name)_trgm/);
    }
    if (kind === "sqlite") expect(await plan(h.db, kind, "an")).not.toMatch(/fts_/);
  });

  test("the migration back-fills rows written before it; triggers/indexes keep up afterwards", async () => {
    const t = await h.tenant("Acme");
    const o = { organization_id: t.id };
    const before = await t.owner.tool("commsvc_crm_contacts_create", {
      ...o,
      email: "old@acme.test",
      first_name: "Oldest",
    });
    const co = await t.owner.tool("commsvc_crm_companies_create", { ...o, name: "Vandelay Industries" });
    await h.close();
    const lease = await acquireStorage({
      config: loadConfig(database.env),
      logger: pino({ level: "silent" }),
      clock: h.clock,
    });
    await unmigrateSearch(lease.storage.kysely(), kind);
    await lease.release();
    h = await startComms(database); // runs comms_search v1 over the existing rows
    const owner = await h.as(t.secret);
    expect(
      (await owner.tool("commsvc_crm_contacts_list", { ...o, q: "OLDES" })).contacts.map((c: any) => c.contact_id),
    ).toEqual([before.contact_id]);
    expect(
      (await owner.tool("commsvc_crm_companies_list", { ...o, q: "delay ind" })).companies.map(
        (c: any) => c.company_id,
      ),
    ).toEqual([co.company_id]);
    expect(await scanIds(h.db, "comms_crm_contacts", ["email", "first_name"], t.id, "oldes")).toEqual([
      before.contact_id,
    ]);
  });
});
