import { guardedFetch, type OutboundConfig } from "../_shared/http";
import { encodeFunctionData, keccak256, toHex, privateKeyToAccount } from "./viem";

/**
 * Live lending submission to a venue adapter contract over a configured chain RPC (through the
 * guarded client). Adapter interface (our design, docs/defi.md): `supply(bytes32 orderHash,
 * uint256 amount)` / `withdraw(…)`, emitting `Supplied(address indexed owner, bytes32 indexed
 * orderHash, uint256 amount)` / `Withdrawn(…)`. A settlement is verified only by that event.
 */
export const LEND_ABI = [
  { type: "function", name: "supply", stateMutability: "nonpayable", inputs: [{ name: "orderHash", type: "bytes32" }, { name: "amount", type: "uint256" }], outputs: [] },
  { type: "function", name: "withdraw", stateMutability: "nonpayable", inputs: [{ name: "orderHash", type: "bytes32" }, { name: "amount", type: "uint256" }], outputs: [] },
] as const;
export const EVENT_TOPIC = { supply: keccak256(toHex("Supplied(address,bytes32,uint256)")), withdraw: keccak256(toHex("Withdrawn(address,bytes32,uint256)")) };

export class ChainUnavailable extends Error {}
/** The RPC answered with a JSON-RPC error: it saw the request and refused it (as opposed to not answering). */
export class RpcRefused extends ChainUnavailable {}

export function rpcClient(outbound: OutboundConfig, url: string) {
  let id = 1;
  return async function rpc<T>(method: string, params: unknown[]): Promise<T> {
    let res;
    try {
      res = await guardedFetch(outbound, url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: id++, method, params }), maxBodyBytes: 4 * 1024 * 1024 });
    } catch (err) {
      throw new ChainUnavailable(`the chain RPC did not answer ${method} (${(err as Error).message})`);
    }
    let body: { result?: T; error?: { message?: string } };
    try {
      body = JSON.parse(res.body.toString("utf8")) as typeof body;
    } catch {
      throw new ChainUnavailable(`the chain RPC answered ${method} with something that is not JSON-RPC`);
    }
    if (body.error) throw new RpcRefused(`the chain RPC refused ${method}: ${String(body.error.message).slice(0, 200)}`);
    return body.result as T;
  };
}

export type Rpc = ReturnType<typeof rpcClient>;

/**
 * Signs the venue call with the custody key (reading nonce, gas price and chain id from the RPC);
 * returns the raw signed transaction and its hash. Nothing is sent.
 */
export async function signLend(rpc: Rpc, t: { secret: Uint8Array; chainId: number; contract: string; op: "supply" | "withdraw"; orderHash: string; units: bigint; data?: `0x${string}` }): Promise<{ raw: string; txHash: string }> {
  const account = privateKeyToAccount(`0x${Buffer.from(t.secret).toString("hex")}`);
  // `data`: the venue's own call (an Aave Pool's, aave.ts); without it, the test adapter's.
  const data = t.data ?? encodeFunctionData({ abi: LEND_ABI, functionName: t.op, args: [t.orderHash as `0x${string}`, t.units] });
  const [nonce, gasPrice, chainId] = await Promise.all([rpc<string>("eth_getTransactionCount", [account.address, "pending"]), rpc<string>("eth_gasPrice", []), rpc<string>("eth_chainId", [])]);
  if (Number(chainId) !== t.chainId) throw new ChainUnavailable(`the RPC serves chain ${Number(chainId)}, not ${t.chainId}`);
  const gas = await rpc<string>("eth_estimateGas", [{ from: account.address, to: t.contract, data }]);
  const raw = await account.signTransaction({ type: "legacy", chainId: t.chainId, nonce: Number(nonce), gasPrice: BigInt(gasPrice), gas: (BigInt(gas) * 12n) / 10n, to: t.contract as `0x${string}`, data });
  return { raw, txHash: keccak256(raw) };
}

/** The RPC did not answer while a signed transaction was sent: it may or may not have reached the chain. */
export class OutcomeUnknown extends ChainUnavailable {}

/**
 * Broadcasts a signed transaction: "sent" when the node accepted it or already knows it (a
 * rebroadcast), "rejected" when it refused it and does not know it. Throws ChainUnavailable when
 * the node does not answer.
 */
export async function broadcast(rpc: Rpc, signed: { raw: string; txHash: string }): Promise<"sent" | "rejected"> {
  try {
    await rpc<string>("eth_sendRawTransaction", [signed.raw]);
    return "sent";
  } catch (err) {
    if (!(err instanceof RpcRefused)) throw err;
    return (await rpc<unknown>("eth_getTransactionByHash", [signed.txHash])) ? "sent" : "rejected";
  }
}

export type Standing = "unconfirmed" | "chain-confirmed" | "chain-contradicted";

/** Reads the transaction's receipt: confirmed only when the venue contract emitted the expected event for this owner and order. */
export async function checkSettlement(rpc: Rpc, c: { txHash: string; contract: string; owner: string; orderHash: string; op: "supply" | "withdraw" }): Promise<Standing> {
  const receipt = await rpc<{ status: string; logs: { address: string; topics: string[] }[] } | null>("eth_getTransactionReceipt", [c.txHash]);
  if (!receipt) return "unconfirmed";
  if (receipt.status !== "0x1") return "chain-contradicted";
  const owner = `0x${c.owner.slice(2).toLowerCase().padStart(64, "0")}`;
  const found = receipt.logs.some((l) => l.address.toLowerCase() === c.contract.toLowerCase() && l.topics[0] === EVENT_TOPIC[c.op] && l.topics[1]?.toLowerCase() === owner && l.topics[2]?.toLowerCase() === c.orderHash.toLowerCase());
  return found ? "chain-confirmed" : "chain-contradicted";
}
