// Generated from spec/payments.json by npm run generate. DO NOT EDIT.

import { defineService, type RequestContext } from "mcpforge/runtime";
import type * as T from "./types";
import * as V from "./validators";

export type * from "./types";

/** Every error code a payments tool may return. */
export type PaymentsErrorCode =
  "internal_error" | "invalid_arguments" | "not_implemented" | "upstream_unavailable" | "url_not_allowed";

/** Error codes `base_balance` may return. */
export type BaseBalanceErrorCode = "internal_error" | "invalid_arguments" | "not_implemented" | "upstream_unavailable";
/** Error codes `batch_check_urls` may return. */
export type BatchCheckUrlsErrorCode = "internal_error" | "invalid_arguments" | "not_implemented";
/** Error codes `check_url` may return. */
export type CheckUrlErrorCode = "internal_error" | "invalid_arguments" | "not_implemented" | "url_not_allowed";
/** Error codes `merchant_audit` may return. */
export type MerchantAuditErrorCode =
  "internal_error" | "invalid_arguments" | "not_implemented" | "upstream_unavailable";
/** Error codes `merchant_snapshot` may return. */
export type MerchantSnapshotErrorCode =
  "internal_error" | "invalid_arguments" | "not_implemented" | "upstream_unavailable";
/** Error codes `payment_guard` may return. */
export type PaymentGuardErrorCode =
  "internal_error" | "invalid_arguments" | "not_implemented" | "upstream_unavailable" | "url_not_allowed";
/** Error codes `recommend_tool` may return. */
export type RecommendToolErrorCode = "internal_error" | "invalid_arguments" | "not_implemented";
/** Error codes `treasury_preflight` may return. */
export type TreasuryPreflightErrorCode =
  "internal_error" | "invalid_arguments" | "not_implemented" | "upstream_unavailable";
/** Error codes `verify_web_evidence` may return. */
export type VerifyWebEvidenceErrorCode = "internal_error" | "invalid_arguments" | "not_implemented" | "url_not_allowed";

/**
 * Business logic of the Payment Utilities Service: one method per tool. A handlers object `satisfies` this
 * interface, so a tool added to spec/payments.json is a compile error until it is implemented.
 */
export interface PaymentsHandlers {
  /**
   * Base wallet balance
   *
   * Read a wallet's native ETH balance and USDC balance on Base (chain id 8453), together with the block height the balances were read at. Amounts are decimal strings in ETH and USDC, not wei or base units. Reads the chain only: it signs, sends and moves nothing. For a full readiness check before paying, use treasury_preflight or payment_guard.
   */
  base_balance(args: T.BaseBalanceInput, ctx: RequestContext<BaseBalanceErrorCode>): Promise<T.BaseBalanceOutput>;
  /**
   * Check up to 10 URLs
   *
   * Check 1 to 10 public HTTP or HTTPS URLs in one paid call and return one independent result per URL, in input order: reachability, final status, latency in milliseconds, redirects and content type. A URL that fails (unreachable, not public, timeout) gets its own error entry and never fails the others. expectedStatus, when given, is compared with every URL's final status. Sends only GET/HEAD requests and changes nothing.
   */
  batch_check_urls(
    args: T.BatchCheckUrlsInput,
    ctx: RequestContext<BatchCheckUrlsErrorCode>,
  ): Promise<T.BatchCheckUrlsOutput>;
  /**
   * Check a URL
   *
   * Request one URL and report whether it is reachable, its final HTTP status, latency in milliseconds, the redirects followed and the content type. With expectedStatus the result also says whether the final status matched. Only public http(s) addresses are fetched; anything else is refused with url_not_allowed. Changes nothing; to check several URLs at once use batch_check_urls, to keep timestamped evidence use verify_web_evidence.
   */
  check_url(args: T.CheckUrlInput, ctx: RequestContext<CheckUrlErrorCode>): Promise<T.CheckUrlOutput>;
  /**
   * Audit an x402 merchant
   *
   * Full audit of a merchant that accepts x402 payments, identified by its Base payment wallet payTo, for 1 to 5 buyer search phrases: its discovery listings, its rank for each phrase, competitor prices (USDC), payment reliability of its endpoints, buyer reach and observed USDC activity on Base (excludePayers removes up to 10 wallets from buyer and revenue signals). Repeating the audit with the same wallet and phrases adds to a privacy-safe score history (scores and times only) and returns change alerts against earlier runs. Pays nothing and changes nothing at the merchant; for a quick look use merchant_snapshot.
   */
  merchant_audit(
    args: T.MerchantAuditInput,
    ctx: RequestContext<MerchantAuditErrorCode>,
  ): Promise<T.MerchantAuditOutput>;
  /**
   * Merchant snapshot
   *
   * Quick scorecard of an x402 merchant identified by its Base payment wallet payTo, for 1 to 3 buyer search phrases: scores (0 to 100) for discovery, reliability, buyer signals and observed USDC activity on Base, plus the single largest issue costing it revenue. excludePayers removes up to 10 wallets from the buyer and revenue signals. Stores no history and changes nothing; use merchant_audit for the full audit with history and alerts.
   */
  merchant_snapshot(
    args: T.MerchantSnapshotInput,
    ctx: RequestContext<MerchantSnapshotErrorCode>,
  ): Promise<T.MerchantSnapshotOutput>;
  /**
   * Guard an x402 payment
   *
   * Run immediately before signing an x402 payment: fetches the live payment challenge from serviceUrl (public HTTPS) and checks that its price is at most maxAmountUsdc, that it asks for USDC on Base, that the recipient matches expectedPayTo when given, that payerAddress holds enough USDC and keeps at least minGasReserveEth ETH for gas, and what kind of destination it pays. Returns safeToSign plus one entry per check. Never signs or pays: if safeToSign is true, pay the challenge with your own wallet; otherwise do not pay.
   */
  payment_guard(args: T.PaymentGuardInput, ctx: RequestContext<PaymentGuardErrorCode>): Promise<T.PaymentGuardOutput>;
  /**
   * Recommend a tool
   *
   * Free helper: given a goal in plain words (3 to 400 characters) and optionally the most you want to spend per call (maxPriceUsd, 0.001 to 10, in USDC), name the best tool of this service for it with its exact price, the inputs it requires, alternatives and the next step. Never pays, never triggers a payment and never calls an external service. Next: call the recommended tool with the listed inputs.
   */
  recommend_tool(
    args: T.RecommendToolInput,
    ctx: RequestContext<RecommendToolErrorCode>,
  ): Promise<T.RecommendToolOutput>;
  /**
   * Treasury preflight
   *
   * Readiness check of a Base wallet that will fund and sign a payment: ETH and USDC balances, whether plannedSpendUsdc is covered, whether at least minGasReserveEth stays for gas, chain intent (only Base, chain id 8453, is accepted), what kind of address destinationAddress is, and common payment hazards. Returns ready plus the findings. Reads the chain only; signs and moves nothing. Before paying a specific x402 service, run payment_guard.
   */
  treasury_preflight(
    args: T.TreasuryPreflightInput,
    ctx: RequestContext<TreasuryPreflightErrorCode>,
  ): Promise<T.TreasuryPreflightOutput>;
  /**
   * Verify web evidence
   *
   * Fetch a public HTTP or HTTPS page and return verifiable evidence about it: fetch time, final status, redirects, metadata (title, description, content type), a SHA-256 hash of the inspected body and an evidence receipt. With expectedStatus the result says whether the status matched; with expectedText (up to 500 characters) it says whether that text occurs, case-insensitively, in the inspected body, which is bounded in size (bodyTruncated tells when the page was longer). Changes nothing; keep the receipt as proof of what the page showed.
   */
  verify_web_evidence(
    args: T.VerifyWebEvidenceInput,
    ctx: RequestContext<VerifyWebEvidenceErrorCode>,
  ): Promise<T.VerifyWebEvidenceOutput>;
}

