import { AAVE_TOPIC } from "../../handlers/defi/aave";
import { word } from "../../handlers/defi/erc20";
import type { LocalChain } from "../payments/evm";
import { startProtocolChain } from "./live";
import type { Protocols } from "./protocols";

/**
 * The local venue chain of the live suites: Base (8453) with the real Aave V3 and Uniswap V3
 * deployed from their npm artifacts (protocols.ts). `aave` is venue_1's route to the real Pool.
 */
export interface VenueChain {
  chain: LocalChain;
  protocols: Protocols;
  /** `aave-v3:0x<Pool>`, the DEFI_VENUE_CONTRACTS value of an Aave route. */
  aave: string;
}

export async function startVenueChain(): Promise<VenueChain> {
  const { chain, p } = await startProtocolChain();
  return { chain, protocols: p, aave: `aave-v3:${p.aave.pool}` };
}

/** For a test file: the venue chain, started once before its tests and stopped after. Read it inside tests. */
export function useVenueChain(): () => VenueChain {
  let venues: VenueChain | undefined;
  beforeAll(async () => {
    venues = await startVenueChain();
  }, 120_000);
  afterAll(() => venues?.chain.close());
  return () => {
    if (!venues) throw new Error("useVenueChain: only inside a test");
    return venues;
  };
}

/** The Pool's Supply events of USDC on behalf of `owner`: one per settled supply. */
export const supplyLogs = (v: VenueChain, owner: string) =>
  v.chain.rpc<{ transactionHash: string; data: string }[]>("eth_getLogs", [{ address: v.protocols.aave.pool, fromBlock: "0x0", topics: [AAVE_TOPIC.supply, word(v.protocols.usdc), word(owner)] }]);

/** The amount of a Supply event (its data is the supplier, then the amount). */
export const suppliedUnits = (log: { data: string }) => BigInt(`0x${log.data.slice(66)}`);

/**
 * The wallet approves the Pool for all its USDC, sent as the wallet (impersonated on the local
 * chain): the service then signs and sends only the supply, with no approval first. For suites
 * that hold, drop or count the service's one raw transaction, or mine by hand.
 */
export async function approvePool(v: VenueChain, owner: string): Promise<void> {
  await v.chain.rpc("hardhat_impersonateAccount", [owner]);
  await v.chain.rpc("eth_sendTransaction", [{ from: owner, to: v.protocols.usdc, data: erc20Call("approve", v.protocols.aave.pool, 2n ** 255n), gas: "0x186a0" }]);
}

/** An ERC-20 call's data: approve(spender, amount) or transfer(to, amount). */
export const erc20Call = (fn: "approve" | "transfer", to: string, amount: bigint) => `${fn === "approve" ? "0x095ea7b3" : "0xa9059cbb"}${word(to).slice(2)}${amount.toString(16).padStart(64, "0")}`;
