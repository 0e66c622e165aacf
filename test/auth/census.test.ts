import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { jose } from "../../generator/runtime/auth/jose";
import { services } from "../../handlers";
import { resultError, startAuthHost, type AuthHost } from "./harness";
import { get, json } from "./oauth-client";

const SECRET = "s".repeat(40);
const ARGS = {};
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
const census = () => [services.census()];
const onMcp = { endpointPath: () => "/mcp" };

async function hs256(claims: Record<string, unknown>, secret = SECRET): Promise<string> {
  return new jose.SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setIssuedAt(Date.parse("2026-11-24T06:00:00Z") / 1000).setExpirationTime(Date.parse("2030-01-01T00:00:00Z") / 1000).sign(new TextEncoder().encode(secret));
}

describe("census MCP_AUTH_MODE over HTTP (served at /mcp as npm run start:http does)", () => {
  let h: AuthHost | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  test("none: every tool answers anonymously", async () => {
    h = await startAuthHost(census(), { ...onMcp, env: { MCP_AUTH_MODE: "none" } });
    const r = await h.call("census", "census_list_datasets", ARGS);
    expect(r.status).toBe(200);
    expect(resultError(r)?.code).not.toBe("sign_in_required");
  });

  test("jwt with MCP_AUTH_JWT_SECRET: HS256 tokens with the configured issuer and audience, nothing else", async () => {
    h = await startAuthHost(census(), { ...onMcp, env: { MCP_AUTH_MODE: "jwt", MCP_AUTH_JWT_SECRET: SECRET, MCP_AUTH_ISSUER: "https://idp.example", MCP_AUTH_AUDIENCE: "census-api" } });
    const none = await h.call("census", "census_list_datasets", ARGS);
    expect([none.status, none.headers["www-authenticate"]]).toEqual([401, 'Bearer realm="mcp"']);
    const good = await h.call("census", "census_list_datasets", ARGS, bearer(await hs256({ sub: "script-1", iss: "https://idp.example", aud: "census-api" })));
    expect(good.status).toBe(200);
    for (const [claims, secret, reason] of [
      [{ sub: "s", iss: "https://idp.example", aud: "other" }, SECRET, "another resource (aud)"],
      [{ sub: "s", iss: "https://evil.example", aud: "census-api" }, SECRET, "another issuer (iss)"],
      [{ sub: "s", iss: "https://idp.example", aud: "census-api" }, "t".repeat(40), "signature does not verify"],
    ] as const) {
      const r = await h.call("census", "census_list_datasets", ARGS, bearer(await hs256(claims, secret)));
      expect([r.status, String(r.headers["www-authenticate"])]).toEqual([401, expect.stringContaining(reason)]);
    }
  });

  test("jwt with MCP_AUTH_JWKS_URL: keys fetched through the guarded client; HS tokens refused", async () => {
    const pair = await jose.generateKeyPair("ES256");
    const jwk = { ...(await jose.exportJWK(pair.publicKey)), kid: "k1", alg: "ES256" };
    const jwks: Server = createServer((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] })));
    await new Promise<void>((ok) => jwks.listen(0, "127.0.0.1", ok));
    try {
      const url = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks.json`;
      h = await startAuthHost(census(), { ...onMcp, env: { MCP_AUTH_MODE: "jwt", MCP_AUTH_JWKS_URL: url, MCP_AUTH_AUDIENCE: "census-api", MCPFORGE_OUTBOUND_ALLOW: "loopback" } });
      const es = await new jose.SignJWT({ sub: "s", aud: "census-api" }).setProtectedHeader({ alg: "ES256", kid: "k1" }).setIssuedAt(Date.parse("2026-11-24T06:00:00Z") / 1000).setExpirationTime(Date.parse("2030-01-01T00:00:00Z") / 1000).sign(pair.privateKey);
      expect((await h.call("census", "census_list_datasets", ARGS, bearer(es))).status).toBe(200);
      const hs = await h.call("census", "census_list_datasets", ARGS, bearer(await hs256({ sub: "s", aud: "census-api" })));
      expect([hs.status, String(hs.headers["www-authenticate"])]).toEqual([401, expect.stringContaining("(alg)")]);
    } finally {
      await new Promise((ok) => jwks.close(ok));
    }
  });

  test("oauth: the resource server with the built-in authorization server, scope census:read", async () => {
    h = await startAuthHost(census(), { ...onMcp, env: { MCP_AUTH_MODE: "oauth" } });
    const none = await h.call("census", "census_list_datasets", ARGS);
    expect(none.status).toBe(401);
    expect(String(none.headers["www-authenticate"])).toContain(`resource_metadata="${h.url}/.well-known/oauth-protected-resource/mcp"`);
    const prm = json(await get(`${h.url}/.well-known/oauth-protected-resource/mcp`));
    expect(prm).toMatchObject({ resource: `${h.url}/mcp`, authorization_servers: [h.url], scopes_supported: ["census:read"] });
    const ok = await h.call("census", "census_list_datasets", ARGS, bearer(await h.token("census", "ana@example.com", ["census:read"])));
    expect(ok.status).toBe(200);
  });

  test("an unknown mode or an incomplete jwt setup stops start-up with the fix", async () => {
    await expect(startAuthHost(census(), { env: { MCP_AUTH_MODE: "basic" } })).rejects.toThrow("MCP_AUTH_MODE must be one of none, jwt, oauth");
    await expect(startAuthHost(census(), { env: { MCP_AUTH_MODE: "jwt" } })).rejects.toThrow("exactly one of MCP_AUTH_JWT_SECRET (HS256) or MCP_AUTH_JWKS_URL");
  });
});
