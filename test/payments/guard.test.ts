import type { ServerResponse } from "node:http";
import { startLocalChain, USDC, type LocalChain } from "./evm";
import { startHttpsSite, startPayments, startSite, testCertificate, v1Challenge, v2Challenge, type PaymentsHarness, type Site } from "./harness";

const MERCHANT = "0x1111111111111111111111111111111111111111";
const v1 = (over: Record<string, unknown> = {}) => ({ scheme: "exact", network: "base", maxAmountRequired: "250000", resource: "https://x/paid", description: "paid", mimeType: "application/json", payTo: MERCHANT, maxTimeoutSeconds: 60, asset: USDC, extra: { name: "USD Coin", version: "2" }, ...over });
const v2 = (over: Record<string, unknown> = {}) => ({ scheme: "exact", network: "eip155:8453", amount: "250000", asset: USDC, payTo: MERCHANT, maxTimeoutSeconds: 60, extra: { name: "USD Coin", version: "2" }, ...over });

describe("payment_guard against live x402 challenges over HTTPS and a local EVM node", () => {
  const tls = testCertificate();
  let chain: LocalChain;
  let site: Site;
  let plain: Site;
  let h: PaymentsHarness;
  let payer: string;
  let contractPayTo: string;

  beforeAll(async () => {
    chain = await startLocalChain();
    payer = chain.accounts[5];
    await chain.mintUsdc(payer, 1_000_000n); // 1 USDC
    await chain.setEth(payer, 10n ** 15n); // 0.001 ETH
    contractPayTo = await chain.deployContract();
    const routes: Record<string, (res: ServerResponse, url: string) => void> = {
      "/v1": (res) => v1Challenge(res, v1()),
      "/v2": (res, url) => v2Challenge(res, v2(), url),
      "/sepolia": (res) => v1Challenge(res, v1({ network: "base-sepolia" })),
      "/other-asset": (res, url) => v2Challenge(res, v2({ asset: "0x036CbD53842c5426634e7929541eC2318f3dCF7e" }), url),
      "/expensive": (res) => v1Challenge(res, v1({ maxAmountRequired: "5000000" })),
      "/contract": (res) => v1Challenge(res, v1({ payTo: contractPayTo })),
      "/token": (res) => v1Challenge(res, v1({ payTo: USDC })),
      "/free": (res) => res.writeHead(200, { "content-type": "application/json" }).end("{}"),
      "/garbage": (res) => res.writeHead(402, { "payment-required": "%%%not base64 json" }).end(),
      "/downgrade": (res) => res.writeHead(302, { location: `${plain.origin}/v1` }).end(),
    };
    plain = await startSite((_req, res) => v1Challenge(res, v1()));
    site = await startHttpsSite(tls, (req, res) => {
      const route = routes[req.url ?? ""];
      if (route) route(res, `https://127.0.0.1${req.url}`);
      else res.writeHead(404).end();
    });
    h = await startPayments({ BASE_RPC_URL: chain.url, MCPFORGE_OUTBOUND_ALLOW: "loopback", MCPFORGE_URL_CHECK_ALLOW: "loopback", PAYMENTS_OUTBOUND_CA_FILE: tls.caFile });
  });
  afterAll(async () => {
    await h?.close();
    await site?.close();
    await plain?.close();
    await chain?.close();
    tls.cleanup();
  });

  const guard = (path: string, extra: Record<string, unknown> = {}) => h.tool("payment_guard", { serviceUrl: `${site.origin}${path}`, payerAddress: payer, maxAmountUsdc: "0.25", ...extra });
  const failed = (r: { checks: { name: string; passed: boolean }[] }) => r.checks.filter((c) => !c.passed).map((c) => c.name);

  it("a v1 body challenge for USDC on Base within the ceiling is safe to sign", async () => {
    const r = await guard("/v1", { expectedPayTo: MERCHANT, minGasReserveEth: "0.001" });
    expect(r.challenge).toEqual({ network: "base", chainId: 8453, asset: USDC, payTo: MERCHANT, priceUsdc: "0.25" });
    expect(r.checks.map((c: { name: string }) => c.name)).toEqual(["challenge", "price", "network", "asset", "recipient", "funding", "gasReserve", "destination"]);
    expect(failed(r)).toEqual([]);
    expect(r).toMatchObject({ safeToSign: true, usdcBalance: "1", ethBalance: "0.001" });
  });

  it("a v2 PAYMENT-REQUIRED header challenge is read the same way", async () => {
    const r = await guard("/v2", { expectedPayTo: MERCHANT });
    expect(r.challenge).toMatchObject({ network: "eip155:8453", chainId: 8453, priceUsdc: "0.25" });
    expect(r.checks[0].detail).toContain("PAYMENT-REQUIRED header");
    expect(r.safeToSign).toBe(true);
  });

  it("each wrong field fails its own check and makes it unsafe", async () => {
    expect(failed(await guard("/sepolia"))).toEqual(["network"]);
    expect(failed(await guard("/other-asset"))).toEqual(["asset"]);
    expect(failed(await guard("/v1", { maxAmountUsdc: "0.249999" }))).toEqual(["price"]);
    expect(failed(await guard("/v1", { expectedPayTo: "0x2222222222222222222222222222222222222222" }))).toEqual(["recipient"]);
    expect(failed(await guard("/expensive", { maxAmountUsdc: "10" }))).toEqual(["funding"]);
    expect(failed(await guard("/v1", { minGasReserveEth: "0.001000000000000001" }))).toEqual(["gasReserve"]);
    expect(failed(await guard("/token"))).toEqual(["destination"]);
  });

  it("a contract payTo passes but is named as a contract", async () => {
    const r = await guard("/contract");
    expect(r.safeToSign).toBe(true);
    expect(r.checks.find((c: { name: string }) => c.name === "destination").detail).toMatch(/^contract/);
  });

  it("no challenge or an unreadable one: challenge null and not safe", async () => {
    for (const path of ["/free", "/garbage", "/downgrade"]) {
      const r = await guard(path);
      expect(r.challenge).toBeNull();
      expect(r.safeToSign).toBe(false);
      expect(r.checks[0].passed).toBe(false);
    }
  });

  it("only https:// service URLs are accepted", async () => {
    const e = await h.refusal("payment_guard", { serviceUrl: "http://127.0.0.1/v1", payerAddress: payer, maxAmountUsdc: "1" });
    expect(e.code).toBe("invalid_arguments");
    expect(e.issues!.map((i) => i.path)).toEqual(["/serviceUrl"]);
  });
});
