import { positiveInt } from "../storage";

type Env = Readonly<Record<string, string | undefined>>;

export type CensusAuthMode = "none" | "jwt" | "oauth";

/** Settings of the authorization module; every default and variable is in docs/authorization.md. */
export interface AuthConfig {
  /** MCPFORGE_AUTH_ISSUER: an external authorization server; the built-in one is then off. */
  externalIssuer?: string;
  /** Lifetime of an access token (s). */
  accessTtlSec: number;
  /** Lifetime of a refresh token (s); each use rotates it. */
  refreshTtlSec: number;
  /** Lifetime of an authorization code (s); single use. */
  codeTtlSec: number;
  /** Lifetime of an e-mailed sign-in code and of the sign-in page it belongs to (s). */
  signInTtlSec: number;
  /** Wrong sign-in codes accepted before the sign-in must start over. */
  signInAttempts: number;
  /** Days a signing key signs before a new one takes over (the old one stays in the JWKS). */
  keyRotationDays: number;
  /** SMTP submission URL for sign-in mail (smtp://user:API_KEY@host:port), e.g. the e-mail relay's. */
  smtp?: string;
  mailFrom: string;
  /** Dynamic client registrations one address may make per hour. */
  registrationsPerHour: number;
  /** Sign-in mails per hour, per client address and per e-mail address. */
  mailsPerHour: number;
  /** Write sign-in codes to the log (development). */
  logCodes: boolean;
  census: { mode: CensusAuthMode; jwtSecret?: string; jwksUrl?: string; issuer?: string; audience?: string };
}

export function authConfigFrom(env: Env): AuthConfig {
  const mode = (env.MCP_AUTH_MODE ?? "none").trim().toLowerCase();
  if (mode !== "none" && mode !== "jwt" && mode !== "oauth") throw new Error(`MCP_AUTH_MODE must be one of none, jwt, oauth; got "${env.MCP_AUTH_MODE}"`);
  const census = { mode: mode as CensusAuthMode, jwtSecret: nonEmpty(env.MCP_AUTH_JWT_SECRET), jwksUrl: nonEmpty(env.MCP_AUTH_JWKS_URL), issuer: nonEmpty(env.MCP_AUTH_ISSUER), audience: nonEmpty(env.MCP_AUTH_AUDIENCE) };
  if (census.mode === "jwt") {
    if (!census.jwtSecret === !census.jwksUrl) throw new Error("MCP_AUTH_MODE=jwt needs exactly one of MCP_AUTH_JWT_SECRET (HS256) or MCP_AUTH_JWKS_URL");
    if (census.jwtSecret && Buffer.byteLength(census.jwtSecret) < 32) throw new Error("MCP_AUTH_JWT_SECRET must be at least 32 bytes (HS256 needs a key as long as its hash)");
    if (census.jwksUrl) urlOf(census.jwksUrl, "MCP_AUTH_JWKS_URL");
  }
  const externalIssuer = nonEmpty(env.MCPFORGE_AUTH_ISSUER);
  if (externalIssuer) urlOf(externalIssuer, "MCPFORGE_AUTH_ISSUER");
  const smtp = nonEmpty(env.MCPFORGE_AUTH_SMTP);
  if (smtp && !/^smtps?:\/\//.test(smtp)) throw new Error("MCPFORGE_AUTH_SMTP must be an smtp:// or smtps:// URL, e.g. smtp://any:API_KEY@127.0.0.1:2587");
  return {
    externalIssuer: externalIssuer?.replace(/\/+$/, ""),
    accessTtlSec: int(env, "MCPFORGE_AUTH_ACCESS_TTL_SECONDS", 600),
    refreshTtlSec: int(env, "MCPFORGE_AUTH_REFRESH_TTL_SECONDS", 30 * 86_400),
    codeTtlSec: int(env, "MCPFORGE_AUTH_CODE_TTL_SECONDS", 60),
    signInTtlSec: int(env, "MCPFORGE_AUTH_SIGNIN_TTL_SECONDS", 600),
    signInAttempts: int(env, "MCPFORGE_AUTH_SIGNIN_ATTEMPTS", 5),
    keyRotationDays: int(env, "MCPFORGE_AUTH_KEY_ROTATION_DAYS", 30),
    registrationsPerHour: int(env, "MCPFORGE_AUTH_REGISTRATIONS_PER_HOUR", 60),
    mailsPerHour: int(env, "MCPFORGE_AUTH_MAILS_PER_HOUR", 10),
    smtp,
    mailFrom: nonEmpty(env.MCPFORGE_AUTH_MAIL_FROM) ?? "sign-in@localhost",
    logCodes: env.MCPFORGE_AUTH_LOG_CODES ? env.MCPFORGE_AUTH_LOG_CODES === "true" : env.NODE_ENV !== "production",
    census,
  };
}

function int(env: Env, name: string, fallback: number): number {
  return positiveInt(env, name, fallback);
}

function nonEmpty(v: string | undefined): string | undefined {
  const t = v?.trim();
  return t ? t : undefined;
}

function urlOf(value: string, name: string): URL {
  try {
    const u = new URL(value);
    if (u.protocol === "https:" || u.protocol === "http:") return u;
  } catch {
    // fall through
  }
  throw new Error(`${name} must be an http(s) URL, got "${value}"`);
}
