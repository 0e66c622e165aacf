// Generated from spec/payments.json by npm run generate. DO NOT EDIT.

/**
 * ETH amount as a decimal string: digits, optionally a point and 1 to 18 fractional digits (e.g. "0.05").
 *
 * Defined at spec/defs.json#/$defs/ethAmount.
 */
export type EthAmount = string;

/**
 * EVM address: 0x followed by 40 hexadecimal characters.
 *
 * Defined at spec/defs.json#/$defs/evmAddress.
 */
export type EvmAddress = string;

/**
 * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
 *
 * Defined at spec/defs.json#/$defs/isoDateTime.
 */
export type IsoDateTime = string;

/**
 * One redirect followed on the way to the final response.
 *
 * Defined at spec/payments.json#/$defs/redirectHop.
 */
export interface RedirectHop {
  /**
   * Where the redirect pointed, resolved to an absolute URL.
   */
  location: string;
  /**
   * Redirect status code (301, 302, 303, 307 or 308).
   */
  status: number;
  /**
   * URL that answered with a redirect.
   */
  url: string;
}

/**
 * Score from 0 (worst) to 100 (best).
 *
 * Defined at spec/payments.json#/$defs/score.
 */
export type Score = number;

/**
 * Result of checking one URL.
 *
 * Defined at spec/payments.json#/$defs/urlCheck.
 */
export interface UrlCheck {
  /**
   * When the check ran.
   */
  checkedAt: IsoDateTime;
  /**
   * Content-Type of the final response.
   */
  contentType: string | null;
  error: {
    /**
     * Why no usable response was received: url_not_allowed, dns_failure, connect_failure, tls_failure, timeout, too_many_redirects.
     */
    code: "url_not_allowed" | "dns_failure" | "connect_failure" | "tls_failure" | "timeout" | "too_many_redirects";
    /**
     * Human-readable explanation.
     */
    message: string;
  } | null;
  /**
   * Whether status equals expectedStatus; null when expectedStatus was not given.
   */
  expectedStatusMatched: boolean | null;
  /**
   * URL of the final response after redirects; null when no response was received.
   */
  finalUrl: string | null;
  /**
   * Time to the final response's headers in milliseconds, redirects included.
   */
  latencyMs: number | null;
  /**
   * True when an HTTP response was received (any status).
   */
  reachable: boolean;
  /**
   * Redirects followed, in order; empty when none.
   *
   * Items: One redirect followed on the way to the final response.
   */
  redirects: RedirectHop[];
  /**
   * HTTP status of the final response.
   */
  status: number | null;
  /**
   * The URL as requested.
   */
  url: string;
}

/**
 * Observed USDC (Base) payments to the merchant wallet. Aggregates only, no payer identities.
 *
 * Defined at spec/payments.json#/$defs/usdcActivity.
 */
export interface UsdcActivity {
  /**
   * How many excludePayers addresses were applied.
   */
  excludedPayerCount: number;
  /**
   * USDC transfers to payTo on Base observed in the window, excluded payers left out.
   */
  transferCount: number;
  /**
   * Distinct paying wallets observed, excluded payers left out.
   */
  uniquePayers: number;
  /**
   * Total USDC received in the window, excluded payers left out.
   */
  volumeUsdc: UsdcAmount;
  /**
   * Length of the observation window in days.
   */
  windowDays: number;
}

/**
 * USDC amount as a decimal string: digits, optionally a point and 1 to 6 fractional digits (e.g. "12.50").
 *
 * Defined at spec/defs.json#/$defs/usdcAmount.
 */
export type UsdcAmount = string;

/**
 * Arguments of `base_balance` as the handler receives them: every property with a default is set.
 */
export interface BaseBalanceInput {
  /**
   * Wallet on Base whose balances to read (EVM address).
   */
  address: EvmAddress;
}

/** Arguments of `base_balance` as a client sends them: properties with a default may be left out. */
export type BaseBalanceClientInput = BaseBalanceInput;

