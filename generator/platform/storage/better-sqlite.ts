import type Database from "better-sqlite3";

/**
 * better-sqlite3, the driver of the default SQLite storage. It is an optional peer dependency of
 * the mcpforge package: a native addon whose install downloads or builds a binary, which a project
 * that needs no storage (or uses PostgreSQL through DATABASE_URL) should not pay for. Loaded only
 * when a SQLite database is opened; missing, it fails with what to do.
 */
export function betterSqlite(): typeof Database {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require("better-sqlite3") as typeof Database;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "MODULE_NOT_FOUND") throw e;
    throw new Error("SQLite storage needs the optional package better-sqlite3: run `npm install better-sqlite3`, or set DATABASE_URL=postgres://… to use PostgreSQL (docs/package.md)");
  }
}
