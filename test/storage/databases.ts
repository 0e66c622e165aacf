import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Clock } from "../../generator/runtime";
import { openStorage, type Storage } from "../../generator/platform/storage";

export type DatabaseKind = "sqlite" | "postgres";

/** A fresh, empty database for one test suite; `drop()` removes it. */
export interface TestDatabase {
  kind: DatabaseKind;
  url: string;
  /** Process environment for a service using it. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

const inCi = () => process.env.CI === "true";

/**
 * Declares `body` once per database: always SQLite; PostgreSQL when MCPFORGE_TEST_PG_URL is set
 * (.ci/steps/10-postgres.sh sets it). Under CI=true the PostgreSQL suites always run, so a missing
 * server fails them instead of skipping quietly.
 */
export function describeEachDatabase(title: string, body: (kind: DatabaseKind) => void): void {
  describe(`${title} [sqlite]`, () => body("sqlite"));
  describeOn("postgres")(`${title} [postgres]`, () => body("postgres"));
}

/** `describe` for a file about one database: PostgreSQL's is skipped as describeEachDatabase skips it. */
export function describeOn(kind: DatabaseKind): jest.Describe {
  return kind === "sqlite" || Boolean(process.env.MCPFORGE_TEST_PG_URL) || inCi() ? describe : describe.skip;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "mcpforge-test-"));
    const url = `sqlite:${join(dir, "test.sqlite")}`;
    return { kind, url, env: { DATABASE_URL: url }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = process.env.MCPFORGE_TEST_PG_URL;
  if (!admin) {
    throw new Error("MCPFORGE_TEST_PG_URL is not set but CI=true: PostgreSQL tests must run in CI. `source .ci/steps/10-postgres.sh start` starts a server and sets it.");
  }
  const name = `mcpforge_t_${randomBytes(6).toString("hex")}`;
  await withAdmin(admin, (c) => c.query(`CREATE DATABASE ${name}`));
  const u = new URL(admin);
  u.pathname = `/${name}`;
  const url = u.toString();
  return {
    kind,
    url,
    env: { DATABASE_URL: url },
    drop: () => withAdmin(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * Registers the per-test lifecycle the storage suites share: a fresh database before each test,
 * every storage opened through `openOne` closed and the database dropped after it.
 */
export function useStorageFixture(kind: DatabaseKind, opts: { clock?: () => Clock } = {}) {
  let database: TestDatabase | undefined;
  const open: Storage[] = [];
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
    await database?.drop();
  });
  return {
    get database(): TestDatabase {
      if (!database) throw new Error("useStorageFixture: the database exists only inside a test");
      return database;
    },
    async openOne(env: Record<string, string> = {}): Promise<Storage> {
      const s = await openStorage({ env: { ...this.database.env, ...env }, clock: opts.clock?.() });
      open.push(s);
      return s;
    },
  };
}

async function withAdmin<R>(url: string, fn: (c: pg.Client) => Promise<R>): Promise<R> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Polls `check` until it returns a truthy value; fails after `timeoutMs` naming `what`. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
