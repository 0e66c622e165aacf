import type { ServiceEnv } from "../../runtime";
import { storageConfigFrom } from "./config";
import { openStorage, type Storage } from "./storage";

/** A service's share of the process-wide storage; `release()` it in the service's `close()`. */
export interface StorageLease {
  readonly storage: Storage;
  /** Idempotent. The database closes when the last service of the process releases it. */
  release(): Promise<void>;
}

interface Entry {
  opening: Promise<Storage>;
  refs: number;
}

const shared = new Map<string, Entry>();

/**
 * The process's storage for the database DATABASE_URL names, opened on first use and shared by
 * every service of the process: one SQLite connection (SQLite allows one writer anyway), one
 * PostgreSQL pool, one job worker, one LISTEN connection. The first caller's clock and logger
 * serve all of them: a process has one clock.
 */
export async function acquireStorage(env: Pick<ServiceEnv, "config" | "logger" | "clock">): Promise<StorageLease> {
  const config = storageConfigFrom(env.config.env);
  const key = `${config.dialect}:${config.location}`;
  let entry = shared.get(key);
  if (!entry) {
    const opening = openStorage({ env: env.config.env, clock: env.clock, logger: env.logger.child({ component: "storage" }) });
    entry = { opening, refs: 0 };
    shared.set(key, entry);
    opening.catch(() => {
      if (shared.get(key) === entry) shared.delete(key);
    });
  }
  entry.refs++;
  let storage: Storage;
  try {
    storage = await entry.opening;
  } catch (err) {
    entry.refs--;
    throw err;
  }
  const held = entry;
  let released = false;
  return {
    storage,
    async release() {
      if (released) return;
      released = true;
      if (--held.refs > 0) return;
      if (shared.get(key) === held) shared.delete(key);
      await storage.close();
    },
  };
}
