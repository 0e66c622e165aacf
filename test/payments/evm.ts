import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type * as Viem from "viem" with { "resolution-mode": "import" };

// eslint-disable-next-line @typescript-eslint/no-require-imports
const viem = require("viem") as typeof Viem;

/** Circle's USDC address on Base, where the test token's runtime code is placed. */
export const USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
import "@openzeppelin/contracts/token/ERC20/ERC20.sol";
contract TestUSDC is ERC20 {
  constructor() ERC20("USD Coin", "USDC") {}
  function name() public pure override returns (string memory) { return "USD Coin"; }
  function symbol() public pure override returns (string memory) { return "USDC"; }
  function decimals() public pure override returns (uint8) { return 6; }
  function mint(address to, uint256 amount) external { _mint(to, amount); }
}`;

const ABI = viem.parseAbi(["function mint(address to, uint256 amount)", "function transfer(address to, uint256 amount) returns (bool)"]);

type Compiled = { bytecode: string; runtime: string };
const MODULES = join(__dirname, "../../node_modules");

/**
 * OpenZeppelin's ERC-20 compiled by solc-js 0.8.28: deploy bytecode and runtime code. Loading
 * solc-js and compiling take about 6 s, and every test file with a chain asked for it (jest gives
 * each file fresh modules): the output is kept in node_modules/.cache, keyed by the source and the
 * versions of solc and OpenZeppelin, so one compile serves a whole run (and the next).
 */
export function compileTestUsdc(): Compiled {
  const versions = ["solc", "@openzeppelin/contracts"].map((p) => (JSON.parse(readFileSync(join(MODULES, p, "package.json"), "utf8")) as { version: string }).version);
  const key = createHash("sha256").update(JSON.stringify([SOURCE, versions])).digest("hex").slice(0, 16);
  const dir = join(MODULES, ".cache", "mcpforge-test");
  const file = join(dir, `test-usdc-${key}.json`);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Compiled;
  } catch {
    const compiled = compileWithSolc();
    mkdirSync(dir, { recursive: true });
    // Written aside, then renamed: a file compiling at the same time never reads half of it.
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, JSON.stringify(compiled));
    renameSync(aside, file);
    return compiled;
  }
}

function compileWithSolc(): Compiled {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const solc = require("solc");
  const input = {
    language: "Solidity",
    sources: { "TestUSDC.sol": { content: SOURCE } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { "*": { "*": ["evm.bytecode.object", "evm.deployedBytecode.object"] } } },
  };
  const findImports = (path: string) => {
    try {
      return { contents: readFileSync(join(MODULES, path), "utf8") };
    } catch {
      return { error: `not found: ${path}` };
    }
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
  const errors = (out.errors ?? []).filter((e: { severity: string }) => e.severity === "error");
  if (errors.length) throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join("\n"));
  const c = out.contracts["TestUSDC.sol"].TestUSDC.evm;
  return { bytecode: `0x${c.bytecode.object}`, runtime: `0x${c.deployedBytecode.object}` };
}

export interface LocalChain {
  url: string;
  /** Hardhat's unlocked, funded accounts (10 000 ETH each). */
  accounts: string[];
  rpc<T = any>(method: string, params?: unknown[]): Promise<T>;
  mintUsdc(to: string, units: bigint): Promise<void>;
  /** A USDC transfer signed by an unlocked account: emits the Transfer log merchants are scored on. */
  transferUsdc(from: string, to: string, units: bigint): Promise<void>;
  setEth(address: string, wei: bigint): Promise<void>;
  /** Deploys another copy of the token: an address that holds code (a contract account). */
  deployContract(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real local EVM: Hardhat Network (EDR) in this process, chain id `chainId`, served over HTTP
 * on 127.0.0.1 and a free port by Hardhat's own JSON-RPC server; the compiled ERC-20's runtime
 * code placed at the Base USDC address with hardhat_setCode.
 */
export async function startLocalChain(opts: { chainId?: number; port?: number } = {}): Promise<LocalChain> {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { resolveConfig } = require("hardhat/internal/core/config/config-resolution");
  const { createProvider } = require("hardhat/internal/core/providers/construction");
  const { JsonRpcServer } = require("hardhat/internal/hardhat-network/jsonrpc/server");
  /* eslint-enable @typescript-eslint/no-require-imports */
  const config = resolveConfig(join(__dirname, "hardhat.config.js"), { networks: { hardhat: { chainId: opts.chainId ?? 8453 } } });
  const provider = await createProvider(config, "hardhat");
  const server = new JsonRpcServer({ hostname: "127.0.0.1", port: opts.port ?? 0, provider });
  // Node's default keep-alive of 5 s let the server close an idle socket just as fetch (undici, idle
  // limit 4 s on coarse timers) reused it: "fetch failed: other side closed" under load. The
  // client now always drops an idle socket first.
  server._httpServer.keepAliveTimeout = 60_000;
  const { port } = await server.listen();
  const url = `http://127.0.0.1:${port}/`;
  let id = 1;
  const rpc = async (method: string, params: unknown[] = []) => {
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: id++, method, params }) });
    const body = (await res.json()) as { result?: unknown; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result as any;
  };
  const token = compileTestUsdc();
  await rpc("hardhat_setCode", [USDC, token.runtime]);
  const accounts: string[] = await rpc("eth_accounts");
  const send = async (from: string, to: string | undefined, data: string) => {
    const hash = await rpc("eth_sendTransaction", [{ from, ...(to ? { to } : {}), data, gas: "0x2dc6c0" }]);
    const receipt = await rpc("eth_getTransactionReceipt", [hash]);
    if (receipt.status !== "0x1") throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  return {
    url,
    accounts,
    rpc,
    async mintUsdc(to, units) {
      await send(accounts[0], USDC, viem.encodeFunctionData({ abi: ABI, functionName: "mint", args: [to as `0x${string}`, units] }));
    },
    async transferUsdc(from, to, units) {
      await send(from, USDC, viem.encodeFunctionData({ abi: ABI, functionName: "transfer", args: [to as `0x${string}`, units] }));
    },
    async setEth(address, wei) {
      await rpc("hardhat_setBalance", [address, `0x${wei.toString(16)}`]);
    },
    async deployContract() {
      const receipt = await send(accounts[0], undefined, token.bytecode);
      return receipt.contractAddress as string;
    },
    close: () => server.close(),
  };
}
