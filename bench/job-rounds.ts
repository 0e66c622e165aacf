/**
 * Issue 30 (the soak's heap growth on PostgreSQL after the load): N runDue() calls arrive while one
 * job-queue round runs (each enqueue's timer makes one); what runs after that round, and what it
 * holds. The current JobQueue (callers share one next round) against the previous runDue (each
 * caller chained a round of its own), in the same run on the same database.
 * `node --expose-gc -r ./bench/lib/register.js bench/job-rounds.ts [N...]` (default 500 2000;
 * SQLite, and PostgreSQL when MCPFORGE_TEST_PG_URL is set).
 */
import { loadavg } from "node:os";
import { openStorage, type Storage } from "../generator/platform/storage";
import { createTestDatabase, type DatabaseKind } from "../test/storage/databases";
import { fmt, mdTable } from "./lib/stats";
import { machineLine, writeSection } from "./lib/results";

const SIZES = process.argv.slice(2).map(Number).filter((n) => n > 0);
const MiB = (b: number) => fmt(b / 2 ** 20);

/** runDue as it was before 58a3d4c: every caller during a round chained a round of its own. */
function chained(this: any): Promise<number> {
  if (this.round) return this.round.catch(() => 0).then(async (n: number) => n + (await this.runDue()));
  this.round = this.drain().finally(() => (this.round = undefined));
  return this.round;
}

interface Figures { rounds: number; ms: number; peak: number }

async function measure(s: Storage, n: number, old: boolean): Promise<Figures> {
  const q = s.jobs as any;
  if (old) q.runDue = chained;
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let entered!: () => void;
  const inside = new Promise<void>((r) => (entered = r));
  s.jobs.register(`slow-${old}`, async () => (entered(), await gate));
  await s.jobs.enqueue(`slow-${old}`, null);
  const first = s.jobs.runDue();
  await inside;
  let rounds = 0;
  const drain = q.drain.bind(q);
  q.drain = () => (rounds++, drain());
  (globalThis as any).gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = 0;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().heapUsed - base));
  const waiting = Array.from({ length: n }, () => s.jobs.runDue());
  const timer = setInterval(sample, 5);
  const started = performance.now();
  release();
  await Promise.all([first, ...waiting]);
  const ms = performance.now() - started;
  clearInterval(timer);
  sample();
  return { rounds, ms, peak };
}

async function one(kind: DatabaseKind, n: number, old: boolean): Promise<Figures> {
  const db = await createTestDatabase(kind);
  const s = await openStorage({ env: { ...db.env, MCPFORGE_JOBS_POLL_MS: "3600000" } });
  try {
    return await measure(s, n, old);
  } finally {
    await s.close();
    await db.drop();
  }
}

async function main(): Promise<void> {
  const kinds: DatabaseKind[] = process.env.MCPFORGE_TEST_PG_URL ? ["sqlite", "postgres"] : ["sqlite"];
  const load = loadavg()[0];
  const rows: string[][] = [];
  for (const kind of kinds)
    for (const n of SIZES.length ? SIZES : [500, 2000]) {
      const [now, before] = [await one(kind, n, false), await one(kind, n, true)];
      rows.push([kind, String(n), `${before.rounds} / ${now.rounds}`, `${fmt(before.ms)} / ${fmt(now.ms)}`, `${MiB(before.peak)} / ${MiB(now.peak)}`]);
      console.log(rows.at(-1)!.join("  "));
    }
  const table = mdTable(["database", "callers during the round", "rounds after it: before / now", "ms until all answered: before / now", "heap peak above the start, MiB: before / now"], rows);
  writeSection("job-rounds", `## Job queue: runDue() callers during a round (issue 30, soak on PostgreSQL)

${machineLine()} · 1-minute load average ${fmt(load, 1)} at the start, ${fmt(loadavg()[0], 1)} at the end.

${table}

"Before" is the runDue of the commit before 58a3d4c (each caller chained a round of its own; each waiting chain nested once more per round), run in the same process on a fresh database beside the current one. The heap peak is sampled every 5 ms and includes garbage not yet collected. The soak's finding it explains: heapUsed 328 -> 888 MiB on PostgreSQL 15-30 s after the load, while the campaign sends' continuations and the relay's deliveries had enqueued hundreds of jobs during one round. Rerun: \`node --expose-gc -r ./bench/lib/register.js bench/job-rounds.ts\` (PostgreSQL when MCPFORGE_TEST_PG_URL is set).`);
}

void main();
