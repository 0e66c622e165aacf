import { guardedFetch, type OutboundConfig } from "mcpforge/platform/http";
import { keccak256, privateKeyToAccount } from "./viem";

/**
 * Live submission over a configured chain RPC (through the guarded client): the JSON-RPC client,
 * signing a call with the custody key, broadcasting it. What is called and how its effect is
 * checked is the route's (moves.ts: an Aave V3 Pool, a Uniswap V3 SwapRouter).
 */
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
 * Signs the route's call (`data` to `to`) with the custody key, reading nonce, gas price, chain id
 * and a gas estimate from the RPC; returns the raw signed transaction and its hash. Nothing is sent.
 */
export async function signCall(rpc: Rpc, t: { secret: Uint8Array; chainId: number; to: string; data: `0x${string}` }): Promise<{ raw: string; txHash: string }> {
  const account = privateKeyToAccount(`0x${Buffer.from(t.secret).toString("hex")}`);
  const [nonce, gasPrice, chainId] = await Promise.all([rpc<string>("eth_getTransactionCount", [account.address, "pending"]), rpc<string>("eth_gasPrice", []), rpc<string>("eth_chainId", [])]);
  if (Number(chainId) !== t.chainId) throw new ChainUnavailable(`the RPC serves chain ${Number(chainId)}, not ${t.chainId}`);
  const gas = await rpc<string>("eth_estimateGas", [{ from: account.address, to: t.to, data: t.data }]);
  const raw = await account.signTransaction({ type: "legacy", chainId: t.chainId, nonce: Number(nonce), gasPrice: BigInt(gasPrice), gas: (BigInt(gas) * 12n) / 10n, to: t.to as `0x${string}`, data: t.data });
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
