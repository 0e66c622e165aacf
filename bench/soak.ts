/**
 * Issue 30's soak with its figures: `npm run bench:soak [-- SECONDS]` (default 300; SQLite, and
 * PostgreSQL when MCPFORGE_TEST_PG_URL is set). The load is test/soak/run.ts's; the goals (p99
 * under 50 ms and no worse than 2× idle, event-loop delay p99 under 50 ms, RSS back within 20 %,
 * 0 internal errors, 0 acknowledged writes lost) are reported against, never asserted here.
 */
import { loadavg } from "node:os";
import { fmt, mdTable } from "./lib/stats";
import { machineLine, writeSection } from "./lib/results";
import { runSoak, type SoakResult } from "../test/soak/run";

const SECONDS = Number(process.argv[2] || 300);
// Seconds the host stays idle after the load before RSS "after" is read (default 90: V8 gave the
// memory back 50-60 s after the load in the published run); RSS and V8's heap are sampled every 5 s.
const SETTLE = Number(process.argv[3] || 90);
const MiB = (b: number) => fmt(b / 2 ** 20);

function row(r: SoakResult): string[] {
  const ms = (n: number) => `${fmt(n, 1)} ms`;
  const released = (r.rss.after - r.rss.before) / r.rss.before;
  return [
    r.kind,
    `${ms(r.healthzP99)} (p50 ${ms(r.healthzP50)}; idle p99 ${ms(r.idleHealthzP99)}, ${fmt(r.healthzP99 / r.idleHealthzP99, 1)}×)`,
    `${ms(r.ordinaryP99)} (idle p99 ${ms(r.idleOrdinaryP99)}, ${fmt(r.ordinaryP99 / r.idleOrdinaryP99, 1)}×)`,
    ms(r.eldP99),
    `${MiB(r.rss.before)} / ${MiB(r.rss.peak)} / ${MiB(r.rss.after)} (${released >= 0 ? "+" : ""}${fmt(released * 100)} %)`,
    String(r.internalErrors),
    `${r.lost.contacts + r.lost.captures} of ${r.acked.contacts + r.acked.captures}`,
    `${r.codes.rate_limited ?? 0} / ${r.codes.busy ?? 0} / ${r.codes.quota_exceeded ?? 0}`,
    `${r.codes.campaign_launched ?? 0} / ${r.campaignMessages}`,
    goals(r, released),
  ];
}

function memoryRows(r: SoakResult): string[][] {
  const at = (when: "before" | "after" | "afterGc") => {
    const m = r.memory[when];
    return [`${r.kind} ${when === "afterGc" ? "after + one forced full GC (diagnosis only)" : when}`, MiB(m.rss), MiB(m.heapTotal), MiB(m.heapUsed), MiB(m.external), MiB(m.rss - m.heapTotal - m.external)];
  };
  return [at("before"), at("after"), at("afterGc")];
}

/** Which of the issue's goals this run met (reported, not asserted). */
function goals(r: SoakResult, released: number): string {
  const met = (ok: boolean, name: string) => `${name} ${ok ? "met" : "missed"}`;
  return [
    met(r.healthzP99 < 50 && r.healthzP99 <= 2 * r.idleHealthzP99, "/healthz p99"),
    met(r.ordinaryP99 < 50 && r.ordinaryP99 <= 2 * r.idleOrdinaryP99, "ordinary p99"),
    met(r.eldP99 < 50, "event loop"),
    met(released <= 0.2, "RSS"),
    met(r.internalErrors === 0, "errors"),
    met(r.lost.contacts + r.lost.captures === 0, "lost"),
  ].join(", ");
}

/** RSS (and heapTotal) after the load, every 5 s of the idle settle, against RSS before. */
function settleRows(r: SoakResult): string[][] {
  const pick = r.settle.filter((s, i) => s.at % 15 === 0 || i === r.settle.length - 1);
  return pick.map((s) => [r.kind, `${s.at} s`, `${MiB(s.rss)} (${fmt((s.rss / r.rss.before - 1) * 100)} %)`, MiB(s.heapTotal), MiB(s.heapUsed)]);
}

