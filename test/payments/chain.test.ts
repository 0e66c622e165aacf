import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { startLocalChain, USDC, type LocalChain } from "./evm";
import { startPayments, startSite, type PaymentsHarness } from "./harness";

const EMPTY = "0x000000000000000000000000000000000000dEaD";

describe("base_balance and treasury_preflight against a local EVM node (chain id 8453, real ERC-20 at the USDC address)", () => {
  let chain: LocalChain;
  let h: PaymentsHarness;
  let funded: string;
  let contract: string;

  beforeAll(async () => {
    chain = await startLocalChain();
    funded = chain.accounts[3];
    await chain.mintUsdc(funded, 1_234_567_891n); // 1234.567891 USDC
    await chain.setEth(funded, 1_000_000_000_000_000_001n); // 1.000000000000000001 ETH
    contract = await chain.deployContract();
    h = await startPayments({ BASE_RPC_URL: chain.url, MCPFORGE_OUTBOUND_ALLOW: "loopback" });
  });
  afterAll(async () => {
    await h?.close();
    await chain?.close();
  });

  it("reads ETH and USDC as exact decimal strings at the current block", async () => {
    const r = await h.tool("base_balance", { address: funded });
    const head = parseInt(await chain.rpc("eth_blockNumber"), 16);
    expect(r).toMatchObject({ address: funded, chainId: 8453, ethBalance: "1.000000000000000001", usdcBalance: "1234.567891", blockNumber: head });
  });

  it("reports an empty wallet as zero, not an error", async () => {
    const r = await h.tool("base_balance", { address: EMPTY });
    expect([r.ethBalance, r.usdcBalance]).toEqual(["0", "0"]);
  });

  it("treasury_preflight is ready when the spend and gas reserve are covered and the destination is a plain account", async () => {
    const r = await h.tool("treasury_preflight", { address: funded, plannedSpendUsdc: "1234.567891", minGasReserveEth: "1", destinationAddress: chain.accounts[4], expectedChainId: 8453 });
    expect(r).toMatchObject({ ready: true, plannedSpendCovered: true, gasReserveMet: true, destination: { address: chain.accounts[4], type: "eoa" }, hazards: [] });
  });

  it("treasury_preflight names each hazard: short USDC, low gas, the token contract as destination", async () => {
    const r = await h.tool("treasury_preflight", { address: funded, plannedSpendUsdc: "1234.567892", minGasReserveEth: "1.000000000000000002", destinationAddress: USDC });
    expect(r.ready).toBe(false);
    expect(r.hazards.map((x: { code: string }) => x.code)).toEqual(["insufficient_usdc", "low_gas", "destination_is_token_contract"]);
    expect(r.hazards[0].message).toContain("short by 0.000001");
    expect(r.destination.type).toBe("contract");
  });

  it("treasury_preflight tells the zero address, the payer itself and a contract apart", async () => {
    const zero = await h.tool("treasury_preflight", { address: funded, destinationAddress: "0x0000000000000000000000000000000000000000" });
    expect(zero.ready).toBe(false);
    expect(zero.hazards.map((x: { code: string }) => x.code)).toContain("zero_address");
    const self = await h.tool("treasury_preflight", { address: funded, destinationAddress: funded.toUpperCase().replace("0X", "0x") });
    expect(self.destination.type).toBe("self");
    const other = await h.tool("treasury_preflight", { address: funded, destinationAddress: contract });
    expect(other.destination.type).toBe("contract");
    expect(other.ready).toBe(true);
  });

  it("refuses an expectedChainId other than 8453 and a malformed amount, naming the field", async () => {
    const e = await h.refusal("treasury_preflight", { address: funded, expectedChainId: 1, plannedSpendUsdc: "1.1234567" });
    expect(e.code).toBe("invalid_arguments");
    expect(e.issues!.map((i) => i.path).sort()).toEqual(["/expectedChainId", "/plannedSpendUsdc"]);
  });
});

/** Starts the service with `env`, makes one call that must be refused, stops it; returns the error. */
async function refusalWith(env: Record<string, string>, tool: string, args: Record<string, unknown>) {
  const h = await startPayments(env);
  try {
    return await h.refusal(tool, args);
  } finally {
    await h.close();
  }
}

describe("base_balance when the RPC node is wrong or gone", () => {
  it("a node serving another chain id is a clear upstream_unavailable, not wrong balances", async () => {
    const other = await startLocalChain({ chainId: 1 });
    try {
      const e = await refusalWith({ BASE_RPC_URL: other.url, MCPFORGE_OUTBOUND_ALLOW: "loopback" }, "base_balance", { address: EMPTY });
      expect(e.code).toBe("upstream_unavailable");
      expect(e.message).toContain("chain id 1, not Base (8453)");
    } finally {
      await other.close();
    }
  });

  it("a closed port gives upstream_unavailable", async () => {
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    const port = (server.address() as AddressInfo).port;
    await new Promise<void>((r) => server.close(() => r()));
    const e = await refusalWith({ BASE_RPC_URL: `http://127.0.0.1:${port}/`, MCPFORGE_OUTBOUND_ALLOW: "loopback" }, "base_balance", { address: EMPTY });
    expect(e.code).toBe("upstream_unavailable");
    expect(e.message).toContain("unreachable");
  });

  it("a node that accepts and never answers gives upstream_unavailable after BASE_RPC_TIMEOUT_MS, not a hang", async () => {
    const held: import("node:net").Socket[] = [];
    const silent: Server = createServer((s) => held.push(s));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", () => r()));
    const port = (silent.address() as AddressInfo).port;
    try {
      const e = await refusalWith({ BASE_RPC_URL: `http://127.0.0.1:${port}/`, BASE_RPC_TIMEOUT_MS: "300", MCPFORGE_OUTBOUND_ALLOW: "loopback" }, "treasury_preflight", { address: EMPTY });
      expect(e.code).toBe("upstream_unavailable");
      expect(e.message).toContain("BASE_RPC_TIMEOUT_MS");
      expect(held.length).toBeGreaterThan(0);
    } finally {
      held.forEach((s) => s.destroy());
      await new Promise<void>((r) => silent.close(() => r()));
    }
  });

  it("without MCPFORGE_OUTBOUND_ALLOW a loopback RPC is refused by the guarded client, nothing sent", async () => {
    const rpc = await startSite((_req, res) => res.end("{}"));
    try {
      const e = await refusalWith({ BASE_RPC_URL: `${rpc.origin}/` }, "base_balance", { address: EMPTY });
      expect(e.code).toBe("upstream_unavailable");
      expect(e.message).toContain("loopback");
      expect(rpc.requests).toEqual([]);
    } finally {
      await rpc.close();
    }
  });
});
