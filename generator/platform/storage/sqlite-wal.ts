import type Database from "better-sqlite3";
import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import type { WalPolicy } from "./config";

/**
 * WAL checkpoints off the event loop, with a bound on the log's size.
 *
 * A checkpoint copies the log into the database file and fsyncs it; the log starts over from its
 * beginning only when a writer finds every frame copied. The worker's PASSIVE checkpoints never
 * block the writer, but under continuous writes they always lag by the commits made meanwhile, so
 * the log never restarts and the file grew without bound (944 MiB in 20 s). Three rules bound it:
 * - the writing connection checkpoints itself once the log passes `maxBytes`
 *   (`wal_autocheckpoint`): it finishes with every frame copied, so its next commit restarts the log;
 * - a restarted log is cut back to `maxBytes` (`journal_size_limit`);
 * - after `idleMs` without a commit the worker runs a TRUNCATE checkpoint: an idle database keeps
 *   an empty log file.
 * The worker's connection never waits for a lock (busy timeout 0). A TRUNCATE takes the write lock
 * and then waits, through the busy handler, for every reader to leave the log: with a 5 s timeout a
 * long reader (a snapshot export) held every writer off 5 s at a time. Without a busy handler SQLite
 * gives up at once, finishes as a PASSIVE checkpoint and answers busy
 * (sqlite.org/c3ref/wal_checkpoint_v2.html); the worker tries again on a later tick.
 * If the worker cannot start, SQLite's own checkpoints run inline every 1000 pages.
 */
const CHECKPOINT_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.module);
const db = new Database(workerData.path);
db.pragma("busy_timeout = 0"); // never wait for a lock: a busy checkpoint is tried again later
db.pragma("journal_size_limit = " + workerData.maxBytes);
let version = -1;
let changedAt = Date.now();
let dirty = true;
const timer = setInterval(() => {
  try {
    const v = db.pragma("data_version", { simple: true });
    if (v !== version) {
      version = v;
      changedAt = Date.now();
      dirty = true;
    }
    if (!dirty) return;
    if (Date.now() - changedAt >= workerData.idleMs) {
      parentPort.postMessage({ truncate: "try" });
      const [r] = db.pragma("wal_checkpoint(TRUNCATE)");
      if (r.busy === 0) dirty = false;
      else parentPort.postMessage({ truncate: "busy" });
    } else {
      db.pragma("wal_checkpoint(PASSIVE)");
    }
  } catch (err) { parentPort.postMessage({ error: String(err) }); }
}, workerData.intervalMs);
parentPort.on("message", () => { clearInterval(timer); db.close(); process.exit(0); });
`;

/** Idle TRUNCATE checkpoints the worker began, and those it gave up on (a reader or writer in the way). */
export interface TruncateCounts {
  tries: number;
  busy: number;
}

/** Applies the policy to the writing connection (`db`) and starts the worker. */
export function startCheckpointer(db: Database.Database, path: string, policy: WalPolicy, logger: Logger): { stop(): Promise<void>; truncates: TruncateCounts } {
  const truncates: TruncateCounts = { tries: 0, busy: 0 };
  db.pragma(`journal_size_limit = ${policy.maxBytes}`);
  const pageSize = db.pragma("page_size", { simple: true }) as number;
  const selfCheckpointPages = Math.max(1, Math.ceil(policy.maxBytes / pageSize));
  let worker: Worker;
  try {
    worker = new Worker(CHECKPOINT_WORKER, {
      eval: true,
      workerData: { module: require.resolve("better-sqlite3"), path, intervalMs: policy.intervalMs, idleMs: policy.idleMs, maxBytes: policy.maxBytes },
    });
  } catch (err) {
    logger.warn({ err }, "SQLite checkpoint worker did not start; checkpoints run inline");
    db.pragma(`wal_autocheckpoint = ${Math.min(1000, selfCheckpointPages)}`);
    return { stop: async () => undefined, truncates };
  }
  db.pragma(`wal_autocheckpoint = ${selfCheckpointPages}`);
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  worker.on("message", (m: { truncate?: "try" | "busy"; error?: string }) => {
    if (m.truncate === "try") truncates.tries++;
    else if (m.truncate === "busy") truncates.busy++;
    else logger.warn({ message: m.error }, "SQLite checkpoint failed; retrying");
  });
  worker.on("error", (err) => {
    logger.warn({ err }, "SQLite checkpoint worker failed; checkpoints run inline from now on");
    if (db.open) db.pragma(`wal_autocheckpoint = ${Math.min(1000, selfCheckpointPages)}`);
  });
  let stopping: Promise<void> | undefined;
  return {
    truncates,
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
