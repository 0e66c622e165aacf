import { startHousing, type HousingHarness } from "./harness";

/** resolve_parcel end to end over streamable HTTP: look-up by address and APN, and every refusal. */
let h: HousingHarness;
beforeAll(async () => (h = await startHousing()));
afterAll(() => h?.close());

const apnOf = async (args: Record<string, unknown>) => (await h.tool("resolve_parcel", args)).parcel.apn as string;

describe("resolve_parcel", () => {
  it("returns the parcel record with its buildable area, labelled sample", async () => {
    const r = await h.tool("resolve_parcel", { address: "1520 Maple Ave, Los Angeles, CA 90026" });
    expect(r.sample).toBe(true);
    expect(r.parcel).toMatchObject({
      address: "1520 Maple Ave, Los Angeles, CA 90026",
      apn: "5432-019-021",
      county: "la",
      city: "Los Angeles",
      lot_area_sqft: 7500,
      permit_agency: "Los Angeles Department of Building and Safety (LADBS)",
      structures: [{ description: "main house", footprint_sqft: 780 }],
      zoning: "R1-1",
      hillside: false,
    });
    // 42 × 126 − (780 + 672 + π·36): see buildable.test.ts
    expect(Math.abs(r.parcel.buildable_area_sqft - 3727.3)).toBeLessThanOrEqual(1);
    expect(r.parcel.buildable).toMatchObject({ side_rear_setback_ft: 4, separation_ft: 6, street_setbacks_ft: [20], largest_rectangle_ft: { width: 42, depth: 80 } });
    expect(r.parcel.buildable.notes.join(" ")).toContain("66314(d)(7)");
  });

  it.each([
    ["1520 maple avenue los angeles", "5432-019-021"],
    ["1520 MAPLE AVE.", "5432-019-021"],
    ["1520 Maple Avenue, Los Angeles, California 90026-1234", "5432-019-021"],
    ["3120 Laurel Street, San Diego, CA", "445-120-17-00"],
  ])("normalises the address %j", async (address, apn) => {
    expect(await apnOf({ address })).toBe(apn);
  });

  it.each([
    [{ apn: "5432-019-021" }, "5432-019-021"],
    [{ apn: "5432019021" }, "5432-019-021"],
    [{ apn: "445-120-17-00" }, "445-120-17-00"],
    [{ apn: "445-120-17" }, "445-120-17-00"], // San Diego's short form
    [{ apn: "4451201700", county: "sd" }, "445-120-17-00"],
  ])("finds the parcel by APN %j", async (args, apn) => {
    expect(await apnOf(args)).toBe(apn);
  });

  it("asks for the city or county when an address matches parcels in both counties", async () => {
    const e = await h.refusal("resolve_parcel", { address: "1200 Oak St" });
    expect(e.code).toBe("invalid_arguments");
    expect(e.issues![0].path).toBe("/address");
    expect(e.issues![0].message).toContain("5842-011-030");
    expect(e.issues![0].message).toContain("446-231-05-00");
    expect(await apnOf({ address: "1200 Oak St", county: "sd" })).toBe("446-231-05-00");
    expect(await apnOf({ address: "1200 Oak Street, Los Angeles" })).toBe("5842-011-030");
  });

  it("answers not_found for an unknown address or APN in the covered counties", async () => {
    expect((await h.refusal("resolve_parcel", { address: "1 Nowhere Lane, Los Angeles, CA 90026" })).code).toBe("not_found");
    expect((await h.refusal("resolve_parcel", { apn: "1111-111-111" })).code).toBe("not_found");
    // right street, wrong ZIP
    expect((await h.refusal("resolve_parcel", { address: "1520 Maple Ave, Los Angeles, CA 90042" })).code).toBe("not_found");
  });

  it("answers unsupported_county outside Los Angeles and San Diego counties", async () => {
    for (const address of ["500 Market St, San Francisco, CA 94105", "100 Main Street, San Francisco", "10 Broadway, New York, NY 10004"]) {
      const e = await h.refusal("resolve_parcel", { address });
      expect([address, e.code]).toEqual([address, "unsupported_county"]);
    }
  });

  it("refuses malformed input naming the field", async () => {
    const bad = await h.refusal("resolve_parcel", { apn: "ABC-123-456" });
    expect(bad.issues).toEqual([expect.objectContaining({ path: "/apn" })]);
    const short = await h.refusal("resolve_parcel", { apn: "123-456-7890-1" });
    expect(short.issues).toEqual([expect.objectContaining({ path: "/apn", message: expect.stringContaining("11 digits") })]);
    const mismatch = await h.refusal("resolve_parcel", { apn: "5432-019-021", address: "3120 Laurel St, San Diego" });
    expect(mismatch.issues).toEqual([expect.objectContaining({ path: "/address" })]);
    const none = await h.refusal("resolve_parcel", {});
    expect(none.code).toBe("invalid_arguments");
    const county = await h.refusal("resolve_parcel", { apn: "5432-019-021", county: "sf" });
    expect(county.issues?.map((i) => i.path)).toContain("/county");
  });
});
