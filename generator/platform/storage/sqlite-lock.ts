import { setTimeout as delay } from "node:timers/promises";
import { CompiledQuery, SqliteDialect, type DatabaseConnection, type Driver, type QueryResult, type TransactionSettings } from "kysely";
import type { SqliteHandle } from "./sqlite";

const isBusy = (err: unknown): boolean => /^SQLITE_BUSY/.test(String((err as { code?: unknown })?.code ?? ""));

/**
 * SQLite with one rule for writes: a write under contention waits for the lock, on the event loop,
 * and never fails (issue 30 item 5).
 * - Every transaction begins `IMMEDIATE`: it takes the write lock before its first read, so it can
 *   never have to upgrade a read snapshot to a write after another connection committed (that
 *   upgrade fails at once with SQLITE_BUSY, whatever the busy timeout).
 * - The connection's own busy timeout is 0 (sqlite.ts): better-sqlite3 would wait synchronously,
 *   blocking every request of the process. A statement outside a transaction (a BEGIN IMMEDIATE, an
 *   autocommit write) that finds the lock held is run again after an asynchronous pause (2 ms,
 *   doubling to 50 ms), for up to `lockWaitMs`. A statement that failed with SQLITE_BUSY outside a
 *   transaction changed nothing, so running it again is taking the lock, not retrying work.
 * Inside this process Kysely's connection mutex already queues transactions one at a time; the lock
 * is contended by the WAL checkpoint worker's TRUNCATE and by other processes on the file.
 */
export class WaitingSqliteDialect extends SqliteDialect {
  constructor(
    private readonly handle: SqliteHandle,
    private readonly lockWaitMs: number,
  ) {
    super({ database: handle });
  }

  override createDriver(): Driver {
    return new WaitingDriver(super.createDriver(), this.handle, this.lockWaitMs);
  }
}

class WaitingDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly handle: SqliteHandle,
    private readonly lockWaitMs: number,
  ) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();

  async acquireConnection(): Promise<DatabaseConnection> {
    const conn = await this.inner.acquireConnection();
    let w = this.wrapped.get(conn);
    if (!w) {
      w = this.waiting(conn);
      this.wrapped.set(conn, w);
    }
    return w;
  }

  releaseConnection = (conn: DatabaseConnection) => this.inner.releaseConnection(conn);
  beginTransaction = async (conn: DatabaseConnection, _settings: TransactionSettings) => {
    await conn.executeQuery(CompiledQuery.raw("begin immediate"));
  };
  commitTransaction = (conn: DatabaseConnection) => this.inner.commitTransaction(conn);
  rollbackTransaction = (conn: DatabaseConnection) => this.inner.rollbackTransaction(conn);

  private waiting(conn: DatabaseConnection): DatabaseConnection {
    const { handle, lockWaitMs } = this;
    return {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const started = Date.now();
        for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
          try {
            return await conn.executeQuery<R>(query);
          } catch (err) {
            if (!isBusy(err) || handle.inTransaction) throw err;
            if (Date.now() - started >= lockWaitMs)
              throw new Error(`SQLite write lock held by another connection for over ${lockWaitMs} ms (SQLITE_LOCK_WAIT_MS)`, { cause: err });
            await delay(pause);
          }
        }
      },
      streamQuery: (query, chunkSize) => conn.streamQuery(query, chunkSize),
    };
  }
}
