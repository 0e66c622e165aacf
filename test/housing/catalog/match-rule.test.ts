import { freeTextKey, sameUnit, structuredKey } from "../../../handlers/housing/catalog/address";
import { createPermitIndex } from "../../../handlers/housing/catalog/permits";

const RECORD = structuredKey({ address: "1234 W 36th St", unit: "B", city: "Los Angeles", zip: "90007" });

describe("permit match rule: the same unit matches, near misses never do", () => {
  it.each([
    ["the record as written", "1234 W 36th St, Unit B, Los Angeles, CA 90007", true],
    ["spelled-out suffix, direction and designator", "1234 West 36th Street Apt. B, Los Angeles, California 90007", true],
    ["ordinal without suffix, # unit, lower case", "1234 w 36 st #b los angeles ca", true],
    ["ZIP+4 and no city", "1234 W 36th St Unit B 90007-1234", true],
    ["another name of the city, no ZIP", "1234 W. 36th St., Unit B, City of Los Angeles", true],
    ["the house next door", "1236 W 36th St, Unit B, Los Angeles, CA 90007", false],
    ["transposed house number", "1243 W 36th St, Unit B, Los Angeles, CA 90007", false],
    ["another unit of the same house", "1234 W 36th St, Unit A, Los Angeles, CA 90007", false],
    ["the unit left out", "1234 W 36th St, Los Angeles, CA 90007", false],
    ["the other side of the street grid (E for W)", "1234 E 36th St, Unit B, Los Angeles, CA 90007", false],
    ["another suffix (Pl for St)", "1234 W 36th Pl, Unit B, Los Angeles, CA 90007", false],
    ["the same address in another city", "1234 W 36th St, Unit B, San Diego, CA 90007", false],
    ["another ZIP code", "1234 W 36th St, Unit B, Los Angeles, CA 90011", false],
    ["neither city nor ZIP stated", "1234 W 36th St Unit B", false],
    ["no house number", "W 36th St Unit B, Los Angeles, CA 90007", false],
  ])("%s", (_name, typed, matches) => {
    expect(sameUnit(freeTextKey(typed), RECORD)).toBe(matches);
  });
});

describe("free-text addresses", () => {
  it.each([
    ["4541 30th St ADU, San Diego, CA 92104", { key: "4541|30 ST|ADU", city: "San Diego", zip: "92104" }],
    ["2078 Flatlands Ave Garden, Brooklyn, NY 11236", { key: "2078|FLATLANDS AVE|GARDEN", city: "New York", zip: "11236" }],
    ["88 Girard St, San Francisco, New York 94134", { key: "88|GIRARD ST|", city: "San Francisco", zip: "94134" }],
    ["1979 Liberty Ave Bsmt, New York, New York", { key: "1979|LIBERTY AVE|BASEMENT", city: "New York", zip: undefined }],
    ["100 Los Angeles St, Los Angeles 90012", { key: "100|LOS ANGELES ST|", city: "Los Angeles", zip: "90012" }],
  ])("%s", (typed, want) => {
    expect(freeTextKey(typed)).toEqual(want);
  });
});

describe("permit index", () => {
  const about = { origin: "test", licence: "CC0-1.0", sample: true };
  const rec = (permit_number: string, status: string, finaled_date: string | null) => ({ permit_number, address: "10 Utah St", unit: "ADU", zip: "92104", status, finaled_date, work: "ADU" });
  const index = createPermitIndex([
    { about, city: "San Diego", source: "SD records", finaled_status: "Closed - Final", records: [rec("PMT-1", "Issued", null), rec("PMT-2", "Closed - Final", "2022-01-02"), rec("PMT-3", "Closed - Final", "2023-05-06")] },
  ]);

  it("prefers a finaled record, the latest one", () => {
    const found = index.match(freeTextKey("10 Utah Street, Unit ADU, San Diego, CA 92104"));
    expect(found).toEqual(expect.objectContaining({ finaled: true, city: "San Diego", source: "SD records", sample: true }));
    expect(found?.record.permit_number).toBe("PMT-3");
  });

  it("finds nothing for another unit and finds records by permit number", () => {
    expect(index.match(freeTextKey("10 Utah St, Unit B, San Diego, CA 92104"))).toBeUndefined();
    expect(index.byPermitNumber("San Diego", "PMT-1")?.finaled).toBe(false);
    expect(index.byPermitNumber("Los Angeles", "PMT-1")).toBeUndefined();
  });
});
