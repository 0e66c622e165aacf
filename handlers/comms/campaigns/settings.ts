import type { Logger } from "pino";
import type { ServiceEnv } from "mcpforge/runtime";
import { loadSecretKey } from "mcpforge/platform/secret-key";
import { intSetting as int } from "../settings";

/** Configuration of the sending worker (docs/comms.md, "Campaigns: configuration"). */
export interface SendSettings {
  /** COMMS_SMTP_URL: smtp://[user:pass@]host:port of any relay; null → the e-mail relay's submission listener. */
  smtpUrl: URL | null;
  /** EMAIL_SUBMISSION_SMTP of the e-mail relay (host:port), used when it does not run in this process. */
  submissionAddress: string;
  /** Messages per second per organization (COMMS_SEND_RATE_PER_SECOND). */
  ratePerSecond: number;
  /** Messages one worker run sends before it yields to other jobs (COMMS_SEND_BATCH). */
  batch: number;
  /** A recipient recorded as `sending` longer than this was interrupted (COMMS_SEND_INTERRUPTED_MS). */
  interruptedAfterMs: number;
  /** Local part of the From address: `<local>@<sending domain>` (COMMS_FROM_LOCAL_PART). */
  fromLocalPart: string;
  /** 32-byte COMMS_SECRET_KEY: seals relay keys, signs unsubscribe tokens. */
  secretKey: Buffer;
}

function smtpUrl(raw: string | undefined): URL | null {
  if (raw === undefined || raw.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`COMMS_SMTP_URL must be smtp://[user:pass@]host:port or smtps://…, got an unparsable value`);
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:")
    throw new Error(`COMMS_SMTP_URL must use smtp: or smtps:, got "${url.protocol}"`);
  return url;
}

export function sendSettingsFrom(env: ServiceEnv, logger: Logger): SendSettings {
  const e = env.config.env;
  const local = e.COMMS_FROM_LOCAL_PART?.trim() || "campaigns";
  if (!/^[A-Za-z0-9._+-]{1,64}$/.test(local))
    throw new Error(`COMMS_FROM_LOCAL_PART must be a plain local part such as "news", got "${local}"`);
  return {
    smtpUrl: smtpUrl(e.COMMS_SMTP_URL),
    submissionAddress: e.EMAIL_SUBMISSION_SMTP?.trim() || "127.0.0.1:2587",
    ratePerSecond: int(e, "COMMS_SEND_RATE_PER_SECOND", 10, 1),
    batch: int(e, "COMMS_SEND_BATCH", 20, 1),
    interruptedAfterMs: int(e, "COMMS_SEND_INTERRUPTED_MS", 300_000, 1000),
    fromLocalPart: local,
    secretKey: loadSecretKey(e, logger, {
      variable: "COMMS_SECRET_KEY",
      file: "comms-secret.key",
      purpose: "relay API keys and unsubscribe links",
    }),
  };
}
