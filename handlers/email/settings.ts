import { hostname } from "node:os";

/**
 * Configuration of the e-mail relay, read once from the environment (README: "Email relay").
 * Every knob has a default that works on one machine with no setup; anything that reaches
 * another machine (relay, DNS servers, listen addresses) is named here and nowhere else.
 */
export interface EmailSettings {
  /** Our public name: EHLO greeting, default MX target and SPF include (EMAIL_HOSTNAME). */
  hostname: string;
  /** Host customers include in their SPF record (EMAIL_SPF_INCLUDE, default `_spf.<hostname>`). */
  spfInclude: string;
  /** MX target customers publish for inbound mail (EMAIL_MX_HOST, default the hostname). */
  mxHost: string;
  /** DKIM selector of every domain's key (EMAIL_DKIM_SELECTOR). */
  dkimSelector: string;
  /** `host:port` DNS servers for verification, MX lookups and inbound checks; empty = system resolver. */
  dnsServers: string[];
  /** `smtp://[user:pass@]host:port` (or smtps://) smarthost; null = deliver to each recipient's MX. */
  smtpRelay: string | null;
  /** Port of recipients' MX hosts (EMAIL_MX_PORT): 25 on the internet; tests point it at a sink. */
  mxPort: number;
  /** Deliver to MX hosts on loopback/private addresses (EMAIL_ALLOW_PRIVATE_MX): off outside tests. */
  allowPrivateMx: boolean;
  /** Seconds to wait after attempt 1, 2, … before the next (EMAIL_RETRY_SCHEDULE); attempts = length + 1. */
  retryScheduleSeconds: number[];
  smtpTimeoutMs: number;
  /** `host:port` or null when EMAIL_SUBMISSION_SMTP=off. */
  submission: ListenAddress | null;
  inbound: ListenAddress | null;
  /** PEM files offering STARTTLS on the submission listener (EMAIL_SUBMISSION_TLS_CERT / _KEY). */
  submissionTls: { certFile: string; keyFile: string } | null;
  /** Daily allowance per rung, lowest first (EMAIL_RUNG_LADDER). */
  ladder: number[];
  /** Days a domain spends on a rung before it may graduate (EMAIL_GRADUATION_DAYS). */
  graduationDays: number;
  domainsPerAccount: number;
  maxMessageBytes: number;
  maxRecipients: number;
  /** Connections each SMTP listener serves at once; more get 421 (EMAIL_SMTP_MAX_CLIENTS). */
  smtpMaxClients: number;
  /** An SMTP client silent this long is disconnected (EMAIL_SMTP_IDLE_TIMEOUT_MS). */
  smtpIdleTimeoutMs: number;
  /** Hours a pending (unverified) domain claim lasts before it lapses (EMAIL_PENDING_DOMAIN_TTL_HOURS). */
  pendingDomainTtlHours: number;
  /** Minimum time between two DNS readings of one domain (EMAIL_VERIFY_MIN_INTERVAL_SECONDS). */
  verifyMinIntervalSeconds: number;
  /** How often overdue queued messages are re-enqueued (EMAIL_SWEEP_INTERVAL_MS). */
  sweepIntervalMs: number;
}

export interface ListenAddress {
  host: string;
  port: number;
}

/** Graduation and pause thresholds: constants, documented in the README and reported by get_sending_limits. */
export const THRESHOLDS = {
  /** Graduation needs at least this delivery rate and at most these bounce / complaint rates. */
  graduateDeliveryRate: 0.95,
  graduateBounceRate: 0.02,
  graduateComplaintRate: 0.001,
  /** Sending pauses above these rates, once at least `pauseMinSample` recipients have an outcome. */
  pauseBounceRate: 0.05,
  pauseComplaintRate: 0.003,
  pauseMinSample: 20,
  /** A rate pause lasts this long; the domain then resumes one rung lower. */
  pauseMs: 24 * 60 * 60 * 1000,
};

/** list_messages cuts text and html bodies at this many bytes (body_truncated). */
export const BODY_LIST_CAP = 64 * 1024;
/** When pending, verify_domain asks callers to come back after this long. */
export const POLL_AFTER_SECONDS = 300;
export const DELIVER_QUEUE = "email.deliver";
export const SWEEP_QUEUE = "email.sweep";

type Env = Readonly<Record<string, string | undefined>>;

