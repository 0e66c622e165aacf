import { services } from "../../handlers";
import { resultError, startAuthHost, type AuthHost } from "../auth/harness";

/**
 * health is authenticated (document 002 A): the manifest marks it `auth` with scope
 * freight:health, so the runtime's resource gate admits an OAuth token with that scope or the
 * operator's FREIGHT_HEALTH_TOKEN (handlers/freight/health-token.ts), and answers 401 otherwise.
 */
describe("freight health", () => {
  let h: AuthHost;
  beforeAll(async () => {
    h = await startAuthHost([services.freight()], { env: { FREIGHT_HEALTH_TOKEN: "s3cret-token" } });
  });
  afterAll(() => h.close());

  const structured = (body: string) => (JSON.parse(body) as { result: { structuredContent: Record<string, any> } }).result.structuredContent;

  test("FREIGHT_HEALTH_TOKEN is accepted and health reports validated counts", async () => {
    const r = await h.call("freight", "health", {}, { authorization: "Bearer s3cret-token" });
    expect([r.status, resultError(r)]).toEqual([200, undefined]);
    const out = structured(r.body);
    expect(out).toMatchObject({ status: "ok", version: "1.28.0", validated_counts: { languages: 4, routes: 10 } });
    expect(out.validated_counts.airports).toBeGreaterThan(5000);
    expect(out.validated_counts.carriers).toBeGreaterThan(900);
  });

  test("no token, or a wrong one, is 401 with a challenge naming freight:health; nothing runs", async () => {
    const anon = await h.call("freight", "health", {});
    expect(anon.status).toBe(401);
    expect(anon.headers["www-authenticate"]).toContain('scope="freight:health"');
    const wrong = await h.call("freight", "health", {}, { authorization: "Bearer s3cret-tokeN" });
    expect(wrong.status).toBe(401);
    expect(wrong.headers["www-authenticate"]).toContain('error="invalid_token"');
  });

  test("an OAuth token with freight:health works too; one without it is 403", async () => {
    const ok = await h.call("freight", "health", {}, { authorization: `Bearer ${await h.token("freight", "ops@example.com", ["freight:health"])}` });
    expect([ok.status, resultError(ok)]).toEqual([200, undefined]);
    const other = await h.call("freight", "health", {}, { authorization: `Bearer ${await h.token("freight", "ops@example.com", ["freight:other"])}` });
    expect(other.status).toBe(403);
    expect(other.headers["www-authenticate"]).toContain('error="insufficient_scope"');
  });

  test("the static token grants health only: other tools stay anonymous and still answer with it", async () => {
    const r = await h.call("freight", "list_languages", {}, { authorization: "Bearer s3cret-token" });
    expect([r.status, resultError(r)]).toEqual([200, undefined]);
  });
});
