import { isAbsolute, join, resolve } from "node:path";

export type Dialect = "sqlite" | "postgres";

/** Where the data lives and how to reach it, read once from the environment. */
export interface StorageConfig {
  dialect: Dialect;
  /** SQLite: absolute file path. PostgreSQL: the connection string as given. */
  location: string;
  /** PostgreSQL pool size (DATABASE_POOL_MAX, default 10). */
  poolMax: number;
  /** SQLite `synchronous` pragma (SQLITE_SYNCHRONOUS: NORMAL by default, FULL for power-loss durability). */
  sqliteSynchronous: "NORMAL" | "FULL";
  /** How often the job worker looks for due jobs (MCPFORGE_JOBS_POLL_MS, default 1000). */
  jobsPollMs: number;
  /**
   * How long a claimed job stays leased to its process (MCPFORGE_JOBS_LEASE_MS, default 300000):
   * after a crash its jobs run again once this has passed, so keep it above the longest job.
   */
  jobsLeaseMs: number;
  /** SQLite WAL policy (see sqlite-wal.ts). */
  sqliteWal: WalPolicy;
  /** How long a SQLite write waits, asynchronously, for a lock another connection holds (sqlite-lock.ts). */
  sqliteLockWaitMs: number;
}

export interface WalPolicy {
  /**
   * Size the WAL is kept near (SQLITE_WAL_MAX_BYTES, default 64 MiB): past it the writing connection
   * checkpoints itself (`wal_autocheckpoint`), and a reset log is truncated back to it
   * (`journal_size_limit`).
   */
  maxBytes: number;
  /** How often the background PASSIVE checkpoint runs (SQLITE_CHECKPOINT_INTERVAL_MS, default 200). */
  intervalMs: number;
  /** After this long without a commit, a TRUNCATE checkpoint empties the WAL file (SQLITE_WAL_IDLE_MS, default 1000). */
  idleMs: number;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * DATABASE_URL selects the database:
 * - unset: SQLite at `$MCPFORGE_DATA_DIR/mcpforge.sqlite` (default `var/`, relative to the working
 *   directory), so `npm start` needs no setup;
 * - `sqlite:PATH` or `file:PATH`: SQLite at PATH (relative paths from the working directory);
 * - `postgres://…` or `postgresql://…`: PostgreSQL.
 */
export function storageConfigFrom(env: Env, cwd = process.cwd()): StorageConfig {
  const url = env.DATABASE_URL?.trim();
  const common = {
    poolMax: positiveInt(env, "DATABASE_POOL_MAX", 10),
    sqliteSynchronous: synchronous(env.SQLITE_SYNCHRONOUS),
    jobsPollMs: positiveInt(env, "MCPFORGE_JOBS_POLL_MS", 1000),
    jobsLeaseMs: positiveInt(env, "MCPFORGE_JOBS_LEASE_MS", 300_000),
    sqliteLockWaitMs: positiveInt(env, "SQLITE_LOCK_WAIT_MS", 30_000),
    sqliteWal: {
      maxBytes: positiveInt(env, "SQLITE_WAL_MAX_BYTES", 64 * 1024 * 1024),
      intervalMs: positiveInt(env, "SQLITE_CHECKPOINT_INTERVAL_MS", 200),
      idleMs: positiveInt(env, "SQLITE_WAL_IDLE_MS", 1000),
    },
  };
  if (!url) {
    const dir = env.MCPFORGE_DATA_DIR?.trim() || "var";
    return { dialect: "sqlite", location: resolve(cwd, dir, "mcpforge.sqlite"), ...common };
  }
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: "postgres", location: url, ...common };
  const file = /^(sqlite|file):(.*)$/i.exec(url);
  if (file) {
    const path = file[2].replace(/^\/\/(?=\/)/, ""); // sqlite:///abs/path → /abs/path
    if (!path) throw new Error("DATABASE_URL: sqlite: needs a file path, e.g. sqlite:var/data.sqlite");
    return { dialect: "sqlite", location: isAbsolute(path) ? path : join(cwd, path), ...common };
  }
  const scheme = url.includes(":") ? url.slice(0, url.indexOf(":") + 1) : url;
  throw new Error(`DATABASE_URL must start with postgres://, postgresql://, sqlite: or file: (got "${scheme}")`);
}

/** The location without credentials, for logs and error messages. */
export function describeLocation(config: StorageConfig): string {
  if (config.dialect === "sqlite") return `sqlite:${config.location}`;
  try {
    const u = new URL(config.location);
    return `postgres://${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname}`;
  } catch {
    return "postgres://(unparsable DATABASE_URL)";
  }
}

/** An integer ≥ 1 from `env[name]`, `fallback` when unset; a clear error naming the variable otherwise. */
export function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

function synchronous(raw: string | undefined): "NORMAL" | "FULL" {
  if (raw === undefined || raw === "") return "NORMAL";
  const v = raw.toUpperCase();
  if (v !== "NORMAL" && v !== "FULL") throw new Error(`SQLITE_SYNCHRONOUS must be NORMAL or FULL, got "${raw}"`);
  return v;
}
