import { Socket } from "node:net";
import dns from "node:dns";
import pino from "pino";
import handlers from "../../handlers/payments";
import { catalogueFrom, recommender } from "../../handlers/payments/recommend";
import { loadConfig, ManualClock } from "../../generator/runtime";
import { paymentsService } from "../../generated/payments/server";
import { createTestDatabase, type TestDatabase } from "../storage/databases";
import { startPayments, type PaymentsHarness } from "./harness";

describe("recommend_tool", () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPayments({});
  });
  afterAll(async () => h?.close());

  it.each([
    ["how much USDC does my wallet hold on Base", "base_balance"],
    ["is it safe to pay this x402 challenge before I sign", "payment_guard"],
    ["check whether several websites are up at once", "batch_check_urls"],
    ["is this one link online", "check_url"],
    ["keep proof of what a web page showed, with a content hash", "verify_web_evidence"],
    ["full audit of a merchant with score history and competitors", "merchant_audit"],
    ["do I have enough funds and gas for a planned spend", "treasury_preflight"],
  ])("%s → %s", async (goal, tool) => {
    const r = await h.tool("recommend_tool", { goal, maxPriceUsd: 1 });
    expect(r.recommendation.tool).toBe(tool);
    const def = paymentsService.tools.find((t) => t.name === tool)!;
    expect(r.recommendation.requiredInputs).toEqual(def.inputSchema.required);
    expect(r.recommendation.priceUsdc).toBe("0");
    expect(r.nextStep).toContain(tool);
    expect(r.alternatives.map((a: { tool: string }) => a.tool)).not.toContain(tool);
  });

  it("answers null with a next step when nothing matches", async () => {
    const r = await h.tool("recommend_tool", { goal: "zzqx wqpv" });
    expect(r).toMatchObject({ recommendation: null, alternatives: [] });
    expect(r.nextStep).toContain("Rephrase");
  });

  // Issue 26: these gave merchant_snapshot, base_balance and check_url. No tool here sends, swaps or
  // forecasts; eight URLs are a batch.
  it.each(["send 10 USDC to my friend", "what's the weather in Paris", "swap ETH to USDC"])("says no tool here fits: %s", async (goal) => {
    const r = await h.tool("recommend_tool", { goal });
    expect(r).toMatchObject({ recommendation: null, alternatives: [] });
    expect(r.nextStep).toMatch(/no tool of this service fits this goal/);
  });

  it("eight URLs are a batch", async () => {
    expect((await h.tool("recommend_tool", { goal: "check whether 8 URLs are up" })).recommendation.tool).toBe("batch_check_urls");
  });

  it("refuses a goal under 3 characters and a maxPriceUsd outside 0.001–10, naming the fields", async () => {
    const e = await h.refusal("recommend_tool", { goal: "ab", maxPriceUsd: 11 });
    expect(e.issues!.map((i) => i.path).sort()).toEqual(["/goal", "/maxPriceUsd"]);
  });
});

describe("recommend_tool honours maxPriceUsd against manifest prices", () => {
  // The document lists every price as 0; give the same tools prices to see the ceiling work.
  const priced = catalogueFrom(paymentsService.tools.map((t) => ({ ...t, priceMicros: t.name === "batch_check_urls" ? 50_000 : 5_000 })));
  const recommend = recommender(priced);

  it("leaves out tools above the ceiling and says why when none is left", () => {
    const goal = "check whether several websites are up at once";
    expect(recommend({ goal }).recommendation).toMatchObject({ tool: "batch_check_urls", priceUsdc: "0.05" });
    const capped = recommend({ goal, maxPriceUsd: 0.01 });
    expect(capped.recommendation).toMatchObject({ tool: "check_url", priceUsdc: "0.005" });
    expect(capped.alternatives.map((a) => a.tool)).not.toContain("batch_check_urls");
    const none = recommend({ goal, maxPriceUsd: 0.001 });
    expect(none.recommendation).toBeNull();
    expect(none.nextStep).toContain("cost more than 0.001 USDC");
  });
});

describe("recommend_tool opens no socket", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(async () => database?.drop());

  it("the handler runs without any socket connect or DNS lookup", async () => {
    const env = { ...database.env, BASE_RPC_URL: "http://192.0.2.1:1/", X402_DISCOVERY_URL: "http://192.0.2.1:1/d", PAYMENTS_RECEIPT_SECRET: "x".repeat(32) };
    const impl = await handlers({ slug: "payments", config: loadConfig(env), logger: pino({ level: "silent" }), clock: new ManualClock(new Date("2026-11-24T00:00:00Z")), baseUrl: () => "http://127.0.0.1:1" });
    const connect = jest.spyOn(Socket.prototype, "connect");
    const lookup = jest.spyOn(dns, "lookup");
    try {
      const r = await impl.tools.recommend_tool({ goal: "validate an x402 payment challenge" }, {} as never);
      expect(r.recommendation?.tool).toBe("payment_guard");
      expect(connect).not.toHaveBeenCalled();
      expect(lookup).not.toHaveBeenCalled();
    } finally {
      connect.mockRestore();
      lookup.mockRestore();
      await impl.close?.();
    }
  });
});
