import { loadedAfter } from "../helpers/loaded-modules";

// A payments start loads its handlers in a child process as `serve` does: viem and @x402/evm are
// required by the first call that reads a chain or an x402 challenge, not by the start.
const HEAVY = ["viem", "@x402/evm"];
const payments = (steps = "") => loadedAfter("handlers/payments/index.ts", HEAVY, steps);

describe("payments start: chain modules load on first use", () => {
  test("loading the handlers requires neither viem nor @x402/evm", () => {
    expect(payments()).toEqual([]);
  });

  test("the first address check loads viem and answers as viem", () => {
    expect(payments(`const { getAddress } = require(file("handlers/payments/viem.ts"));
      if (getAddress("0xd8da6bf26964af9d7eed9e03e53415d37aa96045") !== "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045") throw new Error("checksum differs");`)).toContain("viem");
  });
});
