import { Kysely, PostgresDialect } from "kysely";
import type PgModule from "pg";
import pino, { type Logger } from "pino";
import { systemClock, type Clock } from "../../runtime";
import { describeLocation, storageConfigFrom, type Dialect, type StorageConfig } from "./config";
import { LocalEventChannel, PostgresEventChannel, type EventChannel } from "./events";
import { JOBS_TABLE, JobQueue } from "./jobs";
import { runMigrations, type Migration } from "./migrate";
import { columnTypes, serialized, withSerialPrimaryKey, type ColumnTypes } from "./schema";
import { readSnapshot } from "./snapshot";
import { openSqlite } from "./sqlite";
import { WaitingSqliteDialect } from "./sqlite-lock";
import { observeStorage, queryTracing } from "./telemetry";

// pg is loaded only on the PostgreSQL path: SQLite-only processes skip ~25 ms at start-up.
const pgLib = (): typeof PgModule => require("pg");

/** One database with its job queue and event channel; see README.md in this folder. */
export interface Storage {
  readonly dialect: Dialect;
  /** Where the data is, without credentials (for logs). */
  readonly location: string;
  /** Untyped Kysely handle; modules use `kysely<TheirTables>()`. */
  readonly db: Kysely<any>;
  /** The same handle, typed with a module's table interfaces. */
  kysely<DB>(): Kysely<DB>;
  readonly types: ColumnTypes;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly events: EventChannel;
  /** Applies `module`'s pending migrations (see migrate.ts); returns the versions applied. */
  migrate(module: string, migrations: readonly Migration[]): Promise<number[]>;
  /** A transaction no other process runs concurrently for the same key (see schema.ts). */
  serialized<R>(key: string, fn: (trx: Kysely<any>) => Promise<R>): Promise<R>;
  /**
   * A read-only transaction over a consistent snapshot that leaves the write connection free
   * (snapshot.ts): for long streamed reads such as a tenant export.
   */
  readSnapshot<R>(fn: (trx: Kysely<any>) => Promise<R>): Promise<R>;
  /**
   * Figures for a service's `health()` (/healthz): on SQLite the database and WAL file sizes and
   * the WAL bound; on PostgreSQL just the dialect. Cheap (two stat calls), never throws.
   */
  health(): Record<string, unknown>;
  /**
   * SQLite: runs a WAL checkpoint now (TRUNCATE leaves an empty WAL file); the background policy
   * does this by itself (sqlite-wal.ts). PostgreSQL: nothing to do, returns undefined.
   */
  checkpoint(mode: "PASSIVE" | "TRUNCATE"): { busy: boolean; walFrames: number; checkpointedFrames: number } | undefined;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** The process environment (DATABASE_URL, …); see config.ts. */
  env: Readonly<Record<string, string | undefined>>;
  clock?: Clock;
  logger?: Logger;
  /** Base for relative SQLite paths; default the working directory. */
  cwd?: string;
}

/** The storage layer's own tables. */
const CORE_MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: "create_jobs",
    async up(db, { dialect, types }) {
      await withSerialPrimaryKey(db.schema.createTable(JOBS_TABLE), "id", dialect)
        .addColumn("queue", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.unique())
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("run_at", types.bigint, (c) => c.notNull())
        .addColumn("interval_ms", types.bigint)
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("max_attempts", "integer", (c) => c.notNull())
        .addColumn("locked_by", "text")
        .addColumn("locked_until", types.bigint)
        .addColumn("last_error", "text")
        .addColumn("failed_at", types.bigint)
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex(`${JOBS_TABLE}_due`).on(JOBS_TABLE).columns(["queue", "run_at"]).execute();
    },
  },
];

/**
 * Opens a database of its own (tests, tools). Services share one per process through
 * `acquireStorage` instead. Runs the storage layer's migrations before returning.
 */
export async function openStorage(opts: OpenOptions): Promise<Storage> {
  const config = storageConfigFrom(opts.env, opts.cwd);
  const logger = opts.logger ?? pino({ level: "silent" });
  const clock = opts.clock ?? systemClock;
  const sqlite = config.dialect === "sqlite" ? openSqlite({ path: config.location, synchronous: config.sqliteSynchronous, wal: config.sqliteWal, logger }) : undefined;
  const log = queryTracing(config.dialect);
  const db = sqlite ? new Kysely<any>({ dialect: new WaitingSqliteDialect(sqlite, config.sqliteLockWaitMs), log }) : postgresKysely(config, logger, log);
  const location = describeLocation(config);
  const events = config.dialect === "postgres" ? new PostgresEventChannel(db, config.location, logger) : new LocalEventChannel(logger);
  const jobs = new JobQueue(db, { dialect: config.dialect, clock, logger, pollMs: config.jobsPollMs, leaseMs: config.jobsLeaseMs });
  const storage: Storage = {
    dialect: config.dialect,
    location,
    db,
    kysely: <DB>() => db as unknown as Kysely<DB>,
    types: columnTypes(config.dialect),
    clock,
    jobs,
    events,
    migrate: (module, migrations) => runMigrations({ db, dialect: config.dialect, module, migrations, logger }),
    serialized: (key, fn) => serialized(db, config.dialect, key, fn),
    readSnapshot: (fn) => readSnapshot({ dialect: config.dialect, db, sqlitePath: config.location }, fn),
    health: () => sqlite?.health() ?? { database: "postgres" },
    checkpoint: (mode) => sqlite?.checkpoint(mode),
    async close() {
      stopObserving();
      await jobs.close();
      await events.close();
      await sqlite?.stopCheckpoints();
      await db.destroy();
    },
  };
  const stopObserving = observeStorage(db, storage.health);
  try {
    await storage.migrate("storage", CORE_MIGRATIONS);
  } catch (err) {
    await storage.close().catch(() => undefined);
    throw new Error(`storage at ${location}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  return storage;
}

/** int8 (bigint, bigserial, count(*)) as a JS number: our values (ms times, ids) stay below 2^53. */
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID && format !== "binary" ? (v: string) => Number(v) : pgLib().types.getTypeParser(oid, format as "text")) as typeof PgModule.types.getTypeParser,
};

function postgresKysely(config: StorageConfig, logger: Logger, log: ReturnType<typeof queryTracing>): Kysely<any> {
  const pool = new (pgLib().Pool)({ connectionString: config.location, max: config.poolMax, types: pgTypes });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", (err) => logger.warn({ err }, "PostgreSQL pool client error"));
  // pg-cursor lets `.stream()` read in batches through a server-side cursor (snapshot.ts).
  return new Kysely<any>({ dialect: new PostgresDialect({ pool, cursor: require("pg-cursor") }), log });
}