/**
 * Result of `base_balance` (structuredContent).
 */
export interface BaseBalanceOutput {
  /**
   * EVM address: 0x followed by 40 hexadecimal characters.
   */
  address: EvmAddress;
  /**
   * Base block height at which the balances were read.
   */
  blockNumber: number;
  /**
   * Base mainnet.
   */
  chainId: 8453;
  /**
   * Native ETH balance on Base, decimal ETH (not wei).
   */
  ethBalance: EthAmount;
  /**
   * When the balances were read.
   */
  observedAt: IsoDateTime;
  /**
   * USDC balance on Base, decimal USDC (not base units).
   */
  usdcBalance: UsdcAmount;
}

/**
 * Arguments of `batch_check_urls` as the handler receives them: every property with a default is set.
 */
export interface BatchCheckUrlsInput {
  /**
   * HTTP status code, 100 to 599, every URL's final response is expected to have; each result says whether it matched.
   */
  expectedStatus?: number;
  /**
   * 1 to 10 absolute public http:// or https:// URLs to check.
   *
   * @minItems 1
   * @maxItems 10
   */
  urls: string[];
}

/** Arguments of `batch_check_urls` as a client sends them: properties with a default may be left out. */
export type BatchCheckUrlsClientInput = BatchCheckUrlsInput;

/**
 * Result of `batch_check_urls` (structuredContent).
 */
export interface BatchCheckUrlsOutput {
  /**
   * Number of URLs checked.
   */
  checkedCount: number;
  /**
   * Number of URLs without a usable response (error not null).
   */
  failedCount: number;
  /**
   * One result per input URL, in input order.
   *
   * @minItems 1
   * @maxItems 10
   *
   * Items: Result of checking one URL.
   */
  results: UrlCheck[];
}

/**
 * Arguments of `check_url` as the handler receives them: every property with a default is set.
 */
export interface CheckUrlInput {
  /**
   * HTTP status code, 100 to 599, that the final response (after redirects) is expected to have; the result says whether it matched.
   */
  expectedStatus?: number;
  /**
   * Absolute URL to check (public http:// or https://).
   */
  url: string;
}

/** Arguments of `check_url` as a client sends them: properties with a default may be left out. */
export type CheckUrlClientInput = CheckUrlInput;

/**
 * Result of `check_url` (structuredContent).
 */
export interface CheckUrlOutput {
  /**
   * When the check ran.
   */
  checkedAt: IsoDateTime;
  /**
   * Content-Type of the final response.
   */
  contentType: string | null;
  error: {
    /**
     * Why no usable response was received: url_not_allowed, dns_failure, connect_failure, tls_failure, timeout, too_many_redirects.
     */
    code: "url_not_allowed" | "dns_failure" | "connect_failure" | "tls_failure" | "timeout" | "too_many_redirects";
    /**
     * Human-readable explanation.
     */
    message: string;
  } | null;
  /**
   * Whether status equals expectedStatus; null when expectedStatus was not given.
   */
  expectedStatusMatched: boolean | null;
  /**
   * URL of the final response after redirects; null when no response was received.
   */
  finalUrl: string | null;
  /**
   * Time to the final response's headers in milliseconds, redirects included.
   */
  latencyMs: number | null;
  /**
   * True when an HTTP response was received (any status).
   */
  reachable: boolean;
  /**
   * Redirects followed, in order; empty when none.
   *
   * Items: One redirect followed on the way to the final response.
   */
  redirects: RedirectHop[];
  /**
   * HTTP status of the final response.
   */
  status: number | null;
  /**
   * The URL as requested.
   */
  url: string;
}

/**
 * Arguments of `merchant_audit` as the handler receives them: every property with a default is set.
 */
