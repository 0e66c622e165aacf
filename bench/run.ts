import { loadavg } from "node:os";
import type { Benchmark, Headline } from "./lib/bench";
import { machineLine } from "./lib/results";
import { mdTable } from "./lib/stats";
import { coldStart } from "./coldstart";
import { commsExport } from "./comms-export";
import { commsImport } from "./comms-import";
import { eras } from "./eras";
import { erasCore } from "./eras-core";
import { generatorSpeed } from "./generator";
import { memory } from "./memory";
import { npmStart } from "./npm-start";
import { paymentsBatch } from "./payments-batch";
import { telemetryOff } from "./telemetry-off";
import { throughput } from "./throughput";
import { validation } from "./validation";
import { webhooksCapture } from "./webhooks-capture";
import { webhooksWakeup } from "./webhooks-wakeup";

/**
 * `npm run bench [-- --quick] [--only name,name]`: runs the benchmarks one after another (never
 * in parallel: they share two cores), writes each one's section of bench/RESULTS.md and prints
 * the headline figures as a table. The generator benchmark runs last.
 */
const ALL: Benchmark[] = [npmStart, throughput, eras, erasCore, validation, coldStart, memory, webhooksCapture, webhooksWakeup, commsImport, commsExport, paymentsBatch, generatorSpeed, telemetryOff];

function parseArgs(argv: string[]): { quick: boolean; only: string[] | null } {
  const quick = argv.includes("--quick");
  const i = argv.indexOf("--only");
  const only = i >= 0 ? (argv[i + 1] ?? "").split(",").filter(Boolean) : null;
  const unknown = (only ?? []).filter((n) => !ALL.some((b) => b.name === n));
  if (unknown.length) throw new Error(`--only: unknown benchmark(s) ${unknown.join(", ")}; choose from ${ALL.map((b) => b.name).join(", ")}`);
  return { quick, only };
}

async function main(): Promise<void> {
  const { quick, only } = parseArgs(process.argv.slice(2));
  const chosen = only ? ALL.filter((b) => only.includes(b.name)) : ALL;
  const log = (m: string) => process.stderr.write(`${m}\n`);
  // Other work on the machine skews every figure here: say how busy it was before we started.
  log(`${machineLine()} · load average ${loadavg()[0].toFixed(1)} before start${quick ? " · quick mode" : ""}`);
  const started = Date.now();
  const headlines: Headline[] = [];
  let failed = false;
  for (const b of chosen) {
    const t0 = Date.now();
    log(`== ${b.name}`);
    try {
      headlines.push(...(await b.run({ quick, log })));
    } catch (err) {
      failed = true;
      log(`${b.name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      headlines.push({ figure: b.name, measured: "failed (see above)", target: "", met: false });
    }
    log(`== ${b.name} done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  const rows = headlines.map((h) => [h.figure, h.measured, h.target || "–", h.met === null ? "" : h.met ? "met" : "MISSED"]);
  process.stdout.write(`\n${mdTable(["figure", "measured", "target", ""], rows)}\n\nbench/RESULTS.md updated · ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  if (failed) process.exitCode = 1;
}

void main();
