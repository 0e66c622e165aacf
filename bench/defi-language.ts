// The DeFi copilot's language layer on the committed sentence sets (issue 28 item 5): share of
// sentences parsed to the expected plan, time per sentence, and the same share for a same-run
// baseline: the three anchored regular expressions the token grammar replaced (kept here, for
// this comparison only). Rerun: node -r ./bench/lib/register.js bench/defi-language.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cpus } from "node:os";
import { scoreMandates, scoreTurns } from "../test/defi/sentences/score";

const NUM = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const A = String.raw`([A-Za-z][A-Za-z0-9.]{0,11})`;
const C = String.raw`([A-Za-z][A-Za-z -]{1,30}?)`;
const T = String.raw`(?:\s+(?:on|via)\s+(venue_[123]))?`;
const OLD = [
  [new RegExp(String.raw`^(?:please\s+)?(?:swap|trade|convert|sell)\s+${NUM}\s+${A}\s+(?:to|for|into)\s+${A}(?:\s+on\s+${C})?${T}$`, "i"), "swap"],
  [new RegExp(String.raw`^(?:please\s+)?(lend|supply|deposit|withdraw)\s+${NUM}\s+${A}(?:\s+(?:on|from)\s+${C})?${T}$`, "i"), "lend"],
  [new RegExp(String.raw`^(?:please\s+)?bridge\s+${NUM}\s+${A}\s+from\s+${C}\s+to\s+${C}${T}$`, "i"), "bridge"],
] as const;

/** Baseline: a sentence counts when the old regexes produce a plan exactly when one is expected, with the same operation kind and amount. */
function baseline(): { correct: number; total: number } {
  const { turns } = JSON.parse(readFileSync(join(__dirname, "../test/defi/sentences/turns.json"), "utf8")) as { turns: { say: string; expect: { operation: string; fromAmount: string } | null }[] };
  let correct = 0;
  for (const t of turns) {
    const text = t.say.trim().replace(/[.!]+$/, "").replace(/\s+/g, " ");
    const hit = OLD.map(([re, kind]) => ({ m: re.exec(text), kind })).find((x) => x.m);
    const kindOf = (op: string) => (op === "swap" ? "swap" : op === "bridge" ? "bridge" : "lend");
    if (!hit ? t.expect === null : t.expect !== null && kindOf(t.expect.operation) === hit.kind && (hit.kind === "lend" ? hit.m![2] : hit.m![1]).replace(/,/g, "") === t.expect.fromAmount) correct++;
  }
  return { correct, total: turns.length };
}

async function main() {
  const started = process.hrtime.bigint();
  const turns = await scoreTurns();
  const mandates = scoreMandates();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const base = baseline();
  const pct = (c: number, n: number) => `${((100 * c) / n).toFixed(1)} %`;
  console.log(`${new Date().toISOString().slice(0, 10)} · Node ${process.version} · ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}`);
  console.log(`| set | sentences | parsed to the expected plan | baseline (old regexes) | ratio |`);
  console.log(`| --- | --- | --- | --- | --- |`);
  console.log(`| turns | ${turns.total} | ${turns.correct} (${pct(turns.correct, turns.total)}) | ${base.correct} (${pct(base.correct, base.total)}) | ${(turns.correct / Math.max(1, base.correct)).toFixed(2)}× |`);
  console.log(`| mandates | ${mandates.total} | ${mandates.correct} (${pct(mandates.correct, mandates.total)}) | — | — |`);
  console.log(`time: ${ms.toFixed(0)} ms for ${turns.total + mandates.total} sentences (${(ms / (turns.total + mandates.total)).toFixed(2)} ms each, first call loads compromise)`);
  for (const m of [...turns.misses, ...mandates.misses]) console.log(`miss: ${m.say}`);
}

void main();
