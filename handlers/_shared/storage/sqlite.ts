import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** A better-sqlite3 connection tuned for a server, as Kysely's SqliteDialect takes it. */
export interface SqliteHandle extends SqliteDatabase {
  close(): void;
  /**
   * Stops the checkpoint worker and waits until its connection is closed. Call before closing
   * the main connection, which then, as the last one, checkpoints and removes the WAL file.
   */
  stopCheckpoints(): Promise<void>;
}

/**
 * Opens `path` with WAL (readers never block the writer), the given `synchronous` mode (NORMAL:
 * a committed transaction survives a process crash; FULL also an OS crash or power loss), foreign
 * keys on and a 5 s busy timeout for other processes on the same file.
 *
 * Two things keep the event loop free, since better-sqlite3 is synchronous:
 * - prepared statements are cached by SQL text (Kysely prepares every query anew);
 * - WAL checkpoints — the step that copies the log into the database and fsyncs it, which SQLite
 *   otherwise runs inside whichever commit crosses 1000 pages — run on a worker thread with its
 *   own connection. If the worker cannot start, SQLite's automatic checkpoints stay on.
 */
export function openSqlite(opts: { path: string; synchronous: "NORMAL" | "FULL"; logger: Logger }): SqliteHandle {
  mkdirSync(dirname(opts.path), { recursive: true });
  const db = new Database(opts.path);
  db.pragma("journal_mode = WAL");
  db.pragma(`synchronous = ${opts.synchronous}`);
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  const checkpointer = startCheckpointer(db, opts.path, opts.logger);
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
    stopCheckpoints: () => checkpointer.stop(),
    close() {
      void checkpointer.stop();
      cache.clear();
      db.close();
    },
  };
}

const CHECKPOINT_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.module);
const db = new Database(workerData.path);
db.pragma("busy_timeout = 5000");
const timer = setInterval(() => {
  try { db.pragma("wal_checkpoint(PASSIVE)"); } catch (err) { parentPort.postMessage(String(err)); }
}, workerData.intervalMs);
parentPort.on("message", () => { clearInterval(timer); db.close(); process.exit(0); });
`;

function startCheckpointer(db: Database.Database, path: string, logger: Logger): { stop(): Promise<void> } {
  let worker: Worker;
  try {
    worker = new Worker(CHECKPOINT_WORKER, { eval: true, workerData: { module: require.resolve("better-sqlite3"), path, intervalMs: 200 } });
  } catch (err) {
    logger.warn({ err }, "SQLite checkpoint worker did not start; checkpoints run inline");
    return { stop: async () => undefined };
  }
  db.pragma("wal_autocheckpoint = 0");
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  worker.on("message", (m) => logger.warn({ message: m }, "SQLite checkpoint failed; retrying"));
  worker.on("error", (err) => {
    logger.warn({ err }, "SQLite checkpoint worker failed; checkpoints run inline from now on");
    if (db.open) db.pragma("wal_autocheckpoint = 1000");
  });
  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopping ??= (() => {
        worker.ref(); // keep the process alive until the worker's connection is closed
        worker.postMessage("stop");
        return exited;
      })();
      return stopping;
    },
  };
}
