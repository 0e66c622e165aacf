import { services } from "../../handlers";
import { ManualClock } from "../../generator/runtime";
import { postRaw } from "../helpers/http";
import { messagesOf, postModern } from "../helpers/modern";
import { housingEcho, resultError, startAuthHost, type AuthHost } from "./harness";

const THREAD = { thread_id: "t_1" };
let h: AuthHost;
beforeAll(async () => {
  h = await startAuthHost([housingEcho(), services.freight()]);
});
afterAll(async () => h?.close());

const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");

function challenge(r: { status: number; headers: Record<string, unknown> }): string {
  return String(r.headers["www-authenticate"] ?? "");
}

test("a (P) tool without a token is 401 naming the protected resource metadata and the scope", async () => {
  const r = await h.call("housing", "get_thread", THREAD);
  expect(r.status).toBe(401);
  expect(challenge(r)).toBe(`Bearer resource_metadata="${h.url}/.well-known/oauth-protected-resource/housing/mcp", scope="housing:act"`);
  const prm = JSON.parse((await postRaw(`${h.url}/.well-known/oauth-protected-resource/housing/mcp`, { method: "GET" })).body);
  expect(prm).toEqual({ resource: `${h.url}/housing/mcp`, authorization_servers: [h.url], scopes_supported: ["housing:act"], bearer_methods_supported: ["header"], resource_name: services.housing().definition.title });
});

test("a valid token reaches the handler, which sees ctx.auth (subject, scopes, client id)", async () => {
  const r = await h.call("housing", "get_thread", THREAD, bearer(await h.token("housing", "alice@example.com", ["housing:act"])));
  expect(r.status).toBe(200);
  const err = resultError(r)!;
  expect(err.code).toBe("forbidden");
  expect(JSON.parse(err.message)).toMatchObject({ subject: "alice@example.com", scopes: ["housing:act"], clientId: "mcpforge-cli", issuer: h.url });
});

test("anonymous tools stay anonymous; a token sent to one is still validated", async () => {
  const anon = await h.call("housing", "search", { query: "adu" });
  expect(resultError(anon)).toEqual(expect.objectContaining({ code: "not_implemented", message: "null" }));
  const bad = await h.call("housing", "search", { query: "adu" }, bearer("not.a.jwt"));
  expect(bad.status).toBe(401);
  expect(challenge(bad)).toContain('error="invalid_token"');
});

test("invalid arguments are answered before the token is asked for; nothing runs", async () => {
  const r = await h.call("housing", "get_thread", { thread_id: 5 });
  expect(r.status).toBe(200);
  expect(resultError(r)?.code).toBe("invalid_arguments");
});

test("a token without the tool's scope is 403 insufficient_scope", async () => {
  const r = await h.call("housing", "get_thread", THREAD, bearer(await h.token("housing", "alice@example.com", ["housing:read"])));
  expect(r.status).toBe(403);
  expect(challenge(r)).toContain('error="insufficient_scope"');
  expect(challenge(r)).toContain('scope="housing:act"');
});

