import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

// A defi start loads its handlers through the loader `serve` uses (generator/dist, built), in a
// child process: compromise and chrono-node are required by the first call that reads words or
// a date, not by the start.
const ROOT = resolve(__dirname, "../..");
const LOADER = resolve(ROOT, "generator/dist/commands/loader/index.js");

function loadedAfter(steps: string): string[] {
  const script = `require(${JSON.stringify(LOADER)}).registerTypeScript(${JSON.stringify(ROOT)});
    require(${JSON.stringify(resolve(ROOT, "handlers/defi/index.ts"))});
    ${steps}
    const names = ["compromise", "chrono-node"].filter((n) => Object.keys(require.cache).some((k) => k.includes("/node_modules/" + n + "/")));
    process.stdout.write(JSON.stringify(names));`;
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { cwd: ROOT, encoding: "utf8" })) as string[];
}

describe("defi start: language modules load on first use", () => {
  test("loading the handlers requires neither compromise nor chrono-node", () => {
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
});
