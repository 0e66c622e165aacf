import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";

/** Per table of every SQLite database under a data directory: row count and a hash of the rows. */
export type DataSnapshot = Record<string, { rows: number; sha256: string }>;

function databaseFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(sqlite|sqlite3|db)$/.test(f))
    .sort()
    .map((f) => join(dir, f));
}

/**
 * Reads every table through a second, read-only connection (WAL readers see every committed
 * write). Rows are serialized, sorted and hashed, so the hash changes with any insert, update or
 * delete whatever order the table returns them in.
 */
export function snapshotData(dir: string): DataSnapshot {
  const out: DataSnapshot = {};
  for (const file of databaseFiles(dir)) {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
      for (const { name } of tables) {
        const quoted = `"${name.replace(/"/g, '""')}"`;
        const rows = (db.prepare(`SELECT * FROM ${quoted}`).raw().all() as unknown[]).map((row) => JSON.stringify(row, cell)).sort();
        const hash = createHash("sha256");
        for (const row of rows) hash.update(row + "\n");
        out[`${file.slice(dir.length + 1)}:${name}`] = { rows: rows.length, sha256: hash.digest("hex") };
      }
    } finally {
      db.close();
    }
  }
  return out;
}

function cell(_key: string, v: unknown): unknown {
  if (Buffer.isBuffer(v)) return v.toString("base64");
  return typeof v === "bigint" ? v.toString() : v;
}

/**
 * True when no background job is due or running at `nowMs` (a ManualClock's now): with the clock
 * held, recurring jobs ran once at startup and stay quiet, so any later row change is the fuzz's.
 */
export function jobsSettled(dir: string, nowMs: number): boolean {
  for (const file of databaseFiles(dir)) {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'mcpforge_jobs'").get();
      if (!table) continue;
      const busy = db.prepare("SELECT count(*) AS n FROM mcpforge_jobs WHERE failed_at IS NULL AND (locked_until IS NOT NULL OR run_at <= ?)").get(nowMs) as { n: number };
      if (busy.n > 0) return false;
    } finally {
      db.close();
    }
  }
  return true;
}
