// Generated from spec/defi.json by npm run generate. DO NOT EDIT.

import { defineService, type RequestContext } from "mcpforge/runtime";
import type * as T from "./types";
import * as V from "./validators";

export type * from "./types";

/** Every error code a defi tool may return. */
export type DefiErrorCode =
  | "agent_identity_rejected"
  | "execution_not_pending"
  | "forbidden"
  | "idempotency_conflict"
  | "identity_required"
  | "insufficient_balance"
  | "internal_error"
  | "invalid_arguments"
  | "mandate_cancelled"
  | "mandate_paused"
  | "mandate_underspecified"
  | "no_live_route"
  | "not_confirmed"
  | "not_found"
  | "not_implemented"
  | "policy_violation"
  | "preview_required"
  | "route_disabled"
  | "stale_preview_hash"
  | "unknown_portal"
  | "unknown_user"
  | "upstream_unavailable"
  | "venue_not_carried"
  | "wallet_not_active";

/** Error codes `defi_agent_record` may return. */
export type DefiAgentRecordErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";
/** Error codes `defi_approve_execute` may return. */
export type DefiApproveExecuteErrorCode =
  | "execution_not_pending"
  | "identity_required"
  | "insufficient_balance"
  | "internal_error"
  | "invalid_arguments"
  | "mandate_cancelled"
  | "mandate_paused"
  | "no_live_route"
  | "not_confirmed"
  | "not_found"
  | "not_implemented"
  | "policy_violation"
  | "preview_required"
  | "stale_preview_hash"
  | "unknown_portal"
  | "unknown_user"
  | "upstream_unavailable"
  | "wallet_not_active";
/** Error codes `defi_copilot_turn` may return. */
export type DefiCopilotTurnErrorCode =
  | "agent_identity_rejected"
  | "internal_error"
  | "invalid_arguments"
  | "not_implemented"
  | "unknown_portal"
  | "unknown_user"
  | "upstream_unavailable";
/** Error codes `defi_create_agent` may return. */
export type DefiCreateAgentErrorCode =
  "identity_required" | "internal_error" | "invalid_arguments" | "not_implemented" | "unknown_portal" | "unknown_user";
/** Error codes `defi_create_mandate` may return. */
export type DefiCreateMandateErrorCode =
  | "forbidden"
  | "identity_required"
  | "internal_error"
  | "invalid_arguments"
  | "mandate_underspecified"
  | "not_found"
  | "not_implemented"
  | "unknown_portal"
  | "unknown_user";
/** Error codes `defi_eval_mandate` may return. */
export type DefiEvalMandateErrorCode =
  | "forbidden"
  | "identity_required"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unknown_user"
  | "upstream_unavailable";
/** Error codes `defi_get_receipt` may return. */
export type DefiGetReceiptErrorCode =
  | "forbidden"
  | "identity_required"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unknown_user";
/** Error codes `defi_lend_execute` may return. */
export type DefiLendExecuteErrorCode =
  | "forbidden"
  | "idempotency_conflict"
  | "identity_required"
  | "insufficient_balance"
  | "internal_error"
  | "invalid_arguments"
  | "mandate_cancelled"
  | "mandate_paused"
  | "not_confirmed"
  | "not_found"
  | "not_implemented"
  | "policy_violation"
  | "route_disabled"
  | "stale_preview_hash"
  | "unknown_portal"
  | "unknown_user"
  | "upstream_unavailable"
  | "venue_not_carried"
  | "wallet_not_active";
/** Error codes `defi_list_mandates` may return. */
export type DefiListMandatesErrorCode =
  "identity_required" | "internal_error" | "invalid_arguments" | "not_implemented" | "unknown_user";
/** Error codes `defi_list_venues` may return. */
export type DefiListVenuesErrorCode = "internal_error" | "invalid_arguments" | "not_implemented";
/** Error codes `defi_plan_standing` may return. */
export type DefiPlanStandingErrorCode =
  "identity_required" | "internal_error" | "invalid_arguments" | "not_implemented" | "unknown_user";
/** Error codes `defi_plan_workflow` may return. */
export type DefiPlanWorkflowErrorCode =
  "identity_required" | "internal_error" | "invalid_arguments" | "not_implemented" | "unknown_user";
/** Error codes `defi_portfolio` may return. */
export type DefiPortfolioErrorCode =
  "identity_required" | "internal_error" | "invalid_arguments" | "not_implemented" | "unknown_portal" | "unknown_user";
/** Error codes `defi_preview_tx` may return. */
export type DefiPreviewTxErrorCode =
  | "execution_not_pending"
  | "identity_required"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unknown_portal"
  | "unknown_user"
  | "upstream_unavailable"
  | "wallet_not_active";
/** Error codes `defi_provision_wallet` may return. */
export type DefiProvisionWalletErrorCode =
  | "identity_required"
  | "internal_error"
  | "invalid_arguments"
  | "not_implemented"
  | "unknown_user"
  | "upstream_unavailable";
/** Error codes `defi_session` may return. */
export type DefiSessionErrorCode = "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";

/**
 * Business logic of the DeFi Agent Service: one method per tool. A handlers object `satisfies` this
 * interface, so a tool added to spec/defi.json is a compile error until it is implemented.
 */