export interface MerchantAuditInput {
  /**
   * Up to 10 payer wallets (EVM addresses) to leave out of the buyer and revenue signals, e.g. the merchant's own test wallets.
   *
   * @maxItems 10
   *
   * Items: EVM address: 0x followed by 40 hexadecimal characters.
   */
  excludePayers?: EvmAddress[];
  /**
   * The merchant's payment-recipient wallet on Base (EVM address); identifies the merchant.
   */
  payTo: EvmAddress;
  /**
   * 1 to 5 buyer search phrases, 2 to 100 characters each, that a buyer would type to find this merchant's service.
   *
   * @minItems 1
   * @maxItems 5
   */
  queries: string[];
}

/** Arguments of `merchant_audit` as a client sends them: properties with a default may be left out. */
export type MerchantAuditClientInput = MerchantAuditInput;

/**
 * Result of `merchant_audit` (structuredContent).
 */
export interface MerchantAuditOutput {
  /**
   * Changes since the previous audit of the same wallet and queries; empty on the first run.
   */
  alerts: {
    /**
     * Current value, as text.
     */
    current: string | null;
    /**
     * What changed, e.g. score_drop, rank_lost, price_undercut, reliability_drop.
     */
    kind: string;
    message: string;
    /**
     * Earlier value, as text.
     */
    previous: string | null;
  }[];
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  auditedAt: IsoDateTime;
  /**
   * Counts of paying wallets; no identities.
   */
  buyerReach: {
    repeatBuyers: number;
    uniqueBuyers: number;
    windowDays: number;
  };
  /**
   * Competing listings for the same phrases and their prices.
   */
  competitorPrices: {
    /**
     * Competitor's payment wallet.
     */
    payTo: EvmAddress;
    /**
     * Competitor's advertised price per call in USDC.
     */
    priceUsdc: UsdcAmount;
    /**
     * Phrase the competitor ranked for.
     */
    query: string;
    /**
     * Competitor endpoint URL.
     */
    resource: string;
  }[];
  /**
   * Earlier audits of the same wallet and queries, oldest first: scores and times only. Empty on the first run.
   */
  history: {
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    auditedAt: IsoDateTime;
    /**
     * Score from 0 (worst) to 100 (best).
     */
    overall: Score;
  }[];
  /**
   * Discovery listings whose recipient is payTo.
   */
  listings: {
    /**
     * Listing description as published.
     */
    description: string | null;
    /**
     * Problems found in this listing (missing description, wrong network, …).
     */
    issues: string[];
    /**
     * Payment network named by the listing, e.g. base.
     */
    network: string | null;
    priceUsdc: null | UsdcAmount;
    /**
     * Listed endpoint URL.
     */
    resource: string;
  }[];
  /**
   * EVM address: 0x followed by 40 hexadecimal characters.
   */
  payTo: EvmAddress;
  /**
   * Whether the merchant's endpoints return a valid x402 challenge (USDC on Base, paying payTo).
   */
  paymentReliability: {
    endpointsChecked: number;
    /**
     * Challenge problems found (wrong asset, wrong network, recipient mismatch, unreachable).
     */
    issues: string[];
    validChallenges: number;
  };
  /**
   * Scores 0 to 100.
   */
  scores: {
    /**
     * Breadth and repeat rate of paying buyers.
     */
    buyerReach: Score;
    /**
     * How findable the merchant's listings are for the given queries.
     */
    discovery: Score;
    /**
     * Overall merchant score, 0 to 100.
     */
    overall: Score;
    /**
     * How reliably its endpoints return a valid x402 challenge.
     */
    reliability: Score;
    /**
     * Strength of observed USDC payments on Base.
     */
    usdcActivity: Score;
  };
  /**
   * One entry per query, in input order.
   */
  semanticRank: {
    /**
     * The buyer search phrase.
     */
    query: string;
    /**
     * 1-based position of the merchant's best listing for this phrase; null when not found.
     */
    rank: number | null;
    /**
     * How many listings were ranked.
     */
    resultsConsidered: number;
  }[];
  /**
   * Observed USDC (Base) payments to the merchant wallet. Aggregates only, no payer identities.
   */
  usdcActivity: UsdcActivity;
}

