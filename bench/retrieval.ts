/**
 * Retrieval quality and latency per judged tool (issue 26): every query set in test/retrieval/sets/
 * (a new set file is picked up by being there), run through the tool's real handler over the
 * shipped data (test/retrieval/tools.ts). Reports top-1, MRR@5, the share of returned results that
 * are on the query's topic (judged right or related), how many out-of-catalogue queries were
 * answered "nothing matched", and search p50/p95 latency (goal: p95 under 20 ms).
 *
 * Baseline, measured in the same run over the same documents: plain BM25 (MiniSearch, OR of the
 * query words, prefix and fuzzy, top ten, no floor) — a ranking without the share-of-query score.
 *
 * Rerun: `node -r ./bench/lib/register.js bench/retrieval.ts` (`--quick`: 3 timing rounds).
 */
import MiniSearch from "minisearch";
import { loadavg } from "node:os";
import { judge, loadSets, score, type QuerySet } from "../test/retrieval/judge";
import { RUNNERS, type Ranked, type Runner } from "../test/retrieval/tools";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, percentileSorted } from "./lib/stats";

const ROUNDS = process.argv.includes("--quick") ? 3 : 10;

function baseline(runner: Runner): (q: string) => Ranked {
  const corpus = runner.corpus();
  const index = new MiniSearch<{ id: number; text: string }>({ fields: ["text"], storeFields: [] });
  index.addAll(corpus.map((d, id) => ({ id, text: d.text })));
  return (q) => {
    const hits = index.search(q, { prefix: true, fuzzy: 0.2 }).slice(0, 10);
    return { match: hits.length ? "strong" : "none", results: hits.map((h) => corpus[h.id as number]) };
  };
}

async function measure(set: QuerySet, run: (q: string) => Promise<Ranked> | Ranked) {
  const outcomes = [];
  for (const q of set.queries) outcomes.push(judge(q, await run(q.q)));
  let silent = 0;
  for (const q of set.none) if ((await run(q)).results.length === 0) silent++;
  return { ...score(outcomes), silent };
}

/** Wall and CPU time of each call, sorted (ms). CPU time (process.cpuUsage) leaves out the waits of a shared machine. */
async function latency(
  set: QuerySet,
  run: (q: string) => Promise<Ranked> | Ranked,
): Promise<{ wall: number[]; cpu: number[] }> {
  const all = [...set.queries.map((q) => q.q), ...set.none];
  for (const q of all) await run(q); // warm: lazy indexes are built here, not timed
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of all) {
      const c = process.cpuUsage();
      const t = process.hrtime.bigint();
      await run(q);
      wall.push(Number(process.hrtime.bigint() - t) / 1e6);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0];
  const rows: string[][] = [];
  for (const set of loadSets()) {
    const make = RUNNERS[set.tool];
    if (!make) {
      rows.push([
        set.tool,
        String(set.queries.length),
        `no runner in test/retrieval/tools.ts (${set.file})`,
        "",
        "",
        "",
        "",
        "",
        "",
      ]);
      continue;
    }
    const runner = make();
    const base = baseline(runner);
    const [ours, theirs] = [await measure(set, (q) => runner.run(q)), await measure(set, base)];
    const lat = await latency(set, (q) => runner.run(q));
    const pct = (x: number) => `${fmt(x * 100)} %`;
    rows.push([
      set.tool,
      String(set.queries.length),
      `${pct(ours.top1)} (${pct(theirs.top1)})`,
      `${ours.mrr5.toFixed(3)} (${theirs.mrr5.toFixed(3)})`,
      `${pct(ours.onTopic)} (${pct(theirs.onTopic)})`,
      `${ours.silent}/${set.none.length} (${theirs.silent}/${set.none.length})`,
      fmt(percentileSorted(lat.wall, 50), 2),
      fmt(percentileSorted(lat.wall, 95), 2),
      fmt(percentileSorted(lat.cpu, 95), 2),
    ]);
  }
  const md = `## Retrieval quality and latency (issue 26)

${machineLine()} · query sets in test/retrieval/sets/ (judged from the data's meaning, not from the ranking) · latency over ${ROUNDS} rounds of every query, in process, shipped data · 1-minute load average ${loadBefore.toFixed(1)} before / ${loadavg()[0].toFixed(1)} after on this shared 2-core machine.

Each cell: the tool as shipped (baseline in brackets: plain BM25 over the same documents, OR of the query words, prefix and fuzzy, top ten, no floor, measured in the same run). On topic: share of the returned results (first ten) judged right or related. Nothing matched: out-of-catalogue queries answered with an empty list (the freight sets' no-lane queries need only not be "strong": a partial answer with lanes sharing one place is allowed there, and asserted by test/freight/query-sets.test.ts). p50/p95: wall time per call; p95 CPU: the process's CPU time per call, which leaves out the time the process waited for a core on this shared machine.

${mdTable(["tool", "queries", "top-1", "MRR@5", "on topic", "nothing matched", "p50 ms", "p95 ms", "p95 CPU ms"], rows)}

Goals: top-1 ≥ 90 % on every set (asserted, with an MRR floor per set, by test/retrieval/sets.test.ts); p95 under 20 ms.

Rerun: \`node -r ./bench/lib/register.js bench/retrieval.ts\` (\`--quick\` for 3 timing rounds).`;
  writeSection("retrieval", md);
  process.stdout.write(md + "\n");
}

void main();
