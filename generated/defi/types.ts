// Generated from spec/defi.json by npm run generate. DO NOT EDIT.

/**
 * Agent instance id returned by defi_create_agent.
 *
 * Defined at spec/defi.json#/$defs/agentInstanceId.
 */
export type AgentInstanceId = string;

/**
 * Defined at spec/defi.json#/$defs/balance.
 */
export interface Balance {
  /**
   * Decimal string amount in the asset's own units (not base units): digits with an optional point and fractional digits, e.g. "250.5".
   */
  amount: DecimalAmount;
  /**
   * Asset symbol or token identifier.
   */
  asset: string;
  /**
   * Chain slug.
   */
  chain: string;
}

/**
 * Capital the mandate may use, structured as {asset, amount, chain}; further internal fields are not specified.
 *
 * Defined at spec/defi.json#/$defs/capital.
 */
export interface Capital {
  /**
   * Amount of the asset, as a string in the asset's units, e.g. "1000".
   */
  amount: string;
  /**
   * Asset symbol or token identifier, e.g. USDC.
   */
  asset: string;
  /**
   * Chain the capital sits on, e.g. base.
   */
  chain: string;
}

/**
 * Opaque pagination cursor: pass the next_cursor of the previous page unchanged.
 *
 * Defined at spec/defs.json#/$defs/cursor.
 */
export type Cursor = string;

/**
 * Decimal string amount in the asset's own units (not base units): digits with an optional point and fractional digits, e.g. "250.5".
 *
 * Defined at spec/defi.json#/$defs/decimalAmount.
 */
export type DecimalAmount = string;

/**
 * Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.
 *
 * Defined at spec/defi.json#/$defs/executionId.
 */
export type ExecutionId = string;

/**
 * Client-chosen key that makes the call take effect once; repeating the call with the same key returns the first result.
 *
 * Defined at spec/defs.json#/$defs/idempotencyKey.
 */
export type IdempotencyKey = string;

/**
 * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
 *
 * Defined at spec/defs.json#/$defs/isoDateTime.
 */
export type IsoDateTime = string;

/**
 * Page size, 1 to 100 (default 50).
 *
 * Defined at spec/defs.json#/$defs/limit.
 */
export type Limit = number;

/**
 * A mandate: the service's own record of what capital an agent may use and when to exit. Not signed by an external wallet.
 *
 * Defined at spec/defi.json#/$defs/mandate.
 */
export interface Mandate {
  agentInstanceId: null | AgentInstanceId;
  capital: null | Capital;
  /**
   * Exit conditions as stored; internal fields not specified.
   */
  conditions: unknown[];
  /**
   * Constraints object as stored; internal fields not specified.
   */
  constraints: {};
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  createdAt: IsoDateTime;
  /**
   * Mandate id returned by defi_create_mandate or listed by defi_list_mandates.
   */
  mandateId: MandateId;
  name: string | null;
  objective: string | null;
  /**
   * Portal slug, e.g. the slug of a chain portal; the Base portal is the default where a tool has one.
   */
  portal: Portal;
  /**
   * Mandate status: active, paused or cancelled.
   */
  status: MandateStatus;
  userId: null | UserId;
}

/**
 * Mandate id returned by defi_create_mandate or listed by defi_list_mandates.
 *
 * Defined at spec/defi.json#/$defs/mandateId.
 */
export type MandateId = string;

/**
 * Mandate status: active, paused or cancelled.
 *
 * Defined at spec/defi.json#/$defs/mandateStatus.
 */
export type MandateStatus = "active" | "paused" | "cancelled";

/**
 * Cursor for the next page, or null when this is the last page.
 *
 * Defined at spec/defs.json#/$defs/nextCursor.
 */
export type NextCursor = string | null;

/**
 * Portal slug, e.g. the slug of a chain portal; the Base portal is the default where a tool has one.
 *
 * Defined at spec/defi.json#/$defs/portal.
 */
export type Portal = string;

/**
 * Hash binding a later signature to exactly the previewed unsigned artifact; returned by defi_preview_tx or the first defi_lend_execute call.
 *
 * Defined at spec/defi.json#/$defs/previewHash.
 */
export type PreviewHash = string;

/**
 * How far the receipt is independently proven: none (nothing submitted), unconfirmed (an identifier exists but nothing independent confirmed it), chain-confirmed (the declared chain returned the transaction and it matches the receipt), chain-contradicted (the chain disagrees with the receipt).
 *
 * Defined at spec/defi.json#/$defs/proofStanding.
 */
export type ProofStanding = "none" | "unconfirmed" | "chain-confirmed" | "chain-contradicted";

