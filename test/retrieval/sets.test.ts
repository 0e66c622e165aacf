import { judge, loadSets, score } from "./judge";
import { RUNNERS } from "./tools";

/**
 * The committed query sets (test/retrieval/sets/*.json): for each tool, top-1 and MRR@5 must stay
 * at or above the floors the set states (top-1 at least 0.9), and every out-of-catalogue query must
 * be answered with "nothing matched". A ranking change that hurts a set fails here.
 */
// The freight and census sets are asserted against a real server by test/freight/query-sets.test.ts
// and test/census/query-sets.test.ts (with their own rule for queries no lane serves, and a
// dataset per census query); bench/retrieval.ts reports every set.
const sets = loadSets().filter((s) => !s.tool.startsWith("freight.") && !s.tool.startsWith("census."));

describe.each(sets.map((s) => [s.tool, s] as const))("query set %s", (tool, set) => {
  const runner = () => {
    const make = RUNNERS[tool];
    if (!make) throw new Error(`${set.file}: no runner for tool "${tool}" in test/retrieval/tools.ts`);
    return make();
  };
  let run: ReturnType<typeof runner>;
  beforeAll(() => (run = runner()));

  test(`has at least 30 judged queries and top-1 >= ${set.floors.top1}, MRR@5 >= ${set.floors.mrr5}`, async () => {
    expect(set.queries.length).toBeGreaterThanOrEqual(30);
    expect(set.floors.top1).toBeGreaterThanOrEqual(0.9);
    const outcomes = [];
    for (const q of set.queries) outcomes.push(judge(q, await run.run(q.q)));
    const s = score(outcomes);
    const missed = s.outcomes.filter((o) => o.rank !== 1).map((o) => `${o.q} -> ${o.top.join(", ") || "(nothing)"}`);
    expect({
      top1: s.top1 >= set.floors.top1,
      mrr5: s.mrr5 >= set.floors.mrr5,
      top1Value: s.top1,
      missed,
    }).toMatchObject({ top1: true, mrr5: true });
  });

  test.each(set.none.map((q) => [q]))("says nothing matched for %s", async (q) => {
    const r = await run.run(q);
    expect(r).toEqual({ match: "none", results: [] });
  });
});
