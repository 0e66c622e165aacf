import type { KeyObject } from "node:crypto";
import { jose } from "mcpforge/runtime/auth/jose";

/**
 * Agent-credential JWT verification with jose (jwtVerify): the algorithm pinned to the issuer key's
 * type (EdDSA for Ed25519, ES256 for P-256; `alg: none` and every other algorithm refused), the
 * signature, `iss`, `aud` when an audience is configured, `exp` required, `nbf` when present, both
 * on the service's clock with `clockToleranceSeconds` of leeway, and `sub` and `scope` required.
 */
export type JwtResult = { ok: true; payload: Record<string, unknown> } | { ok: false; reason: string };

const MAX_TOKEN = 8192;

export interface JwtCheck {
  issuer: string;
  audience: string | null;
  clockToleranceSeconds: number;
  now: Date;
}

/** The one algorithm a key of this type may sign with, or null for an unsupported key. */
export function algorithmOf(key: KeyObject): "EdDSA" | "ES256" | null {
  if (key.asymmetricKeyType === "ed25519") return "EdDSA";
  if (key.asymmetricKeyType === "ec" && key.asymmetricKeyDetails?.namedCurve === "prime256v1") return "ES256";
  return null;
}

export async function verifyJwt(token: string, key: KeyObject, check: JwtCheck): Promise<JwtResult> {
  if (token.length > MAX_TOKEN) return { ok: false, reason: "token too long" };
  const alg = algorithmOf(key);
  if (alg === null) return { ok: false, reason: "the issuer key is neither Ed25519 nor P-256" };
  try {
    const { payload } = await jose.jwtVerify(token, key, {
      algorithms: [alg],
      issuer: check.issuer,
      ...(check.audience !== null ? { audience: check.audience } : {}),
      currentDate: check.now,
      clockTolerance: check.clockToleranceSeconds,
      requiredClaims: ["exp", "sub", "scope"],
    });
    if (typeof payload.sub !== "string" || typeof payload.scope !== "string") return { ok: false, reason: "sub and scope must be strings" };
    return { ok: true, payload: payload as Record<string, unknown> };
  } catch (err) {
    return { ok: false, reason: reasonOf(err, alg, check) };
  }
}

/** A plain reason for a jose error (its codes are stable: jose's errors module). */
function reasonOf(err: unknown, alg: string, check: JwtCheck): string {
  const e = err as { code?: string; claim?: string; reason?: string };
  switch (e.code) {
    case "ERR_JWT_EXPIRED":
      return "the credential has expired";
    case "ERR_JOSE_ALG_NOT_ALLOWED":
      return `alg must be ${alg}`;
    case "ERR_JWS_SIGNATURE_VERIFICATION_FAILED":
      return "signature does not verify against the issuer key";
    case "ERR_JWT_CLAIM_VALIDATION_FAILED":
      if (e.claim === "nbf" && e.reason === "check_failed") return "the credential is not valid yet (nbf)";
      if (e.claim === "iss") return `iss must be "${check.issuer}"`;
      if (e.claim === "aud") return `aud must include "${check.audience}"`;
      return `claim ${String(e.claim).slice(0, 32)} is missing or invalid`;
    default:
      return "not a valid compact JWS/JWT";
  }
}
