import type { Issue } from "mcpforge/runtime";
import type { Level } from "./metadata";

/** GEOID length per level, and how many leading digits name the parents (state, county, tract). */
const SHAPE: Partial<Record<Level, { length: number; parents: ("state" | "county" | "tract")[] }>> = {
  us: { length: 1, parents: [] },
  region: { length: 1, parents: [] },
  division: { length: 1, parents: [] },
  state: { length: 2, parents: [] },
  county: { length: 5, parents: ["state"] },
  "county subdivision": { length: 10, parents: ["state", "county"] },
  place: { length: 7, parents: ["state"] },
  tract: { length: 11, parents: ["state", "county"] },
  "block group": { length: 12, parents: ["state", "county", "tract"] },
  "zip code tabulation area": { length: 5, parents: [] },
  "metropolitan statistical area/micropolitan statistical area": { length: 5, parents: [] },
  "combined statistical area": { length: 3, parents: [] },
  "congressional district": { length: 4, parents: ["state"] },
};
const PARENT_LENGTH = { state: 2, county: 3, tract: 6 } as const;

/**
 * The census API requests an explicit GEOID list needs: one per parent geography, each asking
 * for the level's own codes as a comma list. A GEOID of the wrong length for the level is refused.
 */
export function parentsOf(level: Level, geoids: string[], ctx: { invalid(issues: Issue | readonly Issue[]): Error }): { fips: string; within: { state?: string; county?: string; tract?: string } }[] {
  const shape = SHAPE[level]!;
  const bad = geoids.map((g, i) => ({ g, i })).filter(({ g }) => g.length !== shape.length);
  if (bad.length) throw ctx.invalid(bad.map(({ g, i }) => ({ path: `/geographies/${i}`, message: `'${g}' is not a ${level} GEOID (${shape.length} digits)` })));
  const groups = new Map<string, { within: Record<string, string>; codes: string[] }>();
  for (const g of geoids) {
    let at = 0;
    const within: Record<string, string> = {};
    for (const p of shape.parents) {
      within[p] = g.slice(at, at + PARENT_LENGTH[p]);
      at += PARENT_LENGTH[p];
    }
    const key = JSON.stringify(within);
    const group = groups.get(key) ?? { within, codes: [] };
    group.codes.push(g.slice(at));
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({ fips: g.codes.join(","), within: g.within }));
}
