import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { cursorKey } from "./cursor";

/**
 * The `requestState` of a Multi Round-Trip Request (2026-07-28 basic/patterns/mrtr): the server's
 * memory of one call between its rounds, carried by the client. The client controls it, so it is
 * integrity-protected like a cursor: `base64url(JSON).base64url(HMAC-SHA256)` (tag cut to 128
 * bits), the MAC covering the service and tool. The payload binds the state to the call's
 * arguments (a digest), an expiry and the input keys asked for, and carries the answers of the
 * earlier rounds (a retry carries only the last round's inputResponses). Not encrypted: never ask
 * for secrets through ctx.elicit.
 *
 * Key: MCPFORGE_MRTR_SECRET (at least 32 characters) when set; otherwise derived from the cursor
 * key (MCPFORGE_CURSOR_SECRET, or the per-process random key, so state then dies with the
 * process and is not shared between instances).
 */
export const MRTR_SECRET_ENV = "MCPFORGE_MRTR_SECRET";
const MIN_SECRET = 32;
/** Longer states are refused unread. */
export const MAX_STATE_CHARS = 16_384;

export interface StatePayload {
  /** Digest of the call's arguments. */
  d: string;
  /** Expiry, epoch ms. */
  e: number;
  /** Keys asked in the round this state closes. */
  k: string[];
  /** Answers of earlier rounds, by key. */
  a: Record<string, unknown>;
}

const derived = new WeakMap<Buffer, Buffer>();

/** The MRTR key for an environment (see above); throws when the secret is too short. */
export function mrtrKey(env: Readonly<Record<string, string | undefined>>): Buffer {
  const secret = env[MRTR_SECRET_ENV];
  if (secret !== undefined && secret !== "") {
    if (secret.length < MIN_SECRET) throw new Error(`${MRTR_SECRET_ENV} must be at least ${MIN_SECRET} characters (it keys the MRTR requestState HMAC)`);
    return Buffer.from(secret, "utf8");
  }
  const base = cursorKey(env);
  let key = derived.get(base);
  if (!key) derived.set(base, (key = createHmac("sha256", base).update("mcpforge mrtr requestState").digest()));
  return key;
}

/** A stable digest of a call's arguments (keys sorted at every depth). */
export function argumentsDigest(args: unknown): string {
  return createHash("sha256").update(canonical(args ?? {})).digest().subarray(0, 16).toString("base64url");
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v !== null && typeof v === "object") {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}

export function sealState(key: Buffer, scope: string, payload: StatePayload): string {
  const body = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
  return `${body}.${tag(key, scope, body).toString("base64url")}`;
}

/** The payload of a state this scope issued and nobody changed; undefined otherwise. */
export function openState(key: Buffer, scope: string, state: unknown): StatePayload | undefined {
  if (typeof state !== "string" || state.length > MAX_STATE_CHARS) return undefined;
  const dot = state.indexOf(".");
  if (dot < 1) return undefined;
  const body = state.slice(0, dot);
  // Compared as text: base64url decoding ignores trailing bits and extra characters, so two
  // different strings can carry one tag; only the exact string issued is accepted.
  const given = Buffer.from(state.slice(dot + 1), "utf8");
  const expected = Buffer.from(tag(key, scope, body).toString("base64url"), "utf8");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const p = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as StatePayload;
    return typeof p.d === "string" && typeof p.e === "number" && Array.isArray(p.k) && p.a !== null && typeof p.a === "object" ? p : undefined;
  } catch {
    return undefined;
  }
}

function tag(key: Buffer, scope: string, body: string): Buffer {
  return createHmac("sha256", key).update(scope).update("\0").update(body).digest().subarray(0, 16);
}
