import { tempDataEnv } from "../helpers/data";
import { startFreight } from "./harness";

describe("freight health", () => {
  const data = tempDataEnv();
  afterAll(() => data.cleanup());

  test("needs the bearer token of FREIGHT_HEALTH_TOKEN and reports validated counts", async () => {
    const env = { ...data.env, FREIGHT_HEALTH_TOKEN: "s3cret-token" };
    const anon = await startFreight(env);
    const wrong = await startFreight(env, { headers: { authorization: "Bearer nope" } });
    const right = await startFreight(env, { headers: { authorization: "Bearer s3cret-token" } });
    try {
      expect(await anon.refusal("health")).toMatchObject({ code: "forbidden" });
      expect(await wrong.refusal("health")).toMatchObject({ code: "forbidden", message: "The bearer token is not valid for health." });
      const r = await right.tool("health");
      expect(r).toMatchObject({ status: "ok", version: "1.28.0", validated_counts: { languages: 4, routes: 10 } });
      expect(r.validated_counts.airports).toBeGreaterThan(5000);
      expect(r.validated_counts.carriers).toBeGreaterThan(900);
    } finally {
      await Promise.all([anon.close(), wrong.close(), right.close()]);
    }
  });

  test("without FREIGHT_HEALTH_TOKEN health is refused over HTTP", async () => {
    const h = await startFreight(data.env, { headers: { authorization: "Bearer anything" } });
    try {
      expect(await h.refusal("health")).toMatchObject({ code: "forbidden", message: expect.stringMatching(/FREIGHT_HEALTH_TOKEN/) });
    } finally {
      await h.close();
    }
  });
});
