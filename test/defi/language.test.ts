// Issue 28 item 5: the language layer. The committed sentence sets (sentences/turns.json, 64
// copilot requests; sentences/mandates.json, 32 mandate messages) parse correctly at least 90 % of
// the time; quotes use the configured price source; a cadence is a bound like the others.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { planStanding } from "../../handlers/defi/standing";
import { scoreMandates, scoreTurns, type Scored } from "./sentences/score";
import { useDefi } from "./harness";

const share = (s: Scored) => s.correct / s.total;

describe("the committed sentence sets", () => {
  test.each([
    ["turns", scoreTurns, 60],
    ["mandates", async () => scoreMandates(), 30],
  ] as const)("%s: at least the committed number of sentences, at least 90 % parsed to the expected plan", async (_name, score, atLeast) => {
    const s = await score();
    expect(s.total).toBeGreaterThanOrEqual(atLeast);
    // The misses are listed when the share falls under the goal.
    expect(share(s) >= 0.9 ? [] : s.misses).toEqual([]);
  });
});

describe("cadence is a bound (defi_plan_standing)", () => {
  const now = new Date("2026-11-24T00:00:00Z");
  const rest = "rotate USDC between venue_1 and venue_2 on Base, at most 500 USDC per move, 5,000 USDC in total, for 30 days";
  test.each(["each week", "every week", "weekly", "twice a week", "every other day"])("%s is read as the cadence", (cadence) => {
    expect(planStanding(`${cadence} ${rest}`, 25, now)).toMatchObject({ envelope: { cadence }, missing: [], signable: true });
  });
  test("no cadence: listed in missing, not signable", () => {
    expect(planStanding(rest, 25, now)).toMatchObject({ envelope: { cadence: null }, missing: ["cadence"], signable: false });
  });
  test("an expiry in words is read with chrono-node against the clock", () => {
    expect(planStanding(`every day rotate USDC on Base via venue_1, at most 5 USDC per move, 50 USDC in total, until March 31`, 10, now).envelope.expiresAt).toBe("2027-03-31T12:00:00.000Z");
  });
});

/** A local server replaying the Coinbase spot-price response shape. */
function priceServer(prices: Record<string, string>): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const m = /^\/v2\/prices\/([A-Z]+)-USD\/spot$/.exec(req.url ?? "");
    const price = m ? prices[m[1]] : undefined;
    if (!price) return void res.writeHead(404).end('{"errors":[{"id":"not_found"}]}');
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: { amount: price, base: m![1], currency: "USD" } }));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/prices/{asset}-USD/spot` })));
}

describe("quotes use the configured price source", () => {
  let prices: { server: Server; url: string };
  beforeAll(async () => {
    prices = await priceServer({ ETH: "1900.50" });
  });
  afterAll(() => prices.server.close());
  const s = useDefi("sqlite", { MCPFORGE_OUTBOUND_ALLOW: "loopback" }, () => ({ DEFI_PRICE_URL: prices.url }));

  test("ETH at 1900.50 from DEFI_PRICE_URL, not the sample 3000", async () => {
    const turn = await s.h.tool("defi_copilot_turn", { agentId: "defi-swap", message: "I want to swap $1,901 of USDC to ETH on Base please" });
    expect(turn.quote).toMatchObject({ fromAsset: "USDC", fromAmount: "1901", toAsset: "ETH", toAmount: "1.00026308", priceSource: "configured" });
    expect(turn.reply).toContain("configured price source");
    const none = await s.h.tool("defi_copilot_turn", { agentId: "defi-swap", message: "swap 1 BTC to USDC" });
    expect([none.quote, none.reply]).toEqual([null, expect.stringContaining("no quote")]);
  });
});
