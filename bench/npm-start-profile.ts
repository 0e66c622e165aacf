import { mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { runLoad } from "./lib/load";
import { callRequest, checkedResult, PATHS, startNpmStartHost, type Era } from "./lib/npm-start-paths";
import { cpuMs } from "./lib/proc";

/**
 * A CPU profile of the npm start host under one cell's load (issue 32):
 *   CELL=valid-read:2025 [DUR=5] [OUT=.prof] [HEAP=1] node -r ./bench/lib/register.js bench/npm-start-profile.ts
 * writes OUT/<cell>/*.cpuprofile (or *.heapprofile with HEAP=1); read it with bench/lib/cpuprofile.ts.
 */
async function main() {
  const [key, era] = (process.env.CELL ?? "valid-read:2025").split(":") as [string, Era];
  const path = PATHS.find((p) => p.key === key);
  if (!path) throw new Error(`CELL: no path ${key}`);
  const dir = join(process.env.OUT ?? ".prof", `${key}-${era}`);
  mkdirSync(dir, { recursive: true });
  const flags = process.env.HEAP ? ["--heap-prof", `--heap-prof-dir=${dir}`] : ["--cpu-prof", `--cpu-prof-dir=${dir}`];
  const host = await startNpmStartHost({ nodeArgs: flags });
  try {
    const url = `${host.url}/${path.slug}/mcp`;
    await checkedResult(url, path, era, "host");
    const { body, headers } = callRequest(path, era);
    await runLoad({ url, bodies: [body], headers, durationS: 1 });
    const before = cpuMs(host.pid);
    const r = await runLoad({ url, bodies: [body], headers, durationS: Number(process.env.DUR ?? 5) });
    console.log(`${key} ${era}: ${r.requests} calls, ${(((cpuMs(host.pid) - before) * 1000) / r.requests).toFixed(1)} µs CPU/call`);
  } finally {
    await host.stop();
  }
  console.log(readdirSync(dir).map((f) => join(dir, f)).join("\n"));
}

main().then(() => process.exit(0), (err) => (console.error(err), process.exit(1)));
