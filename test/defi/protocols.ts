import { execSync } from "node:child_process";
import { join } from "node:path";
import type * as Viem from "viem" with { "resolution-mode": "import" };
import { USDC, type LocalChain } from "../payments/evm";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const viem = require("viem") as typeof Viem;

/**
 * The real Uniswap V3 (core + periphery) and Aave V3 contracts, deployed on a local Hardhat chain
 * from their npm packages' compiled artifacts (@uniswap/v3-core 1.0.1, @uniswap/v3-periphery 1.4.4,
 * @aave/core-v3 1.19.3; nothing recompiled, so the Uniswap pool init code hash is the canonical
 * one the periphery checks). Tokens: the chain's ERC-20 USDC (6 decimals, at Base's USDC address)
 * and WETH (Aave's MintableERC20, 18 decimals). Prices: the pool is initialized and the Aave oracle
 * set from `ethUsd` (the configured price).
 */
export interface Protocols {
  usdc: string;
  weth: string;
  uniswap: { factory: string; router: string; quoter: string; pool: string; fee: number };
  aave: { provider: string; pool: string; oracle: string; aTokens: { USDC: string; WETH: string } };
}

interface Artifact {
  abi: Viem.Abi;
  bytecode: string;
  linkReferences?: Record<string, Record<string, { start: number; length: number }[]>>;
}

const ROOT = join(__dirname, "../../node_modules");
const found = new Map<string, string>();
/** An artifact of a package by contract name (the packages' hardhat `artifacts/` trees). */
function artifact(pkg: string, name: string): Artifact {
  const key = `${pkg}:${name}`;
  if (!found.has(key)) found.set(key, execSync(`find ${join(ROOT, pkg, "artifacts")} -name ${name}.json -not -path "*/interfaces/*"`, { encoding: "utf8" }).trim().split("\n")[0]);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(found.get(key)!) as Artifact;
}

/** Bytecode with each linked library's address written at the offsets the artifact lists. */
function linked(a: Artifact, libraries: Record<string, string>): `0x${string}` {
  let hex = a.bytecode.slice(2);
  for (const refs of Object.values(a.linkReferences ?? {})) {
    for (const [lib, spots] of Object.entries(refs)) {
      const address = libraries[lib];
      if (!address) throw new Error(`library ${lib} is not deployed`);
      for (const { start, length } of spots) hex = hex.slice(0, start * 2) + address.slice(2).toLowerCase() + hex.slice((start + length) * 2);
    }
  }
  return `0x${hex}`;
}

const sqrt = (n: bigint) => {
  let x = n;
  let y = (x + 1n) / 2n;
  while (y < x) [x, y] = [y, (y + n / y) / 2n];
  return x;
};

/** Deploys both protocols with accounts[0] as the deployer and liquidity provider. */
export async function deployProtocols(chain: LocalChain, opts: { ethUsd: string }): Promise<Protocols> {
  const from = chain.accounts[0];
  const send = async (to: string | undefined, data: `0x${string}`) => {
    const hash = await chain.rpc("eth_sendTransaction", [{ from, ...(to ? { to } : {}), data, gas: "0xf42400" }]);
    const receipt = await chain.rpc("eth_getTransactionReceipt", [hash]);
    if (receipt.status !== "0x1") throw new Error(`deployment transaction to ${to ?? "(create)"} reverted`);
    return receipt as { contractAddress: string; logs: { address: string; topics: string[]; data: string }[] };
  };
  const deploy = async (a: Artifact, args: unknown[] = [], libraries: Record<string, string> = {}) =>
    (await send(undefined, viem.encodeDeployData({ abi: a.abi, bytecode: linked(a, libraries), args }))).contractAddress;
  const call = (a: Artifact, to: string, functionName: string, args: unknown[]) => send(to, viem.encodeFunctionData({ abi: a.abi, functionName, args }));
  const read = async (a: Artifact, to: string, functionName: string, args: unknown[] = []) =>
    viem.decodeFunctionResult({ abi: a.abi, functionName, data: await chain.rpc("eth_call", [{ to, data: viem.encodeFunctionData({ abi: a.abi, functionName, args }) }, "latest"]) }) as unknown;

  const erc20 = artifact("@aave/core-v3", "MintableERC20");
  const weth = await deploy(erc20, ["Wrapped Ether", "WETH", 18]);
  const usdc = USDC;
  const ethUsd8 = BigInt(Math.round(Number(opts.ethUsd) * 1e8));

  // Uniswap V3: factory, a USDC/WETH 0.3 % pool at the configured price, full-range liquidity.
  const factoryA = artifact("@uniswap/v3-core", "UniswapV3Factory");
  const factory = await deploy(factoryA);
  const fee = 3000;
  await call(factoryA, factory, "createPool", [usdc, weth, fee]);
  const pool = (await read(factoryA, factory, "getPool", [usdc, weth, fee])) as string;
  const [token0] = usdc.toLowerCase() < weth.toLowerCase() ? [usdc, weth] : [weth, usdc];
  // price = token1 base units per token0 base unit; sqrtPriceX96 = sqrt(price) * 2^96.
  const [num, den] = token0 === usdc ? [10n ** 18n * 10n ** 8n, ethUsd8 * 10n ** 6n] : [ethUsd8 * 10n ** 6n, 10n ** 18n * 10n ** 8n];
  const sqrtPriceX96 = sqrt((num << 192n) / den);
  await call(artifact("@uniswap/v3-core", "UniswapV3Pool"), pool, "initialize", [sqrtPriceX96]);
  const positions = artifact("@uniswap/v3-periphery", "NonfungiblePositionManager");
  const npm = await deploy(positions, [factory, weth, from]);
  const usdcLiquidity = 10_000_000n * 10n ** 6n;
  const wethLiquidity = (usdcLiquidity * 10n ** 12n * 10n ** 8n) / ethUsd8;
  await chain.mintUsdc(from, usdcLiquidity);
  await call(erc20, weth, "mint", [from, wethLiquidity]);
  for (const token of [usdc, weth]) await call(erc20, token, "approve", [npm, viem.maxUint256]);
  const [a0, a1] = token0 === usdc ? [usdcLiquidity, wethLiquidity] : [wethLiquidity, usdcLiquidity];
  await call(positions, npm, "mint", [{ token0, token1: token0 === usdc ? weth : usdc, fee, tickLower: -887220, tickUpper: 887220, amount0Desired: a0, amount1Desired: a1, amount0Min: 0n, amount1Min: 0n, recipient: from, deadline: 2n ** 40n }]);
  const router = await deploy(artifact("@uniswap/v3-periphery", "SwapRouter"), [factory, weth]);
  const quoter = await deploy(artifact("@uniswap/v3-periphery", "QuoterV2"), [factory, weth]);

  const aave = await deployAave({ deploy, call, read, from, usdc, weth, ethUsd8 });
  return { usdc, weth, uniswap: { factory, router, quoter, pool, fee }, aave };
}

