import { betterSqlite } from "./better-sqlite";
import { Kysely, SqliteDialect } from "kysely";
import type { Dialect } from "./config";

/**
 * A read-only, consistent view of the database for long reads (a tenant export), that neither
 * holds the process's write connection nor sees writes made after it began:
 * - SQLite: a connection of its own, opened read-only on the same file; its transaction's first
 *   read fixes the snapshot, and in WAL mode a reader never blocks the writer. The main
 *   connection stays free for every other request while the reader streams.
 * - PostgreSQL: a `REPEATABLE READ READ ONLY` transaction on one pooled connection; `.stream()`
 *   reads through a server-side cursor (pg-cursor), so rows arrive in bounded batches.
 * `fn` should stream (`.stream(n)`) and yield between batches: better-sqlite3 is synchronous.
 */
export async function readSnapshot<R>(
  opts: { dialect: Dialect; db: Kysely<any>; sqlitePath?: string },
  fn: (trx: Kysely<any>) => Promise<R>,
): Promise<R> {
  if (opts.dialect === "postgres")
    return opts.db.transaction().setIsolationLevel("repeatable read").setAccessMode("read only").execute(fn);
  const reader = new (betterSqlite())(opts.sqlitePath!, { readonly: true, fileMustExist: true });
  reader.pragma("busy_timeout = 5000");
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: reader }) });
  try {
    return await db.transaction().execute(fn);
  } finally {
    await db.destroy(); // closes the reader connection
  }
}
