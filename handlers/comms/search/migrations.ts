import { sql, type Kysely } from "kysely";
import type { Migration } from "mcpforge/platform/storage";
import { ftsTable, SEARCH_INDEXES, trigramIndex } from "./indexes";

/**
 * Migration 1 of the `comms_search` module (run after the `comms` module, whose tables it
 * indexes). SQLite: one FTS5 table per searched CRM table with the trigram tokenizer, an
 * external-content index over the table's rows (rowid = `seq`), kept in step by triggers and
 * back-filled with `rebuild`. PostgreSQL: pg_trgm GIN indexes on `lower(column)`, built over the
 * existing rows by CREATE INDEX.
 */
export const searchIndexMigration: Migration = {
  version: 1,
  name: "create_crm_text_search_indexes",
  async up(db, { dialect }) {
    for (const [table, columns] of Object.entries(SEARCH_INDEXES)) {
      if (dialect === "sqlite") await sqliteIndex(db, table, columns);
      else await postgresIndexes(db, table, columns);
    }
  },
};

export const commsSearchMigrations: readonly Migration[] = [searchIndexMigration];

async function sqliteIndex(db: Kysely<any>, table: string, columns: readonly string[]) {
  const fts = ftsTable(table);
  const cols = columns.join(", ");
  const values = (row: "new" | "old") => columns.map((c) => `${row}.${c}`).join(", ");
  // Names are constants of SEARCH_INDEXES, never input.
  const statements = [
    `CREATE VIRTUAL TABLE ${fts} USING fts5(${cols}, content='${table}', content_rowid='seq', tokenize='trigram')`,
    `CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN
       INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.seq, ${values("new")}); END`,
    `CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN
       INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.seq, ${values("old")}); END`,
    `CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${cols} ON ${table} BEGIN
       INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.seq, ${values("old")});
       INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.seq, ${values("new")}); END`,
    `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

async function postgresIndexes(db: Kysely<any>, table: string, columns: readonly string[]) {
  await ensurePgTrgm(db);
  for (const c of columns)
    await sql
      .raw(`CREATE INDEX IF NOT EXISTS ${trigramIndex(table, c)} ON ${table} USING gin (lower(${c}) gin_trgm_ops)`)
      .execute(db);
}

/** pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: a database owner may create it. */
async function ensurePgTrgm(db: Kysely<any>) {
  const available = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (Number(available.rows[0]?.n) === 0)
    throw new Error(
      "comms search: the PostgreSQL server has no pg_trgm extension (CRM `q` search needs it). Install the " +
        "server's contrib package (on Debian it is part of postgresql-NN), or ask the provider to allow pg_trgm.",
    );
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db).catch((err: unknown) => {
    throw new Error(
      `comms search: could not create the pg_trgm extension (${err instanceof Error ? err.message : String(err)}). ` +
        "Run `CREATE EXTENSION pg_trgm;` once as the database owner or a superuser, then start again.",
    );
  });
}
