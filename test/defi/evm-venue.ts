import { startLocalChain, type LocalChain } from "../payments/evm";

/** Venue adapter contracts for tests: one emits the venue's events, one accepts the call silently. */
const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract LendVenue {
  event Supplied(address indexed owner, bytes32 indexed orderHash, uint256 amount);
  event Withdrawn(address indexed owner, bytes32 indexed orderHash, uint256 amount);
  function supply(bytes32 orderHash, uint256 amount) external { emit Supplied(msg.sender, orderHash, amount); }
  function withdraw(bytes32 orderHash, uint256 amount) external { emit Withdrawn(msg.sender, orderHash, amount); }
}
contract SilentVenue {
  function supply(bytes32, uint256) external {}
  function withdraw(bytes32, uint256) external {}
}`;

function compile(): Record<"LendVenue" | "SilentVenue", string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const solc = require("solc");
  const input = { language: "Solidity", sources: { "Venue.sol": { content: SOURCE } }, settings: { outputSelection: { "*": { "*": ["evm.bytecode.object"] } } } };
  const out = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (out.errors ?? []).filter((e: { severity: string }) => e.severity === "error");
  if (errors.length) throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join("\n"));
  const c = out.contracts["Venue.sol"];
  return { LendVenue: `0x${c.LendVenue.evm.bytecode.object}`, SilentVenue: `0x${c.SilentVenue.evm.bytecode.object}` };
}

export interface VenueChain {
  chain: LocalChain;
  emitting: string;
  silent: string;
}

/** A local EVM (chain id 8453, Base) with both venue contracts deployed. */
export async function startVenueChain(): Promise<VenueChain> {
  const chain = await startLocalChain({ chainId: 8453 });
  const code = compile();
  const deploy = async (data: string) => {
    const hash = await chain.rpc("eth_sendTransaction", [{ from: chain.accounts[0], data, gas: "0x2dc6c0" }]);
    return (await chain.rpc("eth_getTransactionReceipt", [hash])).contractAddress as string;
  };
  return { chain, emitting: await deploy(code.LendVenue), silent: await deploy(code.SilentVenue) };
}

/** For a test file: the venue chain, started once before its tests and stopped after. Read it inside tests. */
export function useVenueChain(): () => VenueChain {
  let venues: VenueChain | undefined;
  beforeAll(async () => {
    venues = await startVenueChain();
  }, 60_000);
  afterAll(() => venues?.chain.close());
  return () => {
    if (!venues) throw new Error("useVenueChain: only inside a test");
    return venues;
  };
}
