import { randomBytes } from "node:crypto";

/** Unguessable ids with a readable kind prefix: usr_, agt_, mdt_, evl_, exe_ (128 random bits). */
export type IdKind = "usr" | "agt" | "mdt" | "evl" | "exe" | "rfs";

export function newId(kind: IdKind): string {
  return `${kind}_${randomBytes(16).toString("base64url")}`;
}

/** Ids are opaque to callers, but anything longer than this is no id of ours. */
export const MAX_ID_CHARS = 64;
