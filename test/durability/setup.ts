import { openStorage, type Storage } from "../../generator/platform/storage";
import type { DnsStandIn, SmtpSink } from "../email/servers";
import type { TestDatabase } from "../storage/databases";
import { callTool, TOKEN_IN_SUBJECT, type Sender } from "./writers";

/** A fixed key (32 bytes, hex): every restart must decrypt the DKIM keys stored before it. */
const SECRET = "7e".repeat(32);

/**
 * The environment of a served process for the crash-safety and scale-out suites: the test's
 * database, domain verification against its DNS stand-in (the caller adds EMAIL_SMTP_RELAY),
 * jobs polled every 25 ms and leased for 2 s (so a killed process's jobs run again soon after a
 * restart), allowances large enough for the load.
 */
export function serveEnv(database: TestDatabase, world: { dns: DnsStandIn; submissionPort?: number }): Record<string, string> {
  return {
    ...database.env,
    MCPFORGE_JOBS_POLL_MS: "25",
    MCPFORGE_JOBS_LEASE_MS: "2000",
    EMAIL_SECRET_KEY: SECRET,
    EMAIL_HOSTNAME: "relay.durability.test",
    EMAIL_DNS_SERVERS: world.dns.server,
    EMAIL_SMTP_TIMEOUT_MS: "5000",
    EMAIL_VERIFY_MIN_INTERVAL_SECONDS: "0",
    EMAIL_RUNG_LADDER: "1000000",
    EMAIL_SUBMISSION_SMTP: world.submissionPort ? `127.0.0.1:${world.submissionPort}` : "off",
    EMAIL_INBOUND_SMTP: "off",
    // Load from one loopback address: the per-client limits (docs/security*.md) would refuse it,
    // and the per-bucket capture quota would evict acknowledged captures the suite counts.
    MCPFORGE_RATE_LIMIT_RPS: "0",
    WEBHOOKS_CAPTURES_PER_SECOND: "1000000",
    WEBHOOKS_CAPTURE_BURST: "1000000",
    WEBHOOKS_MAX_CAPTURES_PER_BUCKET: "10000000",
    WEBHOOKS_BUCKET_CREATES_PER_MINUTE: "100000",
  };
}

/** create_account → add_domain → publish its records on the DNS stand-in → verify_domain. */
export async function setupSender(url: string, dns: DnsStandIn, domain: string, submissionPort = 0): Promise<Sender> {
  const mcp = `${url}/email/mcp`;
  const account = await callTool(mcp, "create_account", { email: `owner@${domain}`, password: "correct-horse-battery", name: "Durability" });
  if (account.isError) throw new Error(`create_account refused: ${JSON.stringify(account)}`);
  const apiKey = account.structuredContent.api_key as string;
  const added = await callTool(mcp, "add_domain", { name: domain }, { apiKey });
  if (added.isError) throw new Error(`add_domain refused: ${JSON.stringify(added)}`);
  dns.publish(added.structuredContent.records);
  const verified = await callTool(mcp, "verify_domain", { name: domain }, { apiKey });
  if (verified.structuredContent?.status !== "active") throw new Error(`${domain} did not verify: ${JSON.stringify(verified)}`);
  return { apiKey, domain, submissionPort };
}

/** Where each copy of a token's message arrived: `[sink index, position in that sink]`, in order. */
export function deliveries(sinks: readonly SmtpSink[]): Map<string, [number, number][]> {
  const copies = new Map<string, [number, number][]>();
  sinks.forEach((sink, s) =>
    sink.received.forEach((r, i) => {
      const m = TOKEN_IN_SUBJECT.exec(r.raw.toString("utf8"));
      if (m) copies.set(m[1], [...(copies.get(m[1]) ?? []), [s, i]]);
    }),
  );
  return copies;
}

/** The test's own handle on the database the servers use (read-only use: counting rows). */
export function inspect(database: TestDatabase): Promise<Storage> {
  return openStorage({ env: database.env });
}

/** Capture paths stored for `bucketId` (the writers put the token in the path). */
export async function storedCaptureTokens(storage: Storage, bucketId: string): Promise<Set<string>> {
  const rows = await storage.db.selectFrom("webhooks_captures").select("path").where("bucket_id", "=", bucketId).execute();
  return new Set(rows.map((r: { path: string }) => r.path.slice(1)));
}

/** Delivery jobs not yet finished (pending, leased or retrying), excluding finally failed ones. */
export async function pendingDeliveries(storage: Storage): Promise<number> {
  const row = await storage.db
    .selectFrom("mcpforge_jobs")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("queue", "=", "email.deliver")
    .where("failed_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
