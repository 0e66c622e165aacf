import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Ranked } from "./tools";

/** One judged query: a right answer has grade 2, a related one (shares the query's entities) grade 1. */
export interface Judged {
  q: string;
  want: { grade: 1 | 2; id?: string; labels?: string[] }[];
}

export interface QuerySet {
  tool: string;
  about: string;
  floors: { top1: number; mrr5: number };
  queries: Judged[];
  /** Queries outside what the tool holds: the answer must say nothing matched. */
  none: string[];
  file: string;
}

export const SETS_DIR = join(__dirname, "sets");

/** A set in the freight/census form: `expected` maps ids to grades, an empty one means no answer exists. */
interface ServiceSet {
  tool: string;
  service: string;
  written_from?: string;
  queries: { query: string; expected: Record<string, number> }[];
}

/** A ServiceSet as a QuerySet: the top grade is a right answer (2), lower grades related (1). */
function fromServiceSet(raw: ServiceSet, file: string): QuerySet {
  const judged = raw.queries.filter((q) => Object.keys(q.expected).length > 0);
  return {
    tool: `${raw.service}.${raw.tool}`,
    about: raw.written_from ?? "",
    floors: { top1: 0.9, mrr5: 0.9 },
    queries: judged.map((q) => {
      const top = Math.max(...Object.values(q.expected));
      return { q: q.query, want: Object.entries(q.expected).map(([id, g]) => ({ grade: g === top ? 2 : 1, id })) };
    }),
    none: raw.queries.filter((q) => Object.keys(q.expected).length === 0).map((q) => q.query),
    file,
  };
}

/** Every set file in test/retrieval/sets/ (another tool's set is picked up by being there), in either form. */
export function loadSets(): QuerySet[] {
  return readdirSync(SETS_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => {
      const raw = JSON.parse(readFileSync(join(SETS_DIR, file), "utf8")) as Omit<QuerySet, "file"> | ServiceSet;
      return "service" in raw ? fromServiceSet(raw, file) : { ...raw, file };
    });
}

export function gradeOf(result: Ranked["results"][number], want: Judged["want"]): number {
  let best = 0;
  for (const w of want) {
    const hit = w.id !== undefined ? result.id === w.id : (w.labels ?? []).every((l) => result.labels.includes(l));
    if (hit) best = Math.max(best, w.grade);
  }
  return best;
}

export interface QueryOutcome {
  q: string;
  /** Place (1-based) of the first right answer, null when none is in the first five. */
  rank: number | null;
  /** Share of the returned results (first ten) that are right or related; 1 for an empty list. */
  onTopic: number;
  top: string[];
}

export function judge(q: Judged, r: Ranked): QueryOutcome {
  const results = r.results.slice(0, 10);
  const grades = results.map((x) => gradeOf(x, q.want));
  const first = grades.findIndex((g) => g >= 2);
  return {
    q: q.q,
    rank: first >= 0 && first < 5 ? first + 1 : null,
    onTopic: results.length ? grades.filter((g) => g >= 1).length / results.length : 1,
    top: results.slice(0, 3).map((x) => x.id),
  };
}

export interface SetScore {
  top1: number;
  mrr5: number;
  onTopic: number;
  outcomes: QueryOutcome[];
}

export function score(outcomes: QueryOutcome[]): SetScore {
  const n = outcomes.length || 1;
  return {
    top1: outcomes.filter((o) => o.rank === 1).length / n,
    mrr5: outcomes.reduce((s, o) => s + (o.rank ? 1 / o.rank : 0), 0) / n,
    onTopic: outcomes.reduce((s, o) => s + o.onTopic, 0) / n,
    outcomes,
  };
}