/**
 * Arguments of `merchant_snapshot` as the handler receives them: every property with a default is set.
 */
export interface MerchantSnapshotInput {
  /**
   * Up to 10 payer wallets (EVM addresses) to leave out of the buyer and revenue signals, e.g. the merchant's own test wallets.
   *
   * @maxItems 10
   *
   * Items: EVM address: 0x followed by 40 hexadecimal characters.
   */
  excludePayers?: EvmAddress[];
  /**
   * The merchant's payment-recipient wallet on Base (EVM address).
   */
  payTo: EvmAddress;
  /**
   * 1 to 3 buyer search phrases, 2 to 100 characters each, that a buyer would type to find this merchant's service.
   *
   * @minItems 1
   * @maxItems 3
   */
  queries: string[];
}

/** Arguments of `merchant_snapshot` as a client sends them: properties with a default may be left out. */
export type MerchantSnapshotClientInput = MerchantSnapshotInput;

/**
 * Result of `merchant_snapshot` (structuredContent).
 */
export interface MerchantSnapshotOutput {
  /**
   * The single issue costing the most revenue; null when none was found.
   */
  largestRevenueIssue: {
    /**
     * Stable identifier of the issue, e.g. not_discoverable, invalid_challenge, overpriced.
     */
    code: string;
    /**
     * What to change.
     */
    recommendation: string;
    /**
     * What is wrong, in one sentence.
     */
    summary: string;
  } | null;
  /**
   * EVM address: 0x followed by 40 hexadecimal characters.
   */
  payTo: EvmAddress;
  /**
   * Scores 0 to 100.
   */
  scores: {
    /**
     * Score from 0 (worst) to 100 (best).
     */
    buyerSignals: Score;
    /**
     * Score from 0 (worst) to 100 (best).
     */
    discovery: Score;
    /**
     * Score from 0 (worst) to 100 (best).
     */
    reliability: Score;
    /**
     * Score from 0 (worst) to 100 (best).
     */
    usdcActivity: Score;
  };
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  snapshotAt: IsoDateTime;
  /**
   * Observed USDC (Base) payments to the merchant wallet. Aggregates only, no payer identities.
   */
  usdcActivity: UsdcActivity;
}

/**
 * Arguments of `payment_guard` as the handler receives them: every property with a default is set.
 */
export interface PaymentGuardInput {
  /**
   * Recipient wallet the challenge must name (EVM address); omit to skip the recipient check.
   */
  expectedPayTo?: EvmAddress;
  /**
   * Most you are willing to pay for this call, USDC decimal string with up to 6 fractional digits (e.g. "0.25").
   */
  maxAmountUsdc: UsdcAmount;
  /**
   * ETH that must remain on payerAddress for gas, ETH decimal string with up to 18 fractional digits (e.g. "0.0005").
   */
  minGasReserveEth?: EthAmount;
  /**
   * Wallet on Base that would sign and pay (EVM address).
   */
  payerAddress: EvmAddress;
  /**
   * Public https:// endpoint of the paid service whose x402 challenge to validate.
   */
  serviceUrl: string;
}

/** Arguments of `payment_guard` as a client sends them: properties with a default may be left out. */
export type PaymentGuardClientInput = PaymentGuardInput;

/**
 * Result of `payment_guard` (structuredContent).
 */
