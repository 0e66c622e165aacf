import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { UnauthorizedError, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import { startSink, type SmtpSink } from "../email/servers";
import { toolError } from "../helpers/http";
import { systemClock } from "../../generator/runtime/clock";
import { Clients } from "../../generator/platform/auth/clients";
import type { Storage } from "../../generator/platform/storage";
import { housingEcho, startAuthHost, type AuthHost } from "./harness";
import { form, get, json, pkce, signInAt } from "./oauth-client";

const REDIRECT = "http://127.0.0.1:9/callback";

/** An in-memory OAuthClientProvider, as a desktop client keeps one; the "browser" is the test. */
class MemoryProvider implements OAuthClientProvider {
  info?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = "";
  authorizationUrl?: URL;
  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadata(): OAuthClientMetadata {
    return { client_name: "SDK Provider Client", redirect_uris: [REDIRECT], grant_types: ["authorization_code", "refresh_token"], response_types: ["code"], token_endpoint_auth_method: "none" };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    return this.verifier;
  }
}

let h: AuthHost;
let sink: SmtpSink;
let cimd: Server;
let cimdUrl: string;
beforeAll(async () => {
  sink = await startSink();
  // Served at every path, so /oauth/impostor.json names /oauth/client.json as its client_id.
  cimd = createServer((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ client_id: cimdUrl, client_name: "Metadata Document Client", redirect_uris: [REDIRECT], token_endpoint_auth_method: "none" })));
  await new Promise<void>((ok) => cimd.listen(0, "127.0.0.1", ok));
  cimdUrl = `http://127.0.0.1:${(cimd.address() as AddressInfo).port}/oauth/client.json`;
  // The metadata documents' own allowlist: MCPFORGE_OUTBOUND_ALLOW (configured upstreams) is not it.
  h = await startAuthHost([housingEcho()], { env: { MCPFORGE_AUTH_SMTP: sink.url, MCPFORGE_AUTH_LOG_CODES: "false", MCPFORGE_CLIENT_METADATA_ALLOW: "loopback" } });
});
afterAll(async () => {
  await h?.close();
  await sink?.close();
  await new Promise((ok) => cimd?.close(ok));
});

const signIn = async (url: URL, email: string, client: string) => (await signInAt(h.url, sink, url, email, client)).searchParams.get("code")!;

test("the SDK client's OAuth provider (dynamic client registration) completes the flow and calls a (P) tool", async () => {
  const provider = new MemoryProvider();
  const transport = new StreamableHTTPClientTransport(new URL(`${h.url}/housing/mcp`), { authProvider: provider });
  const client = new Client({ name: "sdk-oauth", version: "1.0.0" });
  await client.connect(transport); // initialize and tools/list need no token
  try {
    await expect(client.callTool({ name: "get_thread", arguments: { thread_id: "t1" } })).rejects.toThrow(UnauthorizedError);
    expect(provider.authorizationUrl?.searchParams.get("resource")).toBe(`${h.url}/housing/mcp`);
    expect(provider.authorizationUrl?.searchParams.get("code_challenge_method")).toBe("S256");
    await transport.finishAuth(await signIn(provider.authorizationUrl!, "sdk@example.com", "SDK Provider Client"));
    const r = await client.callTool({ name: "get_thread", arguments: { thread_id: "t1" } });
    expect(JSON.parse(String(toolError(r as never)?.message))).toMatchObject({ subject: "sdk@example.com", scopes: ["housing:act"], clientId: provider.info?.client_id });
  } finally {
    await client.close();
  }
});

test("a Client ID Metadata Document is fetched through the guarded client and must name itself", async () => {
  const p = pkce();
  const params = { response_type: "code", client_id: cimdUrl, redirect_uri: REDIRECT, code_challenge: p.challenge, code_challenge_method: "S256", resource: `${h.url}/housing/mcp` };
  const url = new URL(`${h.url}/oauth/authorize`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const code = await signIn(url, "cimd@example.com", "Metadata Document Client");
  const tokens = json(await form(`${h.url}/oauth/token`, { grant_type: "authorization_code", code, client_id: cimdUrl, redirect_uri: REDIRECT, code_verifier: p.verifier }));
  expect(tokens.token_type).toBe("Bearer");
  const other = new URL(url);
  other.searchParams.set("client_id", cimdUrl.replace("client.json", "impostor.json"));
  const refused = await get(other.toString());
  expect([refused.status, refused.body]).toEqual([400, expect.stringContaining("client_id must equal its URL")]);
});

test("a metadata document URL is not fetched under MCPFORGE_OUTBOUND_ALLOW, only MCPFORGE_CLIENT_METADATA_ALLOW", async () => {
  // find() of a URL client_id reads no storage: the document is fetched, then cached in memory.
  const underUpstreams = new Clients(undefined as unknown as Storage, systemClock, { MCPFORGE_OUTBOUND_ALLOW: "loopback" });
  await expect(underUpstreams.find(cimdUrl)).rejects.toThrow(/MCPFORGE_CLIENT_METADATA_ALLOW/);
  const own = new Clients(undefined as unknown as Storage, systemClock, { MCPFORGE_CLIENT_METADATA_ALLOW: "loopback" });
  await expect(own.find(cimdUrl)).resolves.toMatchObject({ client_id: cimdUrl, kind: "metadata-document" });
});
