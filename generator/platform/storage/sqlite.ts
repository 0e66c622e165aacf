import type Database from "better-sqlite3";
import { betterSqlite } from "./better-sqlite";
import type { Logger } from "pino";
import type { SqliteDatabase, SqliteStatement } from "kysely";
import type { WalPolicy } from "./config";
import { fileSize, prepareDataFile, restrictDataFiles } from "./data-files";
import { startCheckpointer } from "./sqlite-wal";

/** A better-sqlite3 connection tuned for a server, as Kysely's SqliteDialect takes it. */
export interface SqliteHandle extends SqliteDatabase {
  close(): void;
  /**
   * Stops the checkpoint worker and waits until its connection is closed. Call before closing
   * the main connection, which then, as the last one, checkpoints and removes the WAL file.
   */
  stopCheckpoints(): Promise<void>;
  /** Runs a checkpoint now on this connection (operators, tests); TRUNCATE empties the WAL file. */
  checkpoint(mode: "PASSIVE" | "TRUNCATE"): { busy: boolean; walFrames: number; checkpointedFrames: number };
  /** Whether a transaction is open on the connection (sqlite-lock.ts waits for the lock only outside one). */
  readonly inTransaction: boolean;
  /**
   * File sizes for /healthz, and the worker's idle TRUNCATE checkpoints: tried, and given up because
   * a reader was still in the log (a growing `wal_truncate_busy` with a WAL that stays large means
   * a long reader).
   */
  health(): { database: "sqlite"; db_bytes: number; wal_bytes: number; wal_max_bytes: number; wal_truncate_tries: number; wal_truncate_busy: number };
}

/**
 * Opens `path` with WAL (readers never block the writer), the given `synchronous` mode (NORMAL:
 * a committed transaction survives a process crash; FULL also an OS crash or power loss), foreign
 * keys on and no synchronous busy timeout: a write that finds the lock held by another connection
 * (the checkpoint worker, another process) waits for it asynchronously (sqlite-lock.ts).
 *
 * Two things keep the event loop free, since better-sqlite3 is synchronous:
 * - prepared statements are cached by SQL text (Kysely prepares every query anew);
 * - WAL checkpoints run on a worker thread with its own connection, within the size bound of
 *   sqlite-wal.ts.
 * The directory and files are private to the service's user (data-files.ts).
 */
export function openSqlite(opts: { path: string; synchronous: "NORMAL" | "FULL"; wal: WalPolicy; logger: Logger }): SqliteHandle {
  prepareDataFile(opts.path);
  const db = new (betterSqlite())(opts.path);
  db.pragma("journal_mode = WAL");
  db.pragma(`synchronous = ${opts.synchronous}`);
  db.pragma("foreign_keys = ON");
  // No synchronous busy wait on the event loop: writes wait for the lock asynchronously (sqlite-lock.ts).
  db.pragma("busy_timeout = 0");
  // SQLite gives -wal and -shm the database file's mode; existing ones may predate 0600.
  restrictDataFiles(opts.path);
  const checkpointer = startCheckpointer(db, opts.path, opts.wal, opts.logger);
  const cache = new Map<string, Database.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      let stmt = cache.get(sql);
      // A statement being iterated (a streamed query) cannot run again until it finishes.
      if (!stmt || stmt.busy) {
        stmt = db.prepare(sql);
        if (cache.size >= 1000) cache.clear(); // queries are built from a bounded set of shapes
        cache.set(sql, stmt);
      }
      return stmt as unknown as SqliteStatement;
    },
    get inTransaction() {
      return db.inTransaction;
    },
    stopCheckpoints: () => checkpointer.stop(),
    checkpoint(mode) {
      const [r] = db.pragma(`wal_checkpoint(${mode})`) as { busy: number; log: number; checkpointed: number }[];
      return { busy: r.busy !== 0, walFrames: r.log, checkpointedFrames: r.checkpointed };
    },
    health: () => ({
      database: "sqlite",
      db_bytes: fileSize(opts.path),
      wal_bytes: fileSize(`${opts.path}-wal`),
      wal_max_bytes: opts.wal.maxBytes,
      wal_truncate_tries: checkpointer.truncates.tries,
      wal_truncate_busy: checkpointer.truncates.busy,
    }),
    close() {
      void checkpointer.stop();
      cache.clear();
      db.close();
    },
  };
}
