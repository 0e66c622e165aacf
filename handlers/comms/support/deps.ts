import type { Kysely } from "kysely";
import type { Clock } from "mcpforge/runtime";
import type { Storage } from "mcpforge/platform/storage";
import type { CommsTables } from "../migrations";
import type { CommsSettings } from "../settings";

/** What every group module receives from index.ts. */
export interface CommsDeps {
  storage: Storage;
  db: Kysely<CommsTables>;
  clock: Clock;
  settings: CommsSettings;
}

export const iso = (ms: number): string => new Date(ms).toISOString();
export const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));
