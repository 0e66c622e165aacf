import { randomFillSync } from "node:crypto";

/** Bucket ids are bearer capabilities: 192 random bits, 32 URL-safe characters. */
export function newBucketId(): string {
  return randomBytes(24).toString("base64url");
}

/** Same shape as the manifest's bucketId pattern: anything else cannot be a bucket. */
export const BUCKET_ID_RE = /^[A-Za-z0-9_-]{22,64}$/;

/** The random part of a capture id: 128 bits, 22 URL-safe characters. */
export function newCaptureToken(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * A capture id is its 128-bit random token followed by its sequence number in the bucket (base
 * 36): `Xq3…(22)…Zk` + `1f`. The token makes it unguessable; the number lets the database find the
 * capture through the bucket's primary key, so no index on random values is needed (that index
 * doubled the cost of every capture: each insert dirtied a random page). The number reveals only
 * how many captures the bucket has seen, which its holder can read anyway.
 */
export function captureId(token: string, seq: number): string {
  return `${token}${seq.toString(36)}`;
}

export function parseCaptureId(id: string): { token: string; seq: number } | undefined {
  const m = /^([A-Za-z0-9_-]{22})([0-9a-z]{1,11})$/.exec(id);
  return m ? { token: m[1], seq: parseInt(m[2], 36) } : undefined;
}

/**
 * list_webhooks cursors name the last capture shown by its sequence number, so a page boundary
 * never moves when newer captures arrive. Opaque to callers; versioned for later change.
 */
export function encodeCursor(seq: number): string {
  return Buffer.from(`w1:${seq}`).toString("base64url");
}

export function decodeCursor(cursor: string): number | undefined {
  const m = /^w1:([0-9]{1,16})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  return m ? Number(m[1]) : undefined;
}

/** Random bytes from a pool refilled 4 KiB at a time: one system call per ~250 captures. */
const pool = Buffer.alloc(4096);
let used = pool.length;
function randomBytes(n: number): Buffer {
  if (used + n > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const out = Buffer.from(pool.subarray(used, used + n));
  used += n;
  return out;
}
