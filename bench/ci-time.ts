import { readFileSync } from "node:fs";

// Compares two jest --json results (a CI run's .cache/jest-results.json, or
// `npx jest --ci --json --outputFile=...`): jest's wall time, the sum of the file durations (what the
// workers spent), and the files whose duration changed most. Files are matched by their path under
// test/, so runs from different clones compare.
//   node -r ./bench/lib/register.js bench/ci-time.ts <before.json> <after.json> [files]
interface Results {
  startTime: number;
  numTotalTests: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}

function durations(path: string): { wall: number; tests: number; files: Map<string, number> } {
  const r = JSON.parse(readFileSync(path, "utf8")) as Results;
  const files = new Map(r.testResults.map((t) => [t.name.slice(t.name.lastIndexOf("/test/") + 1), (t.endTime - t.startTime) / 1000]));
  const end = Math.max(...r.testResults.map((t) => t.endTime));
  return { wall: (end - r.startTime) / 1000, tests: r.numTotalTests, files };
}

const s = (n: number) => `${n.toFixed(1)} s`;
const [before, after] = [process.argv[2], process.argv[3]].map(durations);
const listed = process.argv[4]?.split(",");
const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
console.log(`| | before | after |\n| --- | --- | --- |`);
console.log(`| jest wall | ${s(before.wall)} | ${s(after.wall)} |`);
console.log(`| sum of file durations | ${s(sum(before.files))} (${before.files.size} files) | ${s(sum(after.files))} (${after.files.size} files) |`);
console.log(`| tests | ${before.tests} | ${after.tests} |`);
const rows = [...after.files].filter(([f]) => before.files.has(f)).map(([f, d]) => ({ f, b: before.files.get(f)!, a: d }));
const chosen = listed ? rows.filter((r) => listed.includes(r.f)) : rows.sort((x, y) => y.b - x.b).slice(0, 25);
console.log(`\n| file | before | after | after ÷ before |\n| --- | --- | --- | --- |`);
for (const r of chosen) console.log(`| ${r.f} | ${s(r.b)} | ${s(r.a)} | ${(r.a / r.b).toFixed(2)} |`);
