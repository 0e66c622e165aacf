import { parseMandateMessage } from "../../handlers/defi/grammar";

describe("the mandate grammar (deterministic, unparsed parts reported)", () => {
  test.each([
    [
      "lend 500 USDC on Base, exit if ETH drops below 2000",
      { capital: { asset: "USDC", amount: "500", chain: "base" }, conditions: [{ type: "price_below", asset: "ETH", price: "2000" }], constraints: { operations: ["lend"] }, unparsed: [] },
    ],
    [
      "Supply 1,250.5 usdc on Arbitrum One; stop when ETH rises above $4,000 and max 100 USDC per trade, only on venue_2",
      {
        capital: { asset: "USDC", amount: "1250.5", chain: "arbitrum-one" },
        conditions: [{ type: "price_above", asset: "ETH", price: "4000" }],
        constraints: { operations: ["supply"], perMoveCap: { amount: "100", asset: "USDC" }, venues: ["venue_2"] },
        unparsed: [],
      },
    ],
    ["use 10 ETH", { capital: null, conditions: [], constraints: {}, unparsed: ["use 10 ETH"] }],
    ["invest 10 ETH", { capital: { asset: "ETH", amount: "10", chain: "optimism" }, conditions: [], constraints: { operations: ["invest"] }, unparsed: [] }],
    [
      "lend 500 USDC on Narnia, make me rich and exit if ETH crashes hard",
      { capital: null, conditions: [], constraints: {}, unparsed: ["lend 500 USDC on Narnia", "make me rich", "exit if ETH crashes hard"] },
    ],
    ["lend 5 USDC on base, lend 7 USDC on base", { capital: { asset: "USDC", amount: "5", chain: "base" }, conditions: [], constraints: { operations: ["lend"] }, unparsed: ["lend 7 USDC on base"] }],
  ])("%s", (message, want) => {
    expect(parseMandateMessage(message, "optimism")).toEqual(want);
  });
});
