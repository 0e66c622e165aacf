import { intSetting } from "../settings";

/** Per-organization storage quotas (docs/comms.md, "Heavy calls and quotas"). */
export interface QuotaSettings {
  /** Contacts plus rows staged by unconfirmed import previews. */
  rows: number;
  /** Data exports and contact files kept (until they expire, seven days). */
  files: number;
  /** Bytes of the data exports and contact files kept. */
  bytes: number;
}

export function quotaSettingsFrom(e: Readonly<Record<string, string | undefined>>): QuotaSettings {
  return {
    rows: intSetting(e, "COMMS_QUOTA_ROWS", 1_000_000, 1),
    files: intSetting(e, "COMMS_QUOTA_FILES", 50, 1),
    bytes: intSetting(e, "COMMS_QUOTA_BYTES", 1024 * 1024 * 1024, 1),
  };
}
