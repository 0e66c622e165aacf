import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { invalidArgumentsError, type ToolError } from "./errors";

/**
 * Opaque, tamper-evident pagination cursors: `base64url(JSON).base64url(HMAC-SHA256)` (tag cut to
 * 128 bits). The MAC covers a scope (the service and tool by default), so a cursor from one tool
 * is refused by another, and a client can neither forge nor edit one. Not encrypted: the payload
 * is readable, so put positions in it, never secrets.
 *
 * The key comes from MCPFORGE_CURSOR_SECRET (at least 32 characters) when set; otherwise from 32
 * random bytes drawn once per process, so cursors then die with the process and are not shared
 * between instances. Set the secret when several instances serve one service or pages must
 * survive a restart.
 */
export const CURSOR_SECRET_ENV = "MCPFORGE_CURSOR_SECRET";
const MIN_SECRET = 32;
const TAG_BYTES = 16;
/** Longer cursors are refused unread (the shared `cursor` definition allows 512 characters). */
export const MAX_CURSOR_CHARS = 2048;

let processKey: Buffer | undefined;

/** The cursor key for an environment: the configured secret, or the per-process random key. */
export function cursorKey(env: Readonly<Record<string, string | undefined>>): Buffer {
  const secret = env[CURSOR_SECRET_ENV];
  if (secret === undefined || secret === "") return (processKey ??= randomBytes(32));
  if (secret.length < MIN_SECRET) throw new Error(`${CURSOR_SECRET_ENV} must be at least ${MIN_SECRET} characters (it keys the cursors' HMAC)`);
  return Buffer.from(secret, "utf8");
}

export interface Cursors {
  /** A cursor carrying `position` (any JSON value: an offset, the last key seen, …). */
  encode(position: unknown): string;
  /**
   * The position a cursor carries; undefined when there is none (first page). A cursor this
   * scope did not issue, or one altered, throws an invalid_arguments refusal naming `path`.
   */
  decode<T = unknown>(cursor: string | undefined | null, path?: string): T | undefined;
}

export function cursors(key: Buffer, scope: string): Cursors {
  const tag = (body: string) => createHmac("sha256", key).update(scope).update("\0").update(body).digest().subarray(0, TAG_BYTES);
  return {
    encode(position) {
      const body = Buffer.from(JSON.stringify(position ?? null), "utf8").toString("base64url");
      return `${body}.${tag(body).toString("base64url")}`;
    },
    decode<T>(cursor: string | undefined | null, path = "/cursor"): T | undefined {
      if (cursor === undefined || cursor === null) return undefined;
      const refuse = (): ToolError<"invalid_arguments"> =>
        invalidArgumentsError([{ path, message: "is not a cursor this tool issued, or it was changed (pass next_cursor from the previous page unchanged, or leave it out for the first page)" }]);
      if (typeof cursor !== "string" || cursor.length > MAX_CURSOR_CHARS) throw refuse();
      const dot = cursor.indexOf(".");
      if (dot < 1) throw refuse();
      const body = cursor.slice(0, dot);
      // Compared as text: base64url decoding ignores a last character's unused bits, so comparing
      // decoded bytes would accept a second spelling of the tag.
      const given = Buffer.from(cursor.slice(dot + 1), "utf8");
      const want = Buffer.from(tag(body).toString("base64url"), "utf8");
      if (given.length !== want.length || !timingSafeEqual(given, want)) throw refuse();
      try {
        return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as T;
      } catch {
        throw refuse(); // unreachable with a valid tag unless the key leaked; refuse all the same
      }
    },
  };
}
