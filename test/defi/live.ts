import type { DefiHarness } from "./harness";
import { TEST_CUSTODY_KEY } from "./harness";
import type { VenueChain } from "./evm-venue";
import { testIssuer } from "./kya";
import { startLocalChain, type LocalChain } from "../payments/evm";
import { deployProtocols, type Protocols } from "./protocols";

export const issuer = testIssuer();

/** The service env for live lending on Base: custody, the chain RPC (default the node itself), venue_1's route (`venues.aave`) and the tokens. */
export const liveEnv = (venues: VenueChain, contract: string, rpcUrl = venues.chain.url) => ({
  ...issuer.env,
  DEFI_CUSTODY: "development",
  DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY,
  MCPFORGE_OUTBOUND_ALLOW: "loopback",
  DEFI_CHAIN_RPC_URLS: `base=${rpcUrl}`,
  DEFI_VENUE_CONTRACTS: `venue_1@base=${contract}`,
  DEFI_TOKEN_ADDRESSES: `USDC@base=${venues.protocols.usdc},WETH@base=${venues.protocols.weth}`,
});

/** A user with an EVM custody wallet holding gas and 10 000 USDC, a defi-lend agent and a mandate (default 1000 USDC on Base, no constraints). */
export async function funded(h: DefiHarness, venues: VenueChain, terms: Record<string, unknown> = { capital: { asset: "USDC", amount: "1000", chain: "base" } }) {
  const userId = await h.user();
  const { address } = await h.tool("defi_provision_wallet", { userId, family: "evm" });
  await venues.chain.setEth(address, 10n ** 18n);
  await venues.chain.mintUsdc(address, 10_000_000_000n); // 10 000 USDC to supply to the real Pool
  const { agentInstanceId } = await h.tool("defi_create_agent", { userId, portal: "base", agentId: "defi-lend" });
  const { mandate } = await h.tool("defi_create_mandate", { userId, portal: "base", agentInstanceId, ...terms });
  return { userId, address: address as string, agentInstanceId, mandateId: mandate.mandateId as string };
}

/** A local Base chain (8453) with the real Uniswap V3 and Aave V3 deployed (protocols.ts), the pool and oracle at `ethUsd`. */
export async function startProtocolChain(ethUsd = "1900.50"): Promise<{ chain: LocalChain; p: Protocols }> {
  const chain = await startLocalChain({ chainId: 8453 });
  return { chain, p: await deployProtocols(chain, { ethUsd }) };
}

/** The service env for live moves through the real protocols on Base: custody, the chain RPC, `venueContracts` and both tokens. */
export const protocolEnv = (chain: LocalChain, p: Protocols, venueContracts: string) => ({
  ...issuer.env,
  DEFI_CUSTODY: "development",
  DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY,
  MCPFORGE_OUTBOUND_ALLOW: "loopback",
  DEFI_CHAIN_RPC_URLS: `base=${chain.url}`,
  DEFI_VENUE_CONTRACTS: venueContracts,
  DEFI_TOKEN_ADDRESSES: `USDC@base=${p.usdc},WETH@base=${p.weth}`,
});