export interface DefiHandlers {
  /**
   * Agent track record
   *
   * Read an agent instance's track record: mandates held, executions attempted, refusals by code, receipts by proof standing, and receiptsProven (chain-confirmed receipts only). Zero counts are reported as 0. The owner can always read it; anyone else only when the owner made the record public. Changes nothing.
   */
  defi_agent_record(
    args: T.DefiAgentRecordInput,
    ctx: RequestContext<DefiAgentRecordErrorCode>,
  ): Promise<T.DefiAgentRecordOutput>;
  /**
   * Approve and execute a plan
   *
   * Settle a pending plan, only after the user explicitly confirmed the previewed quote. Approval is required from every client: pass the previewHash of the plan's latest preview (defi_preview_tx) that the user saw and approved; a previewHash of no preview, or of an older artifact, is refused before signing (stale_preview_hash). Without it, a 2026-07-28 client that can be asked is shown the artifact and asked to approve it (MRTR); any other client is told to preview first (preview_required) and nothing is written. Refused (no funds move, no success receipt, only a refusal record) when the bound mandate is paused or cancelled, a server-side policy limit fails, the previewHash is stale, or live mode has no live route (see defi_list_venues). mode paper (default) settles on simulated balances, with no wallet needed, and returns before/after balances; live signs with the user's own active custody wallet and submits only where the route is live. MOVES FUNDS in live mode. Next: defi_get_receipt.
   */
  defi_approve_execute(
    args: T.DefiApproveExecuteInput,
    ctx: RequestContext<DefiApproveExecuteErrorCode>,
  ): Promise<T.DefiApproveExecuteOutput>;
  /**
   * DeFi copilot turn
   *
   * Turn a natural-language request (swap, lend, bridge, supply, withdraw) into a plan with a simulated quote. The result's actions include one of type approve_execute carrying the executionId of the pending plan. An agent-identity (KYA) gate checks agentCredential, or a default testnet-scoped credential for agentId when no full credential is given; a rejection fails closed and nothing is planned. Never fills, signs or moves money. Next: defi_preview_tx, show the quote to the user, then defi_approve_execute after explicit confirmation.
   */
  defi_copilot_turn(
    args: T.DefiCopilotTurnInput,
    ctx: RequestContext<DefiCopilotTurnErrorCode>,
  ): Promise<T.DefiCopilotTurnOutput>;
  /**
   * Register an agent instance
   *
   * Register an agent instance for the user on a portal, before it has a wallet or a mandate. Either bring your own agent (agentId byo-external, label required to name it) or pick a hosted agent: defi-lend, defi-swap, defi-perp or portfolio. Returns agentInstanceId; bind mandates to it with defi_create_mandate. Never touches funds.
   */
  defi_create_agent(
    args: T.DefiCreateAgentInput,
    ctx: RequestContext<DefiCreateAgentErrorCode>,
  ): Promise<T.DefiCreateAgentOutput>;
  /**
   * Create a mandate
   *
   * Create a capital mandate on a portal: what capital an agent may use (capital {asset, amount, chain}), the objective, constraints and exit conditions, optionally bound to one agent instance. It can be described in a natural-language message instead of, or in addition to, the structured fields. Every mandate has an owner: the userId (or x-defi-user-id header) is required. The mandate starts active. Moves no money: it is the service's own record, not signed by any external wallet. Next: defi_copilot_turn or defi_lend_execute with its mandateId. Clauses of message the grammar does not understand are returned in unparsed and not applied.
   */
  defi_create_mandate(
    args: T.DefiCreateMandateInput,
    ctx: RequestContext<DefiCreateMandateErrorCode>,
  ): Promise<T.DefiCreateMandateOutput>;
  /**
   * Evaluate a mandate's exit conditions
   *
   * Check one of your mandates' exit conditions (owner only: the userId or x-defi-user-id header must be the mandate's owner) against a market snapshot and record the result. Pass snapshot to evaluate against your own data; without it the live price of the condition asset is fetched from a price data provider. The mandate's status does not change and nothing is ever executed: act on a triggered exit yourself (e.g. defi_copilot_turn).
   */
  defi_eval_mandate(
    args: T.DefiEvalMandateInput,
    ctx: RequestContext<DefiEvalMandateErrorCode>,
  ): Promise<T.DefiEvalMandateOutput>;
  /**
   * Get an execution receipt
   *
   * Read the stored receipt of an execution: receiptHash, proof.standing (none, unconfirmed, chain-confirmed, chain-contradicted), ap2.reference and a verify URL addressed by receiptHash that anyone can check without a credential. Only the userId the receipt was produced for may read it. A verified receiptHash does not by itself mean the chain confirmed the settlement: read proof.standing. Changes nothing.
   */
  defi_get_receipt(
    args: T.DefiGetReceiptInput,
    ctx: RequestContext<DefiGetReceiptErrorCode>,
  ): Promise<T.DefiGetReceiptOutput>;
  /**
   * Supply to or withdraw from a lending venue
   *
   * Two-phase lending under a mandate. First call without previewHash: returns the unsigned artifact and its previewHash; nothing moves. Second call, after a human approved exactly that artifact, with the same arguments plus previewHash: settles on the live route. A 2026-07-28 client that can be asked gets both phases in one call: the user is shown the artifact and asked to approve it (MRTR), and approval settles it. op is supply (default) or withdraw; amount is a decimal string in the mandate's asset (default the mandate's full capital). venue defaults to venue_1 on Base and venue_2 on venue_2's chains; an operator-disabled route or a venue the chain does not carry is refused at the capability gate, never rerouted (see defi_list_venues). txHash appears only when the settlement is verified against the venue's own on-chain event. Reuse the same idempotencyKey on retries (required for venue_3). mode paper runs the same two phases on simulated balances with no wallet (the supplied position shows in defi_portfolio as <ASSET>.<venue>). MOVES LIVE CAPITAL in the second phase of mode live.
   */
  defi_lend_execute(
    args: T.DefiLendExecuteInput,
    ctx: RequestContext<DefiLendExecuteErrorCode>,
  ): Promise<T.DefiLendExecuteOutput>;
  /**
   * List mandates
   *
   * List the user's mandates, newest first, optionally filtered by portal, status (active, paused, cancelled) or agent instance. Pass nextCursor back as cursor for the next page. Changes nothing.
   */
  defi_list_mandates(
    args: T.DefiListMandatesInput,
    ctx: RequestContext<DefiListMandatesErrorCode>,
  ): Promise<T.DefiListMandatesOutput>;
  /**
   * List venue routes (our design)
   *
   * List the venue routes (venue on a chain) and whether each is live, from the same registry execution enforces. status settled: has settled a real mainnet transaction (proven); address_verified: wired and contract addresses verified but never settled, live but not proven; operator_disabled: wired but refused until it settles a real transaction. defaultForChain marks the venue defi_lend_execute picks when venue is omitted. Use it before defi_lend_execute or live defi_approve_execute; changes nothing.
   */
  defi_list_venues(
    args: T.DefiListVenuesInput,
    ctx: RequestContext<DefiListVenuesErrorCode>,
  ): Promise<T.DefiListVenuesOutput>;
  /**
   * Plan a standing envelope
   *
   * For a request that describes repeated autonomous action (a cadence), build the unsigned envelope of bounds the user would sign once: allowed operations, venues and chains, per-move cap, cumulative cap, minGainBps, expiry and revocation. Bounds come only from the user (minGainBps, the minimum improvement in basis points a rotation must beat, is never invented): any bound not supplied is listed in missing and the envelope is then not signable. Nothing is authorized until the user signs; signs and moves nothing.
   */
  defi_plan_standing(
    args: T.DefiPlanStandingInput,
    ctx: RequestContext<DefiPlanStandingErrorCode>,
  ): Promise<T.DefiPlanStandingOutput>;
  /**
   * Plan a multi-leg workflow
   *
   * Split a one-sentence request (pass the user's words verbatim) into dependent legs on one or several chains. A dependent leg takes its amount from what the previous leg actually delivered. Each leg says whether it is executable; clauses naming an unsupported operation or no venue, a zero or negative amount, or one amount split across venues are returned in unsupported with a reason. Signs and moves nothing. For requests that describe a cadence (repeat every …), use defi_plan_standing.
   */
  defi_plan_workflow(
    args: T.DefiPlanWorkflowInput,
    ctx: RequestContext<DefiPlanWorkflowErrorCode>,
  ): Promise<T.DefiPlanWorkflowOutput>;
  /**
   * Simulated portfolio
   *
   * Read the user's simulated testnet portfolio on a portal (default the Base portal): seeded balances and simulated fills, the same data as GET /v1/portfolio. It never reports live chain balances. Changes nothing.
   */
  defi_portfolio(
    args: T.DefiPortfolioInput,
    ctx: RequestContext<DefiPortfolioErrorCode>,
  ): Promise<T.DefiPortfolioOutput>;
  /**
   * Preview the transaction
   *
   * Build the exact venue artifact of a pending plan against the user's provisioned wallet (an order-book EIP-712 order or an unsigned Solana transaction), simulate it where the venue supports that, and return it unsigned with a previewHash. Nothing is signed or submitted. Show it to the user, then pass previewHash to defi_approve_execute so a changed plan is refused instead of signed.
   */
  defi_preview_tx(
    args: T.DefiPreviewTxInput,
    ctx: RequestContext<DefiPreviewTxErrorCode>,
  ): Promise<T.DefiPreviewTxOutput>;
  /**
   * Provision a custody wallet
   *
   * Provision (or return the existing) custody wallet of the user for one chain family: evm, solana or sui. Requires a userId from defi_session. When custody is configured on the server the wallet is active with an address to fund and later sign with; otherwise it is pending_provision with address null: it cannot sign or hold funds until active, and no address is ever made up. Does not fund the wallet and moves no money.
   */
  defi_provision_wallet(
    args: T.DefiProvisionWalletInput,
    ctx: RequestContext<DefiProvisionWalletErrorCode>,
  ): Promise<T.DefiProvisionWalletOutput>;
  /**
   * Create or resume a DeFi session
   *
   * Start here. Without userId, creates a new user identity and returns its userId; with userId, resumes that identity. Pass the returned userId on every other defi_* tool (or in the x-defi-user-id header). Moves no money, provisions no wallet, signs nothing. Next: defi_provision_wallet (optional) or defi_create_agent.
   */
  defi_session(args: T.DefiSessionInput, ctx: RequestContext<DefiSessionErrorCode>): Promise<T.DefiSessionOutput>;
}

