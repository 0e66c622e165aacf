import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

// A defi start loads its handlers through the loader `serve` uses (generator/dist, built), in a
// child process: compromise, chrono-node and viem are required by the first call that reads words,
// a date or a chain, not by the start.
const ROOT = resolve(__dirname, "../..");
const LOADER = resolve(ROOT, "generator/dist/commands/loader/index.js");

function loadedAfter(steps: string): string[] {
  const script = `require(${JSON.stringify(LOADER)}).registerTypeScript(${JSON.stringify(ROOT)});
    require(${JSON.stringify(resolve(ROOT, "handlers/defi/index.ts"))});
    ${steps}
    const names = ["compromise", "chrono-node", "viem"].filter((n) => Object.keys(require.cache).some((k) => k.includes("/node_modules/" + n + "/")));
    process.stdout.write(JSON.stringify(names));`;
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { cwd: ROOT, encoding: "utf8" })) as string[];
}

describe("defi start: language modules load on first use", () => {
  test("loading the handlers requires none of compromise, chrono-node, viem", () => {
    expect(loadedAfter("")).toEqual([]);
  });

  test("the first tokenize loads compromise and reads the words as before; the first 'until <date>' loads chrono-node", () => {
    const words = `const { tokenize } = require(${JSON.stringify(resolve(ROOT, "handlers/defi/words.ts"))});
      if (tokenize("Swap $250 USDC -> ETH").map((t) => t.norm).join(" ") !== "swap $250 usdc to eth") throw new Error("tokens changed");`;
    expect(loadedAfter(words)).toEqual(["compromise"]);
    const until = `const { planStanding } = require(${JSON.stringify(resolve(ROOT, "handlers/defi/standing.ts"))});
      planStanding("keep 40% of my USDC in the best pool until March 31", undefined, new Date("2026-12-02T00:00:00Z"));`;
    expect(loadedAfter(until)).toContain("chrono-node");
  });

  test("viem loads on its first call and answers as viem; the Transfer, Supply and Withdraw topic constants are viem's keccak256", () => {
    const topic = `const { keccak256, toHex } = require(${JSON.stringify(resolve(ROOT, "handlers/defi/viem.ts"))});
      const { TRANSFER_TOPIC } = require(${JSON.stringify(resolve(ROOT, "handlers/defi/erc20.ts"))});
      const { AAVE_TOPIC } = require(${JSON.stringify(resolve(ROOT, "handlers/defi/aave.ts"))});
      const topic = (event) => keccak256(toHex(event));
      if (topic("Transfer(address,address,uint256)") !== TRANSFER_TOPIC) throw new Error("Transfer topic differs");
      if (topic("Supply(address,address,address,uint256,uint16)") !== AAVE_TOPIC.supply) throw new Error("Supply topic differs");
      if (topic("Withdraw(address,address,address,uint256)") !== AAVE_TOPIC.withdraw) throw new Error("Withdraw topic differs");`;
    expect(loadedAfter(topic)).toEqual(["viem"]);
  });
});
