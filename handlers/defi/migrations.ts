import type { Migration } from "../_shared/storage";

export interface UsersTable {
  user_id: string;
  display_name: string | null;
  created_at: number;
}

export interface AgentsTable {
  agent_instance_id: string;
  user_id: string;
  portal: string;
  agent_id: string;
  label: string | null;
  /** 1 when the owner opted the agent record public. */
  public_record: number;
  created_at: number;
}

export interface WalletsTable {
  user_id: string;
  family: string;
  status: string;
  address: string | null;
  /** AES-256-GCM sealed private key (custody.ts); null while pending_provision. */
  sealed_key: Buffer | null;
  created_at: number;
  updated_at: number;
}

export interface MandatesTable {
  mandate_id: string;
  user_id: string | null;
  portal: string;
  agent_instance_id: string | null;
  name: string | null;
  objective: string | null;
  /** JSON {asset, amount, chain} or null. */
  capital: string | null;
  /** JSON object. */
  constraints: string;
  /** JSON array. */
  conditions: string;
  status: string;
  created_at: number;
  updated_at: number;
}

export interface EvaluationsTable {
  evaluation_id: string;
  mandate_id: string;
  evaluated_at: number;
  source: string;
  exit_triggered: number;
  /** JSON of the per-condition results and the snapshot used. */
  result: string;
}

export interface FillsTable {
  execution_id: string;
  user_id: string;
  portal: string;
  operation: string;
  summary: string;
  /** JSON [{asset, chain, delta}] applied to the simulated balances (delta is a signed decimal string). */
  deltas: string;
  filled_at: number;
}

export interface ExecutionsTable {
  execution_id: string;
  user_id: string;
  portal: string;
  /** Catalog id of the agent the turn ran for; null when none. */
  agent_id: string | null;
  mandate_id: string | null;
  /** Agent instance of the bound mandate (for its record); null when unbound. */
  agent_instance_id: string | null;
  /** paper or live: what the copilot turn planned for. */
  mode: string;
  /** JSON Plan (intent.ts). */
  plan: string;
  /** pending, settled. Refusals leave it pending and write a refusal record. */
  status: string;
  /** EIP-712 order nonce and expiry, fixed when the plan is made so a preview is reproducible. */
  nonce: string;
  expires_at: number;
  preview_hash: string | null;
  created_at: number;
  updated_at: number;
}

export interface ReceiptsTable {
  receipt_hash: string;
  execution_id: string;
  user_id: string;
  agent_instance_id: string | null;
  /** Canonical JSON of the hashed receipt body (receipts.ts). */
  body: string;
  standing: string;
  checked_at: number | null;
  tx_hash: string | null;
  settled_at: number;
}

export interface RefusalsTable {
  refusal_id: string;
  execution_id: string | null;
  mandate_id: string | null;
  user_id: string;
  agent_instance_id: string | null;
  tool: string;
  code: string;
  message: string;
  created_at: number;
}

export interface DefiTables {
  defi_users: UsersTable;
  defi_agents: AgentsTable;
  defi_wallets: WalletsTable;
  defi_mandates: MandatesTable;
  defi_evaluations: EvaluationsTable;
  defi_fills: FillsTable;
  defi_executions: ExecutionsTable;
  defi_receipts: ReceiptsTable;
  defi_refusals: RefusalsTable;
}

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
];
