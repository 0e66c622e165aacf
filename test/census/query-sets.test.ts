import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startCensus, type CensusHarness } from "./harness";

interface QuerySet {
  queries: { query: string; dataset?: string; args?: Record<string, unknown>; expected: Record<string, number> }[];
}

const load = (tool: string) => JSON.parse(readFileSync(join(__dirname, "..", "retrieval", "sets", `${tool}.json`), "utf8")) as QuerySet;

/** Rank (1-based, within five) of the first result carrying the query's top grade; 0 when none. */
const rankOfBest = (ids: string[], expected: Record<string, number>) => ids.slice(0, 5).findIndex((id) => expected[id] === Math.max(...Object.values(expected))) + 1;

/** The committed census query sets (issue 26) against the real server without a key: top-1 and MRR@5 floors, no-match answers. */
describe("census query sets", () => {
  let h: CensusHarness;
  beforeAll(async () => {
    h = await startCensus({});
  });
  afterAll(() => h.close());

  test.each([
    ["census_search_variables", (r: any) => r.variables.map((v: any) => v.code)],
    ["census_resolve_geography", (r: any) => r.matches.map((m: any) => `${m.geography_level}:${m.geoid}`)],
  ])("%s: top-1 >= 0.9 and MRR@5 >= 0.9; no-match queries answer nothing", async (tool, ids) => {
    const ranks: number[] = [];
    const misses: string[] = [];
    for (const q of load(tool).queries) {
      const c = await h.client.callTool({ name: tool, arguments: { query: q.query, ...(q.dataset ? { dataset: q.dataset } : {}), ...q.args } });
      const got: string[] = c.isError ? [] : ids(c.structuredContent);
      if (Object.keys(q.expected).length === 0) {
        if (!c.isError) expect([q.query, (c.structuredContent as any).match ?? "none", got]).toEqual([q.query, "none", []]);
        continue;
      }
      ranks.push(rankOfBest(got, q.expected));
      if (ranks[ranks.length - 1] !== 1) misses.push(`${q.query} -> ${got.slice(0, 3).join(", ")}`);
    }
    const top1 = ranks.filter((r) => r === 1).length / ranks.length;
    const mrr = ranks.reduce((s, r) => s + (r ? 1 / r : 0), 0) / ranks.length;
    expect({ top1: top1 >= 0.9, mrr: mrr >= 0.9, misses }).toEqual({ top1: true, mrr: true, misses: expect.any(Array) });
  });
});
