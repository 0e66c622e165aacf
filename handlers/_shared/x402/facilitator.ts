/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * The x402 facilitator a seller verifies and settles payments with, from the official packages:
 * - in process (an RPC URL and a facilitator key): @x402/core's x402Facilitator
 *   with @x402/evm's exact scheme (v1: EIP-3009 transferWithAuthorization), reading and writing
 *   the chain behind the RPC URL and paying gas from the key's account;
 * - remote (a facilitator URL): @x402/core's HTTPFacilitatorClient against a facilitator's
 *   /verify and /settle (a public facilitator for Base mainnet; none can run here).
 * Neither set: no facilitator, and a seller refuses payments it cannot settle.
 */
import type * as Viem from "viem" with { "resolution-mode": "import" };
import { once } from "../lazy";
import type { PaymentPayload, PaymentRequirements, SettleResponse, VerifyResponse } from "@x402/core/types";

// Loaded when a facilitator is configured: a server without one never loads the x402 packages.
const x402 = () => ({
  HTTPFacilitatorClient: (require("@x402/core/http") as typeof import("@x402/core/http")).HTTPFacilitatorClient,
  x402Facilitator: (require("@x402/core/facilitator") as typeof import("@x402/core/facilitator")).x402Facilitator,
  toFacilitatorEvmSigner: (require("@x402/evm") as typeof import("@x402/evm")).toFacilitatorEvmSigner,
  // The facilitator side of the exact v1 scheme (@x402/evm/v1's class of the same name is the client's).
  ExactEvmSchemeV1: (require("@x402/evm/exact/v1/facilitator") as typeof import("@x402/evm/exact/v1/facilitator")).ExactEvmSchemeV1,
  getEvmChainIdV1: (require("@x402/evm/v1") as typeof import("@x402/evm/v1")).getEvmChainIdV1,
});
// viem too: required when a facilitator is made, not when this module loads.
const lib = once(() => require("viem") as typeof Viem);

export type { PaymentPayload, PaymentRequirements, SettleResponse, VerifyResponse };

export interface X402Facilitator {
  /** Where it settles, for logs and errors: the RPC URL or the facilitator URL (never the key). */
  readonly where: string;
  verify(payload: PaymentPayload, requirements: PaymentRequirements): Promise<VerifyResponse>;
  settle(payload: PaymentPayload, requirements: PaymentRequirements): Promise<SettleResponse>;
  /**
   * The hash of a successful transaction of `asset` that used this EIP-3009 authorization and
   * transferred exactly `value` from `from` to `to`, within the last LOOKBACK_BLOCKS; undefined
   * when there is none. Only the in-process facilitator can look (a remote one has no such call).
   */
  findSettlement?(asset: string, a: { from: string; to: string; value: string; nonce: string }): Promise<string | undefined>;
}

/** How far back findSettlement looks: about 2 days of Base blocks (2 s each). */
const LOOKBACK_BLOCKS = 86_400n;

/** How long settlement waits for the transaction's receipt before reporting it unconfirmed. */
const CONFIRMATION_TIMEOUT_MS = 60_000;

function inProcess(rpcUrl: string, key: string, network: string): X402Facilitator {
  const { ExactEvmSchemeV1, getEvmChainIdV1, toFacilitatorEvmSigner, x402Facilitator } = x402();
  const viem = lib();
  const { privateKeyToAccount } = require("viem/accounts") as typeof import("viem/accounts", { with: { "resolution-mode": "import" } });
  const account = privateKeyToAccount(key as `0x${string}`);
  const chain = viem.defineChain({
    id: getEvmChainIdV1(network),
    name: network,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const client = viem.createWalletClient({ account, chain, transport: viem.http(rpcUrl) }).extend(viem.publicActions);
  const signer = toFacilitatorEvmSigner(
    { ...(client as unknown as Parameters<typeof toFacilitatorEvmSigner>[0]), address: account.address },
    { confirmationTimeoutMs: CONFIRMATION_TIMEOUT_MS },
  );
  const facilitator = new x402Facilitator().registerV1(network as never, new ExactEvmSchemeV1(signer));
  return {
    where: rpcUrl,
    verify: (p, r) => facilitator.verify(p, r),
    settle: (p, r) => facilitator.settle(p, r),
    findSettlement: (asset, a) => findSettlement(client as unknown as Viem.PublicClient, asset, a),
  };
}

const events = once(() => ({
  AUTHORIZATION_USED: lib().parseAbiItem("event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce)"),
  TRANSFER: lib().parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)"),
}));
type Hex = `0x${string}`;

async function findSettlement(client: Viem.PublicClient, asset: string, a: { from: string; to: string; value: string; nonce: string }) {
  const [viem, { AUTHORIZATION_USED, TRANSFER }] = [lib(), events()];
  const latest = await client.getBlockNumber();
  const used = await client.getLogs({
    address: asset as Hex,
    event: AUTHORIZATION_USED,
    args: { authorizer: a.from as Hex, nonce: a.nonce as Hex },
    fromBlock: latest > LOOKBACK_BLOCKS ? latest - LOOKBACK_BLOCKS : 0n,
    toBlock: latest,
  });
  for (const log of used) {
    const receipt = await client.getTransactionReceipt({ hash: log.transactionHash as Hex });
    if (receipt.status !== "success") continue;
    const transfers = viem.parseEventLogs({ abi: [TRANSFER], logs: receipt.logs, eventName: "Transfer" });
    const paid = transfers.some(
      (t) => viem.isAddressEqual(t.address, asset as Hex) && viem.isAddressEqual(t.args.from, a.from as Hex) && viem.isAddressEqual(t.args.to, a.to as Hex) && t.args.value === BigInt(a.value),
    );
    if (paid) return (log.transactionHash as string).toLowerCase();
  }
  return undefined;
}

/**
 * The facilitator the variables `names.url`, or `names.rpc` + `names.key`, of `env` set for `network` (an x402 v1 network name such as base); undefined when none is configured.
 * Throws a configuration error naming the variable when the settings are contradictory or malformed.
 */
export function facilitatorFrom(
  env: Readonly<Record<string, string | undefined>>,
  names: { url: string; rpc: string; key: string },
  network: string,
): X402Facilitator | undefined {
  const url = env[names.url]?.trim();
  const rpc = env[names.rpc]?.trim();
  const key = env[names.key]?.trim();
  if (url && (rpc || key)) throw new Error(`${names.url} and ${names.rpc}/${names.key} are exclusive: set one facilitator`);
  if (url) {
    if (!/^https?:\/\//.test(url)) throw new Error(`${names.url} must be an http(s) URL, got "${url}"`);
    const client = new (x402().HTTPFacilitatorClient)({ url });
    return { where: url, verify: (p, r) => client.verify(p, r), settle: (p, r) => client.settle(p, r) };
  }
  if (!rpc && !key) return undefined;
  if (!rpc || !key) throw new Error(`${names.rpc} and ${names.key} go together (the facilitator settles through the RPC with the key's account)`);
  if (!/^https?:\/\//.test(rpc)) throw new Error(`${names.rpc} must be an http(s) URL, got "${rpc}"`);
  if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw new Error(`${names.key} must be a 32-byte private key in 0x-prefixed hex`);
  return inProcess(rpc, key, network);
}
