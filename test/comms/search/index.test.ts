import { CompiledQuery, sql, type Kysely } from "kysely";
import pino from "pino";
import { loadConfig } from "../../../generator/runtime";
import { acquireStorage } from "../../../generator/platform/storage";
import { textSearch } from "../../../handlers/comms/search";
import { describeEachDatabase, type DatabaseKind } from "../../storage/databases";
import { startComms, useComms, type Caller } from "../harness";

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
  const c = useComms(kind);

  test("a query of 3+ characters is served by the trigram index (FTS5 / pg_trgm), shorter ones by the scan", async () => {
    await fill(c.h.db, kind);
    for (const q of ["u1234@", "Émile", `o"b%_x`]) {
      const p = await plan(c.h.db, kind, q);
      if (kind === "sqlite") expect(p).toMatch(/SCAN fts_comms_crm_contacts VIRTUAL TABLE INDEX/);
      else expect(p).toMatch(/Bitmap Index Scan on comms_crm_contacts_(email|first_name)_trgm/);
    }
    if (kind === "sqlite") expect(await plan(c.h.db, kind, "an")).not.toMatch(/fts_/);
  });

  /** One row of every resource with q, each with `word` in a searched column; their ids by list tool. */
  async function oneOfEach(caller: Caller, o: { organization_id: string }, word: string) {
    const p = await caller.tool("commsvc_crm_pipelines_create", { ...o, name: `Pipe ${word}`, stages: ["Lead"] });
    const stage = (await caller.tool("commsvc_crm_stages_list", { ...o, pipeline_id: p.pipeline_id })).stages[0];
    const made = {
      commsvc_crm_pipelines_list: p.pipeline_id,
      commsvc_crm_companies_list: (await caller.tool("commsvc_crm_companies_create", { ...o, name: `Co ${word}` }))
        .company_id,
      commsvc_crm_contacts_list: (
        await caller.tool("commsvc_crm_contacts_create", { ...o, email: `${word}@acme.test`, first_name: "A" })
      ).contact_id,
      commsvc_crm_deals_list: (
        await caller.tool("commsvc_crm_deals_create", {
          ...o,
          title: `Deal ${word}`,
          pipeline_id: p.pipeline_id,
          stage_id: stage.stage_id,
        })
      ).deal_id,
      commsvc_crm_activities_list: (await caller.tool("commsvc_crm_activities_create", { ...o, note: `Met ${word}` }))
        .activity_id,
      commsvc_crm_tasks_list: (await caller.tool("commsvc_crm_tasks_create", { ...o, title: `Call ${word}` })).task_id,
    };
    return made as Record<string, string>;
  }

  const ID_FIELD: Record<string, string> = {
    commsvc_crm_activities_list: "activity_id",
    commsvc_crm_companies_list: "company_id",
    commsvc_crm_contacts_list: "contact_id",
    commsvc_crm_deals_list: "deal_id",
    commsvc_crm_pipelines_list: "pipeline_id",
    commsvc_crm_tasks_list: "task_id",
  };
  async function found(caller: Caller, o: { organization_id: string }, tool: string, q: string) {
    const list = Object.values(await caller.tool(tool, { ...o, q })).find(Array.isArray) as Record<string, unknown>[];
    return list.map((row) => row[ID_FIELD[tool]]);
  }

  test("every resource with q: the migration back-fills earlier rows, and later writes are found too", async () => {
    const o = c.org();
    const before = await oneOfEach(c.t.owner, o, "Quokka");
    await c.h.close();
    const lease = await acquireStorage({
      config: loadConfig(c.database.env),
      logger: pino({ level: "silent" }),
      clock: c.h.clock,
    });
    await unmigrateSearch(lease.storage.kysely(), kind);
    await lease.release();
    const h = await startComms(c.database); // runs comms_search v1 over the existing rows
    try {
      const owner = await h.as(c.t.secret);
      const after = await oneOfEach(owner, o, "Wombat");
      for (const tool of Object.keys(before)) {
        expect({ tool, ids: await found(owner, o, tool, "QUOKK") }).toEqual({ tool, ids: [before[tool]] });
        expect({ tool, ids: await found(owner, o, tool, "wombat") }).toEqual({ tool, ids: [after[tool]] });
      }
    } finally {
      await h.close();
    }
  });
});
