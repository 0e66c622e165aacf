import { jose, type JWK } from "../../runtime/auth/jose";
import { guardedFetch, outboundConfigFrom } from "../http";

type Env = Readonly<Record<string, string | undefined>>;

async function getJson(env: Env, url: string): Promise<Record<string, unknown>> {
  const r = await guardedFetch(outboundConfigFrom(env), url, { headers: { accept: "application/json" }, maxBodyBytes: 256 * 1024 });
  if (r.status !== 200 || r.truncated) throw new Error(`GET ${url} answered ${r.status}`);
  return JSON.parse(r.body.toString("utf8")) as Record<string, unknown>;
}

/**
 * A key resolver over a remote JWKS, fetched through the guarded outbound client (never jose's
 * own fetch): cached, fetched again when a token names an unknown kid (the issuer rotated), at
 * most once every 30 s.
 */
export function remoteKeySet(env: Env, jwksUrl: string, now: () => number) {
  let set: ReturnType<typeof jose.createLocalJWKSet> | undefined;
  let fetchedAt = -Infinity;
  const load = async () => {
    fetchedAt = now();
    set = jose.createLocalJWKSet((await getJson(env, jwksUrl)) as { keys: JWK[] });
  };
  return async (header: Parameters<ReturnType<typeof jose.createLocalJWKSet>>[0], token: Parameters<ReturnType<typeof jose.createLocalJWKSet>>[1]) => {
    if (!set) await load().catch(() => undefined);
    try {
      if (!set) throw new jose.errors.JWKSInvalid("the key set could not be read");
      return await set(header, token);
    } catch (err) {
      if (!(err instanceof jose.errors.JWKSNoMatchingKey) || now() - fetchedAt < 30_000) throw err;
      await load();
      return set!(header, token);
    }
  };
}

/** RFC 8414 discovery of an external issuer (OpenID discovery as the fallback); its jwks_uri. */
export async function discoverJwksUri(env: Env, issuer: string): Promise<string> {
  const u = new URL(issuer);
  const path = u.pathname === "/" ? "" : u.pathname;
  const candidates = [`${u.origin}/.well-known/oauth-authorization-server${path}`, `${issuer}/.well-known/openid-configuration`];
  for (const url of candidates) {
    const doc = await getJson(env, url).catch(() => undefined);
    if (!doc) continue;
    if (doc.issuer !== issuer) throw new Error(`MCPFORGE_AUTH_ISSUER: ${url} names issuer ${String(doc.issuer)}, not ${issuer}`);
    if (typeof doc.jwks_uri !== "string") throw new Error(`MCPFORGE_AUTH_ISSUER: ${url} has no jwks_uri`);
    return doc.jwks_uri;
  }
  throw new Error(`MCPFORGE_AUTH_ISSUER: no authorization server metadata at ${candidates.join(" or ")}`);
}