export interface PaymentGuardOutput {
  /**
   * The live x402 challenge as received; null when the service did not answer with one.
   */
  challenge: {
    /**
     * Token contract address or symbol named by the challenge.
     */
    asset: string;
    /**
     * Chain id of that network when known (8453 for Base).
     */
    chainId: number | null;
    /**
     * Network named by the challenge.
     */
    network: string;
    /**
     * Recipient named by the challenge.
     */
    payTo: string;
    /**
     * Amount the challenge asks for, in USDC.
     */
    priceUsdc: UsdcAmount;
  } | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  checkedAt: IsoDateTime;
  /**
   * One entry per check, in a fixed order.
   */
  checks: {
    /**
     * What was compared and the outcome.
     */
    detail: string;
    /**
     * Which check.
     */
    name: "challenge" | "price" | "network" | "asset" | "recipient" | "funding" | "gasReserve" | "destination";
    passed: boolean;
  }[];
  /**
   * Native ETH balance on Base, decimal ETH (not wei).
   */
  ethBalance: EthAmount;
  /**
   * EVM address: 0x followed by 40 hexadecimal characters.
   */
  payerAddress: EvmAddress;
  /**
   * True only when every check passed.
   */
  safeToSign: boolean;
  serviceUrl: string;
  /**
   * USDC balance on Base, decimal USDC (not base units).
   */
  usdcBalance: UsdcAmount;
}

/**
 * Arguments of `recommend_tool` as the handler receives them: every property with a default is set.
 */
export interface RecommendToolInput {
  /**
   * What you want to achieve, in plain words, 3 to 400 characters.
   */
  goal: string;
  /**
   * Highest price per call you accept, in USD paid as USDC, 0.001 to 10; tools above it are not recommended.
   */
  maxPriceUsd?: number;
}

/** Arguments of `recommend_tool` as a client sends them: properties with a default may be left out. */
export type RecommendToolClientInput = RecommendToolInput;

/**
 * Result of `recommend_tool` (structuredContent).
 */
export interface RecommendToolOutput {
  /**
   * Other tools that could serve the goal, best first.
   */
  alternatives: {
    /**
     * Exact price of one call in USDC.
     */
    priceUsdc: UsdcAmount;
    /**
     * Why it fits the goal.
     */
    reason: string;
    /**
     * Tool name.
     */
    tool: string;
  }[];
  /**
   * What to do next, in one sentence.
   */
  nextStep: string;
  /**
   * Best tool for the goal; null when no tool fits the goal within maxPriceUsd.
   */
  recommendation: {
    /**
     * Exact price of one call in USDC.
     */
    priceUsdc: UsdcAmount;
    /**
     * Why it fits the goal.
     */
    reason: string;
    /**
     * Names of the inputs the tool requires.
     */
    requiredInputs: string[];
    /**
     * Tool name.
     */
    tool: string;
  } | null;
}

/**
 * Arguments of `treasury_preflight` as the handler receives them: every property with a default is set.
 */
export interface TreasuryPreflightInput {
  /**
   * Wallet on Base that funds and signs (EVM address).
   */
  address: EvmAddress;
  /**
   * Where the funds would go (EVM address); its type (wallet or contract) and hazards are checked.
   */
  destinationAddress?: EvmAddress;
  /**
   * Chain you intend to pay on; only 8453 (Base mainnet) is allowed.
   */
  expectedChainId?: 8453;
  /**
   * ETH that must remain for gas, decimal string with up to 18 fractional digits.
   */
  minGasReserveEth?: EthAmount;
  /**
   * Planned spend in USDC, decimal string with up to 6 fractional digits.
   */
  plannedSpendUsdc?: UsdcAmount;
}

/** Arguments of `treasury_preflight` as a client sends them: properties with a default may be left out. */
export type TreasuryPreflightClientInput = TreasuryPreflightInput;

/**
 * Result of `treasury_preflight` (structuredContent).
 */
