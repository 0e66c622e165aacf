import { ToolError } from "mcpforge/runtime";
import { OutboundError } from "mcpforge/platform/http";
import type { Outbound } from "./outbound";
import type { PaymentSettings } from "./settings";

/** JSON-RPC responses are small except eth_getLogs pages; 16 MiB bounds those. */
const RPC_BODY_BYTES = 16 * 1024 * 1024;

/** The chain could not be read: every chain-reading tool declares upstream_unavailable. */
export function chainUnavailable(message: string): ToolError<"upstream_unavailable"> {
  return new ToolError("upstream_unavailable", message);
}

/**
 * One JSON-RPC call to BASE_RPC_URL through the guarded client, bounded by BASE_RPC_TIMEOUT_MS: an
 * unreachable, hanging or failing node becomes upstream_unavailable, never a hang or a crash.
 * viem's custom transport calls this (chain.ts), so viem never opens a socket of its own.
 */
export function rpcRequester(outbound: Outbound, settings: PaymentSettings) {
  let nextId = 1;
  return async function rpc(method: string, params: unknown): Promise<unknown> {
    const where = `the Base RPC node (BASE_RPC_URL ${new URL(settings.rpcUrl).origin})`;
    let res;
    const deadline = AbortSignal.timeout(settings.rpcTimeoutMs);
    try {
      res = await outbound.fetch(settings.rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params: params ?? [] }),
        maxBodyBytes: RPC_BODY_BYTES,
        signal: deadline,
      });
    } catch (err) {
      if (err instanceof OutboundError && err.code === "target_not_allowed") {
        throw chainUnavailable(`${where} is not an allowed outbound target: ${err.message}`);
      }
      const timedOut = deadline.aborted || (err instanceof OutboundError && err.code === "upstream_timeout");
      throw chainUnavailable(timedOut ? `${where} did not answer ${method} within ${settings.rpcTimeoutMs} ms (BASE_RPC_TIMEOUT_MS)` : `${where} is unreachable: ${(err as Error).message}`);
    }
    if (res.status !== 200 || res.truncated) throw chainUnavailable(`${where} answered ${method} with HTTP ${res.status}${res.truncated ? " and an oversized body" : ""}`);
    let reply: { result?: unknown; error?: { code?: number; message?: string } };
    try {
      reply = JSON.parse(res.body.toString("utf8"));
    } catch {
      throw chainUnavailable(`${where} answered ${method} with something that is not JSON-RPC`);
    }
    if (reply.error) throw chainUnavailable(`${where} refused ${method}: ${String(reply.error.message ?? reply.error.code).slice(0, 300)}`);
    if (!("result" in reply)) throw chainUnavailable(`${where} answered ${method} without a result`);
    return reply.result;
  };
}
