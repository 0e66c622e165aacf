import { readFileSync } from "node:fs";
import { RATIOS_FILE, type RecordedRatios } from "./npm-start";
import { ERAS, PATHS } from "./lib/npm-start-paths";
import { measureCells, startServers, warmUp } from "./lib/npm-start-run";
import { median } from "./lib/stats";

/**
 * CI guard (.ci/steps/45-speed-guard.sh): a short paired run of the valid-read path on
 * the npm start host against raw node:http, both eras, compared with the ratios bench/npm-start.ts
 * last recorded (bench/npm-start-ratios.json). Fails when an era's ratio falls more than 15 % below
 * the recorded one. Only ratios measured within one run are compared, never absolute times. The
 * ratio guarded is CPU per call (raw ÷ host): on a shared 2-core machine calls/s ratios of one run
 * swung 0.16–0.28 between rounds, CPU per call far less; calls/s is printed beside it.
 *
 * The verdict is the median of 5 paired rounds against the floor, i.e. whether at least 3 of the 5
 * rounds' ratios reach it. The rounds stop as soon as that is decided for both eras (3 rounds on
 * one side of the floor): the verdict is the one all 5 rounds would give on the same rounds, in 3
 * rounds instead of 5 when the ratio is clearly above (or below) the floor.
 */
const TOLERANCE = 0.15;
const ROUNDS = 5;
const MAJORITY = Math.ceil(ROUNDS / 2);

/** How many of a cell's rounds reach the floor, and how many fall below it. */
function tally(ratios: number[], floor: number): { above: number; below: number } {
  const above = ratios.filter((r) => r >= floor).length;
  return { above, below: ratios.length - above };
}

async function main(): Promise<void> {
  const recorded = JSON.parse(readFileSync(RATIOS_FILE, "utf8")) as RecordedRatios;
  const valid = PATHS.find((p) => p.key === "valid-read")!;
  const cells = ERAS.map((era) => ({ path: valid, era }));
  const servers = await startServers(cells, false);
  let failed = false;
  try {
    await warmUp(servers, cells, 1);
    const floorOf = (era: keyof RecordedRatios["valid-read"]) => recorded["valid-read"][era].cpu * (1 - TOLERANCE);
    const decided = (done: { era: keyof RecordedRatios["valid-read"]; ratios: { cpu: number[] } }[]) =>
      done.every((c) => Math.max(...Object.values(tally(c.ratios.cpu, floorOf(c.era)))) >= MAJORITY);
    const measured = await measureCells(servers, cells, { rounds: ROUNDS, durationS: 1, log: (m) => process.stderr.write(`${m}\n`), decided });
    for (const c of measured) {
      const ref = recorded["valid-read"][c.era];
      const cpu = median(c.ratios.cpu);
      const floor = floorOf(c.era);
      const ok = tally(c.ratios.cpu, floor).above >= MAJORITY;
      failed ||= !ok;
      console.log(`${ok ? "ok" : "FAIL"} valid read, ${c.era} era: CPU per call raw ÷ host ${cpu.toFixed(2)}× (recorded ${ref.cpu}× on ${recorded.measured}, floor ${floor.toFixed(2)}×, ${tally(c.ratios.cpu, floor).above} of ${c.ratios.cpu.length} rounds at or above it); calls/s host ÷ raw ${median(c.ratios.host).toFixed(2)}× (recorded ${ref.calls}×)`);
    }
  } finally {
    await servers.stop();
  }
  if (failed) {
    console.log("The valid-read path of the npm start host lost more than 15 % against raw node:http: profile it (docs/benchmarks.md) before landing, or rerun `npm run bench -- --only npm-start` if the change is intended.");
    process.exitCode = 1;
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
