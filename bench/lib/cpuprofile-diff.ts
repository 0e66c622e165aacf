import { readFileSync } from "node:fs";

/**
 * Where two servers' calls go, per call (issue 32, bench/npm-start-profile.ts): the busy samples
 * of each .cpuprofile's last `windowS` seconds (idle excluded), summed by kind of code and divided
 * by the calls answered in that window. Sampled main-thread time: a syscall counts while the
 * thread is in it, preempted or not, so compare it with /proc CPU before reading it as work.
 */
interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const KINDS: [string, (fn: string, url: string) => boolean][] = [
  ["socket write (writev and its JS wrapper)", (fn) => fn === "writev" || fn === "writevGeneric"],
  ["GC", (fn) => fn === "(garbage collector)"],
  ["V8 and native outside JS", (fn, url) => !url],
  ["runtime: ToolRunner.run and the wire text", (_, url) => /generator\/runtime\/(dispatch|result-json)\./.test(url)],
  ["runtime: endpoint.dispatch (JSON.parse, JSON shape guard)", (fn, url) => fn === "dispatch" && /generator\/runtime\/http\/endpoint\./.test(url)],
  ["runtime and platform: every other function", (_, url) => /generator\/(runtime|platform)\//.test(url)],
  ["generated validators", (_, url) => /generated\//.test(url)],
  ["handler", (_, url) => /handlers\//.test(url)],
  ["raw's request handler (JSON.parse, JSON.stringify)", (_, url) => /bench\/servers\//.test(url)],
  ["node_modules", (_, url) => url.includes("node_modules/")],
  ["Node's http, streams, events, timers", (_, url) => url.startsWith("node:")],
];

/** µs per call by kind of code over the profile's last `windowS` seconds. */
export function perCallByKind(file: string, calls: number, windowS: number): Map<string, number> {
  const p = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const frames = new Map(p.nodes.map((n) => [n.id, n.callFrame]));
  const cut = p.endTime - windowS * 1e6;
  const out = new Map<string, number>();
  let t = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i];
    const f = frames.get(p.samples[i]);
    if (t < cut || !f || f.functionName === "(idle)") continue;
    const kind = KINDS.find(([, is]) => is(f.functionName, f.url))?.[0] ?? "other";
    out.set(kind, (out.get(kind) ?? 0) + (p.timeDeltas[i + 1] ?? 0) / calls);
  }
  return out;
}

/** A markdown table of two servers' µs per call by kind, the largest difference first. */
export function diffTable(a: { name: string; us: Map<string, number> }, b: { name: string; us: Map<string, number> }): string {
  const kinds = [...new Set([...a.us.keys(), ...b.us.keys()])];
  const rows = kinds.map((k) => [k, a.us.get(k) ?? 0, b.us.get(k) ?? 0] as const).sort((x, y) => y[1] - y[2] - (x[1] - x[2]));
  const sum = (m: Map<string, number>) => [...m.values()].reduce((s, x) => s + x, 0);
  const line = (k: string, x: number, y: number) => `| ${k} | ${x.toFixed(1)} | ${y.toFixed(1)} | ${x - y >= 0 ? "+" : "−"}${Math.abs(x - y).toFixed(1)} |`;
  return [`| where | ${a.name} | ${b.name} | difference |`, "| --- | --- | --- | --- |", ...rows.map(([k, x, y]) => line(k, x, y)), line("total sampled", sum(a.us), sum(b.us))].join("\n");
}
