/** Limits the document fixes, and the few knobs an operator may turn (README: Webhook capture). */

/** A bucket expires after 15 days without a capture or a tool call on it (document §8 C). */
export const BUCKET_TTL_MS = 15 * 24 * 60 * 60 * 1000;
/** Bodies are stored up to 1 MiB; the rest is counted (size_bytes) and dropped (stored_truncated). */
export const STORED_BODY_CAP = 1024 * 1024;
/** What a new bucket answers until configure_webhook_response changes it. */
export const DEFAULT_RESPONSE = { status: 200, content_type: "application/json", body: "{}", headers: {} as Record<string, string>, delay_ms: 0 };
/** Path prefix of the capture endpoint on the shared HTTP host. */
export const CAPTURE_PREFIX = "/webhooks/in/";
/** Durable job queue of the expiry sweep. */
export const SWEEP_QUEUE = "webhooks.expire";

export interface WebhookSettings {
  /** How often the expiry sweep runs (WEBHOOKS_SWEEP_INTERVAL_MS, default 10 minutes). */
  sweepIntervalMs: number;
  /**
   * How often a waiter re-reads the database without having been woken (WEBHOOKS_WAIT_POLL_MS,
   * default 1000): the safety net for captures written by another process on SQLite, where
   * events do not cross processes, or while a PostgreSQL LISTEN connection reconnects.
   */
  waitPollMs: number;
}

export function webhookSettingsFrom(env: Readonly<Record<string, string | undefined>>): WebhookSettings {
  return {
    sweepIntervalMs: positiveInt(env, "WEBHOOKS_SWEEP_INTERVAL_MS", 600_000),
    waitPollMs: positiveInt(env, "WEBHOOKS_WAIT_POLL_MS", 1000),
  };
}

function positiveInt(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer (milliseconds), got "${raw}"`);
  return n;
}
