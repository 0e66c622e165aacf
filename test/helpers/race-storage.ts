import Database from "better-sqlite3";
import { sql, type Kysely, type KyselyPlugin } from "kysely";
import type { Storage } from "../../generator/platform/storage";
import { serialized } from "../../generator/platform/storage/schema";

/**
 * `storage` with `plugin` on every query it runs, inside `serialized()` transactions too (the
 * storage's own serialized() uses the handle without the plugin). For code under test that takes
 * its lock through `storage.serialized`, so a RaceAfter can watch the check made under that lock.
 */
export function pluggedStorage(storage: Storage, plugin: KyselyPlugin): Storage {
  const db: Kysely<any> = storage.db.withPlugin(plugin);
  return {
    ...storage,
    db,
    kysely: <DB>() => db as unknown as Kysely<DB>,
    serialized: (key, fn) => serialized(db, storage.dialect, key, fn),
  };
}

/**
 * Whether `serialized(key)` (generator/platform/storage/schema.ts) taken now, on `probe`'s own
 * connection, would have to wait: asked without waiting (pg_try_advisory_xact_lock on
 * PostgreSQL, BEGIN IMMEDIATE with no busy timeout on SQLite). Open `probe` before the lock is
 * held: opening a storage runs its migrations under that same kind of lock.
 */
export async function serializedIsHeld(probe: Storage, key: string): Promise<boolean> {
  if (probe.dialect === "postgres")
    return probe.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_xact_lock(hashtext(${key})) as got`.execute(
        trx,
      );
      return !rows[0].got;
    });
  // A raw connection: the storage's own waits for the lock (sqlite-lock.ts) instead of answering.
  const raw = new Database(probe.location.replace(/^sqlite:/, ""));
  try {
    raw.pragma("busy_timeout = 0");
    raw.exec("begin immediate");
    raw.exec("rollback");
    return false;
  } catch (err) {
    if ((err as { code?: string }).code === "SQLITE_BUSY") return true;
    throw err;
  } finally {
    raw.close();
  }
}
