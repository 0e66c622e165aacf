import { loadedAfter } from "../helpers/loaded-modules";

// A defi start loads its handlers in a child process as `serve` does: compromise, chrono-node and
// viem are required by the first call that reads words, a date or a chain, not by the start.
const HEAVY = ["compromise", "chrono-node", "viem"];
const defi = (steps = "") => loadedAfter("handlers/defi/index.ts", HEAVY, steps);

describe("defi start: language and chain modules load on first use", () => {
  test("loading the handlers requires none of compromise, chrono-node, viem", () => {
    expect(defi()).toEqual([]);
  });

  test("the first tokenize loads compromise and reads the words as before; the first 'until <date>' loads chrono-node", () => {
    expect(defi(`const { tokenize } = require(file("handlers/defi/words.ts"));
      if (tokenize("Swap $250 USDC -> ETH").map((t) => t.norm).join(" ") !== "swap $250 usdc to eth") throw new Error("tokens changed");`)).toEqual(["compromise"]);
    expect(defi(`require(file("handlers/defi/standing.ts")).planStanding("keep 40% of my USDC in the best pool until March 31", undefined, new Date("2026-12-02T00:00:00Z"));`)).toContain("chrono-node");
  });

  test("viem loads on its first call and answers as viem; the Transfer, Supply and Withdraw topic constants are viem's keccak256", () => {
    const steps = `const { keccak256, toHex } = require(file("handlers/defi/viem.ts"));
      const { TRANSFER_TOPIC } = require(file("handlers/defi/erc20.ts"));
      const { AAVE_TOPIC } = require(file("handlers/defi/aave.ts"));
      const topic = (event) => keccak256(toHex(event));
      if (topic("Transfer(address,address,uint256)") !== TRANSFER_TOPIC) throw new Error("Transfer topic differs");
      if (topic("Supply(address,address,address,uint256,uint16)") !== AAVE_TOPIC.supply) throw new Error("Supply topic differs");
      if (topic("Withdraw(address,address,address,uint256)") !== AAVE_TOPIC.withdraw) throw new Error("Withdraw topic differs");`;
    expect(defi(steps)).toEqual(["viem"]);
  });
});
