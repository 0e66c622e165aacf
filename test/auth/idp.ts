import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { jose } from "../../generator/runtime/auth/jose";

/**
 * A local external identity provider for MCPFORGE_AUTH_ISSUER (JWT mode): its metadata names its
 * JWKS, whose one RS256 key (kid `kid`) signs the tokens `sign` makes.
 */
export interface Idp {
  issuer: string;
  sign(claims: { sub: string; scope: string; azp?: string }, opts: { audience: string; issuer?: string; now?: number }): Promise<string>;
  close(): Promise<void>;
}

export async function startIdp(kid = "idp-1"): Promise<Idp> {
  const pair = await jose.generateKeyPair("RS256");
  const jwk = { ...(await jose.exportJWK(pair.publicKey)), kid, alg: "RS256" };
  let issuer = "";
  const server: Server = createServer((req, res) => {
    const body = req.url === "/.well-known/oauth-authorization-server" ? { issuer, jwks_uri: `${issuer}/keys`, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token` } : { keys: [jwk] };
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    sign: (claims, o) => {
      const now = o.now ?? Math.floor(Date.now() / 1000);
      return new jose.SignJWT({ ...claims }).setProtectedHeader({ alg: "RS256", kid }).setIssuer(o.issuer ?? issuer).setAudience(o.audience).setIssuedAt(now).setExpirationTime(now + 300).sign(pair.privateKey);
    },
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
