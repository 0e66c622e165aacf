import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runLoad } from "./load";
import { sameJson } from "./mcp-http";
import { callRequest, checkedResult, startNpmStartHost, type CallPath, type Era } from "./npm-start-paths";
import { cpuMs, SERVER_CPU, startServer, type ServerProcess } from "./proc";

/**
 * The servers of bench/npm-start.ts and its CI guard, and the paired rounds that compare them:
 * the npm start host, raw node:http replaying the host's own answers, optionally the SDK's
 * stateless pattern replaying them too.
 */
export interface Servers {
  host: ServerProcess;
  raw: ServerProcess;
  sdk?: ServerProcess;
  stop(): Promise<void>;
}

export type Target = "host" | "raw" | "sdk";

export interface Sample {
  rps: number;
  cpuUsPerCall: number;
}

/** One (path, era) cell over all rounds: per server its samples, per round host/raw and sdk/raw. */
export interface Cell {
  path: CallPath;
  era: Era;
  samples: Record<Target, Sample[]>;
  ratios: { host: number[]; sdk: number[]; cpu: number[] };
}

export async function startServers(cells: { path: CallPath; era: Era }[], withSdk: boolean): Promise<Servers> {
  const host = await startNpmStartHost();
  const dir = mkdtempSync(join(tmpdir(), "mcpforge-replay-"));
  const started: ServerProcess[] = [host];
  const stop = async () => {
    await Promise.all(started.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const replies: Record<string, unknown> = {};
    for (const c of cells) replies[`${c.path.key}-${c.era}`] = await checkedResult(urlOf(host, "host", c.path, c.era), c.path, c.era, "npm start host");
    const file = join(dir, "replies.json");
    writeFileSync(file, JSON.stringify(replies));
    const raw = await startServer({ name: "raw", script: "bench/servers/replay-http.ts", env: { REPLAY_FILE: file }, cpu: SERVER_CPU, path: "" });
    started.push(raw);
    const sdk = withSdk ? await startServer({ name: "sdk", script: "bench/servers/sdk-replay.ts", env: { REPLAY_FILE: file }, cpu: SERVER_CPU, path: "" }) : undefined;
    if (sdk) started.push(sdk);
    for (const c of cells) {
      const expected = replies[`${c.path.key}-${c.era}`];
      const others = sdk && c.era === "2025" ? [raw, sdk] : [raw];
      for (const s of others) {
        const got = await checkedResult(urlOf(s, s.name as Target, c.path, c.era), c.path, c.era, s.name);
        if (!sameJson(got, expected)) throw new Error(`${s.name} does not replay the host's answer for ${c.path.key} on ${c.era}`);
      }
    }
    return { host, raw, sdk, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export function urlOf(s: ServerProcess, target: Target, path: CallPath, era: Era): string {
  return target === "host" ? `${s.url}/${path.slug}/mcp` : `http://127.0.0.1:${s.port}/${path.key}-${era}`;
}

async function measure(s: ServerProcess, target: Target, path: CallPath, era: Era, durationS: number): Promise<Sample> {
  const { body, headers } = callRequest(path, era);
  const before = cpuMs(s.pid);
  const r = await runLoad({ url: urlOf(s, target, path, era), bodies: [body], headers, durationS });
  const after = cpuMs(s.pid);
  if (r.non2xx || r.errors) throw new Error(`${s.name}: ${r.non2xx} non-2xx answers and ${r.errors} errors on ${path.key} (${era})`);
  return { rps: r.rps, cpuUsPerCall: ((after - before) * 1000) / r.requests };
}

/**
 * `rounds` paired rounds of every cell: in each round each server runs the cell once, in an order
 * rotated by round, and the round's ratios are taken from that round alone (the machine's speed
 * drifts between rounds, not within a pair). `decided`, asked after each round, ends the run early.
 */
export async function measureCells(
  servers: Servers,
  cells: { path: CallPath; era: Era }[],
  opts: { rounds: number; durationS: number; log: (m: string) => void; decided?: (cells: Cell[]) => boolean },
): Promise<Cell[]> {
  const out: Cell[] = cells.map((c) => ({ ...c, samples: { host: [], raw: [], sdk: [] }, ratios: { host: [], sdk: [], cpu: [] } }));
  for (let round = 0; round < opts.rounds; round++) {
    for (const cell of out) {
      const targets: Target[] = servers.sdk && cell.era === "2025" ? ["host", "raw", "sdk"] : ["host", "raw"];
      const got: Partial<Record<Target, Sample>> = {};
      for (let i = 0; i < targets.length; i++) {
        const t = targets[(i + round) % targets.length];
        got[t] = await measure(servers[t]!, t, cell.path, cell.era, opts.durationS);
        cell.samples[t].push(got[t]!);
      }
      cell.ratios.host.push(got.host!.rps / got.raw!.rps);
      cell.ratios.cpu.push(got.raw!.cpuUsPerCall / got.host!.cpuUsPerCall);
      if (got.sdk) cell.ratios.sdk.push(got.sdk.rps / got.raw!.rps);
    }
    opts.log(`npm-start: round ${round + 1}/${opts.rounds}: ${out.map((c) => `${c.path.key}/${c.era} ${c.ratios.host[round].toFixed(2)}× (CPU ${c.ratios.cpu[round].toFixed(2)}×)`).join(", ")}`);
    if (opts.decided?.(out)) break; // a stopping rule of the caller's (the CI guard's)
  }
  return out;
}

/** Warm-up: each server answers each cell for a moment before anything is timed. */
export async function warmUp(servers: Servers, cells: { path: CallPath; era: Era }[], durationS: number): Promise<void> {
  for (const c of cells) {
    for (const t of ["host", "raw", "sdk"] as Target[]) {
      if (servers[t] && (t !== "sdk" || c.era === "2025")) await measure(servers[t]!, t, c.path, c.era, durationS);
    }
  }
}