/**
 * Live settlements on a real protocol's route, once mined: the wallet's token balances read back from the chain at the block before the settling transaction and at its block (decimal amounts of each token). Confirmation requires them to have changed by exactly the settled amounts; absent for paper and before the transaction is mined.
 *
 * Defined at spec/defi.json#/$defs/readBackBalances.
 */
export type ReadBackBalances = {
  /**
   * Balance at the transaction's block.
   */
  after: string;
  /**
   * Asset; an Aave position is its aToken, named a<asset> (aUSDC).
   */
  asset: string;
  /**
   * Balance at the block before the transaction.
   */
  before: string;
  /**
   * ERC-20 token contract the balance was read from.
   */
  token: string;
}[];

/**
 * Stored receipt of a settled execution. receiptHash, proof.standing, ap2.reference and txHash are the document's names; the rest is our design.
 *
 * Defined at spec/defi.json#/$defs/receipt.
 */
export interface Receipt {
  ap2: {
    /**
     * Hash of the closed mandate the execution ran under.
     */
    reference: string;
  };
  /**
   * Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.
   */
  executionId: ExecutionId;
  /**
   * paper (simulated) or live.
   */
  mode: "paper" | "live";
  /**
   * Independent proof of the settlement. Read standing: a verified receiptHash alone does not mean chain-confirmed.
   */
  proof: {
    /**
     * Live settlements on a real protocol's route, once mined: the wallet's token balances read back from the chain at the block before the settling transaction and at its block (decimal amounts of each token). Confirmation requires them to have changed by exactly the settled amounts; absent for paper and before the transaction is mined.
     */
    balances?: ReadBackBalances;
    /**
     * Chain the settlement was declared on.
     */
    chain: string | null;
    checkedAt: null | IsoDateTime;
    /**
     * How far the receipt is independently proven: none (nothing submitted), unconfirmed (an identifier exists but nothing independent confirmed it), chain-confirmed (the declared chain returned the transaction and it matches the receipt), chain-contradicted (the chain disagrees with the receipt).
     */
    standing: ProofStanding;
  };
  /**
   * Hash identifying this receipt; anyone can check it at verifyUrl without a credential.
   */
  receiptHash: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  settledAt: IsoDateTime;
  /**
   * What was settled, in one line (operation, amounts, venue, chain).
   */
  summary: string;
  /**
   * Settlement transaction hash; present only when the settlement was verified against the venue's own on-chain event, absent otherwise.
   */
  txHash?: string;
  /**
   * Public verify URL addressed by receiptHash; needs no credential.
   */
  verifyUrl: string;
}

/**
 * Defined at spec/defi.json#/$defs/simulation.
 */
export interface Simulation {
  detail: string | null;
  /**
   * False when the venue or chain does not support simulation.
   */
  performed: boolean;
  /**
   * Simulation outcome; null when not performed.
   */
  success: boolean | null;
}

/**
 * Unsigned artifact; nothing is signed or submitted.
 *
 * Defined at spec/defi.json#/$defs/unsignedArtifact.
 */
export interface UnsignedArtifact {
  /**
   * Chain slug the artifact is for.
   */
  chain: string;
  /**
   * eip712_order: an order-book venue EIP-712 order (typed data to sign); solana_transaction: an unsigned Solana transaction.
   */
  kind: "eip712_order" | "solana_transaction";
  /**
   * The artifact exactly as it would be signed: EIP-712 typed data {domain, types, primaryType, message} for eip712_order, {transaction} (base64) for solana_transaction.
   */
  payload: {};
  /**
   * Venue the artifact targets.
   */
  venue: string | null;
}

/**
 * User identity created or resumed by defi_session. Every tool that acts for a user takes it from this argument or from the x-defi-user-id HTTP header (one of the two; when both are sent they must agree); without either it answers identity_required.
 *
 * Defined at spec/defi.json#/$defs/userId.
 */
export type UserId = string;

/**
 * Arguments of `defi_agent_record` as the handler receives them: every property with a default is set.
 */
export interface DefiAgentRecordInput {
  /**
   * Agent instance whose record to read.
   */
  agentInstanceId: AgentInstanceId;
  /**
   * Your userId, to read your own private record; optional for public records.
   */
  userId?: UserId;
}

/** Arguments of `defi_agent_record` as a client sends them: properties with a default may be left out. */
export type DefiAgentRecordClientInput = DefiAgentRecordInput;

/**
 * Result of `defi_agent_record` (structuredContent).
 */
