import type { AuthInfo } from "./types";

/**
 * The validated caller of an HTTP request, keyed by the request's headers object: every exchange
 * a request produces (the handshake path, the 2026-07-28 path, calls forwarded to the SDK
 * `Server`) carries that same object as `headers`, so ctx.auth needs no new plumbing through the
 * protocol code. stdio exchanges have their own headers object and are never signed in.
 */
const byHeaders = new WeakMap<object, AuthInfo>();

export function attachAuth(headers: object, auth: AuthInfo): void {
  byHeaders.set(headers, auth);
}

export function authOf(headers: object): AuthInfo | undefined {
  return byHeaders.get(headers);
}
