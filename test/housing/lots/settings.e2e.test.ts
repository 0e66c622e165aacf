import { lotsSettings } from "../../../handlers/housing/lots/settings";
import { loadConfig } from "../../../generator/runtime";
import { startHousing } from "./harness";

describe("lots settings", () => {
  const settings = (env: Record<string, string>) => lotsSettings({ config: loadConfig(env, { host: "127.0.0.1", port: 0 }) });

  it("default to 6 ft separation and the state's 4 ft side and rear setback", () => {
    expect(settings({})).toMatchObject({ separationFt: 6, sideRearFt: 4 });
  });

  it.each(["-1", "21", "six"])("refuse HOUSING_ADU_SEPARATION_FT=%s naming the variable", (value) => {
    expect(() => settings({ HOUSING_ADU_SEPARATION_FT: value })).toThrow(/HOUSING_ADU_SEPARATION_FT must be a number of feet from 0 to 20/);
  });

  it("are read from the service environment: a 10 ft separation changes the buildable area", async () => {
    const h = await startHousing({ HOUSING_ADU_SEPARATION_FT: "10" });
    try {
      const r = await h.tool("resolve_parcel", { apn: "5432-019-021" });
      expect(r.parcel.buildable.separation_ft).toBe(10);
      // 3230.5 by hand (buildable.test.ts, "a larger separation leaves less")
      expect(r.parcel.buildable_area_sqft).toBeGreaterThanOrEqual(3230);
      expect(r.parcel.buildable_area_sqft).toBeLessThanOrEqual(3233);
    } finally {
      await h.close();
    }
  });
});