export interface DefiAgentRecordOutput {
  /**
   * Agent instance id returned by defi_create_agent.
   */
  agentInstanceId: AgentInstanceId;
  executionsAttempted: number;
  mandatesHeld: number;
  /**
   * Whether the owner opted the record public.
   */
  public: boolean;
  /**
   * Receipt count per proof standing; every standing present, zero included.
   */
  receiptsByStanding: {
    "chain-confirmed": number;
    "chain-contradicted": number;
    none: number;
    unconfirmed: number;
  };
  /**
   * Receipts whose proof standing is chain-confirmed; nothing else counts.
   */
  receiptsProven: number;
  /**
   * Refusal count per typed refusal code.
   */
  refusalsByCode: {
    [k: string]: number | undefined;
  };
}

/**
 * Arguments of `defi_approve_execute` as the handler receives them: every property with a default is set.
 */
export interface DefiApproveExecuteInput {
  /**
   * executionId from the approve_execute action of a defi_copilot_turn result.
   */
  executionId: ExecutionId;
  /**
   * paper (default): simulated settlement; live: sign with your custody wallet and submit, failing closed where no live route exists.
   */
  mode: "paper" | "live";
  /**
   * Portal slug the call applies to (a chain portal, e.g. the Base portal).
   */
  portal: Portal;
  /**
   * previewHash from defi_preview_tx; the call is refused before signing if it is no longer current. Left out, a 2026-07-28 client that can be asked is asked to approve the current artifact.
   */
  previewHash?: PreviewHash;
  /**
   * Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).
   */
  userId?: UserId;
}

/**
 * Arguments of `defi_approve_execute` as a client sends them: properties with a default may be left out.
 */
export interface DefiApproveExecuteClientInput {
  /**
   * executionId from the approve_execute action of a defi_copilot_turn result.
   */
  executionId: ExecutionId;
  /**
   * paper (default): simulated settlement; live: sign with your custody wallet and submit, failing closed where no live route exists.
   */
  mode?: "paper" | "live";
  /**
   * Portal slug the call applies to (a chain portal, e.g. the Base portal).
   */
  portal: Portal;
  /**
   * previewHash from defi_preview_tx; the call is refused before signing if it is no longer current. Left out, a 2026-07-28 client that can be asked is asked to approve the current artifact.
   */
  previewHash?: PreviewHash;
  /**
   * Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).
   */
  userId?: UserId;
}

/**
 * Result of `defi_approve_execute` (structuredContent).
 */
export interface DefiApproveExecuteOutput {
  /**
   * Simulated balances before and after; null in live mode.
   */
  balances: {
    after: Balance[];
    before: Balance[];
  } | null;
  /**
   * Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.
   */
  executionId: ExecutionId;
  mode: "paper" | "live";
  /**
   * Stored receipt of a settled execution. receiptHash, proof.standing, ap2.reference and txHash are the document's names; the rest is our design.
   */
  receipt: Receipt;
  /**
   * Refusals are errors, so a result is always settled.
   */
  status: "settled";
}

/**
 * Arguments of `defi_copilot_turn` as the handler receives them: every property with a default is set.
 */
export interface DefiCopilotTurnInput {
  /**
   * Full agent credential, an object of schema defi.kya.agent-credential.v1, for the agent-identity gate.
   */
  agentCredential?: {};
  /**
   * Agent catalog id acting on the user's behalf; without agentCredential a default testnet-scoped KYA credential is used for it.
   */
  agentId?: string;
  /**
   * The user's request in natural language.
   */
  message: string;
  /**
   * Execution mode to plan for: paper or testnet (simulated balances), live or mainnet (real funds).
   */
  mode?: "paper" | "live" | "testnet" | "mainnet";
  /**
   * Portal slug the call applies to (a chain portal, e.g. the Base portal).
   */
  portal?: Portal;
  /**
   * Your userId from defi_session.
   */
  userId?: UserId;
}

/** Arguments of `defi_copilot_turn` as a client sends them: properties with a default may be left out. */
export type DefiCopilotTurnClientInput = DefiCopilotTurnInput;

/**
 * Result of `defi_copilot_turn` (structuredContent).
 */
