/**
 * Comms data export under load (issue 30 item 1), on SQLite: event-loop delay, /healthz latency and
 * RSS while one organization of many contacts is exported. Baseline, same run and same data: the
 * export as it was before (every table read in one transaction on the write connection, then one
 * JSON.stringify of the whole snapshot), run in the same process.
 *
 * Rerun: `npm run bench -- --only comms-export` or
 * `node -r ./bench/lib/register.js bench/comms-export.ts [--quick]`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { TENANT_COLUMN } from "../handlers/comms/deletion/erase";
import type { BenchContext, Benchmark, Headline } from "./lib/bench";
import { commsBenchHost, fillContacts } from "./comms-search";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, percentileSorted } from "./lib/stats";

interface Figures {
  ms: number;
  loopP99: number;
  loopMax: number;
  healthP99: number;
  healthMax: number;
  healthN: number;
  rssPeak: number;
  bytes: number;
}

const MB = 2 ** 20;

/** Runs `work` while sampling /healthz (one request at a time), the event-loop delay and RSS. */
async function measure(healthUrl: string, work: () => Promise<number>): Promise<Figures> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const health: number[] = [];
  let rssPeak = process.memoryUsage().rss;
  let done = false;
  const rss = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
  const probe = (async () => {
    while (!done) {
      const t = performance.now();
      await (await fetch(healthUrl)).arrayBuffer();
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  loop.enable();
  const t = performance.now();
  const bytes = await work();
  const ms = performance.now() - t;
  loop.disable();
  done = true;
  await probe;
  clearInterval(rss);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  return { ms, loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6, healthP99: percentileSorted([...health].sort((a, b) => a - b), 99), healthMax: Math.max(...health), healthN: health.length, rssPeak, bytes };
}

async function run(ctx: BenchContext): Promise<Headline[]> {
  const contacts = ctx.quick ? 50_000 : 200_000;
  const loadBefore = loadavg()[0];
  const dir = mkdtempSync(join(tmpdir(), "mcpforge-export-bench-"));
  const { host, lease, call } = await commsBenchHost({ DATABASE_URL: `sqlite:${join(dir, "comms.sqlite")}` });
  try {
    const org = await call("commsvc_organization_create", { name: "Bench" });
    const o = { organization_id: org.organization_id as string };
    ctx.log(`filling ${contacts} contacts`);
    await fillContacts(lease.storage.db, o.organization_id, 0, contacts);
    const healthUrl = `${host.url}/healthz`;
    // Warm-up: the first call of a tool loads its modules and validators; measure the export, not that.
    const small = await call("commsvc_organization_create", { name: "Warm-up" });
    await call("commsvc_data_export_create", { organization_id: small.organization_id }, small.api_key.secret);
    const rssStart = process.memoryUsage().rss;
    ctx.log("baseline: one transaction, one JSON.stringify");
    const before = await measure(healthUrl, () =>
      lease.storage.db.transaction().execute(async (trx) => {
        const tables: Record<string, unknown[]> = {};
        for (const [table, column] of Object.entries(TENANT_COLUMN))
          tables[table] = await trx.selectFrom(table).selectAll().where(column, "=", o.organization_id).execute();
        return Buffer.byteLength(JSON.stringify({ ...o, tables }));
      }),
    );
    ctx.log("streamed export (data_export_create over HTTP)");
    ctx.log("idle host (noise floor of this shared machine)");
    const idle = await measure(healthUrl, async () => (await new Promise((r) => setTimeout(r, 3000)), 0));
    const streamed = await measure(healthUrl, async () => Number((await call("commsvc_data_export_create", o, org.api_key.secret)).size_bytes));
    await new Promise((r) => setTimeout(r, 1000));
    global.gc?.();
    const rssAfter = process.memoryUsage().rss;
    const row = (name: string, f: Figures) => [name, fmt(f.ms), fmt(f.loopP99, 1), fmt(f.loopMax, 1), fmt(f.healthP99, 1), fmt(f.healthMax, 1), String(f.healthN), fmt(f.rssPeak / MB), fmt(f.bytes / MB, 1)];
    writeSection(
      "comms-export",
      `## Comms data export under load (issue 30 item 1)

${machineLine()} · SQLite file · in-process host; /healthz requested one at a time (20 ms apart) by the same process while the export runs · ${contacts.toLocaleString("en-US")} contacts in one organization · 1-minute load average ${loadBefore.toFixed(1)} before / ${loadavg()[0].toFixed(1)} after on this shared 2-core machine.

${mdTable(["export", "ms", "event-loop delay p99 ms", "max ms", "/healthz p99 ms", "max ms", "/healthz answered", "RSS peak MiB", "JSON MiB"], [row("streamed: data_export_create (parts of 256 KiB; yields after each part and every 100 rows)", streamed), row("baseline, same data: one transaction + one JSON.stringify (the code before)", before), row("idle host, 3 s, no export (the machine's noise floor)", idle)])}

RSS: ${fmt(rssStart / MB)} MiB before the baseline, ${fmt(rssAfter / MB)} MiB one second after the streamed export${global.gc ? " (after a forced GC)" : ""}. Event-loop delay from \`monitorEventLoopDelay\` (10 ms resolution) over each export; a block lasting the whole export leaves the histogram without a sample (the baseline's 0.0), so its /healthz max is the figure to read. RSS is the whole process's, the baseline having run first in it. The idle row is the floor set by the other processes sharing the two cores while this ran.

Rerun: \`npm run bench -- --only comms-export\` or \`node -r ./bench/lib/register.js bench/comms-export.ts\` (\`--quick\`: 50,000 contacts).`,
    );
    return [
      { figure: "comms export: event-loop delay p99 while exporting", measured: `${fmt(streamed.loopP99, 1)} ms (baseline ${fmt(before.loopP99, 1)} ms)`, target: "< 50 ms", met: streamed.loopP99 < 50 },
      { figure: "comms export: /healthz max while exporting", measured: `${fmt(streamed.healthMax, 1)} ms (baseline ${fmt(before.healthMax, 1)} ms)`, target: "< 50 ms", met: streamed.healthMax < 50 },
    ];
  } finally {
    await lease.release();
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export const commsExport: Benchmark = { name: "comms-export", run };

if (require.main === module) {
  const quick = process.argv.includes("--quick");
  run({ quick, log: (m) => process.stderr.write(`${m}\n`) }).then(
    (h) => console.log(JSON.stringify(h, null, 2)),
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
