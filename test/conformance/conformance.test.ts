import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serviceSlugs } from "../../generated";
import { startTestHost, type TestHost } from "../helpers/host";
import { CONFORMANCE_BIN, describeWithNode22, NODE22, run } from "./mcp-tools";

/**
 * The official MCP conformance suite, server mode, every scenario it has (`--suite all`), against
 * every service of the all-services host over streamable HTTP. Scenarios that do not apply to a
 * tools-only server are listed in expected-failures.yml; the suite itself fails the run on an
 * unexpected failure or on a listed scenario that passes.
 */
const BASELINE = join(__dirname, "expected-failures.yml");

/** Scenarios that apply and must pass, with at least one successful check where the suite has checks. */
const MUST_PASS = ["server-initialize", "ping", "logging-set-level", "tools-list", "dns-rebinding-protection"];
/** Apply too, but only warn (no session id) and have no pass/fail check for a stateless server. */
const NO_FAILURE = ["server-sse-polling", "server-sse-multiple-streams"];

interface Check {
  id: string;
  status: "SUCCESS" | "FAILURE" | "WARNING" | "INFO" | "SKIPPED";
  errorMessage?: string;
}

/** checks.json of each scenario, keyed by scenario name (directories are `server-<name>-<timestamp>`). */
function readResults(dir: string): Map<string, Check[]> {
  const out = new Map<string, Check[]>();
  for (const entry of readdirSync(dir)) {
    const m = /^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$/.exec(entry);
    if (m) out.set(m[1], JSON.parse(readFileSync(join(dir, entry, "checks.json"), "utf8")) as Check[]);
  }
  return out;
}

describeWithNode22("official MCP conformance suite (server mode) against every service", () => {
  let host: TestHost;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "mcpforge-conformance-data-"));
    host = await startTestHost([...serviceSlugs], { env: { MCPFORGE_DATA_DIR: dataDir } });
  });

  afterAll(async () => {
    await host?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test.each([...serviceSlugs])("%s passes every scenario that applies to a tools-only server", async (slug) => {
    const outDir = mkdtempSync(join(tmpdir(), `mcpforge-conformance-${slug}-`));
    try {
      const url = `${host.url}/${slug}/mcp`;
      const r = await run(NODE22, [CONFORMANCE_BIN, "server", "--url", url, "--suite", "all", "--expected-failures", BASELINE, "-o", outDir], { timeoutMs: 150_000 });
      const summary = r.stdout.slice(r.stdout.indexOf("=== SUMMARY ==="));
      expect({ exit: r.code, summary }).toEqual({ exit: 0, summary: expect.stringContaining("=== SUMMARY ===") });
      const results = readResults(outDir);
      for (const scenario of [...MUST_PASS, ...NO_FAILURE]) {
        const checks = results.get(scenario);
        expect({ scenario, ran: checks !== undefined }).toEqual({ scenario, ran: true });
        const failures = checks!.filter((c) => c.status === "FAILURE").map((c) => `${c.id}: ${c.errorMessage ?? ""}`);
        expect({ scenario, failures }).toEqual({ scenario, failures: [] });
        if (MUST_PASS.includes(scenario)) expect({ scenario, passed: checks!.some((c) => c.status === "SUCCESS") }).toEqual({ scenario, passed: true });
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 180_000);
});
