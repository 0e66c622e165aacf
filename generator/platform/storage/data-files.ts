import { chmodSync, closeSync, mkdirSync, openSync, statSync } from "node:fs";
import { dirname } from "node:path";

/** The SQLite file and the files SQLite keeps beside it. */
export const SQLITE_SUFFIXES = ["", "-wal", "-shm", "-journal"] as const;

/**
 * The database holds captured secrets, so only the service's own user may read it, whatever the
 * umask: directories this creates are 0700, the database file and its -wal, -shm and -journal
 * files 0600. Existing files get 0600 too (an older version created them 0644). An existing
 * directory is left as it is: it may be shared (DATABASE_URL=sqlite:/tmp/x.sqlite).
 */
export function prepareDataFile(path: string): void {
  makePrivateDir(dirname(path));
  closeSync(openSync(path, "a", 0o600));
  restrictDataFiles(path);
}

/**
 * Creates `dir` and any missing parents 0700 whatever the umask; an existing directory is left as
 * it is. Everything that writes into the data directory (the database, the e-mail development
 * key) creates it through this, so whichever runs first, the directory is private.
 */
export function makePrivateDir(dir: string): void {
  const created = mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (created === undefined) return;
  // mkdir's mode is filtered through the umask; chmod is not.
  for (let d = dir; ; d = dirname(d)) {
    chmodSync(d, 0o700);
    if (d === created || dirname(d) === d) break;
  }
}

/** chmod 0600 the database file and whichever of its companion files exist. */
export function restrictDataFiles(path: string): void {
  for (const suffix of SQLITE_SUFFIXES) {
    try {
      chmodSync(path + suffix, 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
}

/** Size of a file in bytes, 0 when it does not exist. */
export function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}
