import { readFileSync } from "node:fs";
import { positiveInt } from "mcpforge/platform/storage";

type Env = Readonly<Record<string, string | undefined>>;

/** Base mainnet. */
export const BASE_CHAIN_ID = 8453;
/** Circle's USDC on Base (6 decimals). */
export const BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
export const USDC_DECIMALS = 6;
/** Base produces a block every 2 seconds: days → blocks for the Transfer-log window. */
export const BASE_BLOCK_SECONDS = 2;
/** The Coinbase CDP facilitator's discovery ("Bazaar") resource list. */
export const DEFAULT_DISCOVERY_URL = "https://api.cdp.coinbase.com/platform/v2/x402/discovery/resources";

/** Every payments knob, read once from the service env (docs/payments.md lists them with examples). */
export interface PaymentSettings {
  /** JSON-RPC endpoint of a Base node (BASE_RPC_URL, default the public https://mainnet.base.org). */
  rpcUrl: string;
  /** One RPC round trip may take this long before upstream_unavailable (BASE_RPC_TIMEOUT_MS, 10000). */
  rpcTimeoutMs: number;
  /** Discovery list of x402 resources (X402_DISCOVERY_URL, default the CDP Bazaar list). */
  discoveryUrl: string;
  /** Discovery items read at most, over all pages (PAYMENTS_DISCOVERY_MAX_ITEMS, 1000). */
  discoveryMaxItems: number;
  /** Items asked for per discovery page (PAYMENTS_DISCOVERY_PAGE_SIZE, 100). */
  discoveryPageSize: number;
  /** URLs batch_check_urls fetches at once (PAYMENTS_BATCH_CONCURRENCY, 10). */
  batchConcurrency: number;
  /** Body bytes check_url reads before dropping the rest (PAYMENTS_CHECK_BODY_BYTES, 65536). */
  checkBodyBytes: number;
  /** Body bytes verify_web_evidence inspects and hashes (PAYMENTS_EVIDENCE_BODY_BYTES, 1048576). */
  evidenceBodyBytes: number;
  /** Merchant endpoints probed for a challenge per audit (PAYMENTS_MAX_PROBES, 10). */
  maxProbes: number;
  /** Days of USDC Transfer logs to payTo that are read (PAYMENTS_ACTIVITY_WINDOW_DAYS, 7). */
  activityWindowDays: number;
  /** Blocks per eth_getLogs request; public RPCs cap the range (PAYMENTS_LOG_RANGE_BLOCKS, 10000). */
  logRangeBlocks: number;
  /** Extra CA certificates (PEM) trusted for outbound https (PAYMENTS_OUTBOUND_CA_FILE). */
  extraCa?: Buffer;
  /** DNS servers (host:port, comma-separated) used instead of the system resolver (PAYMENTS_DNS_SERVERS). */
  dnsServers: string[];
  /** Ed25519 receipt signing key, PKCS#8 PEM or base64 of it (PAYMENTS_RECEIPT_KEY); else generated and stored encrypted. */
  receiptKey?: string;
  /** Passphrase that encrypts a generated receipt key at rest (PAYMENTS_RECEIPT_SECRET, ≥ 16 characters). */
  receiptSecret?: string;
  /** Where the development passphrase goes when PAYMENTS_RECEIPT_SECRET is unset (MCPFORGE_DATA_DIR, var). */
  dataDir: string;
}

export function paymentSettingsFrom(env: Env): PaymentSettings {
  const secret = nonEmpty(env.PAYMENTS_RECEIPT_SECRET);
  if (secret !== undefined && secret.length < 16) throw new Error("PAYMENTS_RECEIPT_SECRET must be at least 16 characters (it encrypts the receipt signing key)");
  const caFile = nonEmpty(env.PAYMENTS_OUTBOUND_CA_FILE);
  return {
    rpcUrl: httpUrl(env, "BASE_RPC_URL", "https://mainnet.base.org"),
    rpcTimeoutMs: positiveInt(env, "BASE_RPC_TIMEOUT_MS", 10_000),
    discoveryUrl: httpUrl(env, "X402_DISCOVERY_URL", DEFAULT_DISCOVERY_URL),
    discoveryMaxItems: positiveInt(env, "PAYMENTS_DISCOVERY_MAX_ITEMS", 1000),
    discoveryPageSize: positiveInt(env, "PAYMENTS_DISCOVERY_PAGE_SIZE", 100),
    batchConcurrency: positiveInt(env, "PAYMENTS_BATCH_CONCURRENCY", 10),
    checkBodyBytes: positiveInt(env, "PAYMENTS_CHECK_BODY_BYTES", 64 * 1024),
    evidenceBodyBytes: positiveInt(env, "PAYMENTS_EVIDENCE_BODY_BYTES", 1024 * 1024),
    maxProbes: positiveInt(env, "PAYMENTS_MAX_PROBES", 10),
    activityWindowDays: positiveInt(env, "PAYMENTS_ACTIVITY_WINDOW_DAYS", 7),
    logRangeBlocks: positiveInt(env, "PAYMENTS_LOG_RANGE_BLOCKS", 10_000),
    extraCa: caFile ? readCa(caFile) : undefined,
    dnsServers: (env.PAYMENTS_DNS_SERVERS ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    receiptKey: nonEmpty(env.PAYMENTS_RECEIPT_KEY),
    receiptSecret: secret,
    dataDir: nonEmpty(env.MCPFORGE_DATA_DIR) ?? "var",
  };
}

function nonEmpty(v: string | undefined): string | undefined {
  const t = v?.trim();
  return t ? t : undefined;
}

function httpUrl(env: Env, name: string, fallback: string): string {
  const raw = nonEmpty(env[name]) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return url.href;
}

function readCa(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (err) {
    throw new Error(`PAYMENTS_OUTBOUND_CA_FILE: cannot read "${file}": ${(err as Error).message}`);
  }
}
