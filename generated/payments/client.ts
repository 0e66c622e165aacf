// Generated from spec/payments.json by npm run generate. DO NOT EDIT.

import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { typedToolCall, type ToolCallOptions, type ToolOutcome } from "mcpforge/runtime";
import type * as S from "./server";
import type * as T from "./types";

/**
 * Typed client of the Payment Utilities Service: one method per tool over an SDK `Client` that is already
 * connected (HTTP or stdio). A method resolves to `{ ok: true, value }` with the tool's output, or
 * `{ ok: false, error }` with one of the tool's declared error codes; it throws only when the call
 * itself fails (connection lost, unknown tool).
 */
export class PaymentsClient {
  constructor(readonly client: Client) {}

  /**
   * Base wallet balance
   *
   * Read a wallet's native ETH balance and USDC balance on Base (chain id 8453), together with the block height the balances were read at. Amounts are decimal strings in ETH and USDC, not wei or base units. Reads the chain only: it signs, sends and moves nothing. For a full readiness check before paying, use treasury_preflight or payment_guard.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, upstream_unavailable.
   */
  base_balance(
    args: T.BaseBalanceClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.BaseBalanceOutput, S.BaseBalanceErrorCode>> {
    return typedToolCall(this.client, "base_balance", args, options);
  }

  /**
   * Check up to 10 URLs
   *
   * Check 1 to 10 public HTTP or HTTPS URLs in one paid call and return one independent result per URL, in input order: reachability, final status, latency in milliseconds, redirects and content type. A URL that fails (unreachable, not public, timeout) gets its own error entry and never fails the others. expectedStatus, when given, is compared with every URL's final status. Sends only GET/HEAD requests and changes nothing.
   *
   * Errors: internal_error, invalid_arguments, not_implemented.
   */
  batch_check_urls(
    args: T.BatchCheckUrlsClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.BatchCheckUrlsOutput, S.BatchCheckUrlsErrorCode>> {
    return typedToolCall(this.client, "batch_check_urls", args, options);
  }

  /**
   * Check a URL
   *
   * Request one URL and report whether it is reachable, its final HTTP status, latency in milliseconds, the redirects followed and the content type. With expectedStatus the result also says whether the final status matched. Only public http(s) addresses are fetched; anything else is refused with url_not_allowed. Changes nothing; to check several URLs at once use batch_check_urls, to keep timestamped evidence use verify_web_evidence.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, url_not_allowed.
   */
  check_url(
    args: T.CheckUrlClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CheckUrlOutput, S.CheckUrlErrorCode>> {
    return typedToolCall(this.client, "check_url", args, options);
  }

  /**
   * Audit an x402 merchant
   *
   * Full audit of a merchant that accepts x402 payments, identified by its Base payment wallet payTo, for 1 to 5 buyer search phrases: its discovery listings, its rank for each phrase, competitor prices (USDC), payment reliability of its endpoints, buyer reach and observed USDC activity on Base (excludePayers removes up to 10 wallets from buyer and revenue signals). Repeating the audit with the same wallet and phrases adds to a privacy-safe score history (scores and times only) and returns change alerts against earlier runs. Pays nothing and changes nothing at the merchant; for a quick look use merchant_snapshot.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, upstream_unavailable.
   */
  merchant_audit(
    args: T.MerchantAuditClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.MerchantAuditOutput, S.MerchantAuditErrorCode>> {
    return typedToolCall(this.client, "merchant_audit", args, options);
  }

  /**
   * Merchant snapshot
   *
   * Quick scorecard of an x402 merchant identified by its Base payment wallet payTo, for 1 to 3 buyer search phrases: scores (0 to 100) for discovery, reliability, buyer signals and observed USDC activity on Base, plus the single largest issue costing it revenue. excludePayers removes up to 10 wallets from the buyer and revenue signals. Stores no history and changes nothing; use merchant_audit for the full audit with history and alerts.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, upstream_unavailable.
   */
  merchant_snapshot(
    args: T.MerchantSnapshotClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.MerchantSnapshotOutput, S.MerchantSnapshotErrorCode>> {
    return typedToolCall(this.client, "merchant_snapshot", args, options);
  }

  /**
   * Guard an x402 payment
   *
   * Run immediately before signing an x402 payment: fetches the live payment challenge from serviceUrl (public HTTPS) and checks that its price is at most maxAmountUsdc, that it asks for USDC on Base, that the recipient matches expectedPayTo when given, that payerAddress holds enough USDC and keeps at least minGasReserveEth ETH for gas, and what kind of destination it pays. Returns safeToSign plus one entry per check. Never signs or pays: if safeToSign is true, pay the challenge with your own wallet; otherwise do not pay.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, upstream_unavailable, url_not_allowed.
   */
  payment_guard(
    args: T.PaymentGuardClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.PaymentGuardOutput, S.PaymentGuardErrorCode>> {
    return typedToolCall(this.client, "payment_guard", args, options);
  }

  /**
   * Recommend a tool
   *
   * Free helper: given a goal in plain words (3 to 400 characters) and optionally the most you want to spend per call (maxPriceUsd, 0.001 to 10, in USDC), name the best tool of this service for it with its exact price, the inputs it requires, alternatives and the next step. Never pays, never triggers a payment and never calls an external service. Next: call the recommended tool with the listed inputs.
   *
   * Errors: internal_error, invalid_arguments, not_implemented.
   */
  recommend_tool(
    args: T.RecommendToolClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.RecommendToolOutput, S.RecommendToolErrorCode>> {
    return typedToolCall(this.client, "recommend_tool", args, options);
  }

  /**
   * Treasury preflight
   *
   * Readiness check of a Base wallet that will fund and sign a payment: ETH and USDC balances, whether plannedSpendUsdc is covered, whether at least minGasReserveEth stays for gas, chain intent (only Base, chain id 8453, is accepted), what kind of address destinationAddress is, and common payment hazards. Returns ready plus the findings. Reads the chain only; signs and moves nothing. Before paying a specific x402 service, run payment_guard.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, upstream_unavailable.
   */
  treasury_preflight(
    args: T.TreasuryPreflightClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.TreasuryPreflightOutput, S.TreasuryPreflightErrorCode>> {
    return typedToolCall(this.client, "treasury_preflight", args, options);
  }

  /**
   * Verify web evidence
   *
   * Fetch a public HTTP or HTTPS page and return verifiable evidence about it: fetch time, final status, redirects, metadata (title, description, content type), a SHA-256 hash of the inspected body and an evidence receipt. With expectedStatus the result says whether the status matched; with expectedText (up to 500 characters) it says whether that text occurs, case-insensitively, in the inspected body, which is bounded in size (bodyTruncated tells when the page was longer). Changes nothing; keep the receipt as proof of what the page showed.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, url_not_allowed.
   */
  verify_web_evidence(
    args: T.VerifyWebEvidenceClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.VerifyWebEvidenceOutput, S.VerifyWebEvidenceErrorCode>> {
    return typedToolCall(this.client, "verify_web_evidence", args, options);
  }
}
