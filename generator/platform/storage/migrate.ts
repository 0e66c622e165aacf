import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Dialect } from "./config";
import { columnTypes, serialized, type ColumnTypes } from "./schema";

/**
 * One schema change of one module. Versions are 1, 2, 3… per module and are never edited or
 * removed once released; a change is a new version. Migrations only add (tables, columns,
 * indexes): there is no `down`, and an older build refuses a database a newer build migrated
 * instead of guessing. `test/storage/migrations-additive.test.ts` rejects drops and renames.
 */
export interface Migration {
  version: number;
  name: string;
  up(db: Kysely<any>, ctx: MigrationContext): Promise<void>;
}

export interface MigrationContext {
  dialect: Dialect;
  types: ColumnTypes;
}

export const MIGRATIONS_TABLE = "mcpforge_migrations";

/**
 * Brings `module`'s tables up to date, all pending versions in one transaction under a
 * cross-process lock, so several processes starting together migrate once. Returns the versions
 * applied now (empty when the database was current).
 */
export async function runMigrations(opts: { db: Kysely<any>; dialect: Dialect; module: string; migrations: readonly Migration[]; logger?: Logger }): Promise<number[]> {
  const { db, dialect, module, migrations } = opts;
  checkList(module, migrations);
  const ctx: MigrationContext = { dialect, types: columnTypes(dialect) };
  const applied = await serialized(db, dialect, MIGRATIONS_TABLE, async (trx) => {
    await trx.schema
      .createTable(MIGRATIONS_TABLE)
      .ifNotExists()
      .addColumn("module", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("applied_at", ctx.types.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint(`${MIGRATIONS_TABLE}_pk`, ["module", "version"])
      .execute();
    const rows: { version: number; name: string }[] = await trx.selectFrom(MIGRATIONS_TABLE).select(["version", "name"]).where("module", "=", module).orderBy("version").execute();
    checkHistory(module, migrations, rows);
    const done = new Set(rows.map((r) => Number(r.version)));
    const now: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await m.up(trx, ctx);
      await trx.insertInto(MIGRATIONS_TABLE).values({ module, version: m.version, name: m.name, applied_at: Date.now() }).execute();
      now.push(m.version);
    }
    return now;
  });
  if (applied.length) opts.logger?.info({ module, versions: applied }, "database migrated");
  return applied;
}

function checkList(module: string, migrations: readonly Migration[]): void {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) {
      throw new Error(`migrations of "${module}": entry ${i} has version ${m.version}; versions must be 1, 2, 3… in order with no gaps`);
    }
  });
}

/** The database's history must be a prefix of ours, name for name. */
function checkHistory(module: string, migrations: readonly Migration[], rows: { version: number; name: string }[]): void {
  for (const row of rows) {
    const known = migrations[Number(row.version) - 1];
    if (!known) {
      throw new Error(
        `the database has migration ${module} v${row.version} ("${row.name}") that this build does not know: it was migrated by a newer mcpforge. ` +
          `Run the newer build, or point DATABASE_URL at another database; migrations are never rolled back.`,
      );
    }
    if (known.name !== row.name) {
      throw new Error(`migration ${module} v${row.version} is "${row.name}" in the database but "${known.name}" in this build: released migrations must never be renamed or edited`);
    }
  }
}