export interface DefiCopilotTurnOutput {
  /**
   * Suggested next actions; one of type approve_execute carries the executionId.
   */
  actions: {
    /**
     * Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.
     */
    executionId?: ExecutionId;
    /**
     * What the action does, for the user.
     */
    label: string;
    /**
     * Action kind, e.g. approve_execute (carries executionId) or preview_tx.
     */
    type: string;
  }[];
  /**
   * Outcome of the agent-identity gate (a rejection is an error, not a result).
   */
  kya: {
    accepted: true;
    /**
     * full when agentCredential was given, testnet_default otherwise.
     */
    credentialScope: "full" | "testnet_default";
  };
  mode: "paper" | "live" | "testnet" | "mainnet";
  /**
   * Simulated quote of the plan; null when the turn produced no plan.
   */
  quote: {
    chain: string | null;
    fromAmount: null | DecimalAmount;
    fromAsset: string | null;
    /**
     * swap, lend, bridge, supply or withdraw.
     */
    operation: string;
    /**
     * Where the quote's prices come from: configured (the price source DEFI_PRICE_URL; stablecoins at 1 USD) or sample (the documented sample price table).
     */
    priceSource?: "configured" | "sample";
    simulated: true;
    toAmount: null | DecimalAmount;
    toAsset: string | null;
    venue: string | null;
  } | null;
  /**
   * Copilot's answer to the user.
   */
  reply: string;
}

/**
 * Arguments of `defi_create_agent` as the handler receives them: every property with a default is set.
 */
export interface DefiCreateAgentInput {
  /**
   * Catalog id: byo-external for an agent that runs elsewhere (give label), or a hosted agent: defi-lend, defi-swap, defi-perp, portfolio.
   */
  agentId: "byo-external" | "defi-lend" | "defi-swap" | "defi-perp" | "portfolio";
  /**
   * Name of the instance; required when agentId is byo-external.
   */
  label?: string;
  /**
   * Portal slug the call applies to (a chain portal, e.g. the Base portal).
   */
  portal: Portal;
  /**
   * Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).
   */
  userId?: UserId;
}

/** Arguments of `defi_create_agent` as a client sends them: properties with a default may be left out. */
export type DefiCreateAgentClientInput = DefiCreateAgentInput;

/**
 * Result of `defi_create_agent` (structuredContent).
 */
export interface DefiCreateAgentOutput {
  agentId: "byo-external" | "defi-lend" | "defi-swap" | "defi-perp" | "portfolio";
  /**
   * Agent instance id returned by defi_create_agent.
   */
  agentInstanceId: AgentInstanceId;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  createdAt: IsoDateTime;
  /**
   * False for byo-external, true for hosted agents.
   */
  hosted: boolean;
  label: string | null;
  /**
   * Portal slug, e.g. the slug of a chain portal; the Base portal is the default where a tool has one.
   */
  portal: Portal;
  /**
   * User identity created or resumed by defi_session. Every tool that acts for a user takes it from this argument or from the x-defi-user-id HTTP header (one of the two; when both are sent they must agree); without either it answers identity_required.
   */
  userId: UserId;
}

/**
 * Arguments of `defi_create_mandate` as the handler receives them: every property with a default is set.
 */
export interface DefiCreateMandateInput {
  /**
   * Bind the mandate to this agent instance (from defi_create_agent).
   */
  agentInstanceId?: AgentInstanceId;
  /**
   * Structured capital {asset, amount, chain} the mandate may use.
   */
  capital?: Capital;
  /**
   * Exit conditions, checked by defi_eval_mandate.
   */
  conditions?: unknown[];
  /**
   * Constraints on how the capital may be used (object; fields as the service defines them).
   */
  constraints?: {};
  /**
   * The mandate in natural language, e.g. "lend 500 USDC on Base, exit if ETH drops below 2000".
   */
  message?: string;
  /**
   * Short name of the mandate.
   */
  name?: string;
  /**
   * What the mandate should achieve.
   */
  objective?: string;
  /**
   * Portal slug the call applies to (a chain portal, e.g. the Base portal).
   */
  portal: Portal;
  /**
   * Owner of the mandate (every mandate has one): your userId from defi_session, or send the x-defi-user-id header instead.
   */
  userId?: UserId;
}

/** Arguments of `defi_create_mandate` as a client sends them: properties with a default may be left out. */
export type DefiCreateMandateClientInput = DefiCreateMandateInput;

/**
 * Result of `defi_create_mandate` (structuredContent).
 */
export interface DefiCreateMandateOutput {
  /**
   * A mandate: the service's own record of what capital an agent may use and when to exit. Not signed by an external wallet.
   */
  mandate: Mandate;
  /**
   * Clauses of message that the mandate grammar did not understand, verbatim; they were not applied (never guessed). Empty when there is no message or every clause was understood.
   */
  unparsed: string[];
}

/**
 * Arguments of `defi_eval_mandate` as the handler receives them: every property with a default is set.
 */
