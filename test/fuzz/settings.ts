/**
 * The fuzz suites' knobs, read once. A failure message prints the seed; rerun with
 * `MCPFORGE_FUZZ_SEED=<seed> npx jest test/fuzz` to get the same cases (docs/fuzz.md).
 */
export const FUZZ_SEED = intFrom("MCPFORGE_FUZZ_SEED", 20261124);
/** Invalid argument sets per tool: 200 in CI, more in `npm run test:long`. */
export const FUZZ_RUNS = intFrom("MCPFORGE_FUZZ_RUNS", 200);

function intFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}
