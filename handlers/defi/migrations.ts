import type { Migration } from "mcpforge/platform/storage";

export type * from "./tables";

export const defiMigrations: Migration[] = [
  {
    version: 1,
    name: "identity_agents_wallets_mandates",
    async up(db, { types }) {
      await db.schema
        .createTable("defi_users")
        .addColumn("user_id", "text", (c) => c.primaryKey())
        .addColumn("display_name", "text")
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("defi_agents")
        .addColumn("agent_instance_id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("defi_users.user_id"))
        .addColumn("portal", "text", (c) => c.notNull())
        .addColumn("agent_id", "text", (c) => c.notNull())
        .addColumn("label", "text")
        .addColumn("public_record", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("defi_wallets")
        .addColumn("user_id", "text", (c) => c.notNull().references("defi_users.user_id"))
        .addColumn("family", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("address", "text")
        .addColumn("sealed_key", types.blob)
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .addColumn("updated_at", types.bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint("defi_wallets_pk", ["user_id", "family"])
        .execute();
      await db.schema
        .createTable("defi_mandates")
        .addColumn("mandate_id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text")
        .addColumn("portal", "text", (c) => c.notNull())
        .addColumn("agent_instance_id", "text")
        .addColumn("name", "text")
        .addColumn("objective", "text")
        .addColumn("capital", "text")
        .addColumn("constraints", "text", (c) => c.notNull())
        .addColumn("conditions", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .addColumn("updated_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("defi_mandates_user").on("defi_mandates").columns(["user_id", "created_at", "mandate_id"]).execute();
      await db.schema
        .createTable("defi_evaluations")
        .addColumn("evaluation_id", "text", (c) => c.primaryKey())
        .addColumn("mandate_id", "text", (c) => c.notNull())
        .addColumn("evaluated_at", types.bigint, (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("exit_triggered", "integer", (c) => c.notNull())
        .addColumn("result", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("defi_fills")
        .addColumn("execution_id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("portal", "text", (c) => c.notNull())
        .addColumn("operation", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("deltas", "text", (c) => c.notNull())
        .addColumn("filled_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("defi_fills_user").on("defi_fills").columns(["user_id", "portal", "filled_at"]).execute();
      await db.schema.createIndex("defi_evaluations_mandate").on("defi_evaluations").columns(["mandate_id", "evaluated_at"]).execute();
    },
  },
  {
    version: 2,
    name: "executions_receipts_refusals",
    async up(db, { types }) {
      await db.schema
        .createTable("defi_executions")
        .addColumn("execution_id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("portal", "text", (c) => c.notNull())
        .addColumn("agent_id", "text")
        .addColumn("mandate_id", "text")
        .addColumn("agent_instance_id", "text")
        .addColumn("mode", "text", (c) => c.notNull())
        .addColumn("plan", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("nonce", "text", (c) => c.notNull())
        .addColumn("expires_at", types.bigint, (c) => c.notNull())
        .addColumn("preview_hash", "text")
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .addColumn("updated_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("defi_executions_agent").on("defi_executions").column("agent_instance_id").execute();
      await db.schema
        .createTable("defi_receipts")
        .addColumn("receipt_hash", "text", (c) => c.primaryKey())
        .addColumn("execution_id", "text", (c) => c.notNull().unique())
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("agent_instance_id", "text")
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("standing", "text", (c) => c.notNull())
        .addColumn("checked_at", types.bigint)
        .addColumn("tx_hash", "text")
        .addColumn("settled_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("defi_receipts_agent").on("defi_receipts").column("agent_instance_id").execute();
      await db.schema
        .createTable("defi_refusals")
        .addColumn("refusal_id", "text", (c) => c.primaryKey())
        .addColumn("execution_id", "text")
        .addColumn("mandate_id", "text")
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("agent_instance_id", "text")
        .addColumn("tool", "text", (c) => c.notNull())
        .addColumn("code", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("defi_refusals_agent").on("defi_refusals").column("agent_instance_id").execute();
    },
  },
  {
    version: 3,
    name: "lend_idempotency_keys",
    async up(db, { types }) {
      await db.schema
        .createTable("defi_lend_keys")
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("idempotency_key", "text", (c) => c.notNull())
        .addColumn("action_hash", "text", (c) => c.notNull())
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint("defi_lend_keys_pk", ["user_id", "idempotency_key"])
        .execute();
    },
  },
  {
    version: 4,
    name: "receipts_submitted_tx",
    async up(db) {
      await db.schema.alterTable("defi_receipts").addColumn("submitted_tx", "text").execute();
    },
  },
  {
    version: 5,
    name: "executions_preview_lifetime",
    async up(db) {
      await db.schema.alterTable("defi_executions").addColumn("preview_lifetime", "text").execute();
    },
  },
  {
    version: 6,
    name: "lend_submissions",
    async up(db, { types }) {
      await db.schema
        .createTable("defi_lend_submissions")
        .addColumn("execution_id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("claim_token", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("signed_tx", "text")
        .addColumn("tx_hash", "text")
        .addColumn("claimed_at", types.bigint, (c) => c.notNull())
        .addColumn("updated_at", types.bigint, (c) => c.notNull())
        .execute();
    },
  },
  {
    version: 7,
    name: "receipts_balances",
    async up(db) {
      await db.schema.alterTable("defi_receipts").addColumn("balances", "text").execute();
    },
  },
];