export const defiService = defineService<DefiHandlers>({
  slug: "defi",
  title: "DeFi Agent Service",
  description:
    "Lets a coding agent run DeFi operations (swap, lend, bridge, supply, withdraw) on one or several chains under a user-owned capital mandate, with a human approval step before any settlement. Simulated (paper, testnet) and live (mainnet, the user's own custody wallet, live venue routes only) modes; only defi_approve_execute and defi_lend_execute can move funds.",
  instructions:
    "Loop: defi_session (keep the userId) → optionally defi_provision_wallet → defi_create_agent → defi_create_mandate → defi_copilot_turn (take executionId from the approve_execute action) → defi_preview_tx → show the quote and get the user's explicit confirmation → defi_approve_execute with previewHash → defi_get_receipt (read proof.standing). Lending: defi_lend_execute twice, first without previewHash, then with it after human approval. Check defi_list_venues for live routes. Only defi_approve_execute and defi_lend_execute move funds.",
  version: "0.5.0",
  listingVersion: "0.5.1",
  transports: ["stdio", "streamable-http"],
  caching: { ttlMs: 60000, cacheScope: "public" },
  source: {
    document: "spec-docs/000_6dc9bd2e77983250.txt",
    notes:
      "defi_list_venues is our design (the document names it but does not show it). Inputs are open (the document does not say undeclared properties are rejected). Error codes are ours, derived from parts 3 and 7. Result shapes are our design except the names the document gives (userId, executionId, previewHash, receiptHash, proof.standing, ap2.reference, txHash, receiptsProven, legs/executable, unsupported, missing, minGainBps).",
    section: "B",
  },
  errors: {
    agent_identity_rejected:
      "The agent-identity (KYA) gate rejected the credential; the turn failed closed and nothing was planned.",
    execution_not_pending:
      "The execution is no longer pending (already settled or refused); read it with defi_get_receipt.",
    forbidden:
      "The caller is not the owner: a receipt is readable only by the userId it was produced for, a private agent record only by its owner, a mandate or agent instance only by its user.",
    idempotency_conflict:
      "This idempotencyKey was already used for a different economic action; reuse a key only for retries of the same action.",
    identity_required:
      "No userId: pass userId or send the x-defi-user-id header (every tool that acts for a user takes either).",
    insufficient_balance:
      "Refused before signing: the custody wallet's on-chain balance (the token for a supply, the Aave position for a withdraw) does not cover the amount. Nothing was signed or moved; only a refusal record was written.",
    internal_error: "Something unexpected failed on the server; the message carries a request id to quote.",
    invalid_arguments: "The arguments do not match the tool's input schema; issues name every offending property.",
    mandate_cancelled: "Refused: the bound mandate is cancelled. No funds moved; only a refusal record was written.",
    mandate_paused: "Refused: the bound mandate is paused. No funds moved; only a refusal record was written.",
    mandate_underspecified:
      "Neither message nor the structured fields describe the mandate's capital; nothing was created.",
    no_live_route:
      "Refused: live mode has no live venue route (no submit path) for this plan; live execution fails closed. See defi_list_venues.",
    not_confirmed:
      "The user, asked by the client (MRTR, 2026-07-28), did not approve the previewed artifact. Nothing was signed or written.",
    not_found: "No user, mandate, execution, agent instance or receipt with this id.",
    not_implemented: "The tool is declared but its business logic is not built yet.",
    policy_violation: "Refused: a server-side policy limit failed. No funds moved; only a refusal record was written.",
    preview_required:
      "Not settled: preview first. Settlement needs the previewHash of a preview the user saw (defi_preview_tx), or the user's answer to a confirmation the client was asked for (MRTR); this client passed neither. Nothing was written.",
    route_disabled:
      "Refused at the capability gate: the route is operator-disabled until it settles a real transaction. No rerouting happens.",
    stale_preview_hash:
      "Refused before signing: previewHash does not match the current artifact. Preview again and have the user approve the new artifact.",
    unknown_portal: "No portal with this slug.",
    unknown_user: "userId (or the x-defi-user-id header) names no identity; call defi_session first.",
    upstream_unavailable:
      "An outside dependency (custody provider, price data provider, chain RPC, venue) did not answer; nothing moved. Retry later.",
    venue_not_carried:
      "Refused at the capability gate: the chain does not carry the named venue. No rerouting happens.",
    wallet_not_active:
      "The user has no active custody wallet for this chain family (none provisioned, or still pending_provision), so nothing can be built or signed.",
  },
  tools: [
    {
      name: "defi_agent_record",
      title: "Agent track record",
      description:
        "Read an agent instance's track record: mandates held, executions attempted, refusals by code, receipts by proof standing, and receiptsProven (chain-confirmed receipts only). Zero counts are reported as 0. The owner can always read it; anyone else only when the owner made the record public. Changes nothing.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        properties: {
          agentInstanceId: { description: "Agent instance whose record to read.", type: "string" },
          userId: {
            description: "Your userId, to read your own private record; optional for public records.",
            type: "string",
          },
        },
        required: ["agentInstanceId"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        description: "receiptsProven is the document's name; the other names are our design.",
        properties: {
          agentInstanceId: { description: "Agent instance id returned by defi_create_agent.", type: "string" },
          executionsAttempted: { minimum: 0, type: "integer" },
          mandatesHeld: { minimum: 0, type: "integer" },
          public: { description: "Whether the owner opted the record public.", type: "boolean" },
          receiptsByStanding: {
            additionalProperties: false,
            description: "Receipt count per proof standing; every standing present, zero included.",
            properties: {
              "chain-confirmed": { minimum: 0, type: "integer" },
              "chain-contradicted": { minimum: 0, type: "integer" },
              none: { minimum: 0, type: "integer" },
              unconfirmed: { minimum: 0, type: "integer" },
            },
            required: ["chain-confirmed", "chain-contradicted", "none", "unconfirmed"],
            type: "object",
          },
          receiptsProven: {
            description: "Receipts whose proof standing is chain-confirmed; nothing else counts.",
            minimum: 0,
            type: "integer",
          },
          refusalsByCode: {
            additionalProperties: { minimum: 0, type: "integer" },
            description: "Refusal count per typed refusal code.",
            type: "object",
          },
        },
        required: [
          "agentInstanceId",
          "executionsAttempted",
          "mandatesHeld",
          "public",
          "receiptsByStanding",
          "receiptsProven",
          "refusalsByCode",
        ],
        type: "object",
      },
      validateInput: V.defi_agent_record_input,
      validateOutput: V.defi_agent_record_output,
    },
    {
      name: "defi_approve_execute",
      title: "Approve and execute a plan",
      description:
        "Settle a pending plan, only after the user explicitly confirmed the previewed quote. Approval is required from every client: pass the previewHash of the plan's latest preview (defi_preview_tx) that the user saw and approved; a previewHash of no preview, or of an older artifact, is refused before signing (stale_preview_hash). Without it, a 2026-07-28 client that can be asked is shown the artifact and asked to approve it (MRTR); any other client is told to preview first (preview_required) and nothing is written. Refused (no funds move, no success receipt, only a refusal record) when the bound mandate is paused or cancelled, a server-side policy limit fails, the previewHash is stale, or live mode has no live route (see defi_list_venues). mode paper (default) settles on simulated balances, with no wallet needed, and returns before/after balances; live signs with the user's own active custody wallet and submits only where the route is live. MOVES FUNDS in live mode. Next: defi_get_receipt.",
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: true, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "execution_not_pending",
        "identity_required",
        "insufficient_balance",
        "internal_error",
        "invalid_arguments",
        "mandate_cancelled",
        "mandate_paused",
        "no_live_route",
        "not_confirmed",
        "not_found",
        "not_implemented",
        "policy_violation",
        "preview_required",
        "stale_preview_hash",
        "unknown_portal",
        "unknown_user",
        "upstream_unavailable",
        "wallet_not_active",
      ],
      inputSchema: {
        properties: {
          executionId: {
            description: "executionId from the approve_execute action of a defi_copilot_turn result.",
            type: "string",
          },
          mode: {
            default: "paper",
            description:
              "paper (default): simulated settlement; live: sign with your custody wallet and submit, failing closed where no live route exists.",
            enum: ["paper", "live"],
            type: "string",
          },
          portal: {
            description: "Portal slug the call applies to (a chain portal, e.g. the Base portal).",
            type: "string",
          },
          previewHash: {
            description:
              "previewHash from defi_preview_tx; the call is refused before signing if it is no longer current. Left out, a 2026-07-28 client that can be asked is asked to approve the current artifact.",
            type: "string",
          },
          userId: {
            description:
              "Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).",
            type: "string",
          },
        },
        required: ["executionId", "portal"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          balances: {
            additionalProperties: false,
            description: "Simulated balances before and after; null in live mode.",
            properties: {
              after: {
                items: {
                  additionalProperties: false,
                  properties: {
                    amount: {
                      description:
                        'Decimal string amount in the asset\'s own units (not base units): digits with an optional point and fractional digits, e.g. "250.5".',
                      pattern: "^[0-9]+(\\.[0-9]+)?$",
                      type: "string",
                    },
                    asset: { description: "Asset symbol or token identifier.", type: "string" },
                    chain: { description: "Chain slug.", type: "string" },
                  },
                  required: ["amount", "asset", "chain"],
                  type: "object",
                },
                type: "array",
              },
              before: {
                items: {
                  additionalProperties: false,
                  properties: {
                    amount: {
                      description:
                        'Decimal string amount in the asset\'s own units (not base units): digits with an optional point and fractional digits, e.g. "250.5".',
                      pattern: "^[0-9]+(\\.[0-9]+)?$",
                      type: "string",
                    },
                    asset: { description: "Asset symbol or token identifier.", type: "string" },
                    chain: { description: "Chain slug.", type: "string" },
                  },
                  required: ["amount", "asset", "chain"],
                  type: "object",
                },
                type: "array",
              },
            },
            required: ["after", "before"],
            type: ["object", "null"],
          },
          executionId: {
            description:
              "Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.",
            type: "string",
          },
          mode: { enum: ["paper", "live"], type: "string" },
          receipt: {
            additionalProperties: false,
            description:
              "Stored receipt of a settled execution. receiptHash, proof.standing, ap2.reference and txHash are the document's names; the rest is our design.",
            properties: {
              ap2: {
                additionalProperties: false,
                properties: {
                  reference: { description: "Hash of the closed mandate the execution ran under.", type: "string" },
                },
                required: ["reference"],
                type: "object",
              },
              executionId: {
                description:
                  "Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.",
                type: "string",
              },
              mode: { description: "paper (simulated) or live.", enum: ["paper", "live"], type: "string" },
              proof: {
                additionalProperties: false,
                description:
                  "Independent proof of the settlement. Read standing: a verified receiptHash alone does not mean chain-confirmed.",
                properties: {
                  balances: {
                    description:
                      "Live settlements on a real protocol's route, once mined: the wallet's token balances read back from the chain at the block before the settling transaction and at its block (decimal amounts of each token). Confirmation requires them to have changed by exactly the settled amounts; absent for paper and before the transaction is mined.",
                    items: {
                      additionalProperties: false,
                      properties: {
                        after: { description: "Balance at the transaction's block.", type: "string" },
                        asset: {
                          description: "Asset; an Aave position is its aToken, named a<asset> (aUSDC).",
                          type: "string",
                        },
                        before: { description: "Balance at the block before the transaction.", type: "string" },
                        token: { description: "ERC-20 token contract the balance was read from.", type: "string" },
                      },
                      required: ["after", "asset", "before", "token"],
                      type: "object",
                    },
                    type: "array",
                  },
                  chain: { description: "Chain the settlement was declared on.", type: ["string", "null"] },
                  checkedAt: {
                    oneOf: [
                      { type: "null" },
                      {
                        description: "When the standing was last checked against the chain.",
                        format: "date-time",
                        type: "string",
                      },
                    ],
                  },
                  standing: {
                    description:
                      "How far the receipt is independently proven: none (nothing submitted), unconfirmed (an identifier exists but nothing independent confirmed it), chain-confirmed (the declared chain returned the transaction and it matches the receipt), chain-contradicted (the chain disagrees with the receipt).",
                    enum: ["none", "unconfirmed", "chain-confirmed", "chain-contradicted"],
                    type: "string",
                  },
                },
                required: ["chain", "checkedAt", "standing"],
                type: "object",
              },
              receiptHash: {
                description: "Hash identifying this receipt; anyone can check it at verifyUrl without a credential.",
                type: "string",
              },
              settledAt: {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              summary: {
                description: "What was settled, in one line (operation, amounts, venue, chain).",
                type: "string",
              },
              txHash: {
                description:
                  "Settlement transaction hash; present only when the settlement was verified against the venue's own on-chain event, absent otherwise.",
                type: "string",
              },
              verifyUrl: {
                description: "Public verify URL addressed by receiptHash; needs no credential.",
                format: "uri",
                type: "string",
              },
            },
            required: ["ap2", "executionId", "mode", "proof", "receiptHash", "settledAt", "summary", "verifyUrl"],
            type: "object",
          },
          status: {
            const: "settled",
            description: "Refusals are errors, so a result is always settled.",
            type: "string",
          },
        },
        required: ["balances", "executionId", "mode", "receipt", "status"],
        type: "object",
      },
      mayRequestInput: true,
      validateInput: V.defi_approve_execute_input,
      validateOutput: V.defi_approve_execute_output,
    },
    {
      name: "defi_copilot_turn",
      title: "DeFi copilot turn",
      description:
        "Turn a natural-language request (swap, lend, bridge, supply, withdraw) into a plan with a simulated quote. The result's actions include one of type approve_execute carrying the executionId of the pending plan. An agent-identity (KYA) gate checks agentCredential, or a default testnet-scoped credential for agentId when no full credential is given; a rejection fails closed and nothing is planned. Never fills, signs or moves money. Next: defi_preview_tx, show the quote to the user, then defi_approve_execute after explicit confirmation.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: true, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "agent_identity_rejected",
        "internal_error",
        "invalid_arguments",
        "not_implemented",
        "unknown_portal",
        "unknown_user",
        "upstream_unavailable",
      ],
      inputSchema: {
        properties: {
          agentCredential: {
            description:
              "Full agent credential, an object of schema defi.kya.agent-credential.v1, for the agent-identity gate.",
            type: "object",
          },
          agentId: {
            description:
              "Agent catalog id acting on the user's behalf; without agentCredential a default testnet-scoped KYA credential is used for it.",
            type: "string",
          },
          message: { description: "The user's request in natural language.", type: "string" },
          mode: {
            description:
              "Execution mode to plan for: paper or testnet (simulated balances), live or mainnet (real funds).",
            enum: ["paper", "live", "testnet", "mainnet"],
            type: "string",
          },
          portal: {
            description: "Portal slug the call applies to (a chain portal, e.g. the Base portal).",
            type: "string",
          },
          userId: { description: "Your userId from defi_session.", type: "string" },
        },
        required: ["message"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          actions: {
            description: "Suggested next actions; one of type approve_execute carries the executionId.",
            items: {
              additionalProperties: false,
              if: { properties: { type: { const: "approve_execute" } }, required: ["type"] },
              properties: {
                executionId: {
                  description:
                    "Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.",
                  type: "string",
                },
                label: { description: "What the action does, for the user.", type: "string" },
                type: {
                  description: "Action kind, e.g. approve_execute (carries executionId) or preview_tx.",
                  type: "string",
                },
              },
              required: ["label", "type"],
              then: { required: ["executionId"] },
              type: "object",
            },
            type: "array",
          },
          kya: {
            additionalProperties: false,
            description: "Outcome of the agent-identity gate (a rejection is an error, not a result).",
            properties: {
              accepted: { const: true, type: "boolean" },
              credentialScope: {
                description: "full when agentCredential was given, testnet_default otherwise.",
                enum: ["full", "testnet_default"],
                type: "string",
              },
            },
            required: ["accepted", "credentialScope"],
            type: "object",
          },
          mode: { enum: ["paper", "live", "testnet", "mainnet"], type: "string" },
          quote: {
            additionalProperties: false,
            description: "Simulated quote of the plan; null when the turn produced no plan.",
            properties: {
              chain: { type: ["string", "null"] },
              fromAmount: {
                oneOf: [
                  { type: "null" },
                  {
                    description:
                      'Decimal string amount in the asset\'s own units (not base units): digits with an optional point and fractional digits, e.g. "250.5".',
                    pattern: "^[0-9]+(\\.[0-9]+)?$",
                    type: "string",
                  },
                ],
              },
              fromAsset: { type: ["string", "null"] },
              operation: { description: "swap, lend, bridge, supply or withdraw.", type: "string" },
              priceSource: {
                description:
                  "Where the quote's prices come from: configured (the price source DEFI_PRICE_URL; stablecoins at 1 USD) or sample (the documented sample price table).",
                enum: ["configured", "sample"],
                type: "string",
              },
              simulated: { const: true, type: "boolean" },
              toAmount: {
                oneOf: [
                  { type: "null" },
                  {
                    description:
                      'Decimal string amount in the asset\'s own units (not base units): digits with an optional point and fractional digits, e.g. "250.5".',
                    pattern: "^[0-9]+(\\.[0-9]+)?$",
                    type: "string",
                  },
                ],
              },
              toAsset: { type: ["string", "null"] },
              venue: { type: ["string", "null"] },
            },
            required: ["chain", "fromAmount", "fromAsset", "operation", "simulated", "toAmount", "toAsset", "venue"],
            type: ["object", "null"],
          },
          reply: { description: "Copilot's answer to the user.", type: "string" },
        },
        required: ["actions", "kya", "mode", "quote", "reply"],
        type: "object",
      },
      validateInput: V.defi_copilot_turn_input,
      validateOutput: V.defi_copilot_turn_output,
    },
    {
      name: "defi_create_agent",
      title: "Register an agent instance",
      description:
        "Register an agent instance for the user on a portal, before it has a wallet or a mandate. Either bring your own agent (agentId byo-external, label required to name it) or pick a hosted agent: defi-lend, defi-swap, defi-perp or portfolio. Returns agentInstanceId; bind mandates to it with defi_create_mandate. Never touches funds.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "identity_required",
        "internal_error",
        "invalid_arguments",
        "not_implemented",
        "unknown_portal",
        "unknown_user",
      ],
      inputSchema: {
        if: { properties: { agentId: { const: "byo-external" } }, required: ["agentId"] },
        properties: {
          agentId: {
            description:
              "Catalog id: byo-external for an agent that runs elsewhere (give label), or a hosted agent: defi-lend, defi-swap, defi-perp, portfolio.",
            enum: ["byo-external", "defi-lend", "defi-swap", "defi-perp", "portfolio"],
            type: "string",
          },
          label: { description: "Name of the instance; required when agentId is byo-external.", type: "string" },
          portal: {
            description: "Portal slug the call applies to (a chain portal, e.g. the Base portal).",
            type: "string",
          },
          userId: {
            description:
              "Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).",
            type: "string",
          },
        },
        required: ["agentId", "portal"],
        then: { required: ["label"] },
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          agentId: { enum: ["byo-external", "defi-lend", "defi-swap", "defi-perp", "portfolio"], type: "string" },
          agentInstanceId: { description: "Agent instance id returned by defi_create_agent.", type: "string" },
          createdAt: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          hosted: { description: "False for byo-external, true for hosted agents.", type: "boolean" },
          label: { type: ["string", "null"] },
          portal: {
            description:
              "Portal slug, e.g. the slug of a chain portal; the Base portal is the default where a tool has one.",
            type: "string",
          },
          userId: {
            description:
              "User identity created or resumed by defi_session. Every tool that acts for a user takes it from this argument or from the x-defi-user-id HTTP header (one of the two; when both are sent they must agree); without either it answers identity_required.",
            type: "string",
          },
        },
        required: ["agentId", "agentInstanceId", "createdAt", "hosted", "label", "portal", "userId"],
        type: "object",
      },
      validateInput: V.defi_create_agent_input,
      validateOutput: V.defi_create_agent_output,
    },
    {
      name: "defi_create_mandate",
      title: "Create a mandate",
      description:
        "Create a capital mandate on a portal: what capital an agent may use (capital {asset, amount, chain}), the objective, constraints and exit conditions, optionally bound to one agent instance. It can be described in a natural-language message instead of, or in addition to, the structured fields. Every mandate has an owner: the userId (or x-defi-user-id header) is required. The mandate starts active. Moves no money: it is the service's own record, not signed by any external wallet. Next: defi_copilot_turn or defi_lend_execute with its mandateId. Clauses of message the grammar does not understand are returned in unparsed and not applied.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "forbidden",
        "identity_required",
        "internal_error",
        "invalid_arguments",
        "mandate_underspecified",
        "not_found",
        "not_implemented",
        "unknown_portal",
        "unknown_user",
      ],
      inputSchema: {
        properties: {
          agentInstanceId: {
            description: "Bind the mandate to this agent instance (from defi_create_agent).",
            type: "string",
          },
          capital: {
            description: "Structured capital {asset, amount, chain} the mandate may use.",
            properties: {
              amount: {
                description: 'Amount of the asset, as a string in the asset\'s units, e.g. "1000".',
                type: "string",
              },
              asset: { description: "Asset symbol or token identifier, e.g. USDC.", type: "string" },
              chain: { description: "Chain the capital sits on, e.g. base.", type: "string" },
            },
            required: ["amount", "asset", "chain"],
            type: "object",
          },
          conditions: { description: "Exit conditions, checked by defi_eval_mandate.", type: "array" },
          constraints: {
            description: "Constraints on how the capital may be used (object; fields as the service defines them).",
            type: "object",
          },
          message: {
            description: 'The mandate in natural language, e.g. "lend 500 USDC on Base, exit if ETH drops below 2000".',
            type: "string",
          },
          name: { description: "Short name of the mandate.", type: "string" },
          objective: { description: "What the mandate should achieve.", type: "string" },
          portal: {
            description: "Portal slug the call applies to (a chain portal, e.g. the Base portal).",
            type: "string",
          },
          userId: {
            description:
              "Owner of the mandate (every mandate has one): your userId from defi_session, or send the x-defi-user-id header instead.",
            type: "string",
          },
        },
        required: ["portal"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          mandate: {
            additionalProperties: false,
            description:
              "A mandate: the service's own record of what capital an agent may use and when to exit. Not signed by an external wallet.",
            properties: {
              agentInstanceId: {
                oneOf: [
                  { type: "null" },
                  { description: "Agent instance the mandate is bound to; null when unbound.", type: "string" },
                ],
              },
              capital: {
                oneOf: [
                  { type: "null" },
                  {
                    description:
                      "Capital the mandate may use, structured as {asset, amount, chain}; further internal fields are not specified.",
                    properties: {
                      amount: {
                        description: 'Amount of the asset, as a string in the asset\'s units, e.g. "1000".',
                        type: "string",
                      },
                      asset: { description: "Asset symbol or token identifier, e.g. USDC.", type: "string" },
                      chain: { description: "Chain the capital sits on, e.g. base.", type: "string" },
                    },
                    required: ["amount", "asset", "chain"],
                    type: "object",
                  },
                ],
              },
              conditions: { description: "Exit conditions as stored; internal fields not specified.", type: "array" },
              constraints: {
                description: "Constraints object as stored; internal fields not specified.",
                type: "object",
              },
              createdAt: {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              mandateId: {
                description: "Mandate id returned by defi_create_mandate or listed by defi_list_mandates.",
                type: "string",
              },
              name: { type: ["string", "null"] },
              objective: { type: ["string", "null"] },
              portal: {
                description:
                  "Portal slug, e.g. the slug of a chain portal; the Base portal is the default where a tool has one.",
                type: "string",
              },
              status: {
                description: "Mandate status: active, paused or cancelled.",
                enum: ["active", "paused", "cancelled"],
                type: "string",
              },
              userId: {
                oneOf: [
                  { type: "null" },
                  {
                    description:
                      "User identity created or resumed by defi_session. Every tool that acts for a user takes it from this argument or from the x-defi-user-id HTTP header (one of the two; when both are sent they must agree); without either it answers identity_required.",
                    type: "string",
                  },
                ],
              },
            },
            required: [
              "agentInstanceId",
              "capital",
              "conditions",
              "constraints",
              "createdAt",
              "mandateId",
              "name",
              "objective",
              "portal",
              "status",
              "userId",
            ],
            type: "object",
          },
          unparsed: {
            description:
              "Clauses of message that the mandate grammar did not understand, verbatim; they were not applied (never guessed). Empty when there is no message or every clause was understood.",
            items: { type: "string" },
            type: "array",
          },
        },
        required: ["mandate", "unparsed"],
        type: "object",
      },
      validateInput: V.defi_create_mandate_input,
      validateOutput: V.defi_create_mandate_output,
    },
    {
      name: "defi_eval_mandate",
      title: "Evaluate a mandate's exit conditions",
      description:
        "Check one of your mandates' exit conditions (owner only: the userId or x-defi-user-id header must be the mandate's owner) against a market snapshot and record the result. Pass snapshot to evaluate against your own data; without it the live price of the condition asset is fetched from a price data provider. The mandate's status does not change and nothing is ever executed: act on a triggered exit yourself (e.g. defi_copilot_turn).",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: true, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "forbidden",
        "identity_required",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unknown_user",
        "upstream_unavailable",
      ],
      inputSchema: {
        properties: {
          mandateId: { description: "Mandate whose exit conditions to check.", type: "string" },
          snapshot: {
            description:
              "Market snapshot to evaluate against (object; e.g. prices of the condition assets). Omit to fetch a live price.",
            type: "object",
          },
          userId: {
            description:
              "The mandate owner's userId, or send the x-defi-user-id header instead: only the owner may evaluate a mandate.",
            type: "string",
          },
        },
        required: ["mandateId"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          conditions: {
            items: {
              additionalProperties: false,
              properties: {
                detail: { description: "What was compared, with the observed value.", type: "string" },
                index: { description: "Position in the mandate's conditions array.", minimum: 0, type: "integer" },
                met: { type: "boolean" },
              },
              required: ["detail", "index", "met"],
              type: "object",
            },
            type: "array",
          },
          evaluatedAt: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          executed: { const: false, description: "Always false: evaluation never executes.", type: "boolean" },
          exitTriggered: { description: "True when any exit condition is met.", type: "boolean" },
          mandateId: {
            description: "Mandate id returned by defi_create_mandate or listed by defi_list_mandates.",
            type: "string",
          },
          snapshotSource: {
            description: "caller when snapshot was passed, price_provider when a live price was fetched.",
            enum: ["caller", "price_provider"],
            type: "string",
          },
          status: {
            description: "The mandate's status, unchanged by the evaluation.",
            enum: ["active", "paused", "cancelled"],
            type: "string",
          },
        },
        required: ["conditions", "evaluatedAt", "executed", "exitTriggered", "mandateId", "snapshotSource", "status"],
        type: "object",
      },
      validateInput: V.defi_eval_mandate_input,
      validateOutput: V.defi_eval_mandate_output,
    },
    {
      name: "defi_get_receipt",
      title: "Get an execution receipt",
      description:
        "Read the stored receipt of an execution: receiptHash, proof.standing (none, unconfirmed, chain-confirmed, chain-contradicted), ap2.reference and a verify URL addressed by receiptHash that anyone can check without a credential. Only the userId the receipt was produced for may read it. A verified receiptHash does not by itself mean the chain confirmed the settlement: read proof.standing. Changes nothing.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: [
        "forbidden",
        "identity_required",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unknown_user",
      ],
      inputSchema: {
        properties: {
          executionId: { description: "executionId of the settled plan.", type: "string" },
          userId: {
            description:
              "Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).",
            type: "string",
          },
        },
        required: ["executionId"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          receipt: {
            additionalProperties: false,
            description:
              "Stored receipt of a settled execution. receiptHash, proof.standing, ap2.reference and txHash are the document's names; the rest is our design.",
            properties: {
              ap2: {
                additionalProperties: false,
                properties: {
                  reference: { description: "Hash of the closed mandate the execution ran under.", type: "string" },
                },
                required: ["reference"],
                type: "object",
              },
              executionId: {
                description:
                  "Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.",
                type: "string",
              },
              mode: { description: "paper (simulated) or live.", enum: ["paper", "live"], type: "string" },
              proof: {
                additionalProperties: false,
                description:
                  "Independent proof of the settlement. Read standing: a verified receiptHash alone does not mean chain-confirmed.",
                properties: {
                  balances: {
                    description:
                      "Live settlements on a real protocol's route, once mined: the wallet's token balances read back from the chain at the block before the settling transaction and at its block (decimal amounts of each token). Confirmation requires them to have changed by exactly the settled amounts; absent for paper and before the transaction is mined.",
                    items: {
                      additionalProperties: false,
                      properties: {
                        after: { description: "Balance at the transaction's block.", type: "string" },
                        asset: {
                          description: "Asset; an Aave position is its aToken, named a<asset> (aUSDC).",
                          type: "string",
                        },
                        before: { description: "Balance at the block before the transaction.", type: "string" },
                        token: { description: "ERC-20 token contract the balance was read from.", type: "string" },
                      },
                      required: ["after", "asset", "before", "token"],
                      type: "object",
                    },
                    type: "array",
                  },
                  chain: { description: "Chain the settlement was declared on.", type: ["string", "null"] },
                  checkedAt: {
                    oneOf: [
                      { type: "null" },
                      {
                        description: "When the standing was last checked against the chain.",
                        format: "date-time",
                        type: "string",
                      },
                    ],
                  },
                  standing: {
                    description:
                      "How far the receipt is independently proven: none (nothing submitted), unconfirmed (an identifier exists but nothing independent confirmed it), chain-confirmed (the declared chain returned the transaction and it matches the receipt), chain-contradicted (the chain disagrees with the receipt).",
                    enum: ["none", "unconfirmed", "chain-confirmed", "chain-contradicted"],
                    type: "string",
                  },
                },
                required: ["chain", "checkedAt", "standing"],
                type: "object",
              },
              receiptHash: {
                description: "Hash identifying this receipt; anyone can check it at verifyUrl without a credential.",
                type: "string",
              },
              settledAt: {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              summary: {
                description: "What was settled, in one line (operation, amounts, venue, chain).",
                type: "string",
              },
              txHash: {
                description:
                  "Settlement transaction hash; present only when the settlement was verified against the venue's own on-chain event, absent otherwise.",
                type: "string",
              },
              verifyUrl: {
                description: "Public verify URL addressed by receiptHash; needs no credential.",
                format: "uri",
                type: "string",
              },
            },
            required: ["ap2", "executionId", "mode", "proof", "receiptHash", "settledAt", "summary", "verifyUrl"],
            type: "object",
          },
        },
        required: ["receipt"],
        type: "object",
      },
      validateInput: V.defi_get_receipt_input,
      validateOutput: V.defi_get_receipt_output,
    },
    {
      name: "defi_lend_execute",
      title: "Supply to or withdraw from a lending venue",
      description:
        "Two-phase lending under a mandate. First call without previewHash: returns the unsigned artifact and its previewHash; nothing moves. Second call, after a human approved exactly that artifact, with the same arguments plus previewHash: settles on the live route. A 2026-07-28 client that can be asked gets both phases in one call: the user is shown the artifact and asked to approve it (MRTR), and approval settles it. op is supply (default) or withdraw; amount is a decimal string in the mandate's asset (default the mandate's full capital). venue defaults to venue_1 on Base and venue_2 on venue_2's chains; an operator-disabled route or a venue the chain does not carry is refused at the capability gate, never rerouted (see defi_list_venues). txHash appears only when the settlement is verified against the venue's own on-chain event. Reuse the same idempotencyKey on retries (required for venue_3). mode paper runs the same two phases on simulated balances with no wallet (the supplied position shows in defi_portfolio as <ASSET>.<venue>). MOVES LIVE CAPITAL in the second phase of mode live.",
      annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: true, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "forbidden",
        "idempotency_conflict",
        "identity_required",
        "insufficient_balance",
        "internal_error",
        "invalid_arguments",
        "mandate_cancelled",
        "mandate_paused",
        "not_confirmed",
        "not_found",
        "not_implemented",
        "policy_violation",
        "route_disabled",
        "stale_preview_hash",
        "unknown_portal",
        "unknown_user",
        "upstream_unavailable",
        "venue_not_carried",
        "wallet_not_active",
      ],
      inputSchema: {
        if: { properties: { venue: { const: "venue_3" } }, required: ["venue"] },
        properties: {
          amount: {
            description: "Amount in the mandate's asset as a decimal string; default the mandate's full capital.",
            pattern: "^[0-9]+(\\.[0-9]+)?$",
            type: "string",
          },
          idempotencyKey: {
            description:
              "Your own key for this economic action, reused unchanged on every retry (retries are single-flight); a fresh key per attempt defeats the protection. Required when venue is venue_3.",
            maxLength: 128,
            minLength: 8,
            pattern: "^[A-Za-z0-9_.:-]+$",
            type: "string",
          },
          mandateId: { description: "Mandate whose capital is supplied or withdrawn.", type: "string" },
          mode: {
            default: "live",
            description:
              "live (default): sign with your active custody wallet and submit on the live route, failing closed where there is none; paper: settle on your simulated balances (defi_portfolio) with no wallet and nothing signed, the two phases and checks unchanged.",
            enum: ["paper", "live"],
            type: "string",
          },
          op: {
            default: "supply",
            description: "supply (default) or withdraw.",
            enum: ["supply", "withdraw"],
            type: "string",
          },
          portal: {
            description: "Portal slug the call applies to (a chain portal, e.g. the Base portal).",
            type: "string",
          },
          previewHash: {
            description:
              "previewHash from the first call; include it only after a human approved exactly that artifact.",
            type: "string",
          },
          userId: {
            description:
              "Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).",
            type: "string",
          },
          venue: {
            description:
              "Lending venue: venue_1, venue_2 or venue_3. Default: venue_1 on Base, venue_2 on the other chains venue_2 carries.",
            enum: ["venue_1", "venue_2", "venue_3"],
            type: "string",
          },
        },
        required: ["mandateId"],
        then: { required: ["idempotencyKey"] },
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        allOf: [
          {
            if: { properties: { phase: { const: "preview" } }, required: ["phase"] },
            then: { required: ["previewHash", "artifact"] },
          },
          {
            if: { properties: { phase: { const: "settled" } }, required: ["phase"] },
            then: { required: ["executionId", "receiptHash", "proof"] },
          },
        ],
        properties: {
          amount: {
            description:
              'Decimal string amount in the asset\'s own units (not base units): digits with an optional point and fractional digits, e.g. "250.5".',
            pattern: "^[0-9]+(\\.[0-9]+)?$",
            type: "string",
          },
          artifact: {
            additionalProperties: false,
            description: "Unsigned artifact; nothing is signed or submitted.",
            properties: {
              chain: { description: "Chain slug the artifact is for.", type: "string" },
              kind: {
                description:
                  "eip712_order: an order-book venue EIP-712 order (typed data to sign); solana_transaction: an unsigned Solana transaction.",
                enum: ["eip712_order", "solana_transaction"],
                type: "string",
              },
              payload: {
                description:
                  "The artifact exactly as it would be signed: EIP-712 typed data {domain, types, primaryType, message} for eip712_order, {transaction} (base64) for solana_transaction.",
                type: "object",
              },
              venue: { description: "Venue the artifact targets.", type: ["string", "null"] },
            },
            required: ["chain", "kind", "payload", "venue"],
            type: "object",
          },
          asset: { type: "string" },
          chain: { description: "Chain slug of the route.", type: "string" },
          executionId: {
            description:
              "Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.",
            type: "string",
          },
          mandateId: {
            description: "Mandate id returned by defi_create_mandate or listed by defi_list_mandates.",
            type: "string",
          },
          op: { enum: ["supply", "withdraw"], type: "string" },
          phase: {
            description: "preview: artifact returned, nothing moved; settled: the supply or withdrawal settled.",
            enum: ["preview", "settled"],
            type: "string",
          },
          previewHash: {
            description:
              "Hash binding a later signature to exactly the previewed unsigned artifact; returned by defi_preview_tx or the first defi_lend_execute call.",
            type: "string",
          },
          proof: {
            additionalProperties: false,
            properties: {
              balances: {
                description:
                  "Live settlements on a real protocol's route, once mined: the wallet's token balances read back from the chain at the block before the settling transaction and at its block (decimal amounts of each token). Confirmation requires them to have changed by exactly the settled amounts; absent for paper and before the transaction is mined.",
                items: {
                  additionalProperties: false,
                  properties: {
                    after: { description: "Balance at the transaction's block.", type: "string" },
                    asset: {
                      description: "Asset; an Aave position is its aToken, named a<asset> (aUSDC).",
                      type: "string",
                    },
                    before: { description: "Balance at the block before the transaction.", type: "string" },
                    token: { description: "ERC-20 token contract the balance was read from.", type: "string" },
                  },
                  required: ["after", "asset", "before", "token"],
                  type: "object",
                },
                type: "array",
              },
              standing: {
                description:
                  "How far the receipt is independently proven: none (nothing submitted), unconfirmed (an identifier exists but nothing independent confirmed it), chain-confirmed (the declared chain returned the transaction and it matches the receipt), chain-contradicted (the chain disagrees with the receipt).",
                enum: ["none", "unconfirmed", "chain-confirmed", "chain-contradicted"],
                type: "string",
              },
            },
            required: ["standing"],
            type: "object",
          },
          receiptHash: { description: "Hash of the settlement receipt.", type: "string" },
          txHash: {
            description: "Present only when the settlement was verified against the venue's own on-chain event.",
            type: "string",
          },
          venue: { enum: ["venue_1", "venue_2", "venue_3"], type: "string" },
        },
        required: ["amount", "asset", "chain", "mandateId", "op", "phase", "venue"],
        type: "object",
      },
      mayRequestInput: true,
      validateInput: V.defi_lend_execute_input,
      validateOutput: V.defi_lend_execute_output,
    },
    {
      name: "defi_list_mandates",
      title: "List mandates",
      description:
        "List the user's mandates, newest first, optionally filtered by portal, status (active, paused, cancelled) or agent instance. Pass nextCursor back as cursor for the next page. Changes nothing.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["identity_required", "internal_error", "invalid_arguments", "not_implemented", "unknown_user"],
      inputSchema: {
        properties: {
          agentInstanceId: { description: "Only mandates bound to this agent instance.", type: "string" },
          cursor: {
            description: "nextCursor of the previous page, unchanged; omit for the first page.",
            maxLength: 512,
            minLength: 1,
            type: "string",
          },
          limit: {
            default: 50,
            description: "Mandates per page, 1 to 100 (default 50).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          portal: { description: "Only mandates on this portal.", type: "string" },
          status: {
            description: "Only mandates with this status: active, paused or cancelled.",
            enum: ["active", "paused", "cancelled"],
            type: "string",
          },
          userId: {
            description:
              "Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).",
            type: "string",
          },
        },
        required: [],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          mandates: {
            items: {
              additionalProperties: false,
              description:
                "A mandate: the service's own record of what capital an agent may use and when to exit. Not signed by an external wallet.",
              properties: {
                agentInstanceId: {
                  oneOf: [
                    { type: "null" },
                    { description: "Agent instance the mandate is bound to; null when unbound.", type: "string" },
                  ],
                },
                capital: {
                  oneOf: [
                    { type: "null" },
                    {
                      description:
                        "Capital the mandate may use, structured as {asset, amount, chain}; further internal fields are not specified.",
                      properties: {
                        amount: {
                          description: 'Amount of the asset, as a string in the asset\'s units, e.g. "1000".',
                          type: "string",
                        },
                        asset: { description: "Asset symbol or token identifier, e.g. USDC.", type: "string" },
                        chain: { description: "Chain the capital sits on, e.g. base.", type: "string" },
                      },
                      required: ["amount", "asset", "chain"],
                      type: "object",
                    },
                  ],
                },
                conditions: { description: "Exit conditions as stored; internal fields not specified.", type: "array" },
                constraints: {
                  description: "Constraints object as stored; internal fields not specified.",
                  type: "object",
                },
                createdAt: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                mandateId: {
                  description: "Mandate id returned by defi_create_mandate or listed by defi_list_mandates.",
                  type: "string",
                },
                name: { type: ["string", "null"] },
                objective: { type: ["string", "null"] },
                portal: {
                  description:
                    "Portal slug, e.g. the slug of a chain portal; the Base portal is the default where a tool has one.",
                  type: "string",
                },
                status: {
                  description: "Mandate status: active, paused or cancelled.",
                  enum: ["active", "paused", "cancelled"],
                  type: "string",
                },
                userId: {
                  oneOf: [
                    { type: "null" },
                    {
                      description:
                        "User identity created or resumed by defi_session. Every tool that acts for a user takes it from this argument or from the x-defi-user-id HTTP header (one of the two; when both are sent they must agree); without either it answers identity_required.",
                      type: "string",
                    },
                  ],
                },
              },
              required: [
                "agentInstanceId",
                "capital",
                "conditions",
                "constraints",
                "createdAt",
                "mandateId",
                "name",
                "objective",
                "portal",
                "status",
                "userId",
              ],
              type: "object",
            },
            type: "array",
          },
          nextCursor: {
            description: "Cursor for the next page, or null when this is the last page.",
            type: ["string", "null"],
          },
        },
        required: ["mandates", "nextCursor"],
        type: "object",
      },
      validateInput: V.defi_list_mandates_input,
      validateOutput: V.defi_list_mandates_output,
    },
    {
      name: "defi_list_venues",
      title: "List venue routes",
      description:
        "List the venue routes (venue on a chain) and whether each is live, from the same registry execution enforces. status settled: has settled a real mainnet transaction (proven); address_verified: wired and contract addresses verified but never settled, live but not proven; operator_disabled: wired but refused until it settles a real transaction. defaultForChain marks the venue defi_lend_execute picks when venue is omitted. Use it before defi_lend_execute or live defi_approve_execute; changes nothing.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented"],
      inputSchema: {
        properties: {
          chain: { description: "Only routes on this chain slug, e.g. base, arbitrum-one.", type: "string" },
          liveOnly: {
            default: false,
            description: "True to list only routes execution accepts (settled or address_verified). Default false.",
            type: "boolean",
          },
          venue: { description: "Only routes of this venue.", enum: ["venue_1", "venue_2", "venue_3"], type: "string" },
        },
        required: [],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          asOf: { description: "When the registry was read.", format: "date-time", type: "string" },
          routes: {
            items: {
              additionalProperties: false,
              properties: {
                chain: {
                  description: "Chain slug, e.g. base, arbitrum-one, optimism, monad, bnb-chain, avalanche.",
                  type: "string",
                },
                chainId: {
                  description: "EVM chain id; null for non-EVM chains.",
                  minimum: 1,
                  type: ["integer", "null"],
                },
                defaultForChain: {
                  description: "True when this venue is the default on this chain for defi_lend_execute.",
                  type: "boolean",
                },
                live: {
                  description: "True when execution accepts the route (status settled or address_verified).",
                  type: "boolean",
                },
                operations: {
                  description: "Operations the route carries.",
                  items: { enum: ["swap", "lend", "bridge", "supply", "withdraw"], type: "string" },
                  type: "array",
                },
                proven: {
                  description: "True only for status settled; never describe an unproven route as proven.",
                  type: "boolean",
                },
                status: {
                  description: "settled, address_verified or operator_disabled.",
                  enum: ["settled", "address_verified", "operator_disabled"],
                  type: "string",
                },
                venue: { enum: ["venue_1", "venue_2", "venue_3"], type: "string" },
              },
              required: ["chain", "chainId", "defaultForChain", "live", "operations", "proven", "status", "venue"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["asOf", "routes"],
        type: "object",
      },
      validateInput: V.defi_list_venues_input,
      validateOutput: V.defi_list_venues_output,
    },
    {
      name: "defi_plan_standing",
      title: "Plan a standing envelope",
      description:
        "For a request that describes repeated autonomous action (a cadence), build the unsigned envelope of bounds the user would sign once: allowed operations, venues and chains, per-move cap, cumulative cap, minGainBps, expiry and revocation. Bounds come only from the user (minGainBps, the minimum improvement in basis points a rotation must beat, is never invented): any bound not supplied is listed in missing and the envelope is then not signable. Nothing is authorized until the user signs; signs and moves nothing.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["identity_required", "internal_error", "invalid_arguments", "not_implemented", "unknown_user"],
      inputSchema: {
        properties: {
          message: { description: "The user's request, verbatim.", type: "string" },
          minGainBps: {
            description:
              "Minimum improvement, in basis points, a rotation must beat; as stated by the user. Omit when the user did not state it (it is then listed in missing).",
            type: "number",
          },
          userId: {
            description:
              "Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).",
            type: "string",
          },
        },
        required: ["message"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        description: "missing and minGainBps are the document's names.",
        properties: {
          envelope: {
            additionalProperties: false,
            description: "Unsigned envelope; a bound is null when the user did not supply it.",
            properties: {
              cadence: { description: "Cadence as understood from the message.", type: ["string", "null"] },
              chains: { items: { type: "string" }, type: ["array", "null"] },
              cumulativeCap: {
                additionalProperties: false,
                properties: {
                  amount: {
                    description:
                      'Decimal string amount in the asset\'s own units (not base units): digits with an optional point and fractional digits, e.g. "250.5".',
                    pattern: "^[0-9]+(\\.[0-9]+)?$",
                    type: "string",
                  },
                  asset: { type: "string" },
                },
                required: ["amount", "asset"],
                type: ["object", "null"],
              },
              expiresAt: {
                oneOf: [
                  { type: "null" },
                  {
                    description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                    format: "date-time",
                    type: "string",
                  },
                ],
              },
              minGainBps: { type: ["number", "null"] },
              operations: { items: { type: "string" }, type: ["array", "null"] },
              perMoveCap: {
                additionalProperties: false,
                properties: {
                  amount: {
                    description:
                      'Decimal string amount in the asset\'s own units (not base units): digits with an optional point and fractional digits, e.g. "250.5".',
                    pattern: "^[0-9]+(\\.[0-9]+)?$",
                    type: "string",
                  },
                  asset: { type: "string" },
                },
                required: ["amount", "asset"],
                type: ["object", "null"],
              },
              revocation: { description: "How the user revokes the envelope once signed.", type: "string" },
              venues: { items: { type: "string" }, type: ["array", "null"] },
            },
            required: [
              "cadence",
              "chains",
              "cumulativeCap",
              "expiresAt",
              "minGainBps",
              "operations",
              "perMoveCap",
              "revocation",
              "venues",
            ],
            type: "object",
          },
          missing: {
            description: "Bounds the user has not supplied yet; empty when complete.",
            items: {
              enum: [
                "cadence",
                "operations",
                "venues",
                "chains",
                "perMoveCap",
                "cumulativeCap",
                "minGainBps",
                "expiresAt",
              ],
              type: "string",
            },
            type: "array",
          },
          signable: { description: "True only when missing is empty.", type: "boolean" },
        },
        required: ["envelope", "missing", "signable"],
        type: "object",
      },
      validateInput: V.defi_plan_standing_input,
      validateOutput: V.defi_plan_standing_output,
    },
    {
      name: "defi_plan_workflow",
      title: "Plan a multi-leg workflow",
      description:
        "Split a one-sentence request (pass the user's words verbatim) into dependent legs on one or several chains. A dependent leg takes its amount from what the previous leg actually delivered. Each leg says whether it is executable; clauses naming an unsupported operation or no venue, a zero or negative amount, or one amount split across venues are returned in unsupported with a reason. Signs and moves nothing. For requests that describe a cadence (repeat every …), use defi_plan_standing.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["identity_required", "internal_error", "invalid_arguments", "not_implemented", "unknown_user"],
      inputSchema: {
        properties: {
          message: { description: "The user's request, verbatim.", type: "string" },
          userId: {
            description:
              "Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).",
            type: "string",
          },
        },
        required: ["message"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        description: "legs, executable, unsupported and reason are the document's names.",
        properties: {
          legs: {
            items: {
              additionalProperties: false,
              properties: {
                amount: {
                  oneOf: [
                    { type: "null" },
                    {
                      description: "Stated amount; null when it comes from the previous leg.",
                      pattern: "^[0-9]+(\\.[0-9]+)?$",
                      type: "string",
                    },
                  ],
                },
                amountFrom: {
                  description: "stated, or previous_leg: the amount the previous leg actually delivered.",
                  enum: ["stated", "previous_leg"],
                  type: "string",
                },
                asset: { type: "string" },
                chain: { type: "string" },
                dependsOn: {
                  description: "Index of the leg this one waits for.",
                  minimum: 0,
                  type: ["integer", "null"],
                },
                executable: { description: "Whether the leg can be executed as planned.", type: "boolean" },
                index: { description: "0-based position of the leg.", minimum: 0, type: "integer" },
                operation: { description: "swap, lend, bridge, supply or withdraw.", type: "string" },
                venue: { type: ["string", "null"] },
              },
              required: [
                "amount",
                "amountFrom",
                "asset",
                "chain",
                "dependsOn",
                "executable",
                "index",
                "operation",
                "venue",
              ],
              type: "object",
            },
            type: "array",
          },
          unsupported: {
            items: {
              additionalProperties: false,
              properties: {
                clause: { description: "The clause as written by the user.", type: "string" },
                reason: { description: "Why the clause cannot be planned.", type: "string" },
                reasonCode: {
                  enum: ["unsupported_operation", "unnamed_venue", "non_positive_amount", "amount_split_across_venues"],
                  type: "string",
                },
              },
              required: ["clause", "reason", "reasonCode"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["legs", "unsupported"],
        type: "object",
      },
      validateInput: V.defi_plan_workflow_input,
      validateOutput: V.defi_plan_workflow_output,
    },
    {
      name: "defi_portfolio",
      title: "Simulated portfolio",
      description:
        "Read the user's simulated testnet portfolio on a portal (default the Base portal): seeded balances and simulated fills, the same data as GET /v1/portfolio. It never reports live chain balances. Changes nothing.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: [
        "identity_required",
        "internal_error",
        "invalid_arguments",
        "not_implemented",
        "unknown_portal",
        "unknown_user",
      ],
      inputSchema: {
        properties: {
          portal: { description: "Portal slug; defaults to the Base portal.", type: "string" },
          userId: {
            description:
              "Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).",
            type: "string",
          },
        },
        required: [],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          balances: {
            items: {
              additionalProperties: false,
              properties: {
                amount: {
                  description:
                    'Decimal string amount in the asset\'s own units (not base units): digits with an optional point and fractional digits, e.g. "250.5".',
                  pattern: "^[0-9]+(\\.[0-9]+)?$",
                  type: "string",
                },
                asset: { description: "Asset symbol or token identifier.", type: "string" },
                chain: { description: "Chain slug.", type: "string" },
              },
              required: ["amount", "asset", "chain"],
              type: "object",
            },
            type: "array",
          },
          fills: {
            items: {
              additionalProperties: false,
              properties: {
                executionId: {
                  description:
                    "Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.",
                  type: "string",
                },
                filledAt: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                operation: { type: "string" },
                summary: { type: "string" },
              },
              required: ["executionId", "filledAt", "operation", "summary"],
              type: "object",
            },
            type: "array",
          },
          portal: {
            description:
              "Portal slug, e.g. the slug of a chain portal; the Base portal is the default where a tool has one.",
            type: "string",
          },
          simulated: {
            const: true,
            description: "Always true: testnet simulation, not live balances.",
            type: "boolean",
          },
          userId: {
            description:
              "User identity created or resumed by defi_session. Every tool that acts for a user takes it from this argument or from the x-defi-user-id HTTP header (one of the two; when both are sent they must agree); without either it answers identity_required.",
            type: "string",
          },
        },
        required: ["balances", "fills", "portal", "simulated", "userId"],
        type: "object",
      },
      validateInput: V.defi_portfolio_input,
      validateOutput: V.defi_portfolio_output,
    },
    {
      name: "defi_preview_tx",
      title: "Preview the transaction",
      description:
        "Build the exact venue artifact of a pending plan against the user's provisioned wallet (an order-book EIP-712 order or an unsigned Solana transaction), simulate it where the venue supports that, and return it unsigned with a previewHash. Nothing is signed or submitted. Show it to the user, then pass previewHash to defi_approve_execute so a changed plan is refused instead of signed.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "execution_not_pending",
        "identity_required",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unknown_portal",
        "unknown_user",
        "upstream_unavailable",
        "wallet_not_active",
      ],
      inputSchema: {
        properties: {
          executionId: {
            description: "executionId from the approve_execute action of a defi_copilot_turn result.",
            type: "string",
          },
          portal: {
            description: "Portal slug the call applies to (a chain portal, e.g. the Base portal).",
            type: "string",
          },
          userId: {
            description:
              "Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).",
            type: "string",
          },
        },
        required: ["executionId", "portal"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          artifact: {
            additionalProperties: false,
            description: "Unsigned artifact; nothing is signed or submitted.",
            properties: {
              chain: { description: "Chain slug the artifact is for.", type: "string" },
              kind: {
                description:
                  "eip712_order: an order-book venue EIP-712 order (typed data to sign); solana_transaction: an unsigned Solana transaction.",
                enum: ["eip712_order", "solana_transaction"],
                type: "string",
              },
              payload: {
                description:
                  "The artifact exactly as it would be signed: EIP-712 typed data {domain, types, primaryType, message} for eip712_order, {transaction} (base64) for solana_transaction.",
                type: "object",
              },
              venue: { description: "Venue the artifact targets.", type: ["string", "null"] },
            },
            required: ["chain", "kind", "payload", "venue"],
            type: "object",
          },
          executionId: {
            description:
              "Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.",
            type: "string",
          },
          previewHash: {
            description:
              "Hash binding a later signature to exactly the previewed unsigned artifact; returned by defi_preview_tx or the first defi_lend_execute call.",
            type: "string",
          },
          simulation: {
            additionalProperties: false,
            properties: {
              detail: { type: ["string", "null"] },
              performed: { description: "False when the venue or chain does not support simulation.", type: "boolean" },
              success: { description: "Simulation outcome; null when not performed.", type: ["boolean", "null"] },
            },
            required: ["detail", "performed", "success"],
            type: "object",
          },
        },
        required: ["artifact", "executionId", "previewHash", "simulation"],
        type: "object",
      },
      validateInput: V.defi_preview_tx_input,
      validateOutput: V.defi_preview_tx_output,
    },
    {
      name: "defi_provision_wallet",
      title: "Provision a custody wallet",
      description:
        "Provision (or return the existing) custody wallet of the user for one chain family: evm, solana or sui. Requires a userId from defi_session. When custody is configured on the server the wallet is active with an address to fund and later sign with; otherwise it is pending_provision with address null: it cannot sign or hold funds until active, and no address is ever made up. Does not fund the wallet and moves no money.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "identity_required",
        "internal_error",
        "invalid_arguments",
        "not_implemented",
        "unknown_user",
        "upstream_unavailable",
      ],
      inputSchema: {
        properties: {
          family: {
            description: "Chain family of the wallet: evm, solana or sui.",
            enum: ["evm", "solana", "sui"],
            type: "string",
          },
          userId: {
            description:
              "Your userId from defi_session, or send the x-defi-user-id header instead (one of the two; both must agree).",
            type: "string",
          },
        },
        required: ["family"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          address: {
            description:
              "Wallet address to fund (EVM 0x address, Solana base58 or Sui 0x address); null while pending_provision.",
            type: ["string", "null"],
          },
          family: { enum: ["evm", "solana", "sui"], type: "string" },
          status: {
            description: "active, or pending_provision when custody is not configured.",
            enum: ["pending_provision", "active"],
            type: "string",
          },
          userId: {
            description:
              "User identity created or resumed by defi_session. Every tool that acts for a user takes it from this argument or from the x-defi-user-id HTTP header (one of the two; when both are sent they must agree); without either it answers identity_required.",
            type: "string",
          },
        },
        required: ["address", "family", "status", "userId"],
        type: "object",
      },
      validateInput: V.defi_provision_wallet_input,
      validateOutput: V.defi_provision_wallet_output,
    },
    {
      name: "defi_session",
      title: "Create or resume a DeFi session",
      description:
        "Start here. Without userId, creates a new user identity and returns its userId; with userId, resumes that identity. Pass the returned userId on every other defi_* tool (or in the x-defi-user-id header). Moves no money, provisions no wallet, signs nothing. Next: defi_provision_wallet (optional) or defi_create_agent.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        properties: {
          displayName: { description: "Display name for a new identity.", type: "string" },
          userId: { description: "An existing userId to resume; omit to create a new identity.", type: "string" },
        },
        required: [],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          displayName: { type: ["string", "null"] },
          resumed: {
            description: "True when an existing identity was resumed, false when a new one was created.",
            type: "boolean",
          },
          userId: {
            description:
              "User identity created or resumed by defi_session. Every tool that acts for a user takes it from this argument or from the x-defi-user-id HTTP header (one of the two; when both are sent they must agree); without either it answers identity_required.",
            type: "string",
          },
        },
        required: ["displayName", "resumed", "userId"],
        type: "object",
      },
      validateInput: V.defi_session_input,
      validateOutput: V.defi_session_output,
    },
  ],
});
