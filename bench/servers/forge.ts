import { join } from "node:path";
import pino from "pino";
import type { BoundService } from "../../generator/runtime";
import { announce, estimateRent, portFromEnv, TOOL, type RentArgs } from "./rent-tool";

/**
 * The generated housing server on the project's runtime (what `mcpforge serve housing` runs):
 * generated definition and validators, the shared host, the HTTP fast path, loaded from the tsc
 * build in dist/ as `npm start` loads them (`npm run bench` builds first). Only the handlers are
 * the benchmark's: get_rent_estimate is the shared cheap tool, every other tool a stub, so the
 * figure does not move when the real housing handlers change.
 * Output validation follows the runtime default (on unless NODE_ENV=production).
 */
/* eslint-disable @typescript-eslint/no-require-imports */
// FORGE_ROOT (bench/eras.ts, MCPFORGE_BENCH_ERAS_BASELINE): another checkout's build, measured as the baseline in the same run.
const ROOT = process.env.FORGE_ROOT ?? join(__dirname, "..", "..");
const { housingService } = require(join(ROOT, "dist", "generated", "housing", "server")) as typeof import("../../generated/housing/server");
const { bindService, loadConfig, notImplemented, startHost } = require(join(ROOT, "generator", "dist", "runtime")) as typeof import("../../generator/runtime");

async function main(): Promise<void> {
  const tools: Record<string, unknown> = {};
  for (const t of housingService.tools) tools[t.name] = notImplemented(t.name);
  tools[TOOL] = async (args: RentArgs) => estimateRent(args);
  const bound: BoundService = bindService(housingService, () => ({ tools: tools as never }));
  const config = loadConfig(process.env, { host: "127.0.0.1", port: portFromEnv() });
  const host = await startHost({ services: [bound], config, logger: pino({ level: "warn" }), endpointPath: () => "/mcp" });
  announce(host.port);
}

void main();
