import { ChainUnavailable, type Rpc, type Standing } from "./chain";
import { decodeFunctionResult, encodeFunctionData, keccak256, privateKeyToAccount, toHex } from "./viem";

/**
 * Live lending through a real Aave V3 Pool (a route configured `aave-v3:0x<Pool>` in
 * DEFI_VENUE_CONTRACTS, its asset's token in DEFI_TOKEN_ADDRESSES). Supply is
 * `Pool.supply(asset, amount, owner, 0)` after the wallet approved the Pool for the amount;
 * withdraw is `Pool.withdraw(asset, amount, owner)`. Before anything is signed the wallet's balance
 * is read (the token for a supply, the reserve's aToken for a withdraw); short, nothing is signed.
 * A settlement is confirmed only by its effect in the transaction receipt (the Pool's Supply or
 * Withdraw event for this wallet and amount, and the token's Transfer between the wallet and the
 * aToken of exactly the amount) and by the aToken balance read back after it.
 */
export const AAVE_PREFIX = "aave-v3:";

const ABI = [
  { type: "function", name: "supply", stateMutability: "nonpayable", inputs: [{ name: "asset", type: "address" }, { name: "amount", type: "uint256" }, { name: "onBehalfOf", type: "address" }, { name: "referralCode", type: "uint16" }], outputs: [] },
  { type: "function", name: "withdraw", stateMutability: "nonpayable", inputs: [{ name: "asset", type: "address" }, { name: "amount", type: "uint256" }, { name: "to", type: "address" }], outputs: [{ name: "", type: "uint256" }] },
  { type: "function", name: "getReserveData", stateMutability: "view", inputs: [{ name: "asset", type: "address" }], outputs: [{ name: "", type: "tuple", components: [{ name: "configuration", type: "uint256" }, { name: "liquidityIndex", type: "uint128" }, { name: "currentLiquidityRate", type: "uint128" }, { name: "variableBorrowIndex", type: "uint128" }, { name: "currentVariableBorrowRate", type: "uint128" }, { name: "currentStableBorrowRate", type: "uint128" }, { name: "lastUpdateTimestamp", type: "uint40" }, { name: "id", type: "uint16" }, { name: "aTokenAddress", type: "address" }, { name: "stableDebtTokenAddress", type: "address" }, { name: "variableDebtTokenAddress", type: "address" }, { name: "interestRateStrategyAddress", type: "address" }, { name: "accruedToTreasury", type: "uint128" }, { name: "unbacked", type: "uint128" }, { name: "isolationModeTotalDebt", type: "uint128" }] }] },
  { type: "function", name: "balanceOf", stateMutability: "view", inputs: [{ name: "owner", type: "address" }], outputs: [{ name: "", type: "uint256" }] },
  { type: "function", name: "allowance", stateMutability: "view", inputs: [{ name: "owner", type: "address" }, { name: "spender", type: "address" }], outputs: [{ name: "", type: "uint256" }] },
  { type: "function", name: "approve", stateMutability: "nonpayable", inputs: [{ name: "spender", type: "address" }, { name: "amount", type: "uint256" }], outputs: [{ name: "", type: "bool" }] },
] as const;

const TOPIC = {
  supply: keccak256(toHex("Supply(address,address,address,uint256,uint16)")),
  withdraw: keccak256(toHex("Withdraw(address,address,address,uint256)")),
  transfer: keccak256(toHex("Transfer(address,address,uint256)")),
};

/** The wallet's balance is short: nothing was signed. */
export class InsufficientBalance extends Error {}

export interface AaveMove {
  pool: string;
  token: string;
  owner: string;
  op: "supply" | "withdraw";
  units: bigint;
}

type Hex = `0x${string}`;

export const aaveCalldata = (m: AaveMove): Hex =>
  m.op === "supply"
    ? encodeFunctionData({ abi: ABI, functionName: "supply", args: [m.token as Hex, m.units, m.owner as Hex, 0] })
    : encodeFunctionData({ abi: ABI, functionName: "withdraw", args: [m.token as Hex, m.units, m.owner as Hex] });

async function view<T>(rpc: Rpc, to: string, functionName: "balanceOf" | "allowance" | "getReserveData", args: readonly unknown[]): Promise<T> {
  const data = encodeFunctionData({ abi: ABI, functionName, args } as never);
  return decodeFunctionResult({ abi: ABI, functionName, data: await rpc<Hex>("eth_call", [{ to, data }, "latest"]) } as never) as T;
}

export const aTokenOf = async (rpc: Rpc, pool: string, token: string) => (await view<{ aTokenAddress: string }>(rpc, pool, "getReserveData", [token])).aTokenAddress;

