import type { Kysely } from "kysely";
import type { Clock } from "../../runtime";
import { jwtVerifier, type TokenVerifier } from "../../runtime/auth";
import { jose, type JWTPayload } from "../../runtime/auth/jose";
import type { Storage } from "../storage";
import type { AuthConfig } from "./config";
import type { KeyManager } from "./keys";
import type { AuthTables } from "./migrations";
import { OAuthError, pkceMatches, secret, sha256 } from "./util";

/** What an approved authorization request carries into its code and grant. */
export interface Approved {
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  resource: string;
}

export interface TokenResponse {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token: string;
  scope: string;
}

/** Codes, grants (refresh tokens with rotation), access tokens and revocation of the built-in server. */
export class Tokens {
  constructor(
    private readonly storage: Storage,
    private readonly keys: KeyManager,
    private readonly config: AuthConfig,
    private readonly clock: Clock,
    private readonly issuer: () => string,
  ) {}

  private get db(): Kysely<AuthTables> {
    return this.storage.kysely<AuthTables>();
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  /** A single-use authorization code, stored hashed, valid codeTtlSec. */
  async newCode(approved: Approved, subject: string): Promise<string> {
    const code = secret();
    await this.db.insertInto("auth_codes").values({ code_hash: sha256(code), params: JSON.stringify(approved), subject, expires_at: this.now() + this.config.codeTtlSec * 1000, used_at: null, grant_id: null }).execute();
    return code;
  }

  /** authorization_code grant: the code once, the same client and redirect URI, PKCE S256. */
  async exchangeCode(p: { code: string; client_id?: string; redirect_uri?: string; code_verifier?: string; resource?: string }): Promise<TokenResponse> {
    const hash = sha256(p.code);
    const used = await this.db.updateTable("auth_codes").set({ used_at: this.now() }).where("code_hash", "=", hash).where("used_at", "is", null).executeTakeFirst();
    const row = await this.db.selectFrom("auth_codes").selectAll().where("code_hash", "=", hash).executeTakeFirst();
    if (!row) throw new OAuthError("invalid_grant", "unknown authorization code");
    if (Number(used.numUpdatedRows) === 0) {
      // A replayed code: RFC 6749 §4.1.2 asks to revoke what the first use issued.
      if (row.grant_id) await this.revokeGrant(row.grant_id);
      throw new OAuthError("invalid_grant", "the authorization code was already used");
    }
    if (Number(row.expires_at) < this.now()) throw new OAuthError("invalid_grant", "the authorization code has expired");
    const a = JSON.parse(row.params) as Approved;
    if (p.client_id !== a.client_id) throw new OAuthError("invalid_grant", "the code was issued to another client");
    if (p.redirect_uri !== a.redirect_uri) throw new OAuthError("invalid_grant", "redirect_uri does not match the authorization request");
    if (!p.code_verifier) throw new OAuthError("invalid_request", "code_verifier is required (PKCE)");
    if (!pkceMatches(p.code_verifier, a.code_challenge)) throw new OAuthError("invalid_grant", "code_verifier does not match the code_challenge (PKCE)");
    if (p.resource !== undefined && p.resource !== a.resource) throw new OAuthError("invalid_target", "resource does not match the authorization request");
    const refresh = secret();
    const grantId = secret(12);
    await this.db.insertInto("auth_grants").values({ id: grantId, client_id: a.client_id, subject: row.subject, scope: a.scope, resource: a.resource, refresh_hash: sha256(refresh), previous_refresh_hash: null, expires_at: this.now() + this.config.refreshTtlSec * 1000, revoked_at: null, created_at: this.now() }).execute();
    await this.db.updateTable("auth_codes").set({ grant_id: grantId }).where("code_hash", "=", hash).execute();
    return this.respond({ grantId, subject: row.subject, clientId: a.client_id, scope: a.scope, resource: a.resource }, refresh);
  }

  /** refresh_token grant with rotation; a rotated-out token presented again revokes the grant (theft). */
  async refresh(p: { refresh_token: string; client_id?: string; resource?: string }): Promise<TokenResponse> {
    const hash = sha256(p.refresh_token);
    const reused = await this.db.selectFrom("auth_grants").select("id").where("previous_refresh_hash", "=", hash).executeTakeFirst();
    if (reused) {
      await this.revokeGrant(reused.id);
      throw new OAuthError("invalid_grant", "the refresh token was already used; the grant is revoked");
    }
    const g = await this.db.selectFrom("auth_grants").selectAll().where("refresh_hash", "=", hash).executeTakeFirst();
    if (!g || g.revoked_at !== null) throw new OAuthError("invalid_grant", "unknown or revoked refresh token");
    if (Number(g.expires_at) < this.now()) throw new OAuthError("invalid_grant", "the refresh token has expired");
    if (p.client_id !== g.client_id) throw new OAuthError("invalid_grant", "the refresh token was issued to another client");
    if (p.resource !== undefined && p.resource !== g.resource) throw new OAuthError("invalid_target", "resource does not match the grant");
    const next = secret();
    const rotated = await this.db.updateTable("auth_grants").set({ refresh_hash: sha256(next), previous_refresh_hash: hash }).where("id", "=", g.id).where("refresh_hash", "=", hash).executeTakeFirst();
    if (Number(rotated.numUpdatedRows) === 0) throw new OAuthError("invalid_grant", "the refresh token was already used");
    return this.respond({ grantId: g.id, subject: g.subject, clientId: g.client_id, scope: g.scope, resource: g.resource }, next);
  }

  /** RFC 7009: a refresh token revokes its grant, an access token its jti; unknown tokens are ignored. */
  async revoke(token: string): Promise<void> {
    const g = await this.db.selectFrom("auth_grants").select("id").where("refresh_hash", "=", sha256(token)).executeTakeFirst();
    if (g) return this.revokeGrant(g.id);
    try {
      const { payload } = await jose.jwtVerify(token, this.keys.resolve, { algorithms: ["ES256"], issuer: this.issuer(), currentDate: this.clock.now() });
      if (typeof payload.jti === "string") {
        await this.db.insertInto("auth_revoked").values({ jti: payload.jti, expires_at: (payload.exp ?? 0) * 1000 }).onConflict((oc) => oc.doNothing()).execute();
      }
    } catch {
      // Not ours, expired or malformed: nothing to revoke (RFC 7009 §2.2 answers 200 anyway).
    }
  }

  /** Drops what can no longer be used: expired sign-ins, codes, revocations and grants (hourly job). */
  async prune(): Promise<void> {
    const now = this.now();
    await this.db.deleteFrom("auth_requests").where("expires_at", "<", now).execute();
    await this.db.deleteFrom("auth_codes").where("expires_at", "<", now - 86_400_000).execute();
    await this.db.deleteFrom("auth_revoked").where("expires_at", "<", now).execute();
    // A grant's last access token may outlive it by one token lifetime: it must still verify.
    await this.db.deleteFrom("auth_grants").where("expires_at", "<", now - this.config.accessTtlSec * 1000).execute();
  }

  /** A token for scripts and tests (`mcpforge auth token`): no grant, the same key and claims. */
  mint(p: { subject: string; scope: string; resource: string; clientId?: string; ttlSec?: number }): Promise<string> {
    return this.accessToken({ subject: p.subject, scope: p.scope, resource: p.resource, clientId: p.clientId ?? "mcpforge-cli" }, p.ttlSec);
  }

  /** Validates the server's own access tokens for a resource, revocation included. */
  verifier(): TokenVerifier {
    const issuer = this.issuer;
    const inner = (iss: string) => jwtVerifier({ key: this.keys.resolve, algorithms: ["ES256"], issuer: iss, clock: this.clock, revoked: (p) => this.isRevoked(p) });
    return { verify: (token, audience) => inner(issuer()).verify(token, audience) };
  }

  private async isRevoked(p: JWTPayload): Promise<boolean> {
    if (typeof p.jti === "string" && (await this.db.selectFrom("auth_revoked").select("jti").where("jti", "=", p.jti).executeTakeFirst())) return true;
    if (typeof p.gid !== "string") return false;
    const g = await this.db.selectFrom("auth_grants").select("revoked_at").where("id", "=", p.gid).executeTakeFirst();
    return !g || g.revoked_at !== null;
  }

  private async revokeGrant(id: string): Promise<void> {
    await this.db.updateTable("auth_grants").set({ revoked_at: this.now() }).where("id", "=", id).where("revoked_at", "is", null).execute();
  }

  private async respond(g: { grantId: string; subject: string; clientId: string; scope: string; resource: string }, refresh: string): Promise<TokenResponse> {
    const access = await this.accessToken(g);
    return { access_token: access, token_type: "Bearer", expires_in: this.config.accessTtlSec, refresh_token: refresh, scope: g.scope };
  }

  private accessToken(g: { grantId?: string; subject: string; clientId: string; scope: string; resource: string }, ttlSec = this.config.accessTtlSec): Promise<string> {
    const claims = { iss: this.issuer(), sub: g.subject, aud: g.resource, scope: g.scope, client_id: g.clientId, jti: secret(12), ...(g.grantId ? { gid: g.grantId } : {}) };
    return this.keys.sign(claims, ttlSec);
  }
}
