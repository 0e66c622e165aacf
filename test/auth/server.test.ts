import Database from "better-sqlite3";
import { join } from "node:path";
import { jose } from "../../generator/runtime/auth/jose";
import { mintToken } from "../../generator/platform/auth";
import { startSink, type SmtpSink } from "../email/servers";
import { eventually } from "../storage/databases";
import { startIdp } from "./idp";
import { housingEcho, startAuthHost, type AuthHost } from "./harness";
import { form, get, json, pkce, postJson, signInAt } from "./oauth-client";

const REDIRECT = "http://127.0.0.1:9/cb";
let sink: SmtpSink;
let h: AuthHost;
beforeAll(async () => {
  sink = await startSink();
  h = await startAuthHost([housingEcho()], { env: { MCPFORGE_AUTH_SMTP: sink.url, MCPFORGE_AUTH_LOG_CODES: "false" } });
});
afterAll(async () => {
  await h?.close();
  await sink?.close();
});

async function register(): Promise<string> {
  return json(await postJson(`${h.url}/oauth/register`, { client_name: "Server Test", redirect_uris: [REDIRECT] })).client_id as string;
}

/** authorize → sign-in → consent: the code and what the token request needs. */
async function authorized(email = "bob@example.com") {
  const clientId = await register();
  const p = pkce();
  const url = new URL(`${h.url}/oauth/authorize`);
  const q = { response_type: "code", client_id: clientId, redirect_uri: REDIRECT, code_challenge: p.challenge, code_challenge_method: "S256", resource: `${h.url}/housing/mcp` };
  for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
  const code = (await signInAt(h.url, sink, url, email, "Server Test")).searchParams.get("code")!;
  return { clientId, code, exchange: { grant_type: "authorization_code", code, client_id: clientId, redirect_uri: REDIRECT, code_verifier: p.verifier } };
}
const token = (fields: Record<string, string>) => form(`${h.url}/oauth/token`, fields);

test("codes expire after 60 s", async () => {
  const a = await authorized();
  h.clock.advance(61_000);
  const r = await token(a.exchange);
  expect([r.status, json(r)]).toEqual([400, { error: "invalid_grant", error_description: "the authorization code has expired" }]);
  expect(r.headers["cache-control"]).toBe("no-store");
});

test("a refresh token used twice revokes the grant (rotation with reuse detection)", async () => {
  const a = await authorized();
  const first = json(await token(a.exchange));
  const second = json(await token({ grant_type: "refresh_token", refresh_token: first.refresh_token, client_id: a.clientId }));
  const replay = json(await token({ grant_type: "refresh_token", refresh_token: first.refresh_token, client_id: a.clientId }));
  expect(replay.error).toBe("invalid_grant");
  expect(json(await token({ grant_type: "refresh_token", refresh_token: second.refresh_token, client_id: a.clientId })).error).toBe("invalid_grant");
  const call = await h.call("housing", "get_thread", { thread_id: "t" }, { authorization: `Bearer ${second.access_token}` });
  expect(String(call.headers["www-authenticate"])).toContain("the token was revoked");
});

test("registration refuses bad metadata naming the field; unknown grant types are refused", async () => {
  const none = await postJson(`${h.url}/oauth/register`, { client_name: "x" });
  expect([none.status, json(none).error, json(none).error_description]).toEqual([400, "invalid_redirect_uri", "redirect_uris must list 1 to 10 URIs"]);
  const plain = json(await postJson(`${h.url}/oauth/register`, { redirect_uris: ["http://evil.example/cb"] }));
  expect(plain.error_description).toBe("redirect_uris[0] must use https (http only for loopback)");
  expect(json(await token({ grant_type: "password", username: "a", password: "b" })).error).toBe("unsupported_grant_type");
  const repeated = await get(`${h.url}/oauth/authorize?client_id=a&client_id=b`);
  expect([repeated.status, repeated.body]).toEqual([400, expect.stringContaining("parameter client_id is repeated")]);
});

test("wrong sign-in codes are limited: the fifth ends the sign-in", async () => {
  const clientId = await register();
  const url = new URL(`${h.url}/oauth/authorize`);
  const q = { response_type: "code", client_id: clientId, redirect_uri: REDIRECT, code_challenge: pkce().challenge, code_challenge_method: "S256", resource: `${h.url}/housing/mcp` };
  for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
  const request = /name="request" value="([^"]+)"/.exec((await get(url.toString())).body)![1];
  await form(`${h.url}/oauth/authorize`, { request, step: "email", email: "eve@example.com" });
  for (let i = 0; i < 4; i++) expect((await form(`${h.url}/oauth/authorize`, { request, step: "code", code: "00000000" })).body).toContain("That code is not right.");
  const last = await form(`${h.url}/oauth/authorize`, { request, step: "code", code: "00000000" });
  expect([last.status, last.body]).toEqual([400, expect.stringContaining("too many wrong codes")]);
});

