import type { Rpc, Standing } from "./chain";
import { balancesAround, changeOf, ensureAllowance, erc20Read, transfers, word, type HeldAround, type TxReceipt } from "./erc20";
import { decodeFunctionResult, encodeFunctionData } from "./viem";

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
] as const;

/**
 * The Pool's Supply and Withdraw event signatures: keccak256 of "Supply(address,address,address,uint256,uint16)"
 * and "Withdraw(address,address,address,uint256)" (test/defi/lazy-modules.test.ts recomputes them), as
 * constants so that loading this module does not load viem.
 */
export const AAVE_TOPIC = {
  supply: "0x2b627736bca15cd5381dcf80b0bf11fd197d01a037c52b927a881a10fb73ba61",
  withdraw: "0x3115d1449a7b732c986cba18244e897a450f61e1bb8d589cd2e69e6c8924f9f7",
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

export async function aTokenOf(rpc: Rpc, pool: string, token: string): Promise<string> {
  const data = encodeFunctionData({ abi: ABI, functionName: "getReserveData", args: [token as Hex] });
  return decodeFunctionResult({ abi: ABI, functionName: "getReserveData", data: await rpc<Hex>("eth_call", [{ to: pool, data }, "latest"]) }).aTokenAddress;
}

/**
 * Before signing: the balance the move takes from (the token for a supply, the aToken for a
 * withdraw) must cover it, else InsufficientBalance and nothing is signed; a supply's allowance to
 * the Pool is raised to the amount first (an approve signed by the custody key, sent and mined).
 */
export async function prepareAave(rpc: Rpc, m: AaveMove, k: { secret: Uint8Array; chainId: number; asset: string; amount: string; chain: string }): Promise<void> {
  const source = m.op === "supply" ? m.token : await aTokenOf(rpc, m.pool, m.token);
  const have = await erc20Read(rpc, source, "balanceOf", [m.owner]);
  if (have < m.units) throw new InsufficientBalance(`the wallet ${m.owner} holds ${have} base units of ${m.op === "supply" ? k.asset : `a${k.asset} (the Aave position)`} on ${k.chain}, less than the ${m.units} (${k.amount} ${k.asset}) this ${m.op} needs; nothing was signed`);
  if (m.op === "supply") await ensureAllowance(rpc, { token: m.token, owner: m.owner, spender: m.pool, units: m.units, what: "Aave Pool" }, k);
}

/** A confirmation check: the standing, and the balances read back around the transaction once mined. */
export interface Checked {
  standing: Standing;
  balances?: HeldAround[];
}

/**
 * chain-confirmed only when the transaction succeeded, its logs hold the Pool's Supply (Withdraw)
 * event for this reserve and wallet and the token's Transfer of exactly `units` from the wallet to
 * the aToken (from the aToken to the wallet), and the wallet's balances read back at the block
 * before and at the transaction's block moved by the amount: the token by exactly `units`, the
 * aToken by `units` within 1 base unit (Aave mints scaled by the liquidity index, rounded);
 * chain-contradicted otherwise; unconfirmed while not mined.
 */
export async function checkAave(rpc: Rpc, c: AaveMove & { txHash: string; asset: string }): Promise<Checked> {
  const receipt = await rpc<TxReceipt | null>("eth_getTransactionReceipt", [c.txHash]);
  if (!receipt) return { standing: "unconfirmed" };
  if (receipt.status !== "0x1") return { standing: "chain-contradicted" };
  const aToken = await aTokenOf(rpc, c.pool, c.token);
  const [from, to] = c.op === "supply" ? [c.owner, aToken] : [aToken, c.owner];
  const is = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const poolEvent = receipt.logs.some((l) => is(l.address, c.pool) && l.topics[0] === AAVE_TOPIC[c.op] && is(l.topics[1] ?? "", word(c.token)) && is(l.topics[2] ?? "", word(c.owner)));
  const moved = transfers(receipt, c.token, from, to).includes(c.units);
  const balances = await balancesAround(rpc, receipt, c.owner, [{ asset: c.asset, token: c.token }, { asset: `a${c.asset}`, token: aToken }]);
  const sign = c.op === "supply" ? -1n : 1n;
  const [token, position] = balances.map(changeOf);
  const diff = position + sign * c.units;
  const matches = token === sign * c.units && diff >= -1n && diff <= 1n;
  return { standing: poolEvent && moved && matches ? "chain-confirmed" : "chain-contradicted", balances };
}

/** How a receipt of this route is checked, said in its summary. */
export const aaveEvidence = (asset: string) => `checked on chain: the Aave V3 Pool's event and the ${asset} Transfer between the wallet and the aToken in the transaction receipt, and the wallet's ${asset} and aToken balances read back before and after it`;
