/**
 * Comms imports and contact search (issue 13), on SQLite, over MCP streamable HTTP (tools/call):
 * - contact_import_preview + contact_import_confirm of a 10,000-row CSV (target under 3 s);
 *   baseline, same run: csv-parse alone reading the same CSV into records;
 * - crm_contacts_list with `q` over 100,000 contacts of one organization (target p50 under 10 ms);
 *   baseline, same run: crm_contacts_list without `q` (the first page) over the same contacts; on
 *   SQLite, and on PostgreSQL too when an admin URL is set (bench/comms-search.ts).
 *
 * Rerun: `npm run bench -- --only comms-import` or
 * `node -r ./bench/lib/register.js bench/comms-import.ts [--quick]`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import pino from "pino";
import { loadConfig, startHost } from "../generator/runtime";
import { services } from "../handlers";
import { acquireStorage } from "../generator/platform/storage";
import type { CommsTables } from "../handlers/comms/migrations";
import type { BenchContext, Benchmark, Headline } from "./lib/bench";
import {
  commsCaller,
  fillContacts,
  measureSearch,
  measureSearchOnPostgres,
  SEARCH_CONTACTS,
  searchSection,
} from "./comms-search";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, median, ratio } from "./lib/stats";

const ROWS = 10_000;

function importCsv(round: number): string {
  const lines = ["E-mail,Given name,Notes"];
  for (let i = 1; i <= ROWS; i++) lines.push(`r${round}u${i}@example.com,User ${i},"imported, round ${round}"`);
  return lines.join("\n");
}

async function csvParseAlone(csv: string): Promise<number> {
  let n = 0;
  for await (const _ of Readable.from([Buffer.from(csv)]).pipe(parse({ bom: true, relax_column_count: true }))) n++;
  return n;
}

const msSince = (t: bigint) => Number(process.hrtime.bigint() - t) / 1e6;

async function run(ctx: BenchContext): Promise<Headline[]> {
  const loadBefore = loadavg()[0];
  const rounds = ctx.quick ? 2 : 5;
  const searches = ctx.quick ? 20 : 60;
  const dir = mkdtempSync(join(tmpdir(), "mcpforge-comms-bench-"));
  const env = { DATABASE_URL: `sqlite:${join(dir, "comms.sqlite")}`, COMMS_ORG_CREATES_PER_MINUTE: "0" };
  const config = loadConfig(env, { host: "127.0.0.1", port: 0 });
  const logger = pino({ level: "warn" });
  const host = await startHost({ services: [services.comms()], config, logger });
  const lease = await acquireStorage({ config, logger, clock: { now: () => new Date() } as never });
  try {
    const url = `${host.url}/comms/mcp`;
    const call = commsCaller(url);
    const org = await call("commsvc_organization_create", { name: "Bench" });
    const key = org.api_key.secret as string;
    const o = { organization_id: org.organization_id as string };
    const imports: { import: number; preview: number; confirm: number; parse: number }[] = [];
    for (let r = 0; r < rounds; r++) {
      const csv = importCsv(r);
      let t = process.hrtime.bigint();
      const parsed = await csvParseAlone(csv);
      const parseMs = msSince(t);
      t = process.hrtime.bigint();
      const p = await call(
        "commsvc_contact_import_preview",
        {
          ...o,
          csv,
          mapping: { "E-mail": "email", "Given name": "first_name" },
          basis: "explicit",
          source: "bench",
          captured_at: "2026-11-01T00:00:00Z",
        },
        key,
      );
      const previewMs = msSince(t);
      t = process.hrtime.bigint();
      const done = await call(
        "commsvc_contact_import_confirm",
        { ...o, import_id: p.import_id, idempotency_key: `bench-${r}-key` },
        key,
      );
      const confirmMs = msSince(t);
      if (parsed !== ROWS + 1 || done.contacts_created !== ROWS)
        throw new Error(`round ${r}: ${parsed} records, ${done.contacts_created} created`);
      imports.push({ import: previewMs + confirmMs, preview: previewMs, confirm: confirmMs, parse: parseMs });
      ctx.log(
        `import round ${r + 1}: preview ${fmt(previewMs)} ms + confirm ${fmt(confirmMs)} ms; csv-parse alone ${fmt(parseMs, 1)} ms`,
      );
    }
    // Fill the organization up to 100,000 contacts directly (the import path is measured above).
    const db = lease.storage.kysely<CommsTables>();
    await fillContacts(db, o.organization_id, rounds * ROWS, SEARCH_CONTACTS);
    const search = await measureSearch({ call, db, organizationId: o.organization_id, key, rounds, searches });
    ctx.log(`sqlite search p50 ${fmt(search.qP50, 2)} ms (without q ${fmt(search.plainP50, 2)} ms)`);
    const pgSearch = await measureSearchOnPostgres({ rounds, searches, log: ctx.log });
    const importMs = median(imports.map((i) => i.import));
    const parseMs = median(imports.map((i) => i.parse));
    const qP50 = search.qP50;
    const rowsImport = [
      ["preview + confirm (tools/call over HTTP, SQLite)", fmt(importMs), ratio(importMs, parseMs)],
      [
        "  of which preview",
        fmt(median(imports.map((i) => i.preview))),
        ratio(median(imports.map((i) => i.preview)), parseMs),
      ],
      [
        "  of which confirm",
        fmt(median(imports.map((i) => i.confirm))),
        ratio(median(imports.map((i) => i.confirm)), parseMs),
      ],
      ["baseline: csv-parse alone, same CSV", fmt(parseMs, 1), "1.00×"],
    ];
    writeSection(
      "comms-import",
      `## Comms: contact import and contact search (issue 13)

${machineLine()} · SQLite file${pgSearch ? " (search also on the local PostgreSQL 15)" : ""} · in-process host, tools/call over loopback HTTP · median of ${rounds} rounds · 1-minute load average ${loadBefore.toFixed(1)} before / ${loadavg()[0].toFixed(1)} after on this shared 2-core machine (compare rows with each other, not with other machines).

Import of a ${ROWS.toLocaleString("en-US")}-row CSV (~${Math.round(importCsv(0).length / 1024)} KiB; every row valid, every contact new): target under 3 s.

${mdTable(["step", "ms (median)", "vs baseline"], rowsImport)}

${searchSection(search, pgSearch, searches)}
Rerun: \`npm run bench -- --only comms-import\` (the PostgreSQL rows need MCPFORGE_BENCH_PG_URL or MCPFORGE_TEST_PG_URL) or \`node -r ./bench/lib/register.js bench/comms-import.ts\` (\`--quick\` for 2 rounds).`,
    );
    return [
      {
        figure: "comms import 10,000 rows (preview + confirm)",
        measured: `${fmt(importMs)} ms`,
        target: "< 3000 ms",
        met: importMs < 3000,
      },
      {
        figure: "comms crm_contacts_list q over 100,000 (p50)",
        measured: `${fmt(qP50, 2)} ms`,
        target: "< 10 ms",
        met: qP50 < 10,
      },
      ...(pgSearch
        ? [
            {
              figure: "comms crm_contacts_list q over 100,000 on PostgreSQL (p50)",
              measured: `${fmt(pgSearch.qP50, 2)} ms`,
              target: "< 10 ms",
              met: pgSearch.qP50 < 10,
            },
          ]
        : []),
    ];
  } finally {
    await lease.release();
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export const commsImport: Benchmark = { name: "comms-import", run };

if (require.main === module) {
  const quick = process.argv.includes("--quick");
  run({ quick, log: (m) => process.stderr.write(`${m}\n`) }).then(
    (h) => process.stdout.write(`${JSON.stringify(h, null, 2)}\n`),
    (err) => {
      process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