test("signing keys rotate: a new kid after the rotation period, the old one stays published for its tokens", async () => {
  const old = await h.token("housing", "k@example.com", ["housing:act"], { ttlSec: 3600 });
  const oldKid = jose.decodeProtectedHeader(old).kid;
  h.clock.advance(30 * 86_400_000 + 1000);
  const fresh = await h.token("housing", "k@example.com", ["housing:act"]);
  expect(jose.decodeProtectedHeader(fresh).kid).not.toBe(oldKid);
  const kids = (json(await get(`${h.url}/oauth/jwks.json`)).keys as { kid: string }[]).map((k) => k.kid);
  expect(kids).toEqual(expect.arrayContaining([oldKid, jose.decodeProtectedHeader(fresh).kid]));
  expect((await h.call("housing", "get_thread", { thread_id: "t" }, { authorization: `Bearer ${fresh}` })).status).toBe(200);
});

test("private keys are stored encrypted; a wrong MCPFORGE_AUTH_SECRET_KEY is a clear error", async () => {
  const db = new Database(join(h.env.MCPFORGE_DATA_DIR, "mcpforge.sqlite"), { readonly: true });
  const rows = db.prepare("SELECT sealed_private, public_jwk FROM auth_keys").all() as { sealed_private: string; public_jwk: string }[];
  db.close();
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect(r.sealed_private.split(".")).toHaveLength(5); // compact JWE
    expect(r.sealed_private).not.toContain('"d"');
    expect(JSON.parse(r.public_jwk)).not.toHaveProperty("d");
  }
  const wrongKey = { ...h.env, MCPFORGE_AUTH_SECRET_KEY: "ab".repeat(32) };
  await expect(mintToken({ env: wrongKey, slug: "housing", subject: "x@example.com", scopes: ["housing:act"], baseUrl: h.url, clock: h.clock })).rejects.toThrow("MCPFORGE_AUTH_SECRET_KEY is not the key it was encrypted with");
});

test("an external issuer (MCPFORGE_AUTH_ISSUER): JWKS discovered from its metadata, built-in server off", async () => {
  const idp = await startIdp("ext-1");
  const issuer = idp.issuer;
  const ext = await startAuthHost([housingEcho()], { env: { MCPFORGE_AUTH_ISSUER: issuer, MCPFORGE_OUTBOUND_ALLOW: "loopback" } });
  try {
    expect((await get(`${ext.url}/.well-known/oauth-authorization-server`)).status).toBe(404);
    expect(json(await get(`${ext.url}/.well-known/oauth-protected-resource/housing/mcp`)).authorization_servers).toEqual([issuer]);
    const now = Math.floor(ext.clock.now().getTime() / 1000);
    const sign = (iss: string) => idp.sign({ sub: "kc-user", scope: "openid housing:act", azp: "inspector" }, { audience: `${ext.url}/housing/mcp`, issuer: iss, now });
    const ok = await ext.call("housing", "get_thread", { thread_id: "t" }, { authorization: `Bearer ${await sign(issuer)}` });
    expect(ok.status).toBe(200);
    const wrong = await ext.call("housing", "get_thread", { thread_id: "t" }, { authorization: `Bearer ${await sign("https://other.example")}` });
    expect(String(wrong.headers["www-authenticate"])).toContain("another issuer (iss)");
  } finally {
    await ext.close();
    await idp.close();
  }
});

test("sign-in mails and registrations are rate limited (429, the limit's variable named)", async () => {
  const limited = await startAuthHost([housingEcho()], { env: { MCPFORGE_AUTH_SMTP: sink.url, MCPFORGE_AUTH_LOG_CODES: "false", MCPFORGE_AUTH_MAILS_PER_HOUR: "1", MCPFORGE_AUTH_REGISTRATIONS_PER_HOUR: "1" } });
  try {
    const reg = async () => postJson(`${limited.url}/oauth/register`, { client_name: "Limited", redirect_uris: [REDIRECT] });
    const clientId = json(await reg()).client_id as string;
    const again = await reg();
    expect([again.status, json(again).error_description]).toEqual([429, expect.stringContaining("MCPFORGE_AUTH_REGISTRATIONS_PER_HOUR")]);
    const url = new URL(`${limited.url}/oauth/authorize`);
    const q = { response_type: "code", client_id: clientId, redirect_uri: REDIRECT, code_challenge: pkce().challenge, code_challenge_method: "S256", resource: `${limited.url}/housing/mcp` };
    for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
    const request = /name="request" value="([^"]+)"/.exec((await get(url.toString())).body)![1];
    const sent = sink.received.length;
    expect((await form(`${limited.url}/oauth/authorize`, { request, step: "email", email: "flood@example.com" })).status).toBe(200);
    const second = await form(`${limited.url}/oauth/authorize`, { request, step: "email", email: "flood@example.com" });
    expect([second.status, second.body]).toEqual([429, expect.stringContaining("Too many codes")]);
    await eventually("the one allowed mail", () => sink.received.length === sent + 1);
  } finally {
    await limited.close();
  }
});
