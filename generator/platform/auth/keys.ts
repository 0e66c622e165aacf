import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { jose, type JWK } from "../../runtime/auth/jose";
import type { Clock } from "../../runtime";
import type { Storage } from "../storage";
import type { AuthTables } from "./migrations";

const ALG = "ES256";
const DAY_MS = 86_400_000;

/**
 * The built-in server's signing keys: ES256 pairs whose private halves are stored encrypted
 * (JWE `dir` + A256GCM under MCPFORGE_AUTH_SECRET_KEY) in the storage layer. The newest key signs
 * for `rotationDays`, then a new one is made; retired keys stay in the JWKS as long as tokens
 * they signed can still be valid, so rotation never cuts anyone off.
 */
export class KeyManager {
  private readonly publicKeys = new Map<string, JWK>();
  private active?: { kid: string; key: CryptoKeyLike; createdAt: number };

  constructor(
    private readonly storage: Storage,
    private readonly secret: Uint8Array,
    private readonly clock: Clock,
    private readonly opts: { rotationDays: number; accessTtlSec: number },
  ) {}

  private get db(): Kysely<AuthTables> {
    return this.storage.kysely<AuthTables>();
  }

  /** Signs a JWT access token (RFC 9068 `at+jwt`) with the current key. */
  async sign(claims: Record<string, unknown>, ttlSec: number): Promise<string> {
    const key = await this.signingKey();
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new jose.SignJWT(claims).setProtectedHeader({ alg: ALG, kid: key.kid, typ: "at+jwt" }).setIssuedAt(now).setNotBefore(now).setExpirationTime(now + ttlSec).sign(key.key);
  }

  /** The JWKS: every key that may have signed a token still valid. */
  async jwks(): Promise<{ keys: JWK[] }> {
    const since = this.clock.now().getTime() - this.opts.rotationDays * DAY_MS - this.opts.accessTtlSec * 1000;
    const rows = await this.db.selectFrom("auth_keys").select(["kid", "public_jwk"]).where("created_at", ">", since).orderBy("created_at", "desc").execute();
    return { keys: rows.map((r) => JSON.parse(r.public_jwk) as JWK) };
  }

  /** jose key resolver for verification; a kid not seen yet is looked up again (another process rotated). */
  readonly resolve = async (header: { kid?: string; alg?: string }): Promise<CryptoKeyLike> => {
    if (!header.kid) throw new jose.errors.JWKSNoMatchingKey();
    let jwk = this.publicKeys.get(header.kid);
    if (!jwk) {
      for (const k of (await this.jwks()).keys) this.publicKeys.set(k.kid!, k);
      jwk = this.publicKeys.get(header.kid);
    }
    if (!jwk) throw new jose.errors.JWKSNoMatchingKey();
    return (await jose.importJWK(jwk, ALG)) as CryptoKeyLike;
  };

  private async signingKey(): Promise<{ kid: string; key: CryptoKeyLike }> {
    const now = this.clock.now().getTime();
    const fresh = (createdAt: number) => now - createdAt < this.opts.rotationDays * DAY_MS;
    if (this.active && fresh(this.active.createdAt)) return this.active;
    this.active = await this.storage.serialized("auth-signing-key", async (trx) => {
      const db = trx as unknown as Kysely<AuthTables>;
      const row = await db.selectFrom("auth_keys").selectAll().orderBy("created_at", "desc").limit(1).executeTakeFirst();
      if (row && fresh(Number(row.created_at))) return { kid: row.kid, key: await this.unseal(row.sealed_private), createdAt: Number(row.created_at) };
      const pair = await jose.generateKeyPair(ALG, { extractable: true });
      const kid = randomUUID();
      const publicJwk = { ...(await jose.exportJWK(pair.publicKey)), kid, alg: ALG, use: "sig" };
      const sealed = await new jose.CompactEncrypt(new TextEncoder().encode(JSON.stringify(await jose.exportJWK(pair.privateKey)))).setProtectedHeader({ alg: "dir", enc: "A256GCM" }).encrypt(this.secret);
      await db.insertInto("auth_keys").values({ kid, sealed_private: sealed, public_jwk: JSON.stringify(publicJwk), created_at: now }).execute();
      return { kid, key: pair.privateKey as CryptoKeyLike, createdAt: now };
    });
    return this.active;
  }

  private async unseal(sealed: string): Promise<CryptoKeyLike> {
    let plain: Uint8Array;
    try {
      plain = (await jose.compactDecrypt(sealed, this.secret)).plaintext;
    } catch {
      throw new Error("cannot decrypt the authorization server's signing key: MCPFORGE_AUTH_SECRET_KEY is not the key it was encrypted with");
    }
    return (await jose.importJWK(JSON.parse(new TextDecoder().decode(plain)) as JWK, ALG)) as CryptoKeyLike;
  }
}

/** What jose signs and verifies with (a WebCrypto CryptoKey; the DOM type is not in this project's lib). */
type CryptoKeyLike = Parameters<typeof jose.exportJWK>[0];
