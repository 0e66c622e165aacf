import { readFileSync } from "node:fs";
import { RATIOS_FILE, type RecordedRatios } from "./npm-start";
import { ERAS, PATHS } from "./lib/npm-start-paths";
import { measureCells, startServers, warmUp } from "./lib/npm-start-run";
import { median } from "./lib/stats";

/**
 * CI guard (.ci/steps/45-speed-guard.sh, about 25 s): a short paired run of the valid-read path on
 * the npm start host against raw node:http, both eras, compared with the ratios bench/npm-start.ts
 * last recorded (bench/npm-start-ratios.json). Fails when an era's ratio falls more than 15 % below
 * the recorded one. Only ratios measured within one run are compared, never absolute times. The
 * ratio guarded is CPU per call (raw ÷ host): on a shared 2-core machine calls/s ratios of one run
 * swung 0.16–0.28 between rounds, CPU per call far less; calls/s is printed beside it.
 */
const TOLERANCE = 0.15;

async function main(): Promise<void> {
  const recorded = JSON.parse(readFileSync(RATIOS_FILE, "utf8")) as RecordedRatios;
  const valid = PATHS.find((p) => p.key === "valid-read")!;
  const cells = ERAS.map((era) => ({ path: valid, era }));
  const servers = await startServers(cells, false);
  let failed = false;
  try {
    await warmUp(servers, cells, 1);
    const measured = await measureCells(servers, cells, { rounds: 5, durationS: 1, log: (m) => process.stderr.write(`${m}\n`) });
    for (const c of measured) {
      const ref = recorded["valid-read"][c.era];
      const cpu = median(c.ratios.cpu);
      const floor = ref.cpu * (1 - TOLERANCE);
      const ok = cpu >= floor;
      failed ||= !ok;
      console.log(`${ok ? "ok" : "FAIL"} valid read, ${c.era} era: CPU per call raw ÷ host ${cpu.toFixed(2)}× (recorded ${ref.cpu}× on ${recorded.measured}, floor ${floor.toFixed(2)}×); calls/s host ÷ raw ${median(c.ratios.host).toFixed(2)}× (recorded ${ref.calls}×)`);
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
