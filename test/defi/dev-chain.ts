// `npm run chain`: a local development chain for the DeFi service's live mode. Hardhat Network on
// 127.0.0.1:8545 (DEFI_DEV_CHAIN_PORT) as Base (chain id 8453), with the real Uniswap V3 and Aave V3
// deployed from their npm artifacts (protocols.ts); prints the environment `npm start` needs.
// `npm run chain -- fund 0x<wallet> [USDC]` gives a custody wallet gas and test USDC on the running chain.
import { startLocalChain, USDC } from "../payments/evm";
import { deployProtocols } from "./protocols";

const port = Number(process.env.DEFI_DEV_CHAIN_PORT ?? 8545);
const url = `http://127.0.0.1:${port}/`;

async function rpc(method: string, params: unknown[]): Promise<any> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  const body = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

async function fund(address: string, usdc: string): Promise<void> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error(`fund: "${address}" is not an EVM address`);
  const [from] = (await rpc("eth_accounts", [])) as string[];
  const units = BigInt(Math.round(Number(usdc) * 1e6));
  const data = `0x40c10f19${address.slice(2).toLowerCase().padStart(64, "0")}${units.toString(16).padStart(64, "0")}`; // mint(address,uint256)
  await rpc("eth_sendTransaction", [{ from, to: USDC, data }]);
  await rpc("hardhat_setBalance", [address, "0xde0b6b3a7640000"]); // 1 ETH for gas
  console.log(`funded ${address}: ${usdc} USDC and 1 ETH on ${url}`);
}

async function serve(): Promise<void> {
  const ethUsd = process.env.DEFI_DEV_CHAIN_ETH_USD ?? "3000";
  const chain = await startLocalChain({ chainId: 8453, port });
  const p = await deployProtocols(chain, { ethUsd });
  console.log(`local chain (Base, 8453) on ${chain.url}; Uniswap V3 pool USDC/WETH and the Aave oracle at ETH = ${ethUsd} USD`);
  console.log(`Uniswap V3 factory ${p.uniswap.factory}, SwapRouter ${p.uniswap.router}, QuoterV2 ${p.uniswap.quoter}, pool ${p.uniswap.pool}`);
  console.log(`Aave V3 Pool ${p.aave.pool}, oracle ${p.aave.oracle}, aUSDC ${p.aave.aTokens.USDC}, aWETH ${p.aave.aTokens.WETH}\n`);
  console.log("export for npm start (live mode):");
  console.log(`export DEFI_CUSTODY=development DEFI_CUSTODY_KEY=$(openssl rand -hex 32) MCPFORGE_OUTBOUND_ALLOW=loopback`);
  console.log(`export DEFI_CHAIN_RPC_URLS=base=${chain.url} DEFI_VENUE_CONTRACTS=venue_1@base=aave-v3:${p.aave.pool},swap@base=uniswap-v3:${p.uniswap.router}:${p.uniswap.quoter} DEFI_TOKEN_ADDRESSES=USDC@base=${p.usdc},WETH@base=${p.weth}`);
  process.on("SIGINT", () => void chain.close().then(() => process.exit(0)));
}

const [command, ...rest] = process.argv.slice(2);
(command === "fund" ? fund(rest[0] ?? "", rest[1] ?? "1000") : serve()).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