async function main() {
  const kinds = process.env.MCPFORGE_TEST_PG_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);
  const load = loadavg()[0];
  const results: SoakResult[] = [];
  for (const kind of kinds) {
    results.push(await runSoak(kind, SECONDS, SETTLE));
    process.stderr.write(`${kind}: ${JSON.stringify(results.at(-1))}\n`);
  }
  writeSection(
    "soak",
    [
      "## Soak: mixed load on all nine services (issue 30)",
      "",
      `${machineLine()} · 1-minute load average ${fmt(load, 1)} at start (the machine is shared) · ${SECONDS} s per database${process.env.MCPFORGE_TURN_BUDGET_MS ? ` · MCPFORGE_TURN_BUDGET_MS=${process.env.MCPFORGE_TURN_BUDGET_MS}` : ""} · rerun: \`npm run bench:soak -- ${SECONDS} ${SETTLE}\``,
      "",
      "`mcpforge serve --all` with default limits; 50 ordinary clients (each its own loopback address and one service: a tool read of it on most calls, a ping on every fourth, `tools/list` on every tenth; `test/soak/reads.ts`), 2 clients writing CRM contacts, a webhook capture flood, campaign sends (a campaign to 20 readers launched about once a second through the e-mail relay, a sending domain verified via a local DNS server, delivered to a local SMTP sink), a hostile comms tenant (8 loops of 10,000-row import previews and data exports, honouring `retry_after_seconds`), 100 half-open sockets from one address reopened as they are closed, and a health monitor process sending `/healthz` on a fresh connection every 50 ms. The idle baselines are read after setup (organizations, domain, readers), before the load: /healthz p99 of 200 probes of the monitor, then ordinary-call p99 of 200 calls of the same 50 clients one at a time (after one uncounted round that opens their connections; the monitor still probing); RSS `before` is read just after them; 70 % of the run is measured; RSS `after` is " + SETTLE + " s after the load stops; the last 30 % repeats the load with a kill -9 half-way and a restart. Event-loop delay and RSS come from the served process (`test/soak/probe.cjs`). Turn budget (`MCPFORGE_TURN_BUDGET_MS`, fair turns) at its default unless the first line says otherwise. Goals: /healthz and ordinary-call p99 under 50 ms and each at most 2× its idle p99, event-loop p99 under 50 ms, RSS back within 20 %, 0 internal errors, 0 lost. On a 2-core machine running several test suites at once (load average in the first line) the latency figures measure the machine's contention as much as the host; rerun on an idle machine before reading them as the host's.",
      "",
      mdTable(["database", "/healthz p99", "ordinary call p99", "event-loop delay p99", "RSS before / peak / after (MiB)", "internal errors", "acknowledged writes lost", "refused: rate_limited / busy / quota_exceeded", "campaigns launched / messages delivered", "goals"], results.map(row)),
      "",
      "Where the memory is, before the load, " + SETTLE + " s after it (idle), and then after one full GC forced by the soak for diagnosis (the host never forces one; it tells garbage not yet collected from what the host holds) (MiB; `process.memoryUsage()` in the served process): V8's heap reserved (`heapTotal`) and used, buffers outside it (`external`), and the rest of RSS (native: SQLite's page cache, the PostgreSQL client, malloc arenas, code).",
      "",
      mdTable(["database", "RSS", "heapTotal", "heapUsed", "external", "rest of RSS"], results.flatMap(memoryRows)),
      "",
      `RSS after the load, the host idle (the health monitor stopped too; MiB, and against RSS before), every 15 s of the ${SETTLE} s settle:`,
      "",
      mdTable(["database", "idle for", "RSS", "heapTotal", "heapUsed"], results.flatMap(settleRows)),
      "",
      "RSS after the load (2026-12-02, issue 30): the served process gives the memory back on its own only when V8's memory reducer runs, and in these runs that happened only after a full GC following the load. In the quiet-machine run of 07:45 UTC (after 58a3d4c) the heap stayed flat after the load and RSS held its peak for 45-60 s, then fell to +11 % (SQLite) and -2 % (PostgreSQL); in the quiet run of 11:20 UTC (after the fair turns and the heavy-job cuts, 526633f) SQLite's heap was already back near its before figure when the load stopped and RSS stayed at +13 % for the 90 s, PostgreSQL's fell to -13 %; in the quiet run of 11:52 UTC (the tables above, 2c76f09) -11 % and -13 %. The two quiet runs of the day's final code show the run-to-run spread of the latency figures: /healthz p99 21.9 / 21.9 ms (SQLite; idle 4.8 / 6.0 ms) and 25.4 / 30.6 ms (PostgreSQL; idle 6.3 / 6.5 ms), ordinary-call p99 23.7 / 27.0 ms and 31.1 / 34.8 ms (idle 13.9-14.5 ms), event-loop p99 17.5 / 16.8 and 17.7 / 20.2 ms. In an earlier run at load 8.8, before 58a3d4c, the PostgreSQL process grew after the load to 1,031 MiB RSS, above the measured phase's peak: the job queue's `runDue()` callers, one chained round each (section \"Job queue: runDue() callers during a round\"); 50-60 s after the load both processes were back to their `before` heap (heapUsed 168 MiB) and RSS (SQLite +4 %, PostgreSQL -11 %). In five 20 s SQLite runs (`test/soak/run.ts` with 20-90 s of idle sampled every 5 s, load average 9-12, three runs side by side) no GC ran at all after the load: heapUsed only crept up with the probe's own writes and RSS stayed +25 % to +44 % for the whole 90 s. So the 20 % goal is met a minute after a long load and not reliably after a short one; \"after\" is now read 90 s after the load (curve above), and the host forces no GC. Tried and not landed, each against a plain run side by side: `--max-semi-space-size=2` for the served process (`SOAK_SERVE_NODE_OPTIONS`): heapTotal before 149 MiB instead of 205, but RSS 90 s after +43 % against +32 %, and ordinary-call p99 1.7 s against 1.1 s (worse); `MALLOC_ARENA_MAX=2` with `MALLOC_TRIM_THRESHOLD_=131072`: +27 % against +32 %, and in a repeat pair +31 % against +25 % (no effect beyond run-to-run noise). After a forced full GC (diagnosis only) RSS did not fall in the short runs either (381 to 381 MiB while heapTotal fell 262 to 213): V8 keeps the freed pages until its memory reducer shrinks the heap.",
      "",
      "Fair turns (2026-12-02, issue 30; `MCPFORGE_TURN_BUDGET_MS`, docs/security.md), measured on the loaded shared machine only (load average 13-21 from the other engineers' suites and benches; the quiet rerun of this section is the lead's): paired `runSoak` runs of 30 s, the scheduler off (`MCPFORGE_TURN_BUDGET_MS=0`) and on (2 ms) alternately in one go, same build. /healthz p99 off → on: first version (wall-time budget, 658783c), SQLite 5,703 → 638 and 4,654 → 413 ms, PostgreSQL 21,066 → 440 and 682 → 409 ms; with the CPU condition (the budget is used only when CPU time reaches it too), SQLite 1,041 → 428 and 604 → 228 ms, PostgreSQL 484 → 300 ms. Event-loop delay p99 fell in all seven pairs (e.g. SQLite 342 → 88 ms, PostgreSQL 186 → 88 ms). Ordinary-call p99 rose in six of the seven (with the CPU condition SQLite 547 → 958 and 376 → 653 ms, PostgreSQL 427 → 500 ms; before it SQLite 894 → 1,822 and 370 → 1,010 ms, PostgreSQL 760 → 942 ms) and fell in one (PostgreSQL 2,029 → 816 ms): a queued call waits for turns in which the heavy jobs' chunks also run, so under saturation the scheduler moves latency from /healthz and the event loop to the ordinary calls. A 5 ms budget in the same go (SQLite, load 20.6) was worse than 2 ms on every figure (/healthz p99 725 ms, ordinary 996 ms). At these loads the idle baselines themselves were 11-213 ms, so no ratio here says anything about the 2× goal. Rerun: paired `runSoak(kind, 30, 1)` with the variable set per run; `npm run bench:soak` prints the variable in the first line when it is set.",
      "",
      "What was found (2026-12-02, issue 30): (1) `/healthz` p99 was 20× idle while the event loop's p99 was 20-26 ms because Node 20's libuv accepts one connection per event-loop turn (libuv#3696) and the 36 flood sockets past the per-address cap, closed on accept and reopened 100 ms later, kept the listen queue about 36 deep (`ss -ltn` Recv-Q; `strace`: one `accept4` per `epoll_pwait`), so each probe's connection waited ~36 turns while its handler took under 20 ms. Such connections are now held unread for the headers timeout (docs/security.md); under the soak the queue is now mostly empty (bursts of 9-18), and the slow probes left are stalls of the event loop itself (connect under 1 ms, the monitor not delayed). Freight's health figures (a query) also waited behind other queries, up to the 1 s bound; /healthz now answers a service's last figures with `figures_age_ms` while one refresh runs. (2) Up to this change the probe preloaded by NODE_OPTIONS also ran in SQLite's checkpoint worker thread and overwrote the main thread's figures every other write, so earlier event-loop p99 figures were partly the worker's; it now runs in the main thread only. (3) The heap the load grows is garbage V8 has not collected in the idle process: after one forced full GC `heapUsed` is back at its `before` figure (second table), so the host retains no data from the load; RSS stays because V8 keeps its grown heap reserve (`heapTotal`) and the freed pages. The ordinary-call and /healthz latencies of a run on a loaded machine measure the machine's contention (load average in the first line).",
      "",
      "Turns over 8 ms under the soak (2026-12-02, 11:43-11:49 UTC, issue 30; machine otherwise quiet, 1-minute load average 0.4-0.8 before and 1.2-1.4 after each run, the soak's own clients and PostgreSQL sharing the 2 cores): `bench/lib/turn-trace-preload.cjs` preloaded into the served process (turn-trace.ts's approach: a 1 ms timer finds each turn over 8 ms, the in-process CPU profiler sampling every 500 µs says what ran in it by self frame, stack and owner (the innermost handlers/ frame, else runtime file, else package), the `gc` entries that fell in it, and /proc/thread-self/schedstat its on-CPU and waiting time), phase A only (about 36 s of a 40 s soak). Rerun: `node -r ./bench/lib/register.js bench/soak-turns.ts 40 sqlite|postgres OUT.jsonl` (after `npm run build`; `bench/soak-turns.ts OUT.jsonl` summarizes a written trace). The traced runs' own figures (the profiler costs time): SQLite /healthz p99 19.5 and 22.1 ms (idle 7.1 / 4.8), event loop p99 17.6 / 18.9 ms; PostgreSQL 42.7 ms (idle 7.7), event loop 19.6 ms. SQLite, two runs: 146 and 156 turns over 8 ms, 1,730 and 1,940 ms in all (on CPU 1,347 / 1,360 ms, runnable but waiting for a core 327 / 505 ms); 126 / 135 of them 8-16 ms, 20 / 21 over 16 ms (519 / 581 ms), and those over 16 ms, by the owner with the most samples: comms import preview's CSV parsing (csv-parse stream `_transform`/`parse` for the hostile tenant's 10,000-row previews) 8 / 7 turns, 224 / 207 ms, up to 51 / 60 ms each; SQLite statements on the main thread (better-sqlite3 `run`/`all` under kysely, mostly COMMITs after the continuation lost its handler, single `run` samples up to 12 ms) 5 / 5 turns, 99 / 95 ms; minor GC (scavenges) 4 / 4 turns, 72 / 82 ms; the first e-mail compose loading mailparser (handlers/email/compose.ts's lazy `require`, module compile) once per process, 84 / 88 ms in one turn; then single turns of webhooks' store, email auth (47 ms, of which 37 ms waiting for a core), games' cite and comms' quota row count (16-47 ms). All long turns together, sampled time by owner (second run): GC 220 ms (44 scavenges, 1 incremental marking, 1 mark-compact of 14 ms fell in them), SQLite statements without a handler on the stack 193 ms, csv-parse 182 ms, response writes (`writev` from runtime/http/exchange.ts) 120 ms, games' `get_ban_rates` of the ordinary clients (tools-stats, stats, stats-views, cite's `provenance`) about 200 ms together, the dispatcher with generated validators 52 ms, fair-turns' own `process.cpuUsage` 36 ms, nodemailer (DKIM `sign`, MIME build) 36 ms, comms import validation 29 ms; campaign sends (comms/campaigns/deliver) 16 ms and webhook captures (webhooks/store) 14 ms. PostgreSQL, one run: 272 turns over 8 ms, 3,239 ms (on CPU 2,111, waiting 1,077 ms: a third of it the main thread waiting for a core that PostgreSQL's backends and the load held); 32 over 16 ms (791 ms): GC 10 turns 197 ms, csv-parse 7 turns 213 ms (up to 77 ms), mailparser's first load 86 ms, the dispatcher 3 turns 67 ms, response writes 3 turns 58 ms, comms import store's INSERT building and pg-protocol `Buffer.write` 3 turns 76 ms; sampled by owner: response writes 392 ms, GC 370 ms (65 scavenges), pg callbacks 215 ms (plus pg-protocol 45 ms), csv-parse 173 ms, games' `get_ban_rates` about 280 ms. A second PostgreSQL run (11:49 UTC, load 0.8 before / 1.6 after; /healthz p99 36.6 ms, idle 6.0 ms, event loop 23.0 ms): 368 turns over 8 ms, 4,506 ms (waiting 1,760 ms); 45 over 16 ms (1,104 ms): csv-parse 9 turns 305 ms, GC 6 turns 149 ms, response writes 5 turns 99 ms, mailparser's first load 97 ms, comms import store 4 turns 81 ms; sampled by owner: response writes 526 ms, GC 441 ms, pg 340 ms, games' `get_ban_rates` about 390 ms, csv-parse 199 ms. So the list to cut from for /healthz p99 within 2× idle, largest first: the import preview's CSV parse (its chunks run 20-77 ms without yielding), scavenges during the load (the import preview's and export's allocation), mailparser's module load in the measured phase (load it before serving or in a worker), SQLite COMMITs and statements on the main thread, games' `get_ban_rates` per call, and on PostgreSQL the response writes and import INSERTs; no long turn had a `pragma`/checkpoint call on its stack (the checkpoint worker is a thread of its own, not traced), but SQLite's automatic checkpoint inside a COMMIT (the writer's own past `SQLITE_WAL_MAX_BYTES`, open, generator/platform/storage/README.md) would show only as that COMMIT's `run` and is not told apart here, and no JSON.parse/stringify sample over 1 ms appeared (V8 may charge builtins to their caller).",
    ].join("\n"),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
