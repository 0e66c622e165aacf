import { positiveInt } from "mcpforge/platform/storage";

type Env = Readonly<Record<string, string | undefined>>;

/** Durable job queue of the alert round (storage.jobs). */
export const ALERT_QUEUE = "housing.alerts";

/** Settings of listing alerts; every default and variable is in docs/housing.md ("Alerts"). */
export interface AlertSettings {
  /** SMTP URL alerts are submitted to (HOUSING_ALERT_SMTP), e.g. the e-mail relay's submission listener; unset: alerts are off. */
  smtp?: string;
  /** From address (HOUSING_ALERT_FROM, default `alerts@localhost`). */
  from: string;
  /** How often the round runs (HOUSING_ALERT_INTERVAL_MS, default 15 minutes). */
  intervalMs: number;
  /** Listings written out in one e-mail; more are counted (HOUSING_ALERT_MAX_LISTINGS_PER_MAIL, default 20). */
  maxListingsPerMail: number;
  /** Delivery attempts of one e-mail, one per round, before it is given up (HOUSING_ALERT_MAX_ATTEMPTS, default 10). */
  maxAttempts: number;
}

export function alertSettingsFrom(env: Env): AlertSettings {
  const smtp = env.HOUSING_ALERT_SMTP?.trim() || undefined;
  if (smtp && !/^smtps?:\/\/[^/]/.test(smtp)) throw new Error("HOUSING_ALERT_SMTP must be an smtp:// or smtps:// URL, e.g. smtp://any:API_KEY@127.0.0.1:2587 (the e-mail relay's submission listener)");
  const from = env.HOUSING_ALERT_FROM?.trim() || "alerts@localhost";
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(from)) throw new Error(`HOUSING_ALERT_FROM must be an e-mail address, e.g. alerts@example.com; got "${from}"`);
  return {
    smtp,
    from,
    intervalMs: positiveInt(env, "HOUSING_ALERT_INTERVAL_MS", 15 * 60_000),
    maxListingsPerMail: positiveInt(env, "HOUSING_ALERT_MAX_LISTINGS_PER_MAIL", 20),
    maxAttempts: positiveInt(env, "HOUSING_ALERT_MAX_ATTEMPTS", 10),
  };
}
