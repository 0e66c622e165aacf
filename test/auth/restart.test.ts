import { startSink, type SmtpSink } from "../email/servers";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { housingEcho, startAuthHost } from "./harness";
import { form, json, pkce, postJson, signInAt } from "./oauth-client";

const REDIRECT = "http://127.0.0.1:9/cb";
/** A fixed public URL, so that the issuer and audiences stay the same across the restart's new port. */
const PUBLIC = "http://mcp.example.test";

describeEachDatabase("auth: nothing acknowledged is lost on restart", (kind) => {
  let db: TestDatabase;
  let sink: SmtpSink;
  beforeEach(async () => {
    db = await createTestDatabase(kind);
    sink = await startSink();
  });
  afterEach(async () => {
    await sink.close();
    await db.drop();
  });

  test("a registered client, its grant, its access token and a revocation survive a restart", async () => {
    const env = { ...db.env, MCPFORGE_PUBLIC_URL: PUBLIC, MCPFORGE_AUTH_SECRET_KEY: "cd".repeat(32), MCPFORGE_AUTH_SMTP: sink.url, MCPFORGE_AUTH_LOG_CODES: "false", MCPFORGE_ALLOWED_HOSTS: "mcp.example.test" };
    const first = await startAuthHost([housingEcho()], { env });
    const clientId = json(await postJson(`${first.url}/oauth/register`, { client_name: "Restart", redirect_uris: [REDIRECT] })).client_id as string;
    const p = pkce();
    const url = new URL(`${first.url}/oauth/authorize`);
    const q = { response_type: "code", client_id: clientId, redirect_uri: REDIRECT, code_challenge: p.challenge, code_challenge_method: "S256", resource: `${PUBLIC}/housing/mcp` };
    for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
    const back = await signInAt(first.url, sink, url, "rita@example.com", "Restart");
    expect(back.searchParams.get("iss")).toBe(PUBLIC);
    const tokens = json(await form(`${first.url}/oauth/token`, { grant_type: "authorization_code", code: back.searchParams.get("code")!, client_id: clientId, redirect_uri: REDIRECT, code_verifier: p.verifier }));
    const revoked = await first.token("housing", "rita@example.com", ["housing:act"]);
    await form(`${first.url}/oauth/revoke`, { token: revoked });
    const clock = first.clock.now();
    await first.close();

    const second = await startAuthHost([housingEcho()], { env: { ...env, MCPFORGE_DATA_DIR: first.env.MCPFORGE_DATA_DIR } });
    try {
      second.clock.set(clock);
      const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
      expect((await second.call("housing", "get_thread", { thread_id: "t" }, bearer(tokens.access_token))).status).toBe(200);
      expect(String((await second.call("housing", "get_thread", { thread_id: "t" }, bearer(revoked))).headers["www-authenticate"])).toContain("revoked");
      const refreshed = json(await form(`${second.url}/oauth/token`, { grant_type: "refresh_token", refresh_token: tokens.refresh_token, client_id: clientId }));
      expect(refreshed.token_type).toBe("Bearer");
    } finally {
      await second.close();
    }
  });
});