export const paymentsService = defineService<PaymentsHandlers>({
  slug: "payments",
  title: "Payment Utilities Service",
  description:
    "Decide-and-verify helpers for autonomous agents that pay with x402 (USDC on Base, chain id 8453): wallet balances and payment readiness, validation of a live x402 challenge before signing, merchant intelligence for x402 merchants, and URL checks with verifiable web evidence. Every tool is read-only; none signs or moves money.",
  instructions:
    "Every tool here is read-only and never signs or pays. Unsure which tool fits? Call recommend_tool (free, no external calls). Before signing an x402 payment, call payment_guard with the payer wallet, the service URL and your price ceiling. Amounts are decimal strings: USDC with up to 6 fractional digits, ETH with up to 18.",
  version: "1.4.0",
  listingVersion: "1.0.0",
  transports: ["stdio", "streamable-http"],
  caching: { ttlMs: 60000, cacheScope: "public" },
  source: {
    document: "spec-docs/000_6dc9bd2e77983250.txt",
    notes:
      "All result shapes and both error codes are our design (the document shows neither result field names nor error codes for A). The document lists every price as 0 (price_micros), though eight tools are described as paid x402 tools; the per-call x402 price is not shown.",
    section: "A",
  },
  errors: {
    internal_error: "Something unexpected failed on the server; the message carries a request id to quote.",
    invalid_arguments: "The arguments do not match the tool's input schema; issues name every offending property.",
    not_implemented: "The tool is declared but its business logic is not built yet.",
    upstream_unavailable:
      "A source the tool reads (Base RPC node, x402 discovery listings, the paid service) did not answer in time; no result was produced. Retry later.",
    url_not_allowed:
      "The URL is not a public http(s) address: another scheme, or it (or a redirect hop) resolves to a loopback, private, link-local or metadata address. Nothing was fetched.",
  },
  tools: [
    {
      name: "base_balance",
      title: "Base wallet balance",
      description:
        "Read a wallet's native ETH balance and USDC balance on Base (chain id 8453), together with the block height the balances were read at. Amounts are decimal strings in ETH and USDC, not wei or base units. Reads the chain only: it signs, sends and moves nothing. For a full readiness check before paying, use treasury_preflight or payment_guard.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "upstream_unavailable"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          address: {
            description: "Wallet on Base whose balances to read (EVM address).",
            pattern: "^0x[a-fA-F0-9]{40}$",
            type: "string",
          },
        },
        required: ["address"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          address: {
            description: "EVM address: 0x followed by 40 hexadecimal characters.",
            pattern: "^0x[a-fA-F0-9]{40}$",
            type: "string",
          },
          blockNumber: {
            description: "Base block height at which the balances were read.",
            minimum: 0,
            type: "integer",
          },
          chainId: { const: 8453, description: "Base mainnet.", type: "integer" },
          ethBalance: {
            description: "Native ETH balance on Base, decimal ETH (not wei).",
            pattern: "^[0-9]+(\\.[0-9]{1,18})?$",
            type: "string",
          },
          observedAt: { description: "When the balances were read.", format: "date-time", type: "string" },
          usdcBalance: {
            description: "USDC balance on Base, decimal USDC (not base units).",
            pattern: "^[0-9]+(\\.[0-9]{1,6})?$",
            type: "string",
          },
        },
        required: ["address", "blockNumber", "chainId", "ethBalance", "observedAt", "usdcBalance"],
        type: "object",
      },
      validateInput: V.base_balance_input,
      validateOutput: V.base_balance_output,
    },
    {
      name: "batch_check_urls",
      title: "Check up to 10 URLs",
      description:
        "Check 1 to 10 public HTTP or HTTPS URLs in one paid call and return one independent result per URL, in input order: reachability, final status, latency in milliseconds, redirects and content type. A URL that fails (unreachable, not public, timeout) gets its own error entry and never fails the others. expectedStatus, when given, is compared with every URL's final status. Sends only GET/HEAD requests and changes nothing.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          expectedStatus: {
            description:
              "HTTP status code, 100 to 599, every URL's final response is expected to have; each result says whether it matched.",
            maximum: 599,
            minimum: 100,
            type: "integer",
          },
          urls: {
            description: "1 to 10 absolute public http:// or https:// URLs to check.",
            items: { format: "uri", pattern: "^https?://", type: "string" },
            maxItems: 10,
            minItems: 1,
            type: "array",
          },
        },
        required: ["urls"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          checkedCount: { description: "Number of URLs checked.", maximum: 10, minimum: 1, type: "integer" },
          failedCount: {
            description: "Number of URLs without a usable response (error not null).",
            maximum: 10,
            minimum: 0,
            type: "integer",
          },
          results: {
            description: "One result per input URL, in input order.",
            items: {
              additionalProperties: false,
              description: "Result of checking one URL.",
              properties: {
                checkedAt: { description: "When the check ran.", format: "date-time", type: "string" },
                contentType: { description: "Content-Type of the final response.", type: ["string", "null"] },
                error: {
                  additionalProperties: false,
                  properties: {
                    code: {
                      description:
                        "Why no usable response was received: url_not_allowed, dns_failure, connect_failure, tls_failure, timeout, too_many_redirects.",
                      enum: [
                        "url_not_allowed",
                        "dns_failure",
                        "connect_failure",
                        "tls_failure",
                        "timeout",
                        "too_many_redirects",
                      ],
                      type: "string",
                    },
                    message: { description: "Human-readable explanation.", type: "string" },
                  },
                  required: ["code", "message"],
                  type: ["object", "null"],
                },
                expectedStatusMatched: {
                  description: "Whether status equals expectedStatus; null when expectedStatus was not given.",
                  type: ["boolean", "null"],
                },
                finalUrl: {
                  description: "URL of the final response after redirects; null when no response was received.",
                  type: ["string", "null"],
                },
                latencyMs: {
                  description: "Time to the final response's headers in milliseconds, redirects included.",
                  minimum: 0,
                  type: ["integer", "null"],
                },
                reachable: { description: "True when an HTTP response was received (any status).", type: "boolean" },
                redirects: {
                  description: "Redirects followed, in order; empty when none.",
                  items: {
                    additionalProperties: false,
                    description: "One redirect followed on the way to the final response.",
                    properties: {
                      location: {
                        description: "Where the redirect pointed, resolved to an absolute URL.",
                        type: "string",
                      },
                      status: {
                        description: "Redirect status code (301, 302, 303, 307 or 308).",
                        maximum: 399,
                        minimum: 300,
                        type: "integer",
                      },
                      url: { description: "URL that answered with a redirect.", format: "uri", type: "string" },
                    },
                    required: ["location", "status", "url"],
                    type: "object",
                  },
                  type: "array",
                },
                status: {
                  description: "HTTP status of the final response.",
                  maximum: 599,
                  minimum: 100,
                  type: ["integer", "null"],
                },
                url: { description: "The URL as requested.", format: "uri", type: "string" },
              },
              required: [
                "checkedAt",
                "contentType",
                "error",
                "expectedStatusMatched",
                "finalUrl",
                "latencyMs",
                "reachable",
                "redirects",
                "status",
                "url",
              ],
              type: "object",
            },
            maxItems: 10,
            minItems: 1,
            type: "array",
          },
        },
        required: ["checkedCount", "failedCount", "results"],
        type: "object",
      },
      validateInput: V.batch_check_urls_input,
      validateOutput: V.batch_check_urls_output,
    },
    {
      name: "check_url",
      title: "Check a URL",
      description:
        "Request one URL and report whether it is reachable, its final HTTP status, latency in milliseconds, the redirects followed and the content type. With expectedStatus the result also says whether the final status matched. Only public http(s) addresses are fetched; anything else is refused with url_not_allowed. Changes nothing; to check several URLs at once use batch_check_urls, to keep timestamped evidence use verify_web_evidence.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "url_not_allowed"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          expectedStatus: {
            description:
              "HTTP status code, 100 to 599, that the final response (after redirects) is expected to have; the result says whether it matched.",
            maximum: 599,
            minimum: 100,
            type: "integer",
          },
          url: { description: "Absolute URL to check (public http:// or https://).", format: "uri", type: "string" },
        },
        required: ["url"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        description: "Result of checking one URL.",
        properties: {
          checkedAt: { description: "When the check ran.", format: "date-time", type: "string" },
          contentType: { description: "Content-Type of the final response.", type: ["string", "null"] },
          error: {
            additionalProperties: false,
            properties: {
              code: {
                description:
                  "Why no usable response was received: url_not_allowed, dns_failure, connect_failure, tls_failure, timeout, too_many_redirects.",
                enum: [
                  "url_not_allowed",
                  "dns_failure",
                  "connect_failure",
                  "tls_failure",
                  "timeout",
                  "too_many_redirects",
                ],
                type: "string",
              },
              message: { description: "Human-readable explanation.", type: "string" },
            },
            required: ["code", "message"],
            type: ["object", "null"],
          },
          expectedStatusMatched: {
            description: "Whether status equals expectedStatus; null when expectedStatus was not given.",
            type: ["boolean", "null"],
          },
          finalUrl: {
            description: "URL of the final response after redirects; null when no response was received.",
            type: ["string", "null"],
          },
          latencyMs: {
            description: "Time to the final response's headers in milliseconds, redirects included.",
            minimum: 0,
            type: ["integer", "null"],
          },
          reachable: { description: "True when an HTTP response was received (any status).", type: "boolean" },
          redirects: {
            description: "Redirects followed, in order; empty when none.",
            items: {
              additionalProperties: false,
              description: "One redirect followed on the way to the final response.",
              properties: {
                location: { description: "Where the redirect pointed, resolved to an absolute URL.", type: "string" },
                status: {
                  description: "Redirect status code (301, 302, 303, 307 or 308).",
                  maximum: 399,
                  minimum: 300,
                  type: "integer",
                },
                url: { description: "URL that answered with a redirect.", format: "uri", type: "string" },
              },
              required: ["location", "status", "url"],
              type: "object",
            },
            type: "array",
          },
          status: {
            description: "HTTP status of the final response.",
            maximum: 599,
            minimum: 100,
            type: ["integer", "null"],
          },
          url: { description: "The URL as requested.", format: "uri", type: "string" },
        },
        required: [
          "checkedAt",
          "contentType",
          "error",
          "expectedStatusMatched",
          "finalUrl",
          "latencyMs",
          "reachable",
          "redirects",
          "status",
          "url",
        ],
        type: "object",
      },
      validateInput: V.check_url_input,
      validateOutput: V.check_url_output,
    },
    {
      name: "merchant_audit",
      title: "Audit an x402 merchant",
      description:
        "Full audit of a merchant that accepts x402 payments, identified by its Base payment wallet payTo, for 1 to 5 buyer search phrases: its discovery listings, its rank for each phrase, competitor prices (USDC), payment reliability of its endpoints, buyer reach and observed USDC activity on Base (excludePayers removes up to 10 wallets from buyer and revenue signals). Repeating the audit with the same wallet and phrases adds to a privacy-safe score history (scores and times only) and returns change alerts against earlier runs. Pays nothing and changes nothing at the merchant; for a quick look use merchant_snapshot.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "upstream_unavailable"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          excludePayers: {
            description:
              "Up to 10 payer wallets (EVM addresses) to leave out of the buyer and revenue signals, e.g. the merchant's own test wallets.",
            items: {
              description: "EVM address: 0x followed by 40 hexadecimal characters.",
              pattern: "^0x[a-fA-F0-9]{40}$",
              type: "string",
            },
            maxItems: 10,
            type: "array",
          },
          payTo: {
            description: "The merchant's payment-recipient wallet on Base (EVM address); identifies the merchant.",
            pattern: "^0x[a-fA-F0-9]{40}$",
            type: "string",
          },
          queries: {
            description:
              "1 to 5 buyer search phrases, 2 to 100 characters each, that a buyer would type to find this merchant's service.",
            items: { maxLength: 100, minLength: 2, type: "string" },
            maxItems: 5,
            minItems: 1,
            type: "array",
          },
        },
        required: ["payTo", "queries"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          alerts: {
            description: "Changes since the previous audit of the same wallet and queries; empty on the first run.",
            items: {
              additionalProperties: false,
              properties: {
                current: { description: "Current value, as text.", type: ["string", "null"] },
                kind: {
                  description: "What changed, e.g. score_drop, rank_lost, price_undercut, reliability_drop.",
                  type: "string",
                },
                message: { type: "string" },
                previous: { description: "Earlier value, as text.", type: ["string", "null"] },
              },
              required: ["current", "kind", "message", "previous"],
              type: "object",
            },
            type: "array",
          },
          auditedAt: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          buyerReach: {
            additionalProperties: false,
            description: "Counts of paying wallets; no identities.",
            properties: {
              repeatBuyers: { minimum: 0, type: "integer" },
              uniqueBuyers: { minimum: 0, type: "integer" },
              windowDays: { minimum: 1, type: "integer" },
            },
            required: ["repeatBuyers", "uniqueBuyers", "windowDays"],
            type: "object",
          },
          competitorPrices: {
            description: "Competing listings for the same phrases and their prices.",
            items: {
              additionalProperties: false,
              properties: {
                payTo: { description: "Competitor's payment wallet.", pattern: "^0x[a-fA-F0-9]{40}$", type: "string" },
                priceUsdc: {
                  description: "Competitor's advertised price per call in USDC.",
                  pattern: "^[0-9]+(\\.[0-9]{1,6})?$",
                  type: "string",
                },
                query: { description: "Phrase the competitor ranked for.", type: "string" },
                resource: { description: "Competitor endpoint URL.", format: "uri", type: "string" },
              },
              required: ["payTo", "priceUsdc", "query", "resource"],
              type: "object",
            },
            type: "array",
          },
          history: {
            description:
              "Earlier audits of the same wallet and queries, oldest first: scores and times only. Empty on the first run.",
            items: {
              additionalProperties: false,
              properties: {
                auditedAt: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                overall: {
                  description: "Score from 0 (worst) to 100 (best).",
                  maximum: 100,
                  minimum: 0,
                  type: "integer",
                },
              },
              required: ["auditedAt", "overall"],
              type: "object",
            },
            type: "array",
          },
          listings: {
            description: "Discovery listings whose recipient is payTo.",
            items: {
              additionalProperties: false,
              properties: {
                description: { description: "Listing description as published.", type: ["string", "null"] },
                issues: {
                  description: "Problems found in this listing (missing description, wrong network, …).",
                  items: { type: "string" },
                  type: "array",
                },
                network: { description: "Payment network named by the listing, e.g. base.", type: ["string", "null"] },
                priceUsdc: {
                  oneOf: [
                    { type: "null" },
                    {
                      description: "Advertised price per call in USDC.",
                      pattern: "^[0-9]+(\\.[0-9]{1,6})?$",
                      type: "string",
                    },
                  ],
                },
                resource: { description: "Listed endpoint URL.", format: "uri", type: "string" },
              },
              required: ["description", "issues", "network", "priceUsdc", "resource"],
              type: "object",
            },
            type: "array",
          },
          payTo: {
            description: "EVM address: 0x followed by 40 hexadecimal characters.",
            pattern: "^0x[a-fA-F0-9]{40}$",
            type: "string",
          },
          paymentReliability: {
            additionalProperties: false,
            description: "Whether the merchant's endpoints return a valid x402 challenge (USDC on Base, paying payTo).",
            properties: {
              endpointsChecked: { minimum: 0, type: "integer" },
              issues: {
                description: "Challenge problems found (wrong asset, wrong network, recipient mismatch, unreachable).",
                items: { type: "string" },
                type: "array",
              },
              validChallenges: { minimum: 0, type: "integer" },
            },
            required: ["endpointsChecked", "issues", "validChallenges"],
            type: "object",
          },
          scores: {
            additionalProperties: false,
            description: "Scores 0 to 100.",
            properties: {
              buyerReach: {
                description: "Breadth and repeat rate of paying buyers.",
                maximum: 100,
                minimum: 0,
                type: "integer",
              },
              discovery: {
                description: "How findable the merchant's listings are for the given queries.",
                maximum: 100,
                minimum: 0,
                type: "integer",
              },
              overall: { description: "Overall merchant score, 0 to 100.", maximum: 100, minimum: 0, type: "integer" },
              reliability: {
                description: "How reliably its endpoints return a valid x402 challenge.",
                maximum: 100,
                minimum: 0,
                type: "integer",
              },
              usdcActivity: {
                description: "Strength of observed USDC payments on Base.",
                maximum: 100,
                minimum: 0,
                type: "integer",
              },
            },
            required: ["buyerReach", "discovery", "overall", "reliability", "usdcActivity"],
            type: "object",
          },
          semanticRank: {
            description: "One entry per query, in input order.",
            items: {
              additionalProperties: false,
              properties: {
                query: { description: "The buyer search phrase.", type: "string" },
                rank: {
                  description: "1-based position of the merchant's best listing for this phrase; null when not found.",
                  minimum: 1,
                  type: ["integer", "null"],
                },
                resultsConsidered: { description: "How many listings were ranked.", minimum: 0, type: "integer" },
              },
              required: ["query", "rank", "resultsConsidered"],
              type: "object",
            },
            type: "array",
          },
          usdcActivity: {
            additionalProperties: false,
            description: "Observed USDC (Base) payments to the merchant wallet. Aggregates only, no payer identities.",
            properties: {
              excludedPayerCount: {
                description: "How many excludePayers addresses were applied.",
                maximum: 10,
                minimum: 0,
                type: "integer",
              },
              transferCount: {
                description: "USDC transfers to payTo on Base observed in the window, excluded payers left out.",
                minimum: 0,
                type: "integer",
              },
              uniquePayers: {
                description: "Distinct paying wallets observed, excluded payers left out.",
                minimum: 0,
                type: "integer",
              },
              volumeUsdc: {
                description: "Total USDC received in the window, excluded payers left out.",
                pattern: "^[0-9]+(\\.[0-9]{1,6})?$",
                type: "string",
              },
              windowDays: { description: "Length of the observation window in days.", minimum: 1, type: "integer" },
            },
            required: ["excludedPayerCount", "transferCount", "uniquePayers", "volumeUsdc", "windowDays"],
            type: "object",
          },
        },
        required: [
          "alerts",
          "auditedAt",
          "buyerReach",
          "competitorPrices",
          "history",
          "listings",
          "payTo",
          "paymentReliability",
          "scores",
          "semanticRank",
          "usdcActivity",
        ],
        type: "object",
      },
      validateInput: V.merchant_audit_input,
      validateOutput: V.merchant_audit_output,
    },
    {
      name: "merchant_snapshot",
      title: "Merchant snapshot",
      description:
        "Quick scorecard of an x402 merchant identified by its Base payment wallet payTo, for 1 to 3 buyer search phrases: scores (0 to 100) for discovery, reliability, buyer signals and observed USDC activity on Base, plus the single largest issue costing it revenue. excludePayers removes up to 10 wallets from the buyer and revenue signals. Stores no history and changes nothing; use merchant_audit for the full audit with history and alerts.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "upstream_unavailable"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          excludePayers: {
            description:
              "Up to 10 payer wallets (EVM addresses) to leave out of the buyer and revenue signals, e.g. the merchant's own test wallets.",
            items: {
              description: "EVM address: 0x followed by 40 hexadecimal characters.",
              pattern: "^0x[a-fA-F0-9]{40}$",
              type: "string",
            },
            maxItems: 10,
            type: "array",
          },
          payTo: {
            description: "The merchant's payment-recipient wallet on Base (EVM address).",
            pattern: "^0x[a-fA-F0-9]{40}$",
            type: "string",
          },
          queries: {
            description:
              "1 to 3 buyer search phrases, 2 to 100 characters each, that a buyer would type to find this merchant's service.",
            items: { maxLength: 100, minLength: 2, type: "string" },
            maxItems: 3,
            minItems: 1,
            type: "array",
          },
        },
        required: ["payTo", "queries"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          largestRevenueIssue: {
            additionalProperties: false,
            description: "The single issue costing the most revenue; null when none was found.",
            properties: {
              code: {
                description: "Stable identifier of the issue, e.g. not_discoverable, invalid_challenge, overpriced.",
                type: "string",
              },
              recommendation: { description: "What to change.", type: "string" },
              summary: { description: "What is wrong, in one sentence.", type: "string" },
            },
            required: ["code", "recommendation", "summary"],
            type: ["object", "null"],
          },
          payTo: {
            description: "EVM address: 0x followed by 40 hexadecimal characters.",
            pattern: "^0x[a-fA-F0-9]{40}$",
            type: "string",
          },
          scores: {
            additionalProperties: false,
            description: "Scores 0 to 100.",
            properties: {
              buyerSignals: {
                description: "Score from 0 (worst) to 100 (best).",
                maximum: 100,
                minimum: 0,
                type: "integer",
              },
              discovery: {
                description: "Score from 0 (worst) to 100 (best).",
                maximum: 100,
                minimum: 0,
                type: "integer",
              },
              reliability: {
                description: "Score from 0 (worst) to 100 (best).",
                maximum: 100,
                minimum: 0,
                type: "integer",
              },
              usdcActivity: {
                description: "Score from 0 (worst) to 100 (best).",
                maximum: 100,
                minimum: 0,
                type: "integer",
              },
            },
            required: ["buyerSignals", "discovery", "reliability", "usdcActivity"],
            type: "object",
          },
          snapshotAt: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          usdcActivity: {
            additionalProperties: false,
            description: "Observed USDC (Base) payments to the merchant wallet. Aggregates only, no payer identities.",
            properties: {
              excludedPayerCount: {
                description: "How many excludePayers addresses were applied.",
                maximum: 10,
                minimum: 0,
                type: "integer",
              },
              transferCount: {
                description: "USDC transfers to payTo on Base observed in the window, excluded payers left out.",
                minimum: 0,
                type: "integer",
              },
              uniquePayers: {
                description: "Distinct paying wallets observed, excluded payers left out.",
                minimum: 0,
                type: "integer",
              },
              volumeUsdc: {
                description: "Total USDC received in the window, excluded payers left out.",
                pattern: "^[0-9]+(\\.[0-9]{1,6})?$",
                type: "string",
              },
              windowDays: { description: "Length of the observation window in days.", minimum: 1, type: "integer" },
            },
            required: ["excludedPayerCount", "transferCount", "uniquePayers", "volumeUsdc", "windowDays"],
            type: "object",
          },
        },
        required: ["largestRevenueIssue", "payTo", "scores", "snapshotAt", "usdcActivity"],
        type: "object",
      },
      validateInput: V.merchant_snapshot_input,
      validateOutput: V.merchant_snapshot_output,
    },
    {
      name: "payment_guard",
      title: "Guard an x402 payment",
      description:
        "Run immediately before signing an x402 payment: fetches the live payment challenge from serviceUrl (public HTTPS) and checks that its price is at most maxAmountUsdc, that it asks for USDC on Base, that the recipient matches expectedPayTo when given, that payerAddress holds enough USDC and keeps at least minGasReserveEth ETH for gas, and what kind of destination it pays. Returns safeToSign plus one entry per check. Never signs or pays: if safeToSign is true, pay the challenge with your own wallet; otherwise do not pay.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "upstream_unavailable", "url_not_allowed"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          expectedPayTo: {
            description: "Recipient wallet the challenge must name (EVM address); omit to skip the recipient check.",
            pattern: "^0x[a-fA-F0-9]{40}$",
            type: "string",
          },
          maxAmountUsdc: {
            description:
              'Most you are willing to pay for this call, USDC decimal string with up to 6 fractional digits (e.g. "0.25").',
            pattern: "^[0-9]+(\\.[0-9]{1,6})?$",
            type: "string",
          },
          minGasReserveEth: {
            description:
              'ETH that must remain on payerAddress for gas, ETH decimal string with up to 18 fractional digits (e.g. "0.0005").',
            pattern: "^[0-9]+(\\.[0-9]{1,18})?$",
            type: "string",
          },
          payerAddress: {
            description: "Wallet on Base that would sign and pay (EVM address).",
            pattern: "^0x[a-fA-F0-9]{40}$",
            type: "string",
          },
          serviceUrl: {
            description: "Public https:// endpoint of the paid service whose x402 challenge to validate.",
            format: "uri",
            pattern: "^https://",
            type: "string",
          },
        },
        required: ["maxAmountUsdc", "payerAddress", "serviceUrl"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          challenge: {
            additionalProperties: false,
            description: "The live x402 challenge as received; null when the service did not answer with one.",
            properties: {
              asset: { description: "Token contract address or symbol named by the challenge.", type: "string" },
              chainId: {
                description: "Chain id of that network when known (8453 for Base).",
                type: ["integer", "null"],
              },
              network: { description: "Network named by the challenge.", type: "string" },
              payTo: { description: "Recipient named by the challenge.", type: "string" },
              priceUsdc: {
                description: "Amount the challenge asks for, in USDC.",
                pattern: "^[0-9]+(\\.[0-9]{1,6})?$",
                type: "string",
              },
            },
            required: ["asset", "chainId", "network", "payTo", "priceUsdc"],
            type: ["object", "null"],
          },
          checkedAt: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          checks: {
            description: "One entry per check, in a fixed order.",
            items: {
              additionalProperties: false,
              properties: {
                detail: { description: "What was compared and the outcome.", type: "string" },
                name: {
                  description: "Which check.",
                  enum: ["challenge", "price", "network", "asset", "recipient", "funding", "gasReserve", "destination"],
                  type: "string",
                },
                passed: { type: "boolean" },
              },
              required: ["detail", "name", "passed"],
              type: "object",
            },
            type: "array",
          },
          ethBalance: {
            description: "Native ETH balance on Base, decimal ETH (not wei).",
            pattern: "^[0-9]+(\\.[0-9]{1,18})?$",
            type: "string",
          },
          payerAddress: {
            description: "EVM address: 0x followed by 40 hexadecimal characters.",
            pattern: "^0x[a-fA-F0-9]{40}$",
            type: "string",
          },
          safeToSign: { description: "True only when every check passed.", type: "boolean" },
          serviceUrl: { format: "uri", type: "string" },
          usdcBalance: {
            description: "USDC balance on Base, decimal USDC (not base units).",
            pattern: "^[0-9]+(\\.[0-9]{1,6})?$",
            type: "string",
          },
        },
        required: [
          "challenge",
          "checkedAt",
          "checks",
          "ethBalance",
          "payerAddress",
          "safeToSign",
          "serviceUrl",
          "usdcBalance",
        ],
        type: "object",
      },
      validateInput: V.payment_guard_input,
      validateOutput: V.payment_guard_output,
    },
    {
      name: "recommend_tool",
      title: "Recommend a tool",
      description:
        "Free helper: given a goal in plain words (3 to 400 characters) and optionally the most you want to spend per call (maxPriceUsd, 0.001 to 10, in USDC), name the best tool of this service for it with its exact price, the inputs it requires, alternatives and the next step. Never pays, never triggers a payment and never calls an external service. Next: call the recommended tool with the listed inputs.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          goal: {
            description: "What you want to achieve, in plain words, 3 to 400 characters.",
            maxLength: 400,
            minLength: 3,
            type: "string",
          },
          maxPriceUsd: {
            description:
              "Highest price per call you accept, in USD paid as USDC, 0.001 to 10; tools above it are not recommended.",
            maximum: 10,
            minimum: 0.001,
            type: "number",
          },
        },
        required: ["goal"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          alternatives: {
            description: "Other tools that could serve the goal, best first.",
            items: {
              additionalProperties: false,
              properties: {
                priceUsdc: {
                  description: "Exact price of one call in USDC.",
                  pattern: "^[0-9]+(\\.[0-9]{1,6})?$",
                  type: "string",
                },
                reason: { description: "Why it fits the goal.", type: "string" },
                tool: { description: "Tool name.", type: "string" },
              },
              required: ["priceUsdc", "reason", "tool"],
              type: "object",
            },
            type: "array",
          },
          nextStep: { description: "What to do next, in one sentence.", type: "string" },
          recommendation: {
            additionalProperties: false,
            description: "Best tool for the goal; null when no tool fits the goal within maxPriceUsd.",
            properties: {
              priceUsdc: {
                description: "Exact price of one call in USDC.",
                pattern: "^[0-9]+(\\.[0-9]{1,6})?$",
                type: "string",
              },
              reason: { description: "Why it fits the goal.", type: "string" },
              requiredInputs: {
                description: "Names of the inputs the tool requires.",
                items: { type: "string" },
                type: "array",
              },
              tool: { description: "Tool name.", type: "string" },
            },
            required: ["priceUsdc", "reason", "requiredInputs", "tool"],
            type: ["object", "null"],
          },
        },
        required: ["alternatives", "nextStep", "recommendation"],
        type: "object",
      },
      validateInput: V.recommend_tool_input,
      validateOutput: V.recommend_tool_output,
    },
    {
      name: "treasury_preflight",
      title: "Treasury preflight",
      description:
        "Readiness check of a Base wallet that will fund and sign a payment: ETH and USDC balances, whether plannedSpendUsdc is covered, whether at least minGasReserveEth stays for gas, chain intent (only Base, chain id 8453, is accepted), what kind of address destinationAddress is, and common payment hazards. Returns ready plus the findings. Reads the chain only; signs and moves nothing. Before paying a specific x402 service, run payment_guard.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "upstream_unavailable"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          address: {
            description: "Wallet on Base that funds and signs (EVM address).",
            pattern: "^0x[a-fA-F0-9]{40}$",
            type: "string",
          },
          destinationAddress: {
            description:
              "Where the funds would go (EVM address); its type (wallet or contract) and hazards are checked.",
            pattern: "^0x[a-fA-F0-9]{40}$",
            type: "string",
          },
          expectedChainId: {
            const: 8453,
            description: "Chain you intend to pay on; only 8453 (Base mainnet) is allowed.",
            type: "number",
          },
          minGasReserveEth: {
            description: "ETH that must remain for gas, decimal string with up to 18 fractional digits.",
            pattern: "^[0-9]+(\\.[0-9]{1,18})?$",
            type: "string",
          },
          plannedSpendUsdc: {
            description: "Planned spend in USDC, decimal string with up to 6 fractional digits.",
            pattern: "^[0-9]+(\\.[0-9]{1,6})?$",
            type: "string",
          },
        },
        required: ["address"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          address: {
            description: "EVM address: 0x followed by 40 hexadecimal characters.",
            pattern: "^0x[a-fA-F0-9]{40}$",
            type: "string",
          },
          blockNumber: { minimum: 0, type: "integer" },
          chainId: { const: 8453, description: "Base mainnet.", type: "integer" },
          checkedAt: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          destination: {
            additionalProperties: false,
            description: "Null when destinationAddress was not given.",
            properties: {
              address: {
                description: "EVM address: 0x followed by 40 hexadecimal characters.",
                pattern: "^0x[a-fA-F0-9]{40}$",
                type: "string",
              },
              type: {
                description: "eoa (plain wallet), contract, or self (same as address).",
                enum: ["eoa", "contract", "self"],
                type: "string",
              },
            },
            required: ["address", "type"],
            type: ["object", "null"],
          },
          ethBalance: {
            description: "Native ETH balance on Base, decimal ETH (not wei).",
            pattern: "^[0-9]+(\\.[0-9]{1,18})?$",
            type: "string",
          },
          gasReserveMet: {
            description: "Whether ethBalance is at least minGasReserveEth; null when not given.",
            type: ["boolean", "null"],
          },
          hazards: {
            description: "Hazards found; empty when none.",
            items: {
              additionalProperties: false,
              properties: {
                code: {
                  description:
                    "Stable hazard id, e.g. insufficient_usdc, low_gas, destination_is_token_contract, zero_address.",
                  type: "string",
                },
                message: { type: "string" },
                severity: { enum: ["info", "warning", "blocking"], type: "string" },
              },
              required: ["code", "message", "severity"],
              type: "object",
            },
            type: "array",
          },
          plannedSpendCovered: {
            description: "Whether usdcBalance covers plannedSpendUsdc; null when not given.",
            type: ["boolean", "null"],
          },
          ready: { description: "True when no blocking hazard was found.", type: "boolean" },
          usdcBalance: {
            description: "USDC balance on Base, decimal USDC (not base units).",
            pattern: "^[0-9]+(\\.[0-9]{1,6})?$",
            type: "string",
          },
        },
        required: [
          "address",
          "blockNumber",
          "chainId",
          "checkedAt",
          "destination",
          "ethBalance",
          "gasReserveMet",
          "hazards",
          "plannedSpendCovered",
          "ready",
          "usdcBalance",
        ],
        type: "object",
      },
      validateInput: V.treasury_preflight_input,
      validateOutput: V.treasury_preflight_output,
    },
    {
      name: "verify_web_evidence",
      title: "Verify web evidence",
      description:
        "Fetch a public HTTP or HTTPS page and return verifiable evidence about it: fetch time, final status, redirects, metadata (title, description, content type), a SHA-256 hash of the inspected body and an evidence receipt. With expectedStatus the result says whether the status matched; with expectedText (up to 500 characters) it says whether that text occurs, case-insensitively, in the inspected body, which is bounded in size (bodyTruncated tells when the page was longer). Changes nothing; keep the receipt as proof of what the page showed.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "url_not_allowed"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          expectedStatus: {
            description:
              "HTTP status code, 100 to 599, that the final response (after redirects) is expected to have; the result says whether it matched.",
            maximum: 599,
            minimum: 100,
            type: "integer",
          },
          expectedText: {
            description: "Text to look for, case-insensitively, in the inspected body; up to 500 characters.",
            maxLength: 500,
            type: "string",
          },
          url: {
            description: "Absolute public http:// or https:// URL of the page.",
            format: "uri",
            pattern: "^https?://",
            type: "string",
          },
        },
        required: ["url"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          bodyTruncated: { description: "True when the body was longer than the inspected bound.", type: "boolean" },
          bytesInspected: { minimum: 0, type: "integer" },
          contentHash: {
            additionalProperties: false,
            properties: {
              algorithm: { const: "sha256", type: "string" },
              value: {
                description: "Lower-case hex digest of the inspected body.",
                pattern: "^[0-9a-f]{64}$",
                type: "string",
              },
            },
            required: ["algorithm", "value"],
            type: "object",
          },
          error: {
            additionalProperties: false,
            description: "Why no response was received; null on success.",
            properties: { code: { type: "string" }, message: { type: "string" } },
            required: ["code", "message"],
            type: ["object", "null"],
          },
          expectedStatusMatched: { description: "Null when expectedStatus was not given.", type: ["boolean", "null"] },
          expectedTextFound: { description: "Null when expectedText was not given.", type: ["boolean", "null"] },
          expectedTextSnippet: {
            description:
              "The first case-insensitive match of expectedText with up to 80 characters either side, whitespace collapsed; null when expectedText was not given or not found.",
            type: ["string", "null"],
          },
          fetchedAt: { description: "When the page was fetched.", format: "date-time", type: "string" },
          finalUrl: { type: ["string", "null"] },
          metadata: {
            additionalProperties: false,
            properties: {
              canonicalUrl: { type: ["string", "null"] },
              contentType: { type: ["string", "null"] },
              description: { type: ["string", "null"] },
              etag: { type: ["string", "null"] },
              lastModified: { description: "Last-Modified header as sent.", type: ["string", "null"] },
              title: { type: ["string", "null"] },
            },
            required: ["canonicalUrl", "contentType", "description", "etag", "lastModified", "title"],
            type: "object",
          },
          receipt: {
            additionalProperties: false,
            description:
              "Signed evidence receipt: verify `jws` offline with the service's public keys (jwksUrl) and compare its payload's evidenceHash with the SHA-256 of the canonical evidence fields (docs/payments.md).",
            properties: {
              algorithm: { const: "EdDSA", description: "JWS algorithm of the signature (Ed25519).", type: "string" },
              evidenceHash: {
                description: "SHA-256 (hex) over the canonical JSON of the evidence fields above.",
                pattern: "^[0-9a-f]{64}$",
                type: "string",
              },
              issuedAt: {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              jwksUrl: {
                description: "Where the service publishes its receipt public keys (JWKS, application/jwk-set+json).",
                type: "string",
              },
              jws: {
                description: "Compact JWS (EdDSA, Ed25519) whose payload is {receiptId, evidenceHash, issuedAt, url}.",
                pattern: "^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$",
                type: "string",
              },
              keyId: { description: "Id (kid) of the Ed25519 key that signed, as listed in the JWKS.", type: "string" },
              receiptId: { description: "Identifier of this evidence receipt.", type: "string" },
            },
            required: ["algorithm", "evidenceHash", "issuedAt", "jwksUrl", "jws", "keyId", "receiptId"],
            type: "object",
          },
          redirects: {
            items: {
              additionalProperties: false,
              description: "One redirect followed on the way to the final response.",
              properties: {
                location: { description: "Where the redirect pointed, resolved to an absolute URL.", type: "string" },
                status: {
                  description: "Redirect status code (301, 302, 303, 307 or 308).",
                  maximum: 399,
                  minimum: 300,
                  type: "integer",
                },
                url: { description: "URL that answered with a redirect.", format: "uri", type: "string" },
              },
              required: ["location", "status", "url"],
              type: "object",
            },
            type: "array",
          },
          status: { maximum: 599, minimum: 100, type: ["integer", "null"] },
          url: { format: "uri", type: "string" },
        },
        required: [
          "bodyTruncated",
          "bytesInspected",
          "contentHash",
          "error",
          "expectedStatusMatched",
          "expectedTextFound",
          "expectedTextSnippet",
          "fetchedAt",
          "finalUrl",
          "metadata",
          "receipt",
          "redirects",
          "status",
          "url",
        ],
        type: "object",
      },
      validateInput: V.verify_web_evidence_input,
      validateOutput: V.verify_web_evidence_output,
    },
  ],
});
