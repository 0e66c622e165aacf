import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONFORMANCE_BIN, NODE22, run } from "./mcp-tools";

/**
 * Runs the official MCP conformance suite (server mode) against one URL and reads its results.
 * The two runs CI makes: the scenarios revision 2026-07-28 requires (`--requirements`), and the
 * 2025-11-25 active suite (`--spec-version`).
 */
export const RUNS = {
  "2026-07-28": ["--requirements", "2026-07-28"],
  "2025-11-25": ["--spec-version", "2025-11-25"],
} as const;
export type Run = keyof typeof RUNS;

export interface Check {
  id: string;
  status: "SUCCESS" | "FAILURE" | "WARNING" | "INFO" | "SKIPPED";
  errorMessage?: string;
}

export interface SuiteResult {
  exit: number | null;
  /** The suite's summary (and baseline verdict), for failure messages. */
  summary: string;
  /** checks.json of each scenario that ran, keyed by scenario name. */
  results: Map<string, Check[]>;
}

/**
 * The expected-failures list of one run from a baseline file: the `server:` entries plus, for the
 * 2025-11-25 run, the `server-2025-11-25:` ones (format described at the top of each file).
 */
export function baselineFor(file: string, which: Run): string[] {
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const key = /^([A-Za-z0-9-]+):\s*$/.exec(line);
    if (key) sections.set(key[1], (current = []));
    const item = /^\s+-\s+([a-z0-9-]+)\s*$/.exec(line);
    if (item && current) current.push(item[1]);
  }
  return [...(sections.get("server") ?? []), ...(which === "2025-11-25" ? (sections.get("server-2025-11-25") ?? []) : [])];
}

export async function runSuite(url: string, which: Run, baselineFile: string): Promise<SuiteResult> {
  const dir = mkdtempSync(join(tmpdir(), "mcpforge-conformance-"));
  try {
    const baseline = join(dir, "expected-failures.yml");
    writeFileSync(baseline, `server:\n${baselineFor(baselineFile, which).map((s) => `  - ${s}\n`).join("")}`);
    const out = join(dir, "out");
    const r = await run(NODE22, [CONFORMANCE_BIN, "server", "--url", url, ...RUNS[which], "--expected-failures", baseline, "-o", out], { timeoutMs: 240_000 });
    const at = r.stdout.indexOf("=== SUMMARY ===");
    return { exit: r.code, summary: at < 0 ? `${r.stdout.slice(-3000)}\n${r.stderr.slice(-2000)}` : r.stdout.slice(at), results: readResults(out) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Directories are `server-<name>-<timestamp>`. */
function readResults(dir: string): Map<string, Check[]> {
  const out = new Map<string, Check[]>();
  for (const entry of readdirSync(dir)) {
    const m = /^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$/.exec(entry);
    if (m) out.set(m[1], JSON.parse(readFileSync(join(dir, entry, "checks.json"), "utf8")) as Check[]);
  }
  return out;
}

/** Checks of a scenario that did not pass (FAILURE or WARNING), as `id: message`, leaving out `except` ids. */
export function problems(result: SuiteResult, scenario: string, except: readonly string[] = []): string[] | "did not run" {
  const checks = result.results.get(scenario);
  if (!checks) return "did not run";
  return checks.filter((c) => (c.status === "FAILURE" || c.status === "WARNING") && !except.includes(c.id)).map((c) => `${c.id}: ${c.errorMessage ?? ""}`);
}

/** True when the scenario ran and at least one of its checks succeeded. */
export function passedSome(result: SuiteResult, scenario: string): boolean {
  return result.results.get(scenario)?.some((c) => c.status === "SUCCESS") ?? false;
}
