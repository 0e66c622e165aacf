import { createHash } from "node:crypto";
import { readClaim, signClaim } from "../support/signed-token";

/** Where the confirmation link of a double opt-in e-mail points: `/comms/confirm/<token>`. */
export const CONFIRM_PREFIX = "/comms/confirm/";

/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const PURPOSE = "comms-optin";

/** What a confirmation token names: the contact, the address it was sent to, when it was requested and until when it works. */
export interface OptinClaim {
  o: string; // organization
  c: string; // contact
  a: string; // address the e-mail went to
  i: number; // requested at (ms)
  x: number; // expires at (ms)
}

export const optinToken = (secret: Buffer, claim: OptinClaim): string => signClaim(secret, PURPOSE, claim);

/** The claim of a confirmation token this service signed and that has not expired at `now`; null otherwise. */
export function readOptinToken(secret: Buffer, token: string, now: number): OptinClaim | null {
  const c = readClaim(secret, PURPOSE, token);
  if (!c) return null;
  const { o, c: contact, a, i, x } = c;
  if (typeof o !== "string" || typeof contact !== "string" || typeof a !== "string") return null;
  if (typeof i !== "number" || typeof x !== "number" || now > x) return null;
  return { o, c: contact, a, i, x };
}

/** A short, stable reference to a token for the evidence and the audit trail (the link itself is not kept). */
export const tokenReference = (token: string): string =>
  `dbl_${createHash("sha256").update(token).digest("hex").slice(0, 16)}`;
