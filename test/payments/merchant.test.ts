import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startLocalChain, USDC, type LocalChain } from "./evm";
import { startHttpsSite, startPayments, testCertificate, v1Challenge, type PaymentsHarness, type Site } from "./harness";

const MERCHANT = "0x9999999999999999999999999999999999999999";
const FIXTURE = readFileSync(join(__dirname, "fixtures/discovery-resources.json"), "utf8");

describe("merchant_snapshot and merchant_audit: discovery list, BM25 rank, challenge probes, Transfer logs, hashed history", () => {
  const tls = testCertificate();
  let chain: LocalChain;
  let site: Site;
  let h: PaymentsHarness;
  let forecastBroken = false;
  let discoveryDown = false;

  beforeAll(async () => {
    chain = await startLocalChain();
    const [, , , , , , buyerA, buyerB, ownTest] = chain.accounts;
    for (const a of [buyerA, buyerB, ownTest]) await chain.mintUsdc(a, 100_000_000n);
    await chain.transferUsdc(buyerA, MERCHANT, 1_500_000n);
    await chain.transferUsdc(buyerA, MERCHANT, 2_000_001n);
    await chain.transferUsdc(buyerB, MERCHANT, 500_000n);
    await chain.transferUsdc(ownTest, MERCHANT, 9_000_000n);
    await chain.transferUsdc(buyerB, "0x2222222222222222222222222222222222222222", 7_000_000n);
    site = await startHttpsSite(tls, (req, res) => {
      const u = new URL(req.url ?? "/", "https://x");
      if (u.pathname === "/discovery/resources") {
        if (discoveryDown) return void res.writeHead(503).end();
        // Real paging over the recorded shape: limit and offset as the facilitator applies them.
        const doc = JSON.parse(FIXTURE.replaceAll("ORIGIN", `127.0.0.1:${site.port}`).replaceAll("MERCHANT", MERCHANT));
        const offset = Number(u.searchParams.get("offset") ?? 0);
        const limit = Number(u.searchParams.get("limit") ?? 100);
        const items = doc.items.slice(offset, offset + limit);
        return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ...doc, items, pagination: { limit, offset, total: doc.items.length } }));
      }
      const base = { scheme: "exact", network: "base", resource: `https://127.0.0.1${u.pathname}`, mimeType: "application/json", maxTimeoutSeconds: 60, asset: USDC };
      if (u.pathname === "/m/forecast") return v1Challenge(res, { ...base, maxAmountRequired: "50000", payTo: forecastBroken ? "0x5555555555555555555555555555555555555555" : MERCHANT });
      if (u.pathname === "/m/alerts") return v1Challenge(res, { ...base, network: "base-sepolia", maxAmountRequired: "20000", payTo: MERCHANT });
      res.writeHead(404).end();
    });
    h = await startPayments({
      BASE_RPC_URL: chain.url,
      X402_DISCOVERY_URL: `${site.origin}/discovery/resources`,
      PAYMENTS_DISCOVERY_PAGE_SIZE: "2",
      MCPFORGE_OUTBOUND_ALLOW: "loopback",
      MCPFORGE_URL_CHECK_ALLOW: "loopback",
      PAYMENTS_OUTBOUND_CA_FILE: tls.caFile,
    });
  });
  afterAll(async () => {
    await h?.close();
    await site?.close();
    await chain?.close();
    tls.cleanup();
  });

  const excluded = () => [chain.accounts[8]];

  it("merchant_snapshot scores the merchant from listings, probes and USDC transfers, leaving excluded payers out", async () => {
    const r = await h.tool("merchant_snapshot", { payTo: MERCHANT, queries: ["weather forecast"], excludePayers: excluded() });
    expect(r.usdcActivity).toEqual({ transferCount: 3, uniquePayers: 2, volumeUsdc: "4.000001", excludedPayerCount: 1, windowDays: 7 });
    expect(r.scores.reliability).toBe(50);
    expect(r.largestRevenueIssue.code).toBe("invalid_challenge");
    expect(r.largestRevenueIssue.recommendation).toContain("not Base");
    const all = await h.tool("merchant_snapshot", { payTo: MERCHANT, queries: ["weather forecast"] });
    expect(all.usdcActivity).toMatchObject({ transferCount: 4, uniquePayers: 3, volumeUsdc: "13.000001", excludedPayerCount: 0 });
    expect(all.scores.usdcActivity).toBeGreaterThan(r.scores.usdcActivity);
  });

  it("a wallet with no listing is not_discoverable", async () => {
    const r = await h.tool("merchant_snapshot", { payTo: "0x7777777777777777777777777777777777777777", queries: ["weather"] });
    expect(r.largestRevenueIssue.code).toBe("not_discoverable");
    expect(r.scores).toEqual({ discovery: 0, reliability: 0, buyerSignals: 0, usdcActivity: 0 });
  });

  it("merchant_audit lists listings, ranks per query, competitor prices and reliability; repeat runs keep a hashed history with alerts", async () => {
    const args = { payTo: MERCHANT, queries: ["weather forecast", "image generation"], excludePayers: excluded() };
    const first = await h.tool("merchant_audit", args);
    expect(first.listings.map((l: { resource: string; priceUsdc: string }) => [new URL(l.resource).pathname, l.priceUsdc])).toEqual([["/m/forecast", "0.05"], ["/m/alerts", "0.02"]]);
    // Three listings hold both words; "Severe weather alerts" holds only the commoner one and is under the floor.
    expect(first.semanticRank[0]).toMatchObject({ query: "weather forecast", resultsConsidered: 3 });
    expect(first.semanticRank[0].rank).not.toBeNull();
    expect(first.semanticRank[1]).toMatchObject({ query: "image generation", rank: null });
    expect(first.competitorPrices).toContainEqual({ query: "weather forecast", payTo: "0x2222222222222222222222222222222222222222", priceUsdc: "0.01", resource: `${site.origin}/c1/weather` });
    // The testnet listing is not a Base USDC competitor.
    expect(first.competitorPrices.map((c: { resource: string }) => c.resource)).not.toContain(`${site.origin}/c3/sepolia-weather`);
    expect(first.paymentReliability).toMatchObject({ endpointsChecked: 2, validChallenges: 1 });
    expect(first.buyerReach).toEqual({ uniqueBuyers: 2, repeatBuyers: 1, windowDays: 7 });
    expect([first.history, first.alerts]).toEqual([[], []]);

    forecastBroken = true;
    const second = await h.tool("merchant_audit", { ...args, queries: ["Image generation ", "weather forecast"] });
    forecastBroken = false;
    expect(second.history).toEqual([{ auditedAt: first.auditedAt, overall: first.scores.overall }]);
    expect(second.paymentReliability.validChallenges).toBe(0);
    expect(second.alerts.map((a: { kind: string }) => a.kind)).toEqual(["score_drop", "reliability_drop"]);
    expect(second.alerts[1]).toMatchObject({ previous: "50", current: "0" });

    const rows = await readHistory(h.database.url);
    expect(rows.length).toBe(2);
    const stored = JSON.stringify(rows).toLowerCase();
    for (const secret of [MERCHANT.toLowerCase(), "weather", ...chain.accounts.slice(6, 9).map((a) => a.toLowerCase())]) expect(stored).not.toContain(secret);
  });

  it("an unreachable discovery list is upstream_unavailable", async () => {
    discoveryDown = true;
    try {
      const e = await h.refusal("merchant_audit", { payTo: MERCHANT, queries: ["weather"] });
      expect(e.code).toBe("upstream_unavailable");
      expect(e.message).toContain("HTTP 503");
    } finally {
      discoveryDown = false;
    }
  });
});

async function readHistory(url: string): Promise<unknown[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require("better-sqlite3");
  const db = new Database(url.replace(/^sqlite:/, ""), { readonly: true });
  try {
    return db.prepare("select * from payments_audit_history").all();
  } finally {
    db.close();
  }
}
