import { loadavg } from "node:os";
import { runLoad } from "./lib/load";
import { callRequest, checkedResult, PATHS, startNpmStartHost, type Era } from "./lib/npm-start-paths";
import { cpuMs, type ServerProcess } from "./lib/proc";

/**
 * Two built checkouts of the npm start host side by side (issue 32): server CPU per call from
 * /proc, paired rounds in alternating order, per (path, era) cell. For a fix's before/after
 * figures in bench/RESULTS.md ("The regression of issue 32, named"); the full comparison against
 * raw node:http is bench/npm-start.ts. Before timing a cell, both checkouts must answer it with the
 * same bytes (status, content-type and body).
 *
 *   BEFORE=<checkout> AFTER=<checkout> [CELLS=business-error:2025,valid-read:2026] [ROUNDS=6] [DUR=2] \
 *     node -r ./bench/lib/register.js bench/npm-start-pair.ts
 *
 * Each checkout must be built (`npm run build --silent`); a `git worktree` of the commit before,
 * with this checkout's node_modules linked and its dist/ built, will do.
 */
async function wireAnswer(url: string, body: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, { method: "POST", headers, body });
  return `${res.status} ${res.headers.get("content-type")}\n${await res.text()}`;
}

const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

async function main() {
  const roots = { before: process.env.BEFORE, after: process.env.AFTER };
  if (!roots.before || !roots.after) throw new Error("set BEFORE and AFTER to two built checkouts");
  const cells = (process.env.CELLS ?? "business-error:2025,business-error:2026,valid-read:2025").split(",").map((c) => {
    const [key, era] = c.split(":");
    const path = PATHS.find((p) => p.key === key);
    if (!path || (era !== "2025" && era !== "2026")) throw new Error(`CELLS: no path:era ${c}`);
    return { path, era: era as Era };
  });
  const rounds = Number(process.env.ROUNDS ?? 6);
  const durationS = Number(process.env.DUR ?? 2);
  const hosts: [string, ServerProcess][] = [];
  try {
    for (const [name, root] of Object.entries(roots)) hosts.push([name, await startNpmStartHost({ root })]);
    console.log(`1-minute load average at start: ${loadavg()[0].toFixed(1)}`);
    for (const { path, era } of cells) {
      const { body, headers } = callRequest(path, era);
      const us = new Map<string, number[]>(hosts.map(([name]) => [name, []]));
      for (const [name, h] of hosts) await checkedResult(`${h.url}/${path.slug}/mcp`, path, era, name);
      // Same wire bytes: the two checkouts' answers (status, content-type, body) must be identical.
      const [b0, a0] = await Promise.all(hosts.map(([, h]) => wireAnswer(`${h.url}/${path.slug}/mcp`, body, headers)));
      if (b0 !== a0) throw new Error(`${path.key} ${era}: the two checkouts answer different bytes:\nbefore ${b0.slice(0, 600)}\nafter  ${a0.slice(0, 600)}`);
      // Warm-up: each host answers the cell for a moment before anything is timed (JIT tiers).
      for (const [, h] of hosts) await runLoad({ url: `${h.url}/${path.slug}/mcp`, bodies: [body], headers, durationS: 1 });
      for (let r = 0; r < rounds; r++) {
        for (const [name, h] of r % 2 ? [...hosts].reverse() : hosts) {
          const before = cpuMs(h.pid);
          const res = await runLoad({ url: `${h.url}/${path.slug}/mcp`, bodies: [body], headers, durationS });
          if (res.non2xx || res.errors) throw new Error(`${name}: ${res.non2xx} non-2xx answers and ${res.errors} errors`);
          us.get(name)!.push(((cpuMs(h.pid) - before) * 1000) / res.requests);
        }
      }
      const [b, a] = [us.get("before")!, us.get("after")!];
      const ratios = a.map((x, i) => x / b[i]);
      console.log(`${path.key} ${era}: before ${median(b).toFixed(1)} µs/call, after ${median(a).toFixed(1)} (medians of ${rounds}); after/before per round, median ${median(ratios).toFixed(2)} [${ratios.map((x) => x.toFixed(2)).join(" ")}]`);
    }
    console.log(`1-minute load average at end: ${loadavg()[0].toFixed(1)}`);
  } finally {
    await Promise.all(hosts.map(([, h]) => h.stop()));
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
