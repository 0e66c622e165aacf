import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useFreight, type FreightHarness } from "./harness";

interface QuerySet {
  tool: string;
  queries: { query: string; expected: Record<string, number>; entities?: string[] }[];
}

const load = (tool: string) => JSON.parse(readFileSync(join(__dirname, "..", "retrieval", "sets", `${tool}.json`), "utf8")) as QuerySet;

/** Rank (1-based) of the first result carrying the query's top grade; 0 when none in the first five. */
function rankOfBest(ids: string[], expected: Record<string, number>): number {
  const top = Math.max(...Object.values(expected));
  const i = ids.slice(0, 5).findIndex((id) => expected[id] === top);
  return i + 1;
}

function summary(ranks: number[]) {
  return { top1: ranks.filter((r) => r === 1).length / ranks.length, mrr: ranks.reduce((s, r) => s + (r ? 1 / r : 0), 0) / ranks.length };
}

/**
 * The committed query sets (test/retrieval/sets, issue 26) against the real server: top-1 and
 * MRR@5 floors, and for queries no lane serves, no strong answer and no result sharing nothing.
 */
describe("freight query sets", () => {
  const freight = useFreight();
  let h: FreightHarness;
  beforeAll(() => {
    h = freight();
  });

  test("search_routes: top-1 >= 0.9, MRR@5 >= 0.9; every result shares a place; no-lane queries are never strong", async () => {
    const set = load("search_routes");
    const ranks: number[] = [];
    const misses: string[] = [];
    for (const q of set.queries) {
      const r = await h.tool("search_routes", { query: q.query });
      const ids = r.results.map((x: any) => String(x.canonical_url).split("/").pop());
      for (const x of r.results) expect([x.origin.iata, x.destination.iata].some((c) => q.entities!.includes(c))).toBe(true);
      if (Object.keys(q.expected).length === 0) {
        expect([q.query, r.match]).not.toEqual([q.query, "strong"]);
        if (r.results.length === 0) expect(r.hint).toMatch(/No published lane/);
        continue;
      }
      ranks.push(rankOfBest(ids, q.expected));
      if (ranks[ranks.length - 1] !== 1) misses.push(`${q.query} -> ${ids.slice(0, 3).join(",")}`);
    }
    const s = summary(ranks);
    expect({ ...s, misses }).toEqual({ top1: expect.any(Number), mrr: expect.any(Number), misses: expect.any(Array) });
    expect(s.top1).toBeGreaterThanOrEqual(0.9);
    expect(s.mrr).toBeGreaterThanOrEqual(0.9);
  });

  test.each(["get_airport", "get_carrier"])("%s: top-1 >= 0.9 on the committed set", async (tool) => {
    const set = load(tool);
    const wrong: string[] = [];
    for (const q of set.queries) {
      const want = Object.keys(q.expected)[0];
      const r = await h.client.callTool({ name: tool, arguments: { query: q.query } });
      const got = r.isError ? "not_found" : (r.structuredContent as any).iata;
      if (got !== want) wrong.push(`${q.query}: ${got} (want ${want})`);
    }
    expect(1 - wrong.length / set.queries.length).toBeGreaterThanOrEqual(0.9);
    expect(wrong).toEqual([]);
  });
});