export interface DefiEvalMandateInput {
  /**
   * Mandate whose exit conditions to check.
   */
  mandateId: MandateId;
  /**
   * Market snapshot to evaluate against (object; e.g. prices of the condition assets). Omit to fetch a live price.
   */
  snapshot?: {};
  /**
   * The mandate owner's userId, or send the x-defi-user-id header instead: only the owner may evaluate a mandate.
   */
  userId?: UserId;
}

/** Arguments of `defi_eval_mandate` as a client sends them: properties with a default may be left out. */
export type DefiEvalMandateClientInput = DefiEvalMandateInput;

/**
 * Result of `defi_eval_mandate` (structuredContent).
 */
export interface DefiEvalMandateOutput {
  conditions: {
    /**
     * What was compared, with the observed value.
     */
    detail: string;
    /**
     * Position in the mandate's conditions array.
     */
    index: number;
    met: boolean;
  }[];
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  evaluatedAt: IsoDateTime;
  /**
   * Always false: evaluation never executes.
   */
  executed: false;
  /**
   * True when any exit condition is met.
   */
  exitTriggered: boolean;
  /**
   * Mandate id returned by defi_create_mandate or listed by defi_list_mandates.
   */
  mandateId: MandateId;
  /**
   * caller when snapshot was passed, price_provider when a live price was fetched.
   */
  snapshotSource: "caller" | "price_provider";
  /**
   * The mandate's status, unchanged by the evaluation.
   */
  status: MandateStatus;
}

/**
 * Arguments of `defi_get_receipt` as the handler receives them: every property with a default is set.
 */
export interface DefiGetReceiptInput {
  /**
   * executionId of the settled plan.
   */
  executionId: ExecutionId;
  /**
   * Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).
   */
  userId?: UserId;
}

/** Arguments of `defi_get_receipt` as a client sends them: properties with a default may be left out. */
export type DefiGetReceiptClientInput = DefiGetReceiptInput;

/**
 * Result of `defi_get_receipt` (structuredContent).
 */
export interface DefiGetReceiptOutput {
  /**
   * Stored receipt of a settled execution. receiptHash, proof.standing, ap2.reference and txHash are the document's names; the rest is our design.
   */
  receipt: Receipt;
}

/**
 * Arguments of `defi_lend_execute` as the handler receives them: every property with a default is set.
 */
export interface DefiLendExecuteInput {
  /**
   * Amount in the mandate's asset as a decimal string; default the mandate's full capital.
   */
  amount?: DecimalAmount;
  /**
   * Your own key for this economic action, reused unchanged on every retry (retries are single-flight); a fresh key per attempt defeats the protection. Required when venue is venue_3.
   */
  idempotencyKey?: IdempotencyKey;
  /**
   * Mandate whose capital is supplied or withdrawn.
   */
  mandateId: MandateId;
  /**
   * live (default): sign with your active custody wallet and submit on the live route, failing closed where there is none; paper: settle on your simulated balances (defi_portfolio) with no wallet and nothing signed, the two phases and checks unchanged.
   */
  mode: "paper" | "live";
  /**
   * supply (default) or withdraw.
   */
  op: "supply" | "withdraw";
  /**
   * Portal slug the call applies to (a chain portal, e.g. the Base portal).
   */
  portal?: Portal;
  /**
   * previewHash from the first call; include it only after a human approved exactly that artifact.
   */
  previewHash?: PreviewHash;
  /**
   * Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).
   */
  userId?: UserId;
  /**
   * Lending venue: venue_1, venue_2 or venue_3. Default: venue_1 on Base, venue_2 on the other chains venue_2 carries.
   */
  venue?: "venue_1" | "venue_2" | "venue_3";
}

/**
 * Arguments of `defi_lend_execute` as a client sends them: properties with a default may be left out.
 */
export interface DefiLendExecuteClientInput {
  /**
   * Amount in the mandate's asset as a decimal string; default the mandate's full capital.
   */
  amount?: DecimalAmount;
  /**
   * Your own key for this economic action, reused unchanged on every retry (retries are single-flight); a fresh key per attempt defeats the protection. Required when venue is venue_3.
   */
  idempotencyKey?: IdempotencyKey;
  /**
   * Mandate whose capital is supplied or withdrawn.
   */
  mandateId: MandateId;
  /**
   * live (default): sign with your active custody wallet and submit on the live route, failing closed where there is none; paper: settle on your simulated balances (defi_portfolio) with no wallet and nothing signed, the two phases and checks unchanged.
   */
  mode?: "paper" | "live";
  /**
   * supply (default) or withdraw.
   */
  op?: "supply" | "withdraw";
  /**
   * Portal slug the call applies to (a chain portal, e.g. the Base portal).
   */
  portal?: Portal;
  /**
   * previewHash from the first call; include it only after a human approved exactly that artifact.
   */
  previewHash?: PreviewHash;
  /**
   * Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).
   */
  userId?: UserId;
  /**
   * Lending venue: venue_1, venue_2 or venue_3. Default: venue_1 on Base, venue_2 on the other chains venue_2 carries.
   */
  venue?: "venue_1" | "venue_2" | "venue_3";
}

