import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * For tests that list tools, validate arguments or speak the protocol and never read the games'
 * statistics: 1,000 simulated sample matches per game instead of the default 12,000. Seeding the
 * default sample into a fresh database is ~0.8 s of CPU at every start of the games service (the
 * all-services host, `serve games --stdio`); the games tests keep their own sizes.
 */
export const SMALL_GAMES_SAMPLE = { GAMES_SAMPLE_MATCHES: "1000" } as const;

/**
 * A private data directory for a test's services (SQLite files and other state), so tests never
 * touch var/ and never see each other's data.
 */
export function tempDataEnv(): { dir: string; env: Record<string, string>; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), "mcpforge-data-"));
  return {
    dir,
    // The relay's SMTP listeners on free ports: a taken port fails start-up, and tests run in parallel.
    env: { MCPFORGE_DATA_DIR: dir, DATABASE_URL: `sqlite://${join(dir, "mcpforge.sqlite")}`, EMAIL_SUBMISSION_SMTP: "127.0.0.1:0", EMAIL_INBOUND_SMTP: "127.0.0.1:0" },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
