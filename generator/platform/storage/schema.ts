import { sql, type CreateTableBuilder, type Kysely } from "kysely";
import type { Dialect } from "./config";

/**
 * Column types that mean the same on both databases. Times are stored as epoch milliseconds
 * (`bigint`) and booleans as 0/1 `integer`s: better-sqlite3 cannot bind booleans, and integer
 * comparisons behave identically everywhere.
 */
export interface ColumnTypes {
  /** 64-bit integer: epoch milliseconds, sizes, counters. */
  bigint: "bigint" | "integer";
  /** Binary data: Buffer in, Buffer out. */
  blob: "bytea" | "blob";
}

export function columnTypes(dialect: Dialect): ColumnTypes {
  return dialect === "postgres" ? { bigint: "bigint", blob: "bytea" } : { bigint: "integer", blob: "blob" };
}

/**
 * Adds an auto-incrementing 64-bit primary key: `bigserial` on PostgreSQL, `integer primary key
 * autoincrement` on SQLite (never reuses ids, so ordering by it is ordering by insertion).
 */
export function withSerialPrimaryKey<T extends string>(table: CreateTableBuilder<T, never>, column: string, dialect: Dialect): CreateTableBuilder<T, never> {
  return dialect === "postgres"
    ? table.addColumn(column, "bigserial", (c) => c.primaryKey())
    : table.addColumn(column, "integer", (c) => c.primaryKey().autoIncrement());
}

/**
 * Runs `fn` in a transaction that no other process (or connection) runs at the same time for the
 * same `key`: an advisory transaction lock on PostgreSQL, `BEGIN IMMEDIATE` (the database-wide
 * write lock) on SQLite. Used for migrations and other once-only work.
 */
export async function serialized<R>(db: Kysely<any>, dialect: Dialect, key: string, fn: (trx: Kysely<any>) => Promise<R>): Promise<R> {
  if (dialect === "postgres") {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
      return fn(trx);
    });
  }
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw err;
    }
  });
}