/**
 * Result of `defi_lend_execute` (structuredContent).
 */
export type DefiLendExecuteOutput = {
  /**
   * Decimal string amount in the asset's own units (not base units): digits with an optional point and fractional digits, e.g. "250.5".
   */
  amount: DecimalAmount;
  /**
   * Unsigned artifact; nothing is signed or submitted.
   */
  artifact?: UnsignedArtifact;
  asset: string;
  /**
   * Chain slug of the route.
   */
  chain: string;
  /**
   * Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.
   */
  executionId?: ExecutionId;
  /**
   * Mandate id returned by defi_create_mandate or listed by defi_list_mandates.
   */
  mandateId: MandateId;
  op: "supply" | "withdraw";
  /**
   * preview: artifact returned, nothing moved; settled: the supply or withdrawal settled.
   */
  phase: "preview" | "settled";
  /**
   * Hash binding a later signature to exactly the previewed unsigned artifact; returned by defi_preview_tx or the first defi_lend_execute call.
   */
  previewHash?: PreviewHash;
  proof?: {
    /**
     * Live settlements on a real protocol's route, once mined: the wallet's token balances read back from the chain at the block before the settling transaction and at its block (decimal amounts of each token). Confirmation requires them to have changed by exactly the settled amounts; absent for paper and before the transaction is mined.
     */
    balances?: ReadBackBalances;
    /**
     * How far the receipt is independently proven: none (nothing submitted), unconfirmed (an identifier exists but nothing independent confirmed it), chain-confirmed (the declared chain returned the transaction and it matches the receipt), chain-contradicted (the chain disagrees with the receipt).
     */
    standing: ProofStanding;
  };
  /**
   * Hash of the settlement receipt.
   */
  receiptHash?: string;
  /**
   * Present only when the settlement was verified against the venue's own on-chain event.
   */
  txHash?: string;
  venue: "venue_1" | "venue_2" | "venue_3";
};

/**
 * Arguments of `defi_list_mandates` as the handler receives them: every property with a default is set.
 */
export interface DefiListMandatesInput {
  /**
   * Only mandates bound to this agent instance.
   */
  agentInstanceId?: AgentInstanceId;
  /**
   * nextCursor of the previous page, unchanged; omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Mandates per page, 1 to 100 (default 50).
   */
  limit: Limit;
  /**
   * Only mandates on this portal.
   */
  portal?: Portal;
  /**
   * Only mandates with this status: active, paused or cancelled.
   */
  status?: MandateStatus;
  /**
   * Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).
   */
  userId?: UserId;
}

/**
 * Arguments of `defi_list_mandates` as a client sends them: properties with a default may be left out.
 */
export interface DefiListMandatesClientInput {
  /**
   * Only mandates bound to this agent instance.
   */
  agentInstanceId?: AgentInstanceId;
  /**
   * nextCursor of the previous page, unchanged; omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Mandates per page, 1 to 100 (default 50).
   */
  limit?: Limit;
  /**
   * Only mandates on this portal.
   */
  portal?: Portal;
  /**
   * Only mandates with this status: active, paused or cancelled.
   */
  status?: MandateStatus;
  /**
   * Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).
   */
  userId?: UserId;
}

/**
 * Result of `defi_list_mandates` (structuredContent).
 */