describe("bad tokens are 401 with the reason in WWW-Authenticate", () => {
  const cases: [string, () => Promise<string>, string][] = [
    ["expired", async () => h.token("housing", "a@example.com", ["housing:act"], { ttlSec: 60, clock: new ManualClock("2026-11-24T05:00:00.000Z") }), "the token has expired"],
    ["not yet valid", async () => h.token("housing", "a@example.com", ["housing:act"], { clock: new ManualClock("2026-11-24T07:00:00.000Z") }), "not valid yet (nbf)"],
    ["for another service (freight's token at housing)", async () => h.token("freight", "a@example.com", ["housing:act", "freight:health"]), "for another resource (aud)"],
    ["from another issuer", () => h.foreignIssuerToken("housing"), "another issuer (iss)"],
    ["alg none", async () => `${b64({ alg: "none", typ: "JWT" })}.${(await h.token("housing", "a@example.com", ["housing:act"])).split(".")[1]}.`, "signing algorithm is not accepted (alg)"],
    [
      "HS256 signed with the server's public key (HS/RS confusion)",
      async () => {
        const jwks = JSON.parse((await postRaw(`${h.url}/oauth/jwks.json`, { method: "GET" })).body) as { keys: { kid: string }[] };
        const { createHmac } = await import("node:crypto");
        const head = b64({ alg: "HS256", kid: jwks.keys[0].kid });
        const payload = (await h.token("housing", "a@example.com", ["housing:act"])).split(".")[1];
        const sig = createHmac("sha256", JSON.stringify(jwks.keys[0])).update(`${head}.${payload}`).digest("base64url");
        return `${head}.${payload}.${sig}`;
      },
      "signing algorithm is not accepted (alg)",
    ],
    [
      "tampered (subject changed, signature kept)",
      async () => {
        const [head, payload, sig] = (await h.token("housing", "a@example.com", ["housing:act"])).split(".");
        const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
        return `${head}.${b64({ ...claims, sub: "root@example.com" })}.${sig}`;
      },
      "signature does not verify",
    ],
    [
      "revoked, then replayed",
      async () => {
        const t = await h.token("housing", "a@example.com", ["housing:act"]);
        expect((await h.call("housing", "get_thread", THREAD, bearer(t))).status).toBe(200);
        const revoke = await postRaw(`${h.url}/oauth/revoke`, { headers: { "content-type": "application/x-www-form-urlencoded" }, body: `token=${t}` });
        expect(revoke.status).toBe(200);
        return t;
      },
      "the token was revoked",
    ],
  ];
  test.each(cases)("%s", async (_name, make, reason) => {
    const r = await h.call("housing", "get_thread", THREAD, bearer(await make()));
    expect(r.status).toBe(401);
    expect(challenge(r)).toContain('error="invalid_token"');
    expect(challenge(r)).toContain(reason);
    expect(r.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

test("freight's health needs freight:health; its other tools stay anonymous", async () => {
  expect((await h.call("freight", "health", {})).status).toBe(401);
  const ok = await h.call("freight", "health", {}, bearer(await h.token("freight", "ops@example.com", ["freight:health"])));
  expect(ok.status).toBe(200);
  expect(resultError(ok)).toBeUndefined();
  expect((await h.call("freight", "list_languages", {})).status).toBe(200);
});

test("tools/list marks the tools that need a subject with their scopes", async () => {
  const r = await postRaw(`${h.url}/housing/mcp`, { body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) });
  const tools = (JSON.parse(r.body) as { result: { tools: { name: string; securitySchemes?: unknown }[] } }).result.tools;
  const marked = tools.filter((t) => t.securitySchemes).map((t) => t.name);
  expect(marked).toEqual(["draft_listing", "get_my_activity", "get_thread", "reply_to_thread", "request_tour", "send_inquiry", "start_application", "subscribe_listing_alert"]);
  expect(tools.find((t) => t.name === "get_thread")!.securitySchemes).toEqual([{ type: "oauth2", scopes: ["housing:act"] }]);
});

test("the 2026-07-28 path is guarded the same way: 401 without a token, ctx.auth with one", async () => {
  const url = `${h.url}/housing/mcp`;
  const params = { name: "get_thread", arguments: THREAD };
  const none = await postModern(url, "tools/call", params);
  expect([none.status, challenge(none)]).toEqual([401, expect.stringContaining('scope="housing:act"')]);
  const token = await h.token("housing", "modern@example.com", ["housing:act"]);
  const ok = await postModern(url, "tools/call", params, { headers: bearer(token) });
  expect(ok.status).toBe(200);
  const error = messagesOf(ok)[0].result._meta["dev.mcpforge/error"];
  expect(JSON.parse(error.message)).toMatchObject({ subject: "modern@example.com" });
});
