import { simpleParser } from "mailparser";
import { eventually } from "../storage/databases";
import { useWorld, type World } from "../email/harness";
import { housingEcho, resultError, startAuthHost, type AuthHost } from "./harness";
import { authorizeUrl, form, get, hidden, json, pkce, postJson } from "./oauth-client";

const DOMAIN = "acme-corp.com";
const REDIRECT = "http://127.0.0.1:9/callback";

/**
 * The whole sign-in without a browser: discovery from the 401, registration, authorize, the code
 * e-mailed through the real e-mail relay (SMTP submission with an account's API key, delivered to
 * the relay's SMTP sink), consent, token, a (P) tool call, refresh with rotation, revocation.
 */
describe("the full browserless flow, sign-in mail through the e-mail relay", () => {
  const world = useWorld("sqlite", { domain: DOMAIN });
  let w: World;
  let h: AuthHost;
  beforeEach(async () => {
    w = world();
    h = await startAuthHost([housingEcho()], {
      env: { MCPFORGE_AUTH_SMTP: `smtp://signin:${w.apiKey}@127.0.0.1:${w.h.submissionPort}`, MCPFORGE_AUTH_MAIL_FROM: `sign-in@${DOMAIN}`, MCPFORGE_AUTH_LOG_CODES: "false" },
    });
  });
  afterEach(async () => h?.close());

  test("discovery → registration → authorize → mailed code → consent → token → (P) call → refresh → revoke", async () => {
    const first = await h.call("housing", "get_my_activity", {});
    expect(first.status).toBe(401);
    const prmUrl = /resource_metadata="([^"]+)"/.exec(String(first.headers["www-authenticate"]))![1];
    const prm = json(await get(prmUrl));
    const server = json(await get(`${prm.authorization_servers[0]}/.well-known/oauth-authorization-server`));
    expect(server).toMatchObject({ issuer: h.url, code_challenge_methods_supported: ["S256"], client_id_metadata_document_supported: true, authorization_response_iss_parameter_supported: true });

    const reg = await postJson(server.registration_endpoint, { client_name: "Flow Test Client", redirect_uris: [REDIRECT], token_endpoint_auth_method: "none" });
    expect(reg.status).toBe(201);
    const clientId = json(reg).client_id as string;

    // Redirect URIs match exactly; PKCE is mandatory.
    const p = pkce();
    const base = { response_type: "code", client_id: clientId, code_challenge: p.challenge, code_challenge_method: "S256", scope: "housing:act", resource: prm.resource, state: "s1" };
    const wrongRedirect = await get(authorizeUrl(server, { ...base, redirect_uri: `${REDIRECT}/` }));
    expect([wrongRedirect.status, wrongRedirect.headers.location]).toEqual([400, undefined]);
    const noPkce = await get(authorizeUrl(server, { ...base, redirect_uri: REDIRECT, code_challenge: undefined }));
    expect(noPkce.status).toBe(302);
    expect(new URL(String(noPkce.headers.location)).searchParams.get("error")).toBe("invalid_request");

    /** authorize → e-mail → mailed code → consent: the redirect's code. */
    const authorize = async (n: number): Promise<string> => {
      const signIn = await get(authorizeUrl(server, { ...base, redirect_uri: REDIRECT }));
      expect(signIn.status).toBe(200);
      expect(signIn.body).toContain("Flow Test Client");
      const request = hidden(signIn.body, "request");
      const codePage = await form(`${h.url}/oauth/authorize`, { request, step: "email", email: "alice@example.com" });
      expect(codePage.status).toBe(200);
      const mail = await eventually("the sign-in mail to reach the relay's sink", () => w.sink.received.filter((m) => m.to.includes("alice@example.com"))[n]);
      const parsed = await simpleParser(mail.raw);
      const code = /code: (\d{8})/.exec(parsed.subject ?? "")![1];
      expect(parsed.from?.text).toContain(`sign-in@${DOMAIN}`);

      const consent = await form(`${h.url}/oauth/authorize`, { request, step: "code", code });
      expect(consent.body).toContain("Flow Test Client");
      expect(consent.body).toContain("housing:act");
      const approved = await form(`${h.url}/oauth/authorize`, { request, step: "consent", consent: hidden(consent.body, "consent"), decision: "allow" });
      expect(approved.status).toBe(302);
      const back = new URL(String(approved.headers.location));
      expect([back.origin + back.pathname, back.searchParams.get("state"), back.searchParams.get("iss")]).toEqual([REDIRECT, "s1", h.url]);
      const authCode = back.searchParams.get("code")!;

      return authCode;
    };
    const authCode = await authorize(0);
    const exchange = { grant_type: "authorization_code", code: authCode, client_id: clientId, redirect_uri: REDIRECT, resource: prm.resource };
    expect(json(await form(server.token_endpoint, { ...exchange, code_verifier: pkce().verifier })).error).toBe("invalid_grant");
    // That failed attempt used the code up: codes are single-use, whatever the outcome.
    expect(json(await form(server.token_endpoint, { ...exchange, code_verifier: p.verifier })).error_description).toBe("the authorization code was already used");

    const code2 = await authorize(1);
    const tokens = json(await form(server.token_endpoint, { ...exchange, code: code2, code_verifier: p.verifier }));
    expect(tokens).toMatchObject({ token_type: "Bearer", scope: "housing:act", expires_in: 600 });
    const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
    const called = await h.call("housing", "get_thread", { thread_id: "t1" }, bearer(tokens.access_token));
    expect(JSON.parse(resultError(called)!.message)).toMatchObject({ subject: "alice@example.com", clientId, scopes: ["housing:act"] });

    const refreshed = json(await form(server.token_endpoint, { grant_type: "refresh_token", refresh_token: tokens.refresh_token, client_id: clientId }));
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await h.call("housing", "get_thread", { thread_id: "t1" }, bearer(refreshed.access_token))).status).toBe(200);
    expect((await form(server.revocation_endpoint, { token: refreshed.refresh_token })).status).toBe(200);
    // Revoking the grant's refresh token ends its access tokens too, and the refresh token itself.
    const after = await h.call("housing", "get_thread", { thread_id: "t1" }, bearer(refreshed.access_token));
    expect([after.status, String(after.headers["www-authenticate"])]).toEqual([401, expect.stringContaining("the token was revoked")]);
    expect(json(await form(server.token_endpoint, { grant_type: "refresh_token", refresh_token: refreshed.refresh_token, client_id: clientId })).error).toBe("invalid_grant");
  });
});
