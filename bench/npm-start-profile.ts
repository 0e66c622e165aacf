import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { diffTable, perCallByKind } from "./lib/cpuprofile-diff";
import { runLoad } from "./lib/load";
import { callRequest, checkedResult, PATHS, startNpmStartHost, type Era } from "./lib/npm-start-paths";
import { cpuMs, SERVER_CPU, startServer, TS_NODE_ARGS, type ServerProcess } from "./lib/proc";

/**
 * CPU profiles (or heap profiles, HEAP=1) of the npm start host and of raw node:http replaying the
 * host's answer (bench/servers/replay-http.ts), each under one cell's load (issue 32):
 *   CELL=valid-read:2025 [DUR=5] [OUT=.prof] [HEAP=1] node -r ./bench/lib/register.js bench/npm-start-profile.ts
 * writes OUT/<cell>/{host,raw}/*.cpuprofile, prints each server's CPU per call (/proc) and, for CPU
 * profiles, the two main threads' sampled µs per call by kind of code (bench/lib/cpuprofile-diff.ts,
 * over the warm-up and the timed load); read one profile with bench/lib/cpuprofile.ts.
 */
const DUR = Number(process.env.DUR ?? 5);

/** The load on one server, then its stop (which writes the profile); returns the calls of warm-up and load. */
async function profiled(who: string, server: ServerProcess, url: string, body: string, headers: Record<string, string>): Promise<number> {
  try {
    const warm = await runLoad({ url, bodies: [body], headers, durationS: 1 });
    const before = cpuMs(server.pid);
    const r = await runLoad({ url, bodies: [body], headers, durationS: DUR });
    console.log(`${who}: ${r.requests} timed calls (+ warm-up), ${(((cpuMs(server.pid) - before) * 1000) / r.requests).toFixed(1)} µs CPU/call`);
    return warm.requests + r.requests;
  } finally {
    await server.stop();
  }
}

/** The main thread's profile: the largest file of a process (the others are worker threads). */
const mainProfile = (dir: string) => readdirSync(dir).map((f) => join(dir, f)).sort((a, b) => statSync(b).size - statSync(a).size)[0];

async function main() {
  const [key, era] = (process.env.CELL ?? "valid-read:2025").split(":") as [string, Era];
  const path = PATHS.find((p) => p.key === key);
  if (!path) throw new Error(`CELL: no path ${key}`);
  const dir = join(process.env.OUT ?? ".prof", `${key}-${era}`);
  const flags = (sub: string) => {
    mkdirSync(join(dir, sub), { recursive: true });
    return process.env.HEAP ? ["--heap-prof", `--heap-prof-dir=${join(dir, sub)}`] : ["--cpu-prof", `--cpu-prof-dir=${join(dir, sub)}`];
  };
  const { body, headers } = callRequest(path, era);
  const host = await startNpmStartHost({ nodeArgs: flags("host") });
  const hostUrl = `${host.url}/${path.slug}/mcp`;
  const result = await checkedResult(hostUrl, path, era, "host").catch(async (err) => (await host.stop(), Promise.reject(err)));
  const hostCalls = await profiled("host", host, hostUrl, body, headers);
  const file = join(dir, "replies.json");
  writeFileSync(file, JSON.stringify({ [`${key}-${era}`]: result }));
  const raw = await startServer({ name: "raw", script: "bench/servers/replay-http.ts", nodeArgs: [...flags("raw"), ...TS_NODE_ARGS], env: { REPLAY_FILE: file }, cpu: SERVER_CPU, path: "" });
  const rawCalls = await profiled("raw", raw, `http://127.0.0.1:${raw.port}/${key}-${era}`, body, headers);
  for (const sub of ["host", "raw"]) console.log(readdirSync(join(dir, sub)).map((f) => join(dir, sub, f)).join("\n"));
  if (process.env.HEAP) return;
  // The window: warm-up and load, and the second or so until the stop; before it the host is idle.
  const windowS = 1 + DUR + 1;
  console.log(`\nsampled main-thread µs per call, ${key} ${era}, the profiles' last ${windowS} s:\n`);
  console.log(diffTable({ name: "host", us: perCallByKind(mainProfile(join(dir, "host")), hostCalls, windowS) }, { name: "raw", us: perCallByKind(mainProfile(join(dir, "raw")), rawCalls, windowS) }));
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
