import { once } from "../_shared/lazy";
import { createPublicClient, custom, getAddress, parseAbiItem, viem, type PublicClient } from "./viem";
import { ToolError } from "mcpforge/runtime";
import type { Outbound } from "./outbound";
import { chainUnavailable, rpcRequester } from "./rpc";
import { BASE_BLOCK_SECONDS, BASE_CHAIN_ID, BASE_USDC, type PaymentSettings } from "./settings";

export interface WalletState {
  chainId: number;
  blockNumber: bigint;
  ethWei: bigint;
  usdcUnits: bigint;
}

export interface UsdcTransfer {
  from: string;
  value: bigint;
  blockNumber: bigint;
}

const transferEvent = once(() => parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)"));

/** Reads of Base through viem; every RPC goes through the guarded client (rpc.ts). */
export class BaseChain {
  private readonly client: PublicClient;

  constructor(outbound: Outbound, private readonly settings: PaymentSettings) {
    const rpc = rpcRequester(outbound, settings);
    this.client = createPublicClient({
      transport: custom({ request: ({ method, params }) => rpc(method, params) }, { retryCount: 0 }),
    });
  }

  /** Checks the node serves Base (chain id 8453); a mismatch is a clear error, not wrong numbers. */
  async head(): Promise<bigint> {
    const [chainId, blockNumber] = await this.read(() => Promise.all([this.client.getChainId(), this.client.getBlockNumber({ cacheTime: 0 })]));
    if (chainId !== BASE_CHAIN_ID) {
      throw chainUnavailable(`BASE_RPC_URL serves chain id ${chainId}, not Base (8453): no balances were read. Point BASE_RPC_URL at a Base mainnet node.`);
    }
    return blockNumber;
  }

  /** ETH and USDC balances of `address`, both read at the same block. */
  async wallet(address: string): Promise<WalletState> {
    const blockNumber = await this.head();
    const account = getAddress(address);
    const [ethWei, usdcUnits] = await this.read(() =>
      Promise.all([
        this.client.getBalance({ address: account, blockNumber }),
        this.client.readContract({ address: BASE_USDC, abi: viem().erc20Abi, functionName: "balanceOf", args: [account], blockNumber }),
      ]),
    );
    return { chainId: BASE_CHAIN_ID, blockNumber, ethWei, usdcUnits };
  }

  /** True when `address` holds code (a contract, or a smart wallet) at `blockNumber`. */
  async isContract(address: string, blockNumber: bigint): Promise<boolean> {
    const code = await this.read(() => this.client.getCode({ address: getAddress(address), blockNumber }));
    return code !== undefined && code !== "0x";
  }

  /**
   * USDC Transfer logs to `payTo` over the last PAYMENTS_ACTIVITY_WINDOW_DAYS (at 2 s per block),
   * read in PAYMENTS_LOG_RANGE_BLOCKS slices because public nodes cap eth_getLogs ranges.
   */
  async transfersTo(payTo: string, head: bigint): Promise<UsdcTransfer[]> {
    const window = BigInt(Math.ceil((this.settings.activityWindowDays * 86_400) / BASE_BLOCK_SECONDS));
    const step = BigInt(this.settings.logRangeBlocks);
    const to = getAddress(payTo);
    const out: UsdcTransfer[] = [];
    for (let from = head >= window ? head - window + 1n : 0n; from <= head; from += step) {
      const toBlock = from + step - 1n < head ? from + step - 1n : head;
      const logs = await this.read(() => this.client.getLogs({ address: BASE_USDC, event: transferEvent(), args: { to }, fromBlock: from, toBlock }));
      for (const log of logs) {
        if (log.args.from && log.args.value !== undefined && log.blockNumber !== null) {
          out.push({ from: log.args.from.toLowerCase(), value: log.args.value, blockNumber: log.blockNumber });
        }
      }
    }
    return out;
  }

  /** viem wraps transport errors; unwrap ours, and make anything else upstream_unavailable. */
  private async read<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) if (e instanceof ToolError) throw e;
      throw chainUnavailable(`reading Base failed: ${((err as { shortMessage?: string }).shortMessage ?? (err as Error).message).slice(0, 300)}`);
    }
  }
}
