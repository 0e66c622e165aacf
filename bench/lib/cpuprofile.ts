import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Hotspot {
  name: string;
  selfPct: number;
}

/** Where a V8 .cpuprofile spends its samples, by self time; module paths shortened. */
export function hotspots(file: string, top = 15, group: "function" | "module" = "function"): Hotspot[] {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    const key = group === "module" ? moduleOf(node.callFrame.url, node.callFrame.functionName) : label(node);
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, t]) => ({ name, selfPct: (100 * t) / total }));
}

function label(node: ProfileNode): string {
  const f = node.callFrame;
  const fn = f.functionName || "(anonymous)";
  return f.url ? `${fn} ${shorten(f.url)}:${f.lineNumber + 1}` : fn;
}

function moduleOf(url: string, fn: string): string {
  if (!url) return fn; // (garbage collector), (program), (idle)
  const short = shorten(url);
  const nm = short.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = short.slice(nm + 13).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return short.startsWith("node:") ? short : short.replace(/\/[^/]+$/, "/");
}

function shorten(url: string): string {
  return url.replace(/^file:\/\//, "").replace(/^.*?\/(node_modules|generator|generated|handlers|bench)\//, "$1/");
}

if (require.main === module) {
  for (const h of hotspots(process.argv[2], Number(process.argv[3] ?? 25), (process.argv[4] as "module") ?? "function")) {
    console.log(`${h.selfPct.toFixed(1).padStart(5)}%  ${h.name}`);
  }
}