export interface TreasuryPreflightOutput {
  /**
   * EVM address: 0x followed by 40 hexadecimal characters.
   */
  address: EvmAddress;
  blockNumber: number;
  /**
   * Base mainnet.
   */
  chainId: 8453;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  checkedAt: IsoDateTime;
  /**
   * Null when destinationAddress was not given.
   */
  destination: {
    /**
     * EVM address: 0x followed by 40 hexadecimal characters.
     */
    address: EvmAddress;
    /**
     * eoa (plain wallet), contract, or self (same as address).
     */
    type: "eoa" | "contract" | "self";
  } | null;
  /**
   * Native ETH balance on Base, decimal ETH (not wei).
   */
  ethBalance: EthAmount;
  /**
   * Whether ethBalance is at least minGasReserveEth; null when not given.
   */
  gasReserveMet: boolean | null;
  /**
   * Hazards found; empty when none.
   */
  hazards: {
    /**
     * Stable hazard id, e.g. insufficient_usdc, low_gas, destination_is_token_contract, zero_address.
     */
    code: string;
    message: string;
    severity: "info" | "warning" | "blocking";
  }[];
  /**
   * Whether usdcBalance covers plannedSpendUsdc; null when not given.
   */
  plannedSpendCovered: boolean | null;
  /**
   * True when no blocking hazard was found.
   */
  ready: boolean;
  /**
   * USDC balance on Base, decimal USDC (not base units).
   */
  usdcBalance: UsdcAmount;
}

/**
 * Arguments of `verify_web_evidence` as the handler receives them: every property with a default is set.
 */
export interface VerifyWebEvidenceInput {
  /**
   * HTTP status code, 100 to 599, that the final response (after redirects) is expected to have; the result says whether it matched.
   */
  expectedStatus?: number;
  /**
   * Text to look for, case-insensitively, in the inspected body; up to 500 characters.
   */
  expectedText?: string;
  /**
   * Absolute public http:// or https:// URL of the page.
   */
  url: string;
}

/** Arguments of `verify_web_evidence` as a client sends them: properties with a default may be left out. */
export type VerifyWebEvidenceClientInput = VerifyWebEvidenceInput;

/**
 * Result of `verify_web_evidence` (structuredContent).
 */
export interface VerifyWebEvidenceOutput {
  /**
   * True when the body was longer than the inspected bound.
   */
  bodyTruncated: boolean;
  bytesInspected: number;
  contentHash: {
    algorithm: "sha256";
    /**
     * Lower-case hex digest of the inspected body.
     */
    value: string;
  };
  /**
   * Why no response was received; null on success.
   */
  error: {
    code: string;
    message: string;
  } | null;
  /**
   * Null when expectedStatus was not given.
   */
  expectedStatusMatched: boolean | null;
  /**
   * Null when expectedText was not given.
   */
  expectedTextFound: boolean | null;
  /**
   * The first case-insensitive match of expectedText with up to 80 characters either side, whitespace collapsed; null when expectedText was not given or not found.
   */
  expectedTextSnippet: string | null;
  /**
   * When the page was fetched.
   */
  fetchedAt: IsoDateTime;
  finalUrl: string | null;
  metadata: {
    canonicalUrl: string | null;
    contentType: string | null;
    description: string | null;
    etag: string | null;
    /**
     * Last-Modified header as sent.
     */
    lastModified: string | null;
    title: string | null;
  };
  /**
   * Signed evidence receipt: verify `jws` offline with the service's public keys (jwksUrl) and compare its payload's evidenceHash with the SHA-256 of the canonical evidence fields (docs/payments.md).
   */
  receipt: {
    /**
     * JWS algorithm of the signature (Ed25519).
     */
    algorithm: "EdDSA";
    /**
     * SHA-256 (hex) over the canonical JSON of the evidence fields above.
     */
    evidenceHash: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    issuedAt: IsoDateTime;
    /**
     * Where the service publishes its receipt public keys (JWKS, application/jwk-set+json).
     */
    jwksUrl: string;
    /**
     * Compact JWS (EdDSA, Ed25519) whose payload is {receiptId, evidenceHash, issuedAt, url}.
     */
    jws: string;
    /**
     * Id (kid) of the Ed25519 key that signed, as listed in the JWKS.
     */
    keyId: string;
    /**
     * Identifier of this evidence receipt.
     */
    receiptId: string;
  };
  /**
   * Items: One redirect followed on the way to the final response.
   */
  redirects: RedirectHop[];
  status: number | null;
  url: string;
}