export interface DefiListMandatesOutput {
  /**
   * Items: A mandate: the service's own record of what capital an agent may use and when to exit. Not signed by an external wallet.
   */
  mandates: Mandate[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  nextCursor: NextCursor;
}

/**
 * Arguments of `defi_list_venues` as the handler receives them: every property with a default is set.
 */
export interface DefiListVenuesInput {
  /**
   * Only routes on this chain slug, e.g. base, arbitrum-one.
   */
  chain?: string;
  /**
   * True to list only routes execution accepts (settled or address_verified). Default false.
   */
  liveOnly: boolean;
  /**
   * Only routes of this venue.
   */
  venue?: "venue_1" | "venue_2" | "venue_3";
}

/**
 * Arguments of `defi_list_venues` as a client sends them: properties with a default may be left out.
 */
export interface DefiListVenuesClientInput {
  /**
   * Only routes on this chain slug, e.g. base, arbitrum-one.
   */
  chain?: string;
  /**
   * True to list only routes execution accepts (settled or address_verified). Default false.
   */
  liveOnly?: boolean;
  /**
   * Only routes of this venue.
   */
  venue?: "venue_1" | "venue_2" | "venue_3";
}

/**
 * Result of `defi_list_venues` (structuredContent).
 */
export interface DefiListVenuesOutput {
  /**
   * When the registry was read.
   */
  asOf: IsoDateTime;
  routes: {
    /**
     * Chain slug, e.g. base, arbitrum-one, optimism, monad, bnb-chain, avalanche.
     */
    chain: string;
    /**
     * EVM chain id; null for non-EVM chains.
     */
    chainId: number | null;
    /**
     * True when this venue is the default on this chain for defi_lend_execute.
     */
    defaultForChain: boolean;
    /**
     * True when execution accepts the route (status settled or address_verified).
     */
    live: boolean;
    /**
     * Operations the route carries.
     */
    operations: ("swap" | "lend" | "bridge" | "supply" | "withdraw")[];
    /**
     * True only for status settled; never describe an unproven route as proven.
     */
    proven: boolean;
    /**
     * settled, address_verified or operator_disabled.
     */
    status: "settled" | "address_verified" | "operator_disabled";
    venue: "venue_1" | "venue_2" | "venue_3";
  }[];
}

/**
 * Arguments of `defi_plan_standing` as the handler receives them: every property with a default is set.
 */
export interface DefiPlanStandingInput {
  /**
   * The user's request, verbatim.
   */
  message: string;
  /**
   * Minimum improvement, in basis points, a rotation must beat; as stated by the user. Omit when the user did not state it (it is then listed in missing).
   */
  minGainBps?: number;
  /**
   * Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).
   */
  userId?: UserId;
}

/** Arguments of `defi_plan_standing` as a client sends them: properties with a default may be left out. */
export type DefiPlanStandingClientInput = DefiPlanStandingInput;

/**
 * Result of `defi_plan_standing` (structuredContent).
 */
export interface DefiPlanStandingOutput {
  /**
   * Unsigned envelope; a bound is null when the user did not supply it.
   */
  envelope: {
    /**
     * Cadence as understood from the message.
     */
    cadence: string | null;
    chains: string[] | null;
    cumulativeCap: {
      /**
       * Decimal string amount in the asset's own units (not base units): digits with an optional point and fractional digits, e.g. "250.5".
       */
      amount: DecimalAmount;
      asset: string;
    } | null;
    expiresAt: null | IsoDateTime;
    minGainBps: number | null;
    operations: string[] | null;
    perMoveCap: {
      /**
       * Decimal string amount in the asset's own units (not base units): digits with an optional point and fractional digits, e.g. "250.5".
       */
      amount: DecimalAmount;
      asset: string;
    } | null;
    /**
     * How the user revokes the envelope once signed.
     */
    revocation: string;
    venues: string[] | null;
  };
  /**
   * Bounds the user has not supplied yet; empty when complete.
   */
  missing: (
    "cadence" | "operations" | "venues" | "chains" | "perMoveCap" | "cumulativeCap" | "minGainBps" | "expiresAt"
  )[];
  /**
   * True only when missing is empty.
   */
  signable: boolean;
}

/**
 * Arguments of `defi_plan_workflow` as the handler receives them: every property with a default is set.
 */
export interface DefiPlanWorkflowInput {
  /**
   * The user's request, verbatim.
   */
  message: string;
  /**
   * Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).
   */
  userId?: UserId;
}

/** Arguments of `defi_plan_workflow` as a client sends them: properties with a default may be left out. */
export type DefiPlanWorkflowClientInput = DefiPlanWorkflowInput;

/**
 * Result of `defi_plan_workflow` (structuredContent).
 */
export interface DefiPlanWorkflowOutput {
  legs: {
    amount: null | DecimalAmount;
    /**
     * stated, or previous_leg: the amount the previous leg actually delivered.
     */
    amountFrom: "stated" | "previous_leg";
    asset: string;
    chain: string;
    /**
     * Index of the leg this one waits for.
     */
    dependsOn: number | null;
    /**
     * Whether the leg can be executed as planned.
     */
    executable: boolean;
    /**
     * 0-based position of the leg.
     */
    index: number;
    /**
     * swap, lend, bridge, supply or withdraw.
     */
    operation: string;
    venue: string | null;
  }[];
  unsupported: {
    /**
     * The clause as written by the user.
     */
    clause: string;
    /**
     * Why the clause cannot be planned.
     */
    reason: string;
    reasonCode: "unsupported_operation" | "unnamed_venue" | "non_positive_amount" | "amount_split_across_venues";
  }[];
}

/**
 * Arguments of `defi_portfolio` as the handler receives them: every property with a default is set.
 */
export interface DefiPortfolioInput {
  /**
   * Portal slug; defaults to the Base portal.
   */
  portal?: Portal;
  /**
   * Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).
   */
  userId?: UserId;
}

/** Arguments of `defi_portfolio` as a client sends them: properties with a default may be left out. */
export type DefiPortfolioClientInput = DefiPortfolioInput;

/**
 * Result of `defi_portfolio` (structuredContent).
 */
export interface DefiPortfolioOutput {
  balances: Balance[];
  fills: {
    /**
     * Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.
     */
    executionId: ExecutionId;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    filledAt: IsoDateTime;
    operation: string;
    summary: string;
  }[];
  /**
   * Portal slug, e.g. the slug of a chain portal; the Base portal is the default where a tool has one.
   */
  portal: Portal;
  /**
   * Always true: testnet simulation, not live balances.
   */
  simulated: true;
  /**
   * User identity created or resumed by defi_session. Every tool that acts for a user takes it from this argument or from the x-defi-user-id HTTP header (one of the two; when both are sent they must agree); without either it answers identity_required.
   */
  userId: UserId;
}

/**
 * Arguments of `defi_preview_tx` as the handler receives them: every property with a default is set.
 */
export interface DefiPreviewTxInput {
  /**
   * executionId from the approve_execute action of a defi_copilot_turn result.
   */
  executionId: ExecutionId;
  /**
   * Portal slug the call applies to (a chain portal, e.g. the Base portal).
   */
  portal: Portal;
  /**
   * Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).
   */
  userId?: UserId;
}

/** Arguments of `defi_preview_tx` as a client sends them: properties with a default may be left out. */
export type DefiPreviewTxClientInput = DefiPreviewTxInput;

/**
 * Result of `defi_preview_tx` (structuredContent).
 */
export interface DefiPreviewTxOutput {
  /**
   * Unsigned artifact; nothing is signed or submitted.
   */
  artifact: UnsignedArtifact;
  /**
   * Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.
   */
  executionId: ExecutionId;
  /**
   * Hash binding a later signature to exactly the previewed unsigned artifact; returned by defi_preview_tx or the first defi_lend_execute call.
   */
  previewHash: PreviewHash;
  simulation: Simulation;
}

/**
 * Arguments of `defi_provision_wallet` as the handler receives them: every property with a default is set.
 */
export interface DefiProvisionWalletInput {
  /**
   * Chain family of the wallet: evm, solana or sui.
   */
  family: "evm" | "solana" | "sui";
  /**
   * Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).
   */
  userId?: UserId;
}

/** Arguments of `defi_provision_wallet` as a client sends them: properties with a default may be left out. */
export type DefiProvisionWalletClientInput = DefiProvisionWalletInput;

/**
 * Result of `defi_provision_wallet` (structuredContent).
 */
export interface DefiProvisionWalletOutput {
  /**
   * Wallet address to fund (EVM 0x address, Solana base58 or Sui 0x address); null while pending_provision.
   */
  address: string | null;
  family: "evm" | "solana" | "sui";
  /**
   * active, or pending_provision when custody is not configured.
   */
  status: "pending_provision" | "active";
  /**
   * User identity created or resumed by defi_session. Every tool that acts for a user takes it from this argument or from the x-defi-user-id HTTP header (one of the two; when both are sent they must agree); without either it answers identity_required.
   */
  userId: UserId;
}

/**
 * Arguments of `defi_session` as the handler receives them: every property with a default is set.
 */
export interface DefiSessionInput {
  /**
   * Display name for a new identity.
   */
  displayName?: string;
  /**
   * An existing userId to resume; omit to create a new identity.
   */
  userId?: UserId;
}

/** Arguments of `defi_session` as a client sends them: properties with a default may be left out. */
export type DefiSessionClientInput = DefiSessionInput;

/**
 * Result of `defi_session` (structuredContent).
 */
export interface DefiSessionOutput {
  displayName: string | null;
  /**
   * True when an existing identity was resumed, false when a new one was created.
   */
  resumed: boolean;
  /**
   * User identity created or resumed by defi_session. Every tool that acts for a user takes it from this argument or from the x-defi-user-id HTTP header (one of the two; when both are sent they must agree); without either it answers identity_required.
   */
  userId: UserId;
}
