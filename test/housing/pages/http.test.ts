import { tempDataEnv } from "../../helpers/data";
import { startTestHost } from "../../helpers/host";
import { postRaw } from "../../helpers/http";
import { startSink } from "../../email/servers";

describe("housing pages: the session cookie behind https", () => {
  it("is __Host- prefixed, Secure, HttpOnly, SameSite=Lax and Path=/ when the public URL is https", async () => {
    const data = tempDataEnv();
    const host = await startTestHost(["housing"], { env: { ...data.env, MCPFORGE_PUBLIC_URL: "https://housing.example" } });
    try {
      const r = await postRaw(`${host.url}/housing/sign-in`, { method: "GET" });
      expect(r.status).toBe(200);
      const cookie = ([] as string[]).concat(r.headers["set-cookie"] ?? [])[0] ?? "";
      expect(cookie).toMatch(/^__Host-housing_session=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}; /);
      expect(cookie.split("; ").slice(1).sort()).toEqual(["HttpOnly", "Max-Age=600", "Path=/", "SameSite=Lax", "Secure"]);
      expect(r.headers["x-frame-options"]).toBe("DENY");
      expect(r.body).not.toMatch(/<script/i);
    } finally {
      await host.close();
      data.cleanup();
    }
  });
});

describe("housing pages: sign-in mail limit", () => {
  it("past MCPFORGE_AUTH_MAILS_PER_HOUR the e-mail step answers 429 and sends nothing; past HOUSING_PAGES_SIGNINS_PER_HOUR no sign-in starts", async () => {
    const data = tempDataEnv();
    const sink = await startSink();
    const host = await startTestHost(["housing"], { env: { ...data.env, MCPFORGE_AUTH_SMTP: sink.url, MCPFORGE_AUTH_LOG_CODES: "false", MCPFORGE_AUTH_MAILS_PER_HOUR: "1", HOUSING_PAGES_SIGNINS_PER_HOUR: "2" } });
    try {
      const first = await postRaw(`${host.url}/housing/sign-in`, { method: "GET" });
      const cookie = ([] as string[]).concat(first.headers["set-cookie"] ?? [])[0].split(";")[0];
      const csrf = /name="csrf" value="([^"]+)"/.exec(first.body)![1];
      const ask = () => postRaw(`${host.url}/housing/sign-in`, { headers: { "content-type": "application/x-www-form-urlencoded", cookie }, body: `csrf=${csrf}&step=email&email=flood%40example.com` });
      expect((await ask()).status).toBe(303);
      const second = await ask();
      expect(second.status).toBe(429);
      expect(second.body).toContain("Too many codes were asked for");
      expect(sink.received.length).toBe(1);
      // A second sign-in started from this address is allowed, a third is not (2 per hour); with a session it still opens.
      expect((await postRaw(`${host.url}/housing/sign-in`, { method: "GET" })).status).toBe(200);
      const third = await postRaw(`${host.url}/housing/sign-in`, { method: "GET" });
      expect(third.status).toBe(429);
      expect(third.headers["set-cookie"]).toBeUndefined();
      expect(third.body).toContain("HOUSING_PAGES_SIGNINS_PER_HOUR");
      expect((await postRaw(`${host.url}/housing/sign-in?step=code`, { method: "GET", headers: { cookie } })).status).toBe(200);
    } finally {
      await host.close();
      await sink.close();
      data.cleanup();
    }
  });
});