type Deploy = (a: Artifact, args?: unknown[], libraries?: Record<string, string>) => Promise<string>;
type Call = (a: Artifact, to: string, fn: string, args: unknown[]) => Promise<unknown>;
type Read = (a: Artifact, to: string, fn: string, args?: unknown[]) => Promise<unknown>;

/** Aave V3 as its deploy scripts lay it out: addresses provider, ACL, Pool and configurator behind proxies, oracle, one reserve per token. */
async function deployAave(d: { deploy: Deploy; call: Call; read: Read; from: string; usdc: string; weth: string; ethUsd8: bigint }): Promise<Protocols["aave"]> {
  const A = (name: string) => artifact("@aave/core-v3", name);
  const providerA = A("PoolAddressesProvider");
  const provider = await d.deploy(providerA, ["mcpforge-local", d.from]);
  await d.call(providerA, provider, "setACLAdmin", [d.from]);
  const aclA = A("ACLManager");
  const acl = await d.deploy(aclA, [provider]);
  await d.call(providerA, provider, "setACLManager", [acl]);
  await d.call(aclA, acl, "addPoolAdmin", [d.from]);
  const libs: Record<string, string> = {};
  for (const name of ["SupplyLogic", "BorrowLogic", "LiquidationLogic", "EModeLogic", "BridgeLogic", "PoolLogic", "ConfiguratorLogic"]) libs[name] = await d.deploy(A(name));
  libs.FlashLoanLogic = await d.deploy(A("FlashLoanLogic"), [], libs);
  const poolA = A("Pool");
  await d.call(providerA, provider, "setPoolImpl", [await d.deploy(poolA, [provider], libs)]);
  const pool = (await d.read(providerA, provider, "getPool")) as string;
  const configuratorA = A("PoolConfigurator");
  await d.call(providerA, provider, "setPoolConfiguratorImpl", [await d.deploy(configuratorA, [], libs)]);
  const configurator = (await d.read(providerA, provider, "getPoolConfigurator")) as string;
  const aggregator = A("MockAggregator");
  const sources = [await d.deploy(aggregator, [100_000_000n]), await d.deploy(aggregator, [d.ethUsd8])];
  const oracle = await d.deploy(A("AaveOracle"), [provider, [d.usdc, d.weth], sources, viem.zeroAddress, viem.zeroAddress, 100_000_000n]);
  await d.call(providerA, provider, "setPriceOracle", [oracle]);
  await d.call(providerA, provider, "setPoolDataProvider", [await d.deploy(A("AaveProtocolDataProvider"), [provider])]);
  const ray = 10n ** 27n;
  const strategy = await d.deploy(A("DefaultReserveInterestRateStrategy"), [provider, (ray * 8n) / 10n, 0n, (ray * 4n) / 100n, (ray * 75n) / 100n, (ray * 2n) / 100n, (ray * 75n) / 100n, (ray * 2n) / 100n, (ray * 5n) / 100n, (ray * 2n) / 10n]);
  const [aToken, stable, variable] = [await d.deploy(A("AToken"), [pool]), await d.deploy(A("StableDebtToken"), [pool]), await d.deploy(A("VariableDebtToken"), [pool])];
  const reserve = (asset: string, symbol: string, decimals: number) => ({
    aTokenImpl: aToken, stableDebtTokenImpl: stable, variableDebtTokenImpl: variable, underlyingAssetDecimals: decimals, interestRateStrategyAddress: strategy, underlyingAsset: asset,
    treasury: d.from, incentivesController: viem.zeroAddress, aTokenName: `Aave Local ${symbol}`, aTokenSymbol: `aLoc${symbol}`, variableDebtTokenName: `Aave Local Variable Debt ${symbol}`,
    variableDebtTokenSymbol: `variableDebtLoc${symbol}`, stableDebtTokenName: `Aave Local Stable Debt ${symbol}`, stableDebtTokenSymbol: `stableDebtLoc${symbol}`, params: "0x",
  });
  await d.call(configuratorA, configurator, "initReserves", [[reserve(d.usdc, "USDC", 6), reserve(d.weth, "WETH", 18)]]);
  for (const asset of [d.usdc, d.weth]) await d.call(configuratorA, configurator, "configureReserveAsCollateral", [asset, 7500n, 8000n, 10500n]);
  const aTokenOf = async (asset: string) => ((await d.read(poolA, pool, "getReserveData", [asset])) as { aTokenAddress: string }).aTokenAddress;
  return { provider, pool, oracle, aTokens: { USDC: await aTokenOf(d.usdc), WETH: await aTokenOf(d.weth) } };
}