export function emailSettingsFrom(env: Env): EmailSettings {
  const host = text(env, "EMAIL_HOSTNAME") ?? hostname();
  return {
    hostname: host,
    spfInclude: text(env, "EMAIL_SPF_INCLUDE") ?? `_spf.${host}`,
    mxHost: text(env, "EMAIL_MX_HOST") ?? host,
    dkimSelector: text(env, "EMAIL_DKIM_SELECTOR") ?? "mcpforge",
    dnsServers: list(env.EMAIL_DNS_SERVERS),
    smtpRelay: relayUrl(env.EMAIL_SMTP_RELAY),
    mxPort: int(env, "EMAIL_MX_PORT", 25, 1),
    allowPrivateMx: bool(env, "EMAIL_ALLOW_PRIVATE_MX"),
    retryScheduleSeconds: numbers(env, "EMAIL_RETRY_SCHEDULE", [60, 300, 1800, 7200, 21600], 0),
    smtpTimeoutMs: int(env, "EMAIL_SMTP_TIMEOUT_MS", 30_000, 1),
    submission: listen(env, "EMAIL_SUBMISSION_SMTP", "127.0.0.1:2587"),
    inbound: listen(env, "EMAIL_INBOUND_SMTP", "127.0.0.1:2525"),
    submissionTls: tls(env),
    ladder: ladder(env),
    graduationDays: int(env, "EMAIL_GRADUATION_DAYS", 3, 0),
    domainsPerAccount: int(env, "EMAIL_DOMAINS_PER_ACCOUNT", 3, 1),
    maxMessageBytes: int(env, "EMAIL_MAX_MESSAGE_BYTES", 5 * 1024 * 1024, 1024),
    maxRecipients: int(env, "EMAIL_MAX_RECIPIENTS", 50, 1),
    smtpMaxClients: int(env, "EMAIL_SMTP_MAX_CLIENTS", 100, 1),
    smtpIdleTimeoutMs: int(env, "EMAIL_SMTP_IDLE_TIMEOUT_MS", 60_000, 1000),
    pendingDomainTtlHours: int(env, "EMAIL_PENDING_DOMAIN_TTL_HOURS", 72, 1),
    verifyMinIntervalSeconds: int(env, "EMAIL_VERIFY_MIN_INTERVAL_SECONDS", 60, 0),
    sweepIntervalMs: int(env, "EMAIL_SWEEP_INTERVAL_MS", 60_000, 1),
  };
}

function text(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

function list(raw: string | undefined): string[] {
  return (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

function int(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return n;
}

function bool(env: Env, name: string): boolean {
  const raw = (env[name] ?? "").trim().toLowerCase();
  if (raw === "" || raw === "false" || raw === "0") return false;
  if (raw === "true" || raw === "1") return true;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function numbers(env: Env, name: string, fallback: number[], min: number): number[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const values = list(raw).map(Number);
  if (values.some((n) => !Number.isInteger(n) || n < min))
    throw new Error(`${name} must be comma-separated integers ≥ ${min}, got "${raw}"`);
  return values;
}

function ladder(env: Env): number[] {
  const rungs = numbers(env, "EMAIL_RUNG_LADDER", [50, 200, 1000, 5000], 1);
  if (rungs.length === 0 || rungs.some((n, i) => i > 0 && n <= rungs[i - 1])) {
    throw new Error(
      `EMAIL_RUNG_LADDER must be increasing daily allowances, e.g. 50,200,1000,5000; got "${env.EMAIL_RUNG_LADDER}"`,
    );
  }
  return rungs;
}

function listen(env: Env, name: string, fallback: string): ListenAddress | null {
  const raw = text(env, name) ?? fallback;
  if (raw.toLowerCase() === "off") return null;
  const m = /^(\[[0-9a-fA-F:]+\]|[^:]+):(\d{1,5})$/.exec(raw);
  if (!m || Number(m[2]) > 65535)
    throw new Error(`${name} must be host:port (or off), e.g. 127.0.0.1:2525; got "${raw}"`);
  return { host: m[1].replace(/^\[|\]$/g, ""), port: Number(m[2]) };
}

function relayUrl(raw: string | undefined): string | null {
  const v = raw?.trim();
  if (!v) return null;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new Error(`EMAIL_SMTP_RELAY must be a URL such as smtp://host:587, got "${v}"`);
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:")
    throw new Error(`EMAIL_SMTP_RELAY must start with smtp:// or smtps://, got "${url.protocol}//"`);
  if (!url.hostname) throw new Error("EMAIL_SMTP_RELAY needs a host, e.g. smtp://127.0.0.1:2525");
  return v;
}

function tls(env: Env): EmailSettings["submissionTls"] {
  const certFile = text(env, "EMAIL_SUBMISSION_TLS_CERT");
  const keyFile = text(env, "EMAIL_SUBMISSION_TLS_KEY");
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile)
    throw new Error("EMAIL_SUBMISSION_TLS_CERT and EMAIL_SUBMISSION_TLS_KEY must be set together (PEM file paths)");
  return { certFile, keyFile };
}
