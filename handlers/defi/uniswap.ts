import type { Checked } from "./aave";
import { InsufficientBalance } from "./aave";
import type { Rpc } from "./chain";
import { balancesAround, changeOf, ensureAllowance, erc20Read, transfers, type TxReceipt } from "./erc20";
import { decodeFunctionResult, encodeFunctionData } from "./viem";

/**
 * Live swaps through a real Uniswap V3 SwapRouter (a chain's swap route configured
 * `swap@<chain>=uniswap-v3:0x<SwapRouter>:0x<QuoterV2>` in DEFI_VENUE_CONTRACTS, both assets'
 * tokens in DEFI_TOKEN_ADDRESSES; ETH is its WETH). The QuoterV2 quotes the exact input on each fee
 * tier with a pool; the best is taken if it meets the plan's limit (amountOutMinimum, the plan's
 * quoted amount less the slippage allowance); then the wallet approves the router and signs
 * `exactInputSingle` with that amountOutMinimum, so the chain itself refuses a worse fill.
 */
export const UNISWAP_PREFIX = "uniswap-v3:";
/** The fee tiers a Uniswap V3 factory enables by default (0.05 %, 0.3 %, 1 %). */
const FEE_TIERS = [500, 3000, 10000] as const;

type Hex = `0x${string}`;

const QUOTER = [
  { type: "function", name: "quoteExactInputSingle", stateMutability: "nonpayable", inputs: [{ name: "params", type: "tuple", components: [{ name: "tokenIn", type: "address" }, { name: "tokenOut", type: "address" }, { name: "amountIn", type: "uint256" }, { name: "fee", type: "uint24" }, { name: "sqrtPriceLimitX96", type: "uint160" }] }], outputs: [{ name: "amountOut", type: "uint256" }, { name: "sqrtPriceX96After", type: "uint160" }, { name: "initializedTicksCrossed", type: "uint32" }, { name: "gasEstimate", type: "uint256" }] },
] as const;
const ROUTER = [
  { type: "function", name: "exactInputSingle", stateMutability: "payable", inputs: [{ name: "params", type: "tuple", components: [{ name: "tokenIn", type: "address" }, { name: "tokenOut", type: "address" }, { name: "fee", type: "uint24" }, { name: "recipient", type: "address" }, { name: "deadline", type: "uint256" }, { name: "amountIn", type: "uint256" }, { name: "amountOutMinimum", type: "uint256" }, { name: "sqrtPriceLimitX96", type: "uint160" }] }], outputs: [{ name: "amountOut", type: "uint256" }] },
] as const;

/** A configured swap route: the router and the quoter. */
export function uniswapRoute(contract: string): { router: string; quoter: string } {
  const [router, quoter] = contract.slice(UNISWAP_PREFIX.length).split(":");
  return { router, quoter };
}

/** The token contract a plan's asset trades as on a chain (ETH as its WETH). */
export const tokenFor = (tokens: ReadonlyMap<string, string>, asset: string, chain: string) => tokens.get(`${asset}@${chain}`) ?? (asset === "ETH" ? tokens.get(`WETH@${chain}`) : undefined);

/** The Quoter's best exact-input quote over the fee tiers; null when no tier has a pool that can fill it. */
export async function quoteSwap(rpc: Rpc, quoter: string, q: { tokenIn: string; tokenOut: string; unitsIn: bigint }): Promise<{ fee: number; out: bigint } | null> {
  let best: { fee: number; out: bigint } | null = null;
  for (const fee of FEE_TIERS) {
    const data = encodeFunctionData({ abi: QUOTER, functionName: "quoteExactInputSingle", args: [{ tokenIn: q.tokenIn as Hex, tokenOut: q.tokenOut as Hex, amountIn: q.unitsIn, fee, sqrtPriceLimitX96: 0n }] });
    let out: bigint;
    try {
      out = decodeFunctionResult({ abi: QUOTER, functionName: "quoteExactInputSingle", data: await rpc<Hex>("eth_call", [{ to: quoter, data }, "latest"]) })[0];
    } catch {
      continue; // no pool on this tier (the quoter reverts)
    }
    if (!best || out > best.out) best = { fee, out };
  }
  return best;
}

export interface UniswapSwap {
  router: string;
  tokenIn: string;
  tokenOut: string;
  fee: number;
  owner: string;
  unitsIn: bigint;
  minOut: bigint;
}

/**
 * Before signing: the wallet's balance of the input token must cover the swap (else
 * InsufficientBalance, nothing signed); the router's allowance is raised to the amount. Returns
 * the `exactInputSingle` call, with a deadline 30 minutes after the chain's latest block.
 */
export async function prepareSwap(rpc: Rpc, s: UniswapSwap, k: { secret: Uint8Array; chainId: number; asset: string; amount: string; chain: string }): Promise<Hex> {
  const have = await erc20Read(rpc, s.tokenIn, "balanceOf", [s.owner]);
  if (have < s.unitsIn) throw new InsufficientBalance(`the wallet ${s.owner} holds ${have} base units of ${k.asset} on ${k.chain}, less than the ${s.unitsIn} (${k.amount} ${k.asset}) this swap needs; nothing was signed`);
  await ensureAllowance(rpc, { token: s.tokenIn, owner: s.owner, spender: s.router, units: s.unitsIn, what: "Uniswap V3 SwapRouter" }, k);
  const latest = await rpc<{ timestamp: Hex }>("eth_getBlockByNumber", ["latest", false]);
  const params = { tokenIn: s.tokenIn as Hex, tokenOut: s.tokenOut as Hex, fee: s.fee, recipient: s.owner as Hex, deadline: BigInt(latest.timestamp) + 1800n, amountIn: s.unitsIn, amountOutMinimum: s.minOut, sqrtPriceLimitX96: 0n };
  return encodeFunctionData({ abi: ROUTER, functionName: "exactInputSingle", args: [params] });
}

/**
 * chain-confirmed only when the transaction succeeded, its logs move exactly `unitsIn` of the
 * input token out of the wallet and one amount of the output token, at least amountOutMinimum,
 * into it, and the wallet's balances read back at the block before and at the transaction's block
 * changed by exactly those amounts; chain-contradicted otherwise; unconfirmed while not mined.
 */
export async function checkSwap(rpc: Rpc, c: UniswapSwap & { txHash: string; assetIn: string; assetOut: string }): Promise<Checked> {
  const receipt = await rpc<TxReceipt | null>("eth_getTransactionReceipt", [c.txHash]);
  if (!receipt) return { standing: "unconfirmed" };
  if (receipt.status !== "0x1") return { standing: "chain-contradicted" };
  const paid = transfers(receipt, c.tokenIn, c.owner, "any");
  const got = transfers(receipt, c.tokenOut, "any", c.owner);
  const balances = await balancesAround(rpc, receipt, c.owner, [{ asset: c.assetIn, token: c.tokenIn }, { asset: c.assetOut, token: c.tokenOut }]);
  const [spent, received] = balances.map(changeOf);
  const ok = paid.length === 1 && paid[0] === c.unitsIn && got.length === 1 && got[0] >= c.minOut && spent === -c.unitsIn && received === got[0];
  return { standing: ok ? "chain-confirmed" : "chain-contradicted", balances };
}

/** How a swap receipt is checked, said in its summary. */
export const swapEvidence = (assetIn: string, assetOut: string) =>
  `checked on chain: the ${assetIn} and ${assetOut} Transfers of the wallet in the transaction receipt, and its ${assetIn} and ${assetOut} balances read back before and after it`;
