import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runLoad } from "./lib/load";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable } from "./lib/stats";
import { SENDER_HEADERS, startWebhooksServer } from "./webhooks-capture";

/**
 * SQLite WAL size under sustained capture writes (issue 10, defect 8): 4 connections send 100 KiB
 * captures for 20 s (5 s with --quick) while this process samples the WAL file every 50 ms; then
 * how long the idle TRUNCATE checkpoint takes to empty it. Default WAL policy
 * (SQLITE_WAL_MAX_BYTES 64 MiB); the per-client capture limits are raised by startWebhooksServer.
 *
 * Run: `node -r ./bench/lib/register.js bench/webhooks-wal.ts [--quick]`.
 */
const MiB = 1024 * 1024;

function size(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const quick = process.argv.includes("--quick");
  const durationS = quick ? 5 : 20;
  const dir = mkdtempSync(join(tmpdir(), "mcpforge-bench-wal-"));
  const wal = join(dir, "wal.sqlite-wal");
  const hooks = await startWebhooksServer(dir, undefined, "wal.sqlite");
  try {
    let largest = 0;
    const sampler = setInterval(() => (largest = Math.max(largest, size(wal))), 50);
    const body = "x".repeat(100 * 1024);
    const load = await runLoad({ url: hooks.captureUrl, bodies: [body], headers: SENDER_HEADERS, durationS, connections: 4 });
    clearInterval(sampler);
    largest = Math.max(largest, size(wal));
    const written = load.requests * 100 * 1024;
    const atEnd = size(wal);
    const idleStart = Date.now();
    while (size(wal) > 0 && Date.now() - idleStart < 10_000) await new Promise((r) => setTimeout(r, 20));
    const emptiedMs = size(wal) === 0 ? Date.now() - idleStart : NaN;
    const table = mdTable(
      ["figure", "value"],
      [
        ["captures stored (2xx)", String(load.requests - load.non2xx)],
        ["non-2xx / errors", `${load.non2xx} / ${load.errors}`],
        ["body bytes sent", `${fmt(written / MiB)} MiB in ${durationS} s`],
        ["largest WAL file seen", `${fmt(largest / MiB)} MiB (bound: SQLITE_WAL_MAX_BYTES = 64 MiB)`],
        ["WAL file when the load stopped", `${fmt(atEnd / MiB)} MiB`],
        ["time until the idle TRUNCATE emptied it", Number.isNaN(emptiedMs) ? "not within 10 s" : `${emptiedMs} ms (SQLITE_WAL_IDLE_MS = 1000)`],
      ],
    );
    const md = `## SQLite WAL under sustained capture writes\n\n${machineLine()} · 4 connections · 100 KiB captures · ${durationS} s${quick ? " (quick)" : ""}\n\nRerun: \`node -r ./bench/lib/register.js bench/webhooks-wal.ts\`. Before issue 10's fix the WAL grew with every write (944 MiB in 20 s at concurrency 4).\n\n${table}\n`;
    process.stdout.write(md);
    writeSection("webhooks-wal", md);
  } finally {
    await hooks.server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
