import { rpcClient } from "./chain";
import { decimalsOf, unitsOf } from "./erc20";
import type { Plan } from "./intent";
import type { SwapTerms } from "./moves";
import type { DefiSettings } from "./settings";
import { quoteSwap, tokenFor, UNISWAP_PREFIX, uniswapRoute } from "./uniswap";
import { formatUnits } from "./viem";

/** Why a live swap cannot go ahead: the refusal code and its message (nothing was signed). */
export interface SwapRefusal {
  code: "no_live_route" | "upstream_unavailable" | "policy_violation";
  message: string;
}

/** The chain's configured swap route (`swap@<chain>=uniswap-v3:…` in DEFI_VENUE_CONTRACTS), or undefined. */
export function swapRoute(settings: DefiSettings, chain: string): string | undefined {
  const contract = settings.venueContracts.get(`swap@${chain}`);
  return contract?.startsWith(UNISWAP_PREFIX) ? contract : undefined;
}

/**
 * The terms a live swap is signed with, read before anything is signed: both tokens from
 * DEFI_TOKEN_ADDRESSES, the real QuoterV2's best quote for the exact input, and the plan's limit,
 * amountOutMinimum = the plan's quoted toAmount less DEFI_SWAP_SLIPPAGE_BPS. A quote under the
 * limit is refused (the price moved against the plan: plan again), as is a pair with no pool.
 */
export async function liveSwapTerms(settings: DefiSettings, plan: Plan, contract: string): Promise<{ ok: true; rpcUrl: string; terms: SwapTerms } | ({ ok: false } & SwapRefusal)> {
  const rpcUrl = settings.chainRpc.get(plan.chain);
  const [tokenIn, tokenOut] = [tokenFor(settings.tokens, plan.fromAsset, plan.chain), tokenFor(settings.tokens, plan.toAsset, plan.chain)];
  if (!rpcUrl) return { ok: false, code: "upstream_unavailable", message: `live swaps on ${plan.chain} are not configured on this server (no chain RPC in DEFI_CHAIN_RPC_URLS for ${plan.chain}); nothing was signed` };
  if (!tokenIn || !tokenOut) return { ok: false, code: "upstream_unavailable", message: `the swap route on ${plan.chain} has no token contract for ${!tokenIn ? plan.fromAsset : plan.toAsset} (DEFI_TOKEN_ADDRESSES ${!tokenIn ? plan.fromAsset : plan.toAsset}@${plan.chain}=0x…); nothing was signed` };
  const unitsIn = unitsOf(plan.fromAsset, plan.fromAmount);
  const quote = await quoteSwap(rpcClient(settings.outbound, rpcUrl), uniswapRoute(contract).quoter, { tokenIn, tokenOut, unitsIn });
  if (!quote) return { ok: false, code: "no_live_route", message: `the Uniswap V3 Quoter on ${plan.chain} finds no pool that can swap ${plan.fromAmount} ${plan.fromAsset} for ${plan.toAsset}` };
  const minOut = (unitsOf(plan.toAsset, plan.toAmount) * BigInt(10_000 - settings.slippageBps)) / 10_000n;
  const show = (units: bigint) => `${formatUnits(units, decimalsOf(plan.toAsset))} ${plan.toAsset}`;
  if (quote.out < minOut) {
    return { ok: false, code: "policy_violation", message: `the Uniswap V3 pool quotes ${show(quote.out)} for ${plan.fromAmount} ${plan.fromAsset}, under the plan's limit of ${show(minOut)} (its quoted ${plan.toAmount} ${plan.toAsset} less ${settings.slippageBps / 100} % slippage, DEFI_SWAP_SLIPPAGE_BPS); the price moved against the plan: plan it again. Nothing was signed` };
  }
  return { ok: true, rpcUrl, terms: { toAsset: plan.toAsset, tokenIn, tokenOut, fee: quote.fee, minOut: String(minOut), quotedOut: String(quote.out) } };
}

/** The swap's line in its receipt summary: the pool, the Quoter's amount and the limit. */
export const swapSummary = (plan: Plan, t: SwapTerms) =>
  `swap ${plan.fromAmount} ${plan.fromAsset} → ${plan.toAsset} on ${plan.chain} through the Uniswap V3 SwapRouter (${t.fee / 10_000} % pool): quoted ${formatUnits(BigInt(t.quotedOut), decimalsOf(plan.toAsset))} ${plan.toAsset} by the QuoterV2, amountOutMinimum ${formatUnits(BigInt(t.minOut), decimalsOf(plan.toAsset))}`;
