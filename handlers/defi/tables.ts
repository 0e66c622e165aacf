/** Row types of the DeFi service's tables (migrations.ts creates them). */
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
  /** JSON SolanaLifetime (solana.ts): the recent blockhash the last Solana preview was built on; null otherwise. */
  preview_lifetime: string | null;
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
  /** Transaction submitted for a live settlement; txHash is shown only once the venue's event verified it. */
  submitted_tx: string | null;
  /** Live settlements: the wallet's token balances read back around the transaction (JSON HeldAround[], erc20.ts), once mined. */
  balances: string | null;
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

/** An idempotencyKey bound to the economic action it was first used for (defi_lend_execute). */
export interface LendKeysTable {
  user_id: string;
  idempotency_key: string;
  /** canonicalHash of {mandateId, op, amount, venue, chain}. */
  action_hash: string;
  created_at: number;
}

/**
 * One live lend submission per executionId (lend-claims.ts): claimed `submitting` in a short
 * transaction, the signed transaction recorded before it is sent, `submitted` once the outcome
 * (execution and receipt) is written.
 */
export interface LendSubmissionsTable {
  execution_id: string;
  user_id: string;
  /** Random token of the call holding the claim; only it may record the signed transaction. */
  claim_token: string;
  /** submitting, submitted. */
  state: string;
  /** JSON SubmissionAction (lend-claims.ts): everything the outcome needs, no key material. */
  action: string;
  /** Raw signed transaction (0x hex), recorded before it is sent; null until signed. */
  signed_tx: string | null;
  tx_hash: string | null;
  claimed_at: number;
  updated_at: number;
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
  defi_lend_keys: LendKeysTable;
  defi_lend_submissions: LendSubmissionsTable;
}
