import type { Migration } from "mcpforge/platform/storage";
import { withSerialPrimaryKey } from "mcpforge/platform/storage";

export interface MatchesTable {
  game: string;
  match_id: number;
  started_at: number;
  patch: string;
  bracket: string;
  /** Hero ids of team a (radiant for game_a), comma-separated. */
  team_a: string;
  team_b: string;
  a_win: number;
  /** Banned hero ids, comma-separated (empty when the source has no ban phase). */
  bans: string;
  /** "sample" for the simulator, else the ingest source. */
  source: string;
}

/** Small facts: which sample dataset is loaded (`sample:<game>` → "seed:count"), ingest cursors. */
export interface MetaTable {
  key: string;
  value: string;
}

/** The public model ledger: one row per weekly champion-versus-challenger evaluation. */
export interface LedgerTable {
  id?: number;
  game: string;
  decided_at: number;
  promote: number;
  /** JSON {ece, bce, acc, holdout_n, train_ece, train_bce, train_acc, train_n} (train_* from migration 2 on). */
  champion: string;
  challenger: string;
  /** The data the evaluation used ("sample" or the source). */
  data: string;
  /** When the evaluation was run (epoch ms); null on rows written before migration 2. */
  evaluated_at: number | null;
}

/** Scrubbed `context` arguments, for analytics only (never echoed back). */
export interface ContextTable {
  id?: number;
  tool: string;
  at: number;
  context: string;
}

export interface GamesTables {
  games_matches: MatchesTable;
  games_meta: MetaTable;
  games_ledger: LedgerTable;
  games_context: ContextTable;
}

export const gamesMigrations: Migration[] = [
  {
    version: 1,
    name: "create_matches_meta_ledger_context",
    async up(db, { types, dialect }) {
      await db.schema
        .createTable("games_matches")
        .addColumn("game", "text", (c) => c.notNull())
        .addColumn("match_id", types.bigint, (c) => c.notNull())
        .addColumn("started_at", types.bigint, (c) => c.notNull())
        .addColumn("patch", "text", (c) => c.notNull())
        .addColumn("bracket", "text", (c) => c.notNull())
        .addColumn("team_a", "text", (c) => c.notNull())
        .addColumn("team_b", "text", (c) => c.notNull())
        .addColumn("a_win", "integer", (c) => c.notNull())
        .addColumn("bans", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("games_matches_pk", ["game", "match_id"])
        .execute();
      await db.schema.createTable("games_meta").addColumn("key", "text", (c) => c.primaryKey()).addColumn("value", "text", (c) => c.notNull()).execute();
      await withSerialPrimaryKey(db.schema.createTable("games_ledger"), "id", dialect)
        .addColumn("game", "text", (c) => c.notNull())
        .addColumn("decided_at", types.bigint, (c) => c.notNull())
        .addColumn("promote", "integer", (c) => c.notNull())
        .addColumn("champion", "text", (c) => c.notNull())
        .addColumn("challenger", "text", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .execute();
      await withSerialPrimaryKey(db.schema.createTable("games_context"), "id", dialect)
        .addColumn("tool", "text", (c) => c.notNull())
        .addColumn("at", types.bigint, (c) => c.notNull())
        .addColumn("context", "text", (c) => c.notNull())
        .execute();
    },
  },
  {
    version: 2,
    name: "ledger_evaluated_at",
    async up(db, { types }) {
      await db.schema.alterTable("games_ledger").addColumn("evaluated_at", types.bigint).execute();
    },
  },
];
