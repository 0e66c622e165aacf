import { toUnits } from "./amounts";
import { ChainUnavailable, type Rpc } from "./chain";
import { decodeFunctionResult, encodeFunctionData, privateKeyToAccount } from "./viem";

/**
 * ERC-20 reads and the custody wallet's approvals for the live routes (aave.ts, uniswap.ts), and
 * the balances a receipt stores: read at the block before the settling transaction and at its
 * block, so the difference is that transaction's effect alone.
 */
type Hex = `0x${string}`;

const ABI = [
  { type: "function", name: "balanceOf", stateMutability: "view", inputs: [{ name: "owner", type: "address" }], outputs: [{ name: "", type: "uint256" }] },
  { type: "function", name: "allowance", stateMutability: "view", inputs: [{ name: "owner", type: "address" }, { name: "spender", type: "address" }], outputs: [{ name: "", type: "uint256" }] },
  { type: "function", name: "approve", stateMutability: "nonpayable", inputs: [{ name: "spender", type: "address" }, { name: "amount", type: "uint256" }], outputs: [{ name: "", type: "bool" }] },
] as const;

// keccak256 of "Transfer(address,address,uint256)" (test/defi/lazy-modules.test.ts recomputes it): a
// constant, so loading this module does not load viem.
export const TRANSFER_TOPIC = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";

/** Decimals of the assets live routes move (the rest, WETH and ETH included, have 18). */
const DECIMALS: Record<string, number> = { USDC: 6, USDT: 6 };
export const decimalsOf = (asset: string) => DECIMALS[asset.replace(/^a/, "")] ?? 18;
/** A decimal amount of an asset in its token's base units (rounded down). */
export const unitsOf = (asset: string, amount: string) => toUnits(amount) / 10n ** BigInt(18 - decimalsOf(asset));

export async function erc20Read(rpc: Rpc, token: string, fn: "balanceOf" | "allowance", args: readonly string[], block = "latest"): Promise<bigint> {
  const data = encodeFunctionData({ abi: ABI, functionName: fn, args } as never);
  return decodeFunctionResult({ abi: ABI, functionName: fn, data: await rpc<Hex>("eth_call", [{ to: token, data }, block]) } as never) as bigint;
}

/**
 * Raises the wallet's allowance of `spender` to `units` when it is lower: an approve signed by the
 * custody key, sent and mined before anything else is signed.
 */
export async function ensureAllowance(rpc: Rpc, t: { token: string; owner: string; spender: string; units: bigint; what: string }, k: { secret: Uint8Array; chainId: number }): Promise<void> {
  if ((await erc20Read(rpc, t.token, "allowance", [t.owner, t.spender])) >= t.units) return;
  const account = privateKeyToAccount(`0x${Buffer.from(k.secret).toString("hex")}`);
  const data = encodeFunctionData({ abi: ABI, functionName: "approve", args: [t.spender as Hex, t.units] });
  const [nonce, gasPrice] = await Promise.all([rpc<string>("eth_getTransactionCount", [account.address, "pending"]), rpc<string>("eth_gasPrice", [])]);
  const gas = await rpc<string>("eth_estimateGas", [{ from: account.address, to: t.token, data }]);
  const raw = await account.signTransaction({ type: "legacy", chainId: k.chainId, nonce: Number(nonce), gasPrice: BigInt(gasPrice), gas: (BigInt(gas) * 12n) / 10n, to: t.token as Hex, data });
  const hash = await rpc<string>("eth_sendRawTransaction", [raw]);
  for (let i = 0; i < 20; i++) {
    const receipt = await rpc<{ status: string } | null>("eth_getTransactionReceipt", [hash]);
    if (receipt?.status === "0x1") return;
    if (receipt) throw new ChainUnavailable(`the approval of the ${t.what} (${hash}) reverted; nothing else was signed`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new ChainUnavailable(`the approval of the ${t.what} (${hash}) was not mined yet; retry, nothing else was signed`);
}

export interface TxReceipt {
  status: string;
  blockNumber: Hex;
  logs: { address: string; topics: string[]; data: string }[];
}

export const word = (a: string) => `0x${a.slice(2).toLowerCase().padStart(64, "0")}`;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The amounts of `token` the receipt's Transfer logs move from `from` to `to` (either side may be "any"). */
export function transfers(r: TxReceipt, token: string, from: string, to: string): bigint[] {
  const side = (topic: string | undefined, who: string) => who === "any" || same(topic ?? "", word(who));
  return r.logs.filter((l) => same(l.address, token) && l.topics[0] === TRANSFER_TOPIC && side(l.topics[1], from) && side(l.topics[2], to)).map((l) => BigInt(l.data));
}

/** One token's balance around the settling transaction, in base units (what a receipt stores). */
export interface HeldAround {
  asset: string;
  token: string;
  before: string;
  after: string;
}

/** The wallet's balance of each token at the block before the transaction's and at its block. */
export async function balancesAround(rpc: Rpc, r: TxReceipt, owner: string, tokens: { asset: string; token: string }[]): Promise<HeldAround[]> {
  const prior = `0x${(BigInt(r.blockNumber) - 1n).toString(16)}`;
  return Promise.all(
    tokens.map(async ({ asset, token }) => ({ asset, token, before: String(await erc20Read(rpc, token, "balanceOf", [owner], prior)), after: String(await erc20Read(rpc, token, "balanceOf", [owner], r.blockNumber)) })),
  );
}

/** The change of one read-back balance. */
export const changeOf = (h: HeldAround) => BigInt(h.after) - BigInt(h.before);
