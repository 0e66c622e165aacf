import { outboundConfigFrom, type OutboundConfig } from "mcpforge/platform/http";
import { kyaConfigFrom, type KyaConfig } from "./kya";
import { positiveInt } from "mcpforge/platform/storage";

/** Operator configuration of the DeFi service (docs/defi.md lists every variable). */
export interface DefiSettings {
  /**
   * Custody provider (DEFI_CUSTODY): unset or "none" → no custody, wallets stay pending_provision;
   * "development" → the development provider (keys generated here, encrypted in storage).
   */
  custody: "none" | "development";
  /** 32-byte key (DEFI_CUSTODY_KEY, 64 hex characters) the development keystore encrypts with. */
  custodyKey: Buffer | null;
  /**
   * Price source (DEFI_PRICE_URL): a URL with `{asset}` in it, answering the Coinbase spot-price
   * shape `{"data":{"base":"ETH","currency":"USD","amount":"2000.12"}}`. Unset: no price source.
   */
  priceUrl: string | null;
  outbound: OutboundConfig;
  /** Chain RPC per chain slug (DEFI_CHAIN_RPC_URLS="base=https://…,arbitrum-one=https://…"); live lending needs one. */
  chainRpc: ReadonlyMap<string, string>;
  /**
   * Venue contract per route (DEFI_VENUE_CONTRACTS="venue_1@base=aave-v3:0x…,swap@base=uniswap-v3:0x…:0x…");
   * live moves need one. `aave-v3:0x…` is an Aave V3 Pool (aave.ts); `uniswap-v3:0x<SwapRouter>:0x<QuoterV2>`
   * under `swap@<chain>` the chain's swap route (uniswap.ts).
   */
  venueContracts: ReadonlyMap<string, string>;
  /** ERC-20 token contract per asset and chain (DEFI_TOKEN_ADDRESSES="USDC@base=0x…,WETH@base=0x…"); Aave and Uniswap routes need their assets' (ETH trades as WETH). */
  tokens: ReadonlyMap<string, string>;
  /** How far below the plan's quoted amount a live swap may fill (DEFI_SWAP_SLIPPAGE_BPS, default 100 = 1 %): its amountOutMinimum. */
  slippageBps: number;
  /** How long after submission the durable confirmation job first reads the chain (DEFI_CONFIRM_DELAY_MS, default 15000); it retries with backoff. */
  confirmDelayMs: number;
  /** Solana JSON-RPC endpoint (DEFI_SOLANA_RPC_URL) a Solana preview reads its recent blockhash from; unset: Solana previews are upstream_unavailable. */
  solanaRpc: string | null;
  /**
   * How long a live lend claim may stay without an outcome before it is presumed abandoned and
   * recovered (DEFI_LEND_CLAIM_TTL_MS, default 120000; lend-live.ts recoverSubmission).
   */
  lendClaimTtlMs: number;
  /**
   * How long a retry waits for another process's live lend claim to reach its outcome before it
   * answers that the submission is in flight (DEFI_LEND_INFLIGHT_WAIT_MS, default 5000; it looks
   * again every 250 ms).
   */
  lendInflightWaitMs: number;
  /** Agent-identity gate (DEFI_KYA_ISSUER, DEFI_KYA_PUBLIC_KEY; kya.ts). */
  kya: KyaConfig;
}

type Env = Readonly<Record<string, string | undefined>>;

export function defiSettingsFrom(env: Env): DefiSettings {
  const custody = (env.DEFI_CUSTODY ?? "none").trim() || "none";
  if (custody !== "none" && custody !== "development") {
    throw new Error(`DEFI_CUSTODY=${custody} is not a custody provider: use "development" (encrypted keystore in storage, with DEFI_CUSTODY_KEY) or leave it unset (wallets stay pending_provision).`);
  }
  let custodyKey: Buffer | null = null;
  if (custody === "development") {
    const raw = env.DEFI_CUSTODY_KEY ?? "";
    if (!/^[0-9a-fA-F]{64}$/.test(raw)) {
      throw new Error("DEFI_CUSTODY=development needs DEFI_CUSTODY_KEY: 64 hex characters (32 random bytes, e.g. `openssl rand -hex 32`) that encrypt the keystore.");
    }
    custodyKey = Buffer.from(raw, "hex");
  }
  const priceUrl = env.DEFI_PRICE_URL?.trim() || null;
  if (priceUrl !== null && (!/^https?:\/\//.test(priceUrl) || !priceUrl.includes("{asset}"))) {
    throw new Error(`DEFI_PRICE_URL=${priceUrl} must be an http(s) URL containing {asset}, e.g. https://api.coinbase.com/v2/prices/{asset}-USD/spot.`);
  }
  const chainRpc = pairs(env.DEFI_CHAIN_RPC_URLS, "DEFI_CHAIN_RPC_URLS", /^https?:\/\/\S+$/, "an http(s) URL");
  const venueContracts = pairs(env.DEFI_VENUE_CONTRACTS, "DEFI_VENUE_CONTRACTS", /^(aave-v3:0x[0-9a-fA-F]{40}|uniswap-v3:0x[0-9a-fA-F]{40}:0x[0-9a-fA-F]{40})$/, "aave-v3:0x<Pool> (an Aave V3 Pool) or uniswap-v3:0x<SwapRouter>:0x<QuoterV2> (a chain's swap route, key swap@<chain>)");
  const tokens = pairs(env.DEFI_TOKEN_ADDRESSES, "DEFI_TOKEN_ADDRESSES", /^0x[0-9a-fA-F]{40}$/, "a 0x token contract address");
  const solanaRpc = env.DEFI_SOLANA_RPC_URL?.trim() || null;
  if (solanaRpc !== null && !/^https?:\/\/\S+$/.test(solanaRpc)) throw new Error(`DEFI_SOLANA_RPC_URL=${solanaRpc} must be the http(s) URL of a Solana JSON-RPC endpoint.`);
  return { custody, custodyKey, priceUrl, solanaRpc, outbound: outboundConfigFrom(env), kya: kyaConfigFrom(env), chainRpc, venueContracts, tokens, slippageBps: slippageFrom(env), confirmDelayMs: positiveInt(env, "DEFI_CONFIRM_DELAY_MS", 15_000), lendClaimTtlMs: positiveInt(env, "DEFI_LEND_CLAIM_TTL_MS", 120_000), lendInflightWaitMs: positiveInt(env, "DEFI_LEND_INFLIGHT_WAIT_MS", 5_000) };
}

function slippageFrom(env: Env): number {
  const raw = env.DEFI_SWAP_SLIPPAGE_BPS?.trim() || "100";
  if (!/^[0-9]{1,4}$/.test(raw) || Number(raw) > 5000) throw new Error(`DEFI_SWAP_SLIPPAGE_BPS=${raw} must be a whole number of basis points from 0 to 5000 (100 = 1 %).`);
  return Number(raw);
}

/** "k=v,k=v" into a map; every value must match `re`, or start-up fails naming the variable. */
function pairs(raw: string | undefined, name: string, re: RegExp, what: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (raw ?? "").split(",").map((p) => p.trim()).filter(Boolean)) {
    const eq = part.indexOf("=");
    const [k, v] = [part.slice(0, eq).trim(), part.slice(eq + 1).trim()];
    if (eq < 1 || !re.test(v)) throw new Error(`${name}: "${part}" must be key=value with ${what} as the value.`);
    out.set(k, v);
  }
  return out;
}
