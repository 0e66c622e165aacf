/**
 * Games draft-model benchmark (issue 18): predict_winrate_batch with 150 candidates, p50 (target
 * under 2 ms), as the handler does it (normalise 150 names, one vectorised model pass, sort);
 * baseline measured in the same run: 150 separate model invocations (one full prediction per
 * candidate). Also the training time of the draft model and of the weekly evaluations on the
 * default sample (12000 simulated matches per game).
 *
 * Rerun: `node -r ./bench/lib/register.js bench/games-draft.ts` (`--quick` for 2 rounds).
 */
import { loadavg } from "node:os";
import { createCore } from "../handlers/games/core";
import { scoreCandidates } from "../handlers/games/draft-logic";
import { weeklyEvaluations } from "../handlers/games/ledger";
import { SAMPLE_END, simulateMatches } from "../handlers/games/simulate";
import { trainModel } from "../handlers/games/train";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, median, percentileSorted, ratio } from "./lib/stats";

const quick = process.argv.includes("--quick");
const ROUNDS = quick ? 2 : 5;
const ITERATIONS = quick ? 200 : 1000;

function timeMs(fn: () => void): number {
  const t = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

function main(): void {
  const loadBefore = loadavg()[0]!;
  const core = createCore();
  const roster = core.rosters.game_a;
  const matches = simulateMatches({ game: "game_a", roster, matches: 12_000, seed: 20_261_116, end: SAMPLE_END });
  const trainMs: number[] = [];
  let model!: ReturnType<typeof trainModel>;
  for (let r = 0; r < ROUNDS; r++) trainMs.push(timeMs(() => (model = trainModel(matches, roster.heroes.length, true))));
  const weeklyMs = timeMs(() => weeklyEvaluations(matches, roster.heroes.length, true, Date.now()));
  const draftNames = { mine: ["axe", "cm", "lion", "sf"], enemy: ["pudge", "invoker", "am", "lina", "tiny"] };
  const mine = core.normalisers.game_a.resolveAll(draftNames.mine).heroes;
  const enemy = core.normalisers.game_a.resolveAll(draftNames.enemy).heroes;
  const taken = new Set([...mine, ...enemy]);
  const names = roster.heroes.filter((h) => !taken.has(h)).slice(0, 150).map((h) => h.displayName);
  while (names.length < 150) names.push(names[names.length % 100]!); // roster has < 159 free heroes: repeat names (the handler dedupes)
  const draft = { mine, enemy, unrecognised: [] };
  const batch = () => {
    const c = core.normalisers.game_a.resolveAll(names);
    const serving = { model, matches, seen: new Set<number>(), bins: null, evidence: { status: "not_evaluated" as const, training_matches: matches.length, minimum_matches: 0, evaluation: null } };
    return scoreCandidates(serving, draft, 1, c.heroes.filter((h) => !taken.has(h)));
  };
  const oneByOne = () => {
    const c = core.normalisers.game_a.resolveAll(names);
    const m = mine.map((h) => h.index);
    const e = enemy.map((h) => h.index);
    return c.heroes.filter((h) => !taken.has(h)).map((h) => model.probability({ mine: [...m, h.index], enemy: e, side: 1 })).sort((a, b) => b - a);
  };
  const rounds: { batch: number[]; base: number[] }[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const b: number[] = [];
    const s: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      b.push(timeMs(batch));
      s.push(timeMs(oneByOne));
    }
    rounds.push({ batch: b.sort((x, y) => x - y), base: s.sort((x, y) => x - y) });
  }
  const p = (key: "batch" | "base", pct: number) => median(rounds.map((x) => percentileSorted(x[key], pct)));
  const rows = [
    ["predict_winrate_batch work: normalise 150 names + one vectorised pass + sort", fmt(p("batch", 50) * 1000), fmt(p("batch", 99) * 1000), ratio(p("batch", 50), p("base", 50))],
    ["baseline: normalise + one model invocation per candidate + sort", fmt(p("base", 50) * 1000), fmt(p("base", 99) * 1000), "1.00×"],
  ];
  const trainRows = [
    ["train one model (fit + Platt) on 12000 matches, first", fmt(trainMs[0]!, 0)],
    ["train one model, median of rounds", fmt(median(trainMs), 0)],
    ["weekly evaluations (3 trainings + holdout scoring)", fmt(weeklyMs, 0)],
  ];
  const md = `## Games: draft model batch scoring and training (issue 18)

${machineLine()} · game_a roster of ${roster.heroes.length} heroes, draft 4 v 5, 150 candidate names (${new Set(names).size} distinct) · ${ITERATIONS} calls per round, median of ${ROUNDS} rounds · 1-minute load average ${loadBefore.toFixed(1)} before / ${loadavg()[0]!.toFixed(1)} after on this shared 2-core machine.

${mdTable(["path", "p50 µs", "p99 µs", "p50 vs baseline"], rows)}

${mdTable(["training (default sample)", "ms"], trainRows)}

Target: predict_winrate_batch with 150 candidates p50 under 2 ms. Models are trained lazily on the first call that needs a game's model (handlers/games/models.ts) and again after new matches are stored.

Rerun: \`node -r ./bench/lib/register.js bench/games-draft.ts\` (\`--quick\` for 2 rounds).`;
  writeSection("games-draft", md);
  process.stdout.write(md + "\n");
}

main();
