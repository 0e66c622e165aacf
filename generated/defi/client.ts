// Generated from spec/defi.json by npm run generate. DO NOT EDIT.

import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { typedToolCall, type ToolCallOptions, type ToolOutcome } from "mcpforge/runtime";
import type * as S from "./server";
import type * as T from "./types";

/**
 * Typed client of the DeFi Agent Service: one method per tool over an SDK `Client` that is already
 * connected (HTTP or stdio). A method resolves to `{ ok: true, value }` with the tool's output, or
 * `{ ok: false, error }` with one of the tool's declared error codes; it throws only when the call
 * itself fails (connection lost, unknown tool).
 */
export class DefiClient {
  constructor(readonly client: Client) {}

  /**
   * Agent track record
   *
   * Read an agent instance's track record: mandates held, executions attempted, refusals by code, receipts by proof standing, and receiptsProven (chain-confirmed receipts only). Zero counts are reported as 0. The owner can always read it; anyone else only when the owner made the record public. Changes nothing.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented.
   */
  defi_agent_record(
    args: T.DefiAgentRecordClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiAgentRecordOutput, S.DefiAgentRecordErrorCode>> {
    return typedToolCall(this.client, "defi_agent_record", args, options);
  }

  /**
   * Approve and execute a plan
   *
   * Settle a pending plan, only after the user explicitly confirmed the previewed quote. Approval is required from every client: pass the previewHash of the plan's latest preview (defi_preview_tx) that the user saw and approved; a previewHash of no preview, or of an older artifact, is refused before signing (stale_preview_hash). Without it, a 2026-07-28 client that can be asked is shown the artifact and asked to approve it (MRTR); any other client is told to preview first (preview_required) and nothing is written. Refused (no funds move, no success receipt, only a refusal record) when the bound mandate is paused or cancelled, a server-side policy limit fails, the previewHash is stale, or live mode has no live route (see defi_list_venues). mode paper (default) settles on simulated balances, with no wallet needed, and returns before/after balances; live signs with the user's own active custody wallet and submits only where the route is live. MOVES FUNDS in live mode. Next: defi_get_receipt.
   *
   * Errors: execution_not_pending, identity_required, insufficient_balance, internal_error, invalid_arguments, mandate_cancelled, mandate_paused, no_live_route, not_confirmed, not_found, not_implemented, policy_violation, preview_required, stale_preview_hash, unknown_portal, unknown_user, upstream_unavailable, wallet_not_active.
   */
  defi_approve_execute(
    args: T.DefiApproveExecuteClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiApproveExecuteOutput, S.DefiApproveExecuteErrorCode>> {
    return typedToolCall(this.client, "defi_approve_execute", args, options);
  }

  /**
   * DeFi copilot turn
   *
   * Turn a natural-language request (swap, lend, bridge, supply, withdraw) into a plan with a simulated quote. The result's actions include one of type approve_execute carrying the executionId of the pending plan. An agent-identity (KYA) gate checks agentCredential, or a default testnet-scoped credential for agentId when no full credential is given; a rejection fails closed and nothing is planned. Never fills, signs or moves money. Next: defi_preview_tx, show the quote to the user, then defi_approve_execute after explicit confirmation.
   *
   * Errors: agent_identity_rejected, internal_error, invalid_arguments, not_implemented, unknown_portal, unknown_user, upstream_unavailable.
   */
  defi_copilot_turn(
    args: T.DefiCopilotTurnClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiCopilotTurnOutput, S.DefiCopilotTurnErrorCode>> {
    return typedToolCall(this.client, "defi_copilot_turn", args, options);
  }

  /**
   * Register an agent instance
   *
   * Register an agent instance for the user on a portal, before it has a wallet or a mandate. Either bring your own agent (agentId byo-external, label required to name it) or pick a hosted agent: defi-lend, defi-swap, defi-perp or portfolio. Returns agentInstanceId; bind mandates to it with defi_create_mandate. Never touches funds.
   *
   * Errors: identity_required, internal_error, invalid_arguments, not_implemented, unknown_portal, unknown_user.
   */
  defi_create_agent(
    args: T.DefiCreateAgentClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiCreateAgentOutput, S.DefiCreateAgentErrorCode>> {
    return typedToolCall(this.client, "defi_create_agent", args, options);
  }

  /**
   * Create a mandate
   *
   * Create a capital mandate on a portal: what capital an agent may use (capital {asset, amount, chain}), the objective, constraints and exit conditions, optionally bound to one agent instance. It can be described in a natural-language message instead of, or in addition to, the structured fields. Every mandate has an owner: the userId (or x-defi-user-id header) is required. The mandate starts active. Moves no money: it is the service's own record, not signed by any external wallet. Next: defi_copilot_turn or defi_lend_execute with its mandateId. Clauses of message the grammar does not understand are returned in unparsed and not applied.
   *
   * Errors: forbidden, identity_required, internal_error, invalid_arguments, mandate_underspecified, not_found, not_implemented, unknown_portal, unknown_user.
   */
  defi_create_mandate(
    args: T.DefiCreateMandateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiCreateMandateOutput, S.DefiCreateMandateErrorCode>> {
    return typedToolCall(this.client, "defi_create_mandate", args, options);
  }

  /**
   * Evaluate a mandate's exit conditions
   *
   * Check one of your mandates' exit conditions (owner only: the userId or x-defi-user-id header must be the mandate's owner) against a market snapshot and record the result. Pass snapshot to evaluate against your own data; without it the live price of the condition asset is fetched from a price data provider. The mandate's status does not change and nothing is ever executed: act on a triggered exit yourself (e.g. defi_copilot_turn).
   *
   * Errors: forbidden, identity_required, internal_error, invalid_arguments, not_found, not_implemented, unknown_user, upstream_unavailable.
   */
  defi_eval_mandate(
    args: T.DefiEvalMandateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiEvalMandateOutput, S.DefiEvalMandateErrorCode>> {
    return typedToolCall(this.client, "defi_eval_mandate", args, options);
  }

  /**
   * Get an execution receipt
   *
   * Read the stored receipt of an execution: receiptHash, proof.standing (none, unconfirmed, chain-confirmed, chain-contradicted), ap2.reference and a verify URL addressed by receiptHash that anyone can check without a credential. Only the userId the receipt was produced for may read it. A verified receiptHash does not by itself mean the chain confirmed the settlement: read proof.standing. Changes nothing.
   *
   * Errors: forbidden, identity_required, internal_error, invalid_arguments, not_found, not_implemented, unknown_user.
   */
  defi_get_receipt(
    args: T.DefiGetReceiptClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiGetReceiptOutput, S.DefiGetReceiptErrorCode>> {
    return typedToolCall(this.client, "defi_get_receipt", args, options);
  }

  /**
   * Supply to or withdraw from a lending venue
   *
   * Two-phase lending under a mandate. First call without previewHash: returns the unsigned artifact and its previewHash; nothing moves. Second call, after a human approved exactly that artifact, with the same arguments plus previewHash: settles on the live route. A 2026-07-28 client that can be asked gets both phases in one call: the user is shown the artifact and asked to approve it (MRTR), and approval settles it. op is supply (default) or withdraw; amount is a decimal string in the mandate's asset (default the mandate's full capital). venue defaults to venue_1 on Base and venue_2 on venue_2's chains; an operator-disabled route or a venue the chain does not carry is refused at the capability gate, never rerouted (see defi_list_venues). txHash appears only when the settlement is verified against the venue's own on-chain event. Reuse the same idempotencyKey on retries (required for venue_3). mode paper runs the same two phases on simulated balances with no wallet (the supplied position shows in defi_portfolio as <ASSET>.<venue>). MOVES LIVE CAPITAL in the second phase of mode live.
   *
   * Errors: forbidden, idempotency_conflict, identity_required, insufficient_balance, internal_error, invalid_arguments, mandate_cancelled, mandate_paused, not_confirmed, not_found, not_implemented, policy_violation, route_disabled, stale_preview_hash, unknown_portal, unknown_user, upstream_unavailable, venue_not_carried, wallet_not_active.
   */
  defi_lend_execute(
    args: T.DefiLendExecuteClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiLendExecuteOutput, S.DefiLendExecuteErrorCode>> {
    return typedToolCall(this.client, "defi_lend_execute", args, options);
  }

  /**
   * List mandates
   *
   * List the user's mandates, newest first, optionally filtered by portal, status (active, paused, cancelled) or agent instance. Pass nextCursor back as cursor for the next page. Changes nothing.
   *
   * Errors: identity_required, internal_error, invalid_arguments, not_implemented, unknown_user.
   */
  defi_list_mandates(
    args?: T.DefiListMandatesClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiListMandatesOutput, S.DefiListMandatesErrorCode>> {
    return typedToolCall(this.client, "defi_list_mandates", args, options);
  }

  /**
   * List venue routes
   *
   * List the venue routes (venue on a chain) and whether each is live, from the same registry execution enforces. status settled: has settled a real mainnet transaction (proven); address_verified: wired and contract addresses verified but never settled, live but not proven; operator_disabled: wired but refused until it settles a real transaction. defaultForChain marks the venue defi_lend_execute picks when venue is omitted. Use it before defi_lend_execute or live defi_approve_execute; changes nothing.
   *
   * Errors: internal_error, invalid_arguments, not_implemented.
   */
  defi_list_venues(
    args?: T.DefiListVenuesClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiListVenuesOutput, S.DefiListVenuesErrorCode>> {
    return typedToolCall(this.client, "defi_list_venues", args, options);
  }

  /**
   * Plan a standing envelope
   *
   * For a request that describes repeated autonomous action (a cadence), build the unsigned envelope of bounds the user would sign once: allowed operations, venues and chains, per-move cap, cumulative cap, minGainBps, expiry and revocation. Bounds come only from the user (minGainBps, the minimum improvement in basis points a rotation must beat, is never invented): any bound not supplied is listed in missing and the envelope is then not signable. Nothing is authorized until the user signs; signs and moves nothing.
   *
   * Errors: identity_required, internal_error, invalid_arguments, not_implemented, unknown_user.
   */
  defi_plan_standing(
    args: T.DefiPlanStandingClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiPlanStandingOutput, S.DefiPlanStandingErrorCode>> {
    return typedToolCall(this.client, "defi_plan_standing", args, options);
  }

  /**
   * Plan a multi-leg workflow
   *
   * Split a one-sentence request (pass the user's words verbatim) into dependent legs on one or several chains. A dependent leg takes its amount from what the previous leg actually delivered. Each leg says whether it is executable; clauses naming an unsupported operation or no venue, a zero or negative amount, or one amount split across venues are returned in unsupported with a reason. Signs and moves nothing. For requests that describe a cadence (repeat every …), use defi_plan_standing.
   *
   * Errors: identity_required, internal_error, invalid_arguments, not_implemented, unknown_user.
   */
  defi_plan_workflow(
    args: T.DefiPlanWorkflowClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiPlanWorkflowOutput, S.DefiPlanWorkflowErrorCode>> {
    return typedToolCall(this.client, "defi_plan_workflow", args, options);
  }

  /**
   * Simulated portfolio
   *
   * Read the user's simulated testnet portfolio on a portal (default the Base portal): seeded balances and simulated fills, the same data as GET /v1/portfolio. It never reports live chain balances. Changes nothing.
   *
   * Errors: identity_required, internal_error, invalid_arguments, not_implemented, unknown_portal, unknown_user.
   */
  defi_portfolio(
    args?: T.DefiPortfolioClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiPortfolioOutput, S.DefiPortfolioErrorCode>> {
    return typedToolCall(this.client, "defi_portfolio", args, options);
  }

  /**
   * Preview the transaction
   *
   * Build the exact venue artifact of a pending plan against the user's provisioned wallet (an order-book EIP-712 order or an unsigned Solana transaction), simulate it where the venue supports that, and return it unsigned with a previewHash. Nothing is signed or submitted. Show it to the user, then pass previewHash to defi_approve_execute so a changed plan is refused instead of signed.
   *
   * Errors: execution_not_pending, identity_required, internal_error, invalid_arguments, not_found, not_implemented, unknown_portal, unknown_user, upstream_unavailable, wallet_not_active.
   */
  defi_preview_tx(
    args: T.DefiPreviewTxClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiPreviewTxOutput, S.DefiPreviewTxErrorCode>> {
    return typedToolCall(this.client, "defi_preview_tx", args, options);
  }

  /**
   * Provision a custody wallet
   *
   * Provision (or return the existing) custody wallet of the user for one chain family: evm, solana or sui. Requires a userId from defi_session. When custody is configured on the server the wallet is active with an address to fund and later sign with; otherwise it is pending_provision with address null: it cannot sign or hold funds until active, and no address is ever made up. Does not fund the wallet and moves no money.
   *
   * Errors: identity_required, internal_error, invalid_arguments, not_implemented, unknown_user, upstream_unavailable.
   */
  defi_provision_wallet(
    args: T.DefiProvisionWalletClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiProvisionWalletOutput, S.DefiProvisionWalletErrorCode>> {
    return typedToolCall(this.client, "defi_provision_wallet", args, options);
  }

  /**
   * Create or resume a DeFi session
   *
   * Start here. Without userId, creates a new user identity and returns its userId; with userId, resumes that identity. Pass the returned userId on every other defi_* tool (or in the x-defi-user-id header). Moves no money, provisions no wallet, signs nothing. Next: defi_provision_wallet (optional) or defi_create_agent.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented.
   */
  defi_session(
    args?: T.DefiSessionClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DefiSessionOutput, S.DefiSessionErrorCode>> {
    return typedToolCall(this.client, "defi_session", args, options);
  }
}
