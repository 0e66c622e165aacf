import type { z } from "zod";
import { issuesFrom, type Issue } from "../generator/runtime";
import { rerun, type BenchContext, type Benchmark, type Headline } from "./lib/bench";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, median, min } from "./lib/stats";
import { CASES, type ValidationCase } from "./validation-cases";

/**
 * Benchmark 2: validation cost per call, generated ajv standalone validators against zod
 * `safeParse`, on valid and invalid inputs of real tools (bench/validation-cases.ts). For invalid
 * input both sides build the list of issues a caller sees, as the runtime does.
 */
function generatedCheck(c: ValidationCase, input: Record<string, unknown>): Issue[] | null {
  return c.generated(input) ? null : issuesFrom(c.generated.errors);
}

function zodCheck(c: ValidationCase, input: Record<string, unknown>): Issue[] | null {
  const r = (c.zod as z.ZodType).safeParse(input);
  return r.success ? null : r.error.issues.map((i) => ({ path: `/${i.path.join("/")}`, message: i.message }));
}

/** Calls per timed batch: enough for ~20 ms, so timer resolution does not matter. */
function batchSize(fn: () => unknown): number {
  for (let i = 0; i < 20_000; i++) fn();
  let n = 1_000;
  for (;;) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) fn();
    if (Number(process.hrtime.bigint() - t0) > 20e6) return n;
    n *= 2;
  }
}

function batchNs(fn: () => unknown, n: number): number {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) fn();
  return Number(process.hrtime.bigint() - t0) / n;
}

/**
 * ns per call of `a` and of `b`, timed in alternating batches so that other work on the machine
 * hits both alike; the speed-up is the median of the per-pair ratios b/a.
 */
function timePair(a: () => unknown, b: () => unknown, batches: number): { a: number; b: number; speedup: number } {
  const na = batchSize(a);
  const nb = batchSize(b);
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < batches; i++) {
    as.push(batchNs(a, na));
    bs.push(batchNs(b, nb));
  }
  return { a: median(as), b: median(bs), speedup: median(as.map((x, i) => bs[i] / x)) };
}

/** Every offending property appears in some issue's path (zod names a missing one by its path too). */
function namesAll(issues: Issue[] | null, props: string[]): boolean {
  return !!issues && props.every((p) => issues.some((i) => i.path.split("/").includes(p)));
}

async function run(ctx: BenchContext): Promise<Headline[]> {
  const batches = ctx.quick ? 5 : 15;
  const rows: string[][] = [];
  const validSpeedups: number[] = [];
  let allNamed = true;
  for (const c of CASES) {
    if (generatedCheck(c, { ...c.valid }) !== null || zodCheck(c, { ...c.valid }) !== null) throw new Error(`${c.tool}: the valid sample is refused`);
    const gen = generatedCheck(c, c.invalid);
    const zod = zodCheck(c, c.invalid);
    const named = namesAll(gen, c.offending);
    allNamed &&= named;
    const valid = { ...c.valid };
    const v = timePair(() => c.generated(valid), () => c.zod.safeParse(valid), batches);
    const inv = timePair(() => generatedCheck(c, c.invalid), () => zodCheck(c, c.invalid), batches);
    validSpeedups.push(v.speedup);
    rows.push([
      `\`${c.tool}\``,
      fmt(v.a),
      fmt(v.b),
      `${v.speedup.toFixed(1)}×`,
      fmt(inv.a),
      fmt(inv.b),
      `${inv.speedup.toFixed(1)}×`,
      `${named ? "all" : "NOT all"} ${c.offending.length} (${(gen ?? []).length} issues) / ${namesAll(zod, c.offending) ? "all" : "not all"}`,
    ]);
    ctx.log(`validation: ${c.tool}: valid ${fmt(v.a)} vs ${fmt(v.b)} ns, invalid ${fmt(inv.a)} vs ${fmt(inv.b)} ns`);
  }
  const worst = min(validSpeedups);
  writeSection(
    "validation",
    [
      "## 2. Validation cost per call",
      "",
      `${machineLine()} · in-process, ${batches} timed batches of each side after warm-up, alternating generated and zod · ns per call (medians); speed-up = median of per-pair ratios.`,
      "",
      mdTable(["tool", "generated, valid", "zod, valid", "speed-up", "generated, invalid", "zod, invalid", "speed-up", "offending properties named (generated / zod)"], rows),
      "",
      "Generated = the ajv standalone validator in generated/<slug>/validators.ts (allErrors, useDefaults), and for invalid input also `issuesFrom()`, which builds the `structuredContent.error.issues` the caller receives. Zod = `safeParse` of the equivalent hand-written schema (bench/validation-cases.ts), and for invalid input mapping its issues to the same {path, message} shape.",
      "",
      `Rerun: \`${rerun("validation", ctx.quick)}\``,
    ].join("\n"),
  );
  return [
    { figure: "validation, valid input: speed-up over zod (worst tool)", measured: `${worst.toFixed(1)}×`, target: "≥ 5×", met: worst >= 5 },
    { figure: "validation, invalid input: every offending property named", measured: allNamed ? "yes, all tools" : "NO", target: "all named", met: allNamed },
  ];
}

export const validation: Benchmark = { name: "validation", run };