/**
 * Before signing: the balance the move takes from (the token for a supply, the aToken for a
 * withdraw) must cover it, else InsufficientBalance and nothing is signed; a supply's allowance to
 * the Pool is raised to the amount first (an approve signed by the custody key, sent and mined).
 */
export async function prepareAave(rpc: Rpc, m: AaveMove, k: { secret: Uint8Array; chainId: number; asset: string; amount: string; chain: string }): Promise<void> {
  const source = m.op === "supply" ? m.token : await aTokenOf(rpc, m.pool, m.token);
  const have = await view<bigint>(rpc, source, "balanceOf", [m.owner]);
  if (have < m.units) throw new InsufficientBalance(`the wallet ${m.owner} holds ${have} base units of ${m.op === "supply" ? k.asset : `a${k.asset} (the Aave position)`} on ${k.chain}, less than the ${m.units} (${k.amount} ${k.asset}) this ${m.op} needs; nothing was signed`);
  if (m.op === "withdraw" || (await view<bigint>(rpc, m.token, "allowance", [m.owner, m.pool])) >= m.units) return;
  const account = privateKeyToAccount(`0x${Buffer.from(k.secret).toString("hex")}`);
  const data = encodeFunctionData({ abi: ABI, functionName: "approve", args: [m.pool as Hex, m.units] });
  const [nonce, gasPrice] = await Promise.all([rpc<string>("eth_getTransactionCount", [account.address, "pending"]), rpc<string>("eth_gasPrice", [])]);
  const gas = await rpc<string>("eth_estimateGas", [{ from: account.address, to: m.token, data }]);
  const raw = await account.signTransaction({ type: "legacy", chainId: k.chainId, nonce: Number(nonce), gasPrice: BigInt(gasPrice), gas: (BigInt(gas) * 12n) / 10n, to: m.token as Hex, data });
  const hash = await rpc<string>("eth_sendRawTransaction", [raw]);
  for (let i = 0; i < 20; i++) {
    const receipt = await rpc<{ status: string } | null>("eth_getTransactionReceipt", [hash]);
    if (receipt?.status === "0x1") return;
    if (receipt) throw new ChainUnavailable(`the approval of the Aave Pool (${hash}) reverted; nothing else was signed`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new ChainUnavailable(`the approval of the Aave Pool (${hash}) was not mined yet; retry, nothing else was signed`);
}

const word = (a: string) => `0x${a.slice(2).toLowerCase().padStart(64, "0")}`;

/**
 * chain-confirmed only when the transaction succeeded, its logs hold the Pool's Supply (Withdraw)
 * event for this reserve and wallet and the token's Transfer of exactly `units` from the wallet to
 * the aToken (from the aToken to the wallet), and the wallet's aToken balance read back now is at
 * least what a supply added; chain-contradicted otherwise; unconfirmed while not mined.
 */
export async function checkAave(rpc: Rpc, c: AaveMove & { txHash: string }): Promise<Standing> {
  const receipt = await rpc<{ status: string; logs: { address: string; topics: string[]; data: string }[] } | null>("eth_getTransactionReceipt", [c.txHash]);
  if (!receipt) return "unconfirmed";
  if (receipt.status !== "0x1") return "chain-contradicted";
  const aToken = await aTokenOf(rpc, c.pool, c.token);
  const [from, to] = c.op === "supply" ? [c.owner, aToken] : [aToken, c.owner];
  const is = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const poolEvent = receipt.logs.some((l) => is(l.address, c.pool) && l.topics[0] === TOPIC[c.op] && is(l.topics[1] ?? "", word(c.token)) && (c.op === "supply" ? is(l.topics[2] ?? "", word(c.owner)) : is(l.topics[2] ?? "", word(c.owner))));
  const moved = receipt.logs.some((l) => is(l.address, c.token) && l.topics[0] === TOPIC.transfer && is(l.topics[1] ?? "", word(from)) && is(l.topics[2] ?? "", word(to)) && BigInt(l.data) === c.units);
  if (!poolEvent || !moved) return "chain-contradicted";
  if (c.op === "supply" && (await view<bigint>(rpc, aToken, "balanceOf", [c.owner])) < c.units) return "chain-contradicted";
  return "chain-confirmed";
}

/** How a receipt of this route is checked, said in its summary. */
export const aaveEvidence = (asset: string) => `checked on chain: the Aave V3 Pool's event and the ${asset} Transfer between the wallet and the aToken in the transaction receipt, and the aToken balance read back`;
