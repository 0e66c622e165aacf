import { jose, type JWTPayload, type VerifyKey } from "./jose";
import type { Clock } from "../clock";
import { TokenRejected, type AuthInfo, type TokenVerifier } from "./types";

export interface JwtVerifierOptions {
  /** A symmetric secret (HS256), a public key, or a key set (createLocalJWKSet / createRemoteJWKSet). */
  key: VerifyKey;
  /** Accepted `alg` values: never `none`, never HS* beside asymmetric ones (HS/RS confusion). */
  algorithms: readonly string[];
  /** Required `iss`; undefined accepts any (census jwt mode without MCP_AUTH_ISSUER). */
  issuer?: string;
  /** Fixed audience (census jwt mode's MCP_AUTH_AUDIENCE); otherwise the resource URL asked for. */
  audience?: string;
  clock: Clock;
  /** Seconds of clock skew tolerated on exp/nbf (default 30). */
  clockToleranceSec?: number;
  /** Resolves true for a revoked token (the built-in server's revocation list). */
  revoked?(payload: JWTPayload): Promise<boolean>;
}

/**
 * Validates JWT access tokens with jose: signature against the allowed algorithms, `iss`, `aud`
 * (the service's own resource URL, so a token for one service is refused by another), `exp` and
 * `nbf` on the injected clock, then revocation. Every refusal names its reason.
 */
export function jwtVerifier(opts: JwtVerifierOptions): TokenVerifier {
  const tolerance = opts.clockToleranceSec ?? 30;
  return {
    async verify(token: string, audience: string): Promise<AuthInfo> {
      let payload: JWTPayload;
      try {
        const result = await jose.jwtVerify(token, opts.key as Uint8Array, {
          algorithms: [...opts.algorithms],
          issuer: opts.issuer,
          audience: opts.audience ?? audience,
          currentDate: opts.clock.now(),
          clockTolerance: tolerance,
          requiredClaims: ["sub", "exp"],
        });
        payload = result.payload;
      } catch (err) {
        throw new TokenRejected(reasonOf(err));
      }
      if (typeof payload.sub !== "string" || payload.sub === "") throw new TokenRejected("the token names no subject (sub)");
      if (opts.revoked && (await opts.revoked(payload))) throw new TokenRejected("the token was revoked");
      const scope = typeof payload.scope === "string" ? payload.scope : "";
      const clientId = typeof payload.client_id === "string" ? payload.client_id : typeof payload.azp === "string" ? payload.azp : undefined;
      return {
        subject: payload.sub,
        scopes: scope.split(" ").filter(Boolean),
        ...(clientId ? { clientId } : {}),
        issuer: typeof payload.iss === "string" ? payload.iss : "",
        ...(typeof payload.exp === "number" ? { expiresAt: payload.exp } : {}),
      };
    },
  };
}

/** A reason a person can act on; never a stack. */
export function reasonOf(err: unknown): string {
  const { errors } = jose;
  if (err instanceof errors.JWTExpired) return "the token has expired";
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === "nbf") return "the token is not valid yet (nbf)";
    if (err.claim === "aud") return "the token is for another resource (aud)";
    if (err.claim === "iss") return "the token comes from another issuer (iss)";
    return `the token's ${err.claim} claim is not acceptable`;
  }
  if (err instanceof errors.JOSEAlgNotAllowed) return "the token's signing algorithm is not accepted (alg)";
  if (err instanceof errors.JWSSignatureVerificationFailed) return "the token's signature does not verify";
  if (err instanceof errors.JWKSNoMatchingKey) return "the token is signed with an unknown key (kid)";
  if (err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid) return "the issuer's key set could not be read";
  if (err instanceof errors.JOSENotSupported) return "the token uses an unsupported algorithm or key";
  if (err instanceof errors.JWTInvalid || err instanceof errors.JWSInvalid) return "the token is not a well-formed signed JWT";
  return "the token could not be validated";
}
