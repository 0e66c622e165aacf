import { intSetting } from "../settings";

/** Limits of tenant data exports (docs/comms.md, "Data exports"; README "Security and limits"). */
export interface ExportSettings {
  /** About this many characters of JSON per stored part; the writer yields after each part. */
  partBytes: number;
  /** Exports written at the same time by one process; the others wait their turn (FIFO). */
  concurrency: number;
  /** Largest export data_export_download returns inline; larger ones are fetched from download_url. */
  inlineMaxBytes: number;
  /** A preparing export whose writer has not written a part for this long is resumed by another. */
  staleMs: number;
}

export function exportSettingsFrom(e: Readonly<Record<string, string | undefined>>): ExportSettings {
  return {
    partBytes: intSetting(e, "COMMS_EXPORT_PART_BYTES", 256 * 1024, 1024),
    concurrency: intSetting(e, "COMMS_EXPORT_CONCURRENCY", 2, 1),
    inlineMaxBytes: intSetting(e, "COMMS_EXPORT_INLINE_MAX_BYTES", 8 * 1024 * 1024, 0),
    staleMs: intSetting(e, "COMMS_EXPORT_STALE_MS", 60_000, 1000),
  };
}
