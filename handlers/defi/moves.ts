import { AAVE_PREFIX, aaveCalldata, aaveEvidence, checkAave, prepareAave, type AaveMove, type Checked } from "./aave";
import { ChainUnavailable, type Rpc } from "./chain";
import { unitsOf } from "./erc20";
import type { DefiSettings } from "./settings";
import { checkSwap, prepareSwap, swapEvidence, UNISWAP_PREFIX, uniswapRoute, type UniswapSwap } from "./uniswap";

/**
 * The live routes a settlement goes through, by the configured contract's prefix: `aave-v3:` an
 * Aave V3 Pool (supply, withdraw; aave.ts), `uniswap-v3:` a Uniswap V3 SwapRouter (swap;
 * uniswap.ts). What is signed, and how it is confirmed.
 */

/** What a swap settles, fixed when it was approved (the Quoter's quote and the plan's limit). */
export interface SwapTerms {
  toAsset: string;
  tokenIn: string;
  tokenOut: string;
  fee: number;
  /** amountOutMinimum, in the output token's base units. */
  minOut: string;
  /** The Quoter's amount out at approval, in base units. */
  quotedOut: string;
}

/** The part of a submission the route needs. */
export interface MoveOf {
  contract: string;
  chain: string;
  asset: string;
  amount: string;
  owner: string;
  op: "supply" | "withdraw" | "swap";
  orderHash: string;
  swap?: SwapTerms;
}

function aaveMove(settings: DefiSettings, a: MoveOf): AaveMove | null {
  if (!a.contract.startsWith(AAVE_PREFIX) || a.op === "swap") return null;
  return { pool: a.contract.slice(AAVE_PREFIX.length), token: settings.tokens.get(`${a.asset}@${a.chain}`) ?? "", owner: a.owner, op: a.op, units: unitsOf(a.asset, a.amount) };
}

function swapMove(a: MoveOf): UniswapSwap | null {
  if (!a.contract.startsWith(UNISWAP_PREFIX) || !a.swap) return null;
  return { router: uniswapRoute(a.contract).router, tokenIn: a.swap.tokenIn, tokenOut: a.swap.tokenOut, fee: a.swap.fee, owner: a.owner, unitsIn: unitsOf(a.asset, a.amount), minOut: BigInt(a.swap.minOut) };
}

/** A route this server cannot sign for (start-up accepts only the two prefixes; a venue route must be Aave's, a swap route Uniswap's). */
export class UnsupportedRoute extends ChainUnavailable {}

/** Before signing: balance checks and approvals; the call to sign. */
export async function prepareMove(settings: DefiSettings, rpc: Rpc, a: MoveOf, k: { secret: Uint8Array; chainId: number }): Promise<{ to: string; data: `0x${string}` }> {
  const ctx = { ...k, asset: a.asset, amount: a.amount, chain: a.chain };
  const swap = swapMove(a);
  if (swap) return { to: swap.router, data: await prepareSwap(rpc, swap, ctx) };
  const aave = aaveMove(settings, a);
  if (!aave) throw new UnsupportedRoute(`the route ${a.contract} cannot ${a.op}`);
  await prepareAave(rpc, aave, ctx);
  return { to: aave.pool, data: aaveCalldata(aave) };
}

/** One confirmation check of a mined (or not yet mined) settlement, by its route. */
export async function checkMove(settings: DefiSettings, rpc: Rpc, a: MoveOf, txHash: string): Promise<Checked> {
  const swap = swapMove(a);
  if (swap) return checkSwap(rpc, { ...swap, txHash, assetIn: a.asset, assetOut: a.swap!.toAsset });
  const aave = aaveMove(settings, a);
  if (aave) return checkAave(rpc, { ...aave, txHash, asset: a.asset });
  return { standing: "chain-contradicted" }; // no route of this server made it
}

/** How the receipt of a route is checked, appended to its summary. */
export function evidenceOf(a: MoveOf): string | null {
  if (a.contract.startsWith(UNISWAP_PREFIX) && a.swap) return swapEvidence(a.asset, a.swap.toAsset);
  if (a.contract.startsWith(AAVE_PREFIX)) return aaveEvidence(a.asset);
  return null;
}
