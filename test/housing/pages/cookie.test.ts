import { tempDataEnv } from "../../helpers/data";
import { startTestHost } from "../../helpers/host";
import { postRaw } from "../../helpers/http";

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
