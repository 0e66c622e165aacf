import { positiveInt } from "mcpforge/platform/storage";

/** Limits the document fixes, and the knobs an operator may turn (docs/security-webhooks.md). */

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
  quotas: WebhookQuotas;
}

/** Per-client and storage limits (issue 10, defect 9); every one has an environment variable. */
export interface WebhookQuotas {
  /** Live buckets one client address may hold (WEBHOOKS_MAX_BUCKETS_PER_CLIENT, default 100). */
  bucketsPerClient: number;
  /** Buckets one client address may create per minute, as a burst refilled evenly (WEBHOOKS_BUCKET_CREATES_PER_MINUTE, default 30). */
  bucketCreatesPerMinute: number;
  /** Requests per second one source address may send to capture URLs (WEBHOOKS_CAPTURES_PER_SECOND, default 50). */
  capturesPerSecond: number;
  /** Requests a source address may send at once before the per-second rate applies (WEBHOOKS_CAPTURE_BURST, default 100). */
  captureBurst: number;
  /** Captures a bucket keeps; older ones are evicted (WEBHOOKS_MAX_CAPTURES_PER_BUCKET, default 500). */
  capturesPerBucket: number;
  /** Bytes all captures together may take; the oldest are evicted (WEBHOOKS_MAX_STORED_BYTES, default 1 GiB). */
  storedBytes: number;
}

type Env = Readonly<Record<string, string | undefined>>;

export function webhookSettingsFrom(env: Env): WebhookSettings {
  return {
    sweepIntervalMs: positiveInt(env, "WEBHOOKS_SWEEP_INTERVAL_MS", 600_000),
    waitPollMs: positiveInt(env, "WEBHOOKS_WAIT_POLL_MS", 1000),
    quotas: {
      bucketsPerClient: positiveInt(env, "WEBHOOKS_MAX_BUCKETS_PER_CLIENT", 100),
      bucketCreatesPerMinute: positiveInt(env, "WEBHOOKS_BUCKET_CREATES_PER_MINUTE", 30),
      capturesPerSecond: positiveInt(env, "WEBHOOKS_CAPTURES_PER_SECOND", 50),
      captureBurst: positiveInt(env, "WEBHOOKS_CAPTURE_BURST", 100),
      capturesPerBucket: positiveInt(env, "WEBHOOKS_MAX_CAPTURES_PER_BUCKET", 500),
      storedBytes: positiveInt(env, "WEBHOOKS_MAX_STORED_BYTES", 1024 * 1024 * 1024),
    },
  };
}
