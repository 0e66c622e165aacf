import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runLoad } from "./lib/load";
import { callRequest, checkedResult, PATHS, startNpmStartHost, type Era } from "./lib/npm-start-paths";
import { cpuMs, SERVER_CPU, startServer, TS_NODE_ARGS, type ServerProcess } from "./lib/proc";

/**
 * CPU profiles (or heap profiles, HEAP=1) of the npm start host and of raw node:http replaying the
 * host's answer (bench/servers/replay-http.ts), each under one cell's load (issue 32):
 *   CELL=valid-read:2025 [DUR=5] [OUT=.prof] [HEAP=1] node -r ./bench/lib/register.js bench/npm-start-profile.ts
 * writes OUT/<cell>/{host,raw}/*.cpuprofile and prints each server's CPU per call and calls per
 * profile; read a profile with bench/lib/cpuprofile.ts (the host's includes its start-up).
 */
async function profiled(who: string, server: ServerProcess, url: string, body: string, headers: Record<string, string>): Promise<void> {
  try {
    await runLoad({ url, bodies: [body], headers, durationS: 1 });
    const before = cpuMs(server.pid);
    const r = await runLoad({ url, bodies: [body], headers, durationS: Number(process.env.DUR ?? 5) });
    console.log(`${who}: ${r.requests} timed calls (+ warm-up), ${(((cpuMs(server.pid) - before) * 1000) / r.requests).toFixed(1)} µs CPU/call`);
  } finally {
    await server.stop();
  }
}

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
  await profiled("host", host, hostUrl, body, headers);
  const file = join(dir, "replies.json");
  writeFileSync(file, JSON.stringify({ [`${key}-${era}`]: result }));
  const raw = await startServer({ name: "raw", script: "bench/servers/replay-http.ts", nodeArgs: [...flags("raw"), ...TS_NODE_ARGS], env: { REPLAY_FILE: file }, cpu: SERVER_CPU, path: "" });
  await profiled("raw", raw, `http://127.0.0.1:${raw.port}/${key}-${era}`, body, headers);
  for (const sub of ["host", "raw"]) console.log(readdirSync(join(dir, sub)).map((f) => join(dir, sub, f)).join("\n"));
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
