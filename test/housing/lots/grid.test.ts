import { fits, largestRectangle, rasterize } from "../../../handlers/housing/lots/grid";

/** The raster behind the fit test (plane coordinates in feet, 0.5 ft cells). */
const rect = (w: number, d: number): [number, number][] => [[0, 0], [w, 0], [w, d], [0, d], [0, 0]];

describe("fit raster", () => {
  it("never claims a fit the area cannot hold (cells wholly inside only)", () => {
    const g = rasterize([rect(41.9, 10)])!;
    expect(fits(g, 41.5, 10)).toBe(true);
    expect(fits(g, 42, 10)).toBe(false); // 0.1 ft short: refused although cell centres would be inside
    expect(largestRectangle(g)).toEqual({ width: 41.5, depth: 10 });
  });

  it("treats holes (structures) as taken and turns footprints either way round", () => {
    // 40 × 40 with a 10 × 10 hole at (15, 15): strips of 15 ft on each side are free.
    const hole: [number, number][] = [[15, 15], [15, 25], [25, 25], [25, 15], [15, 15]];
    const g = rasterize([rect(40, 40), hole])!;
    expect(largestRectangle(g)).toEqual({ width: 40, depth: 15 });
    expect(fits(g, 40, 15)).toBe(true);
    expect(fits(g, 15, 40)).toBe(true);
    expect(fits(g, 16, 16)).toBe(false);
  });

  it("follows slanted edges: in a right triangle with 20 ft legs the best rectangle is 10 × 10", () => {
    const g = rasterize([[[0, 0], [20, 0], [0, 20], [0, 0]]])!;
    // Largest rectangle under the hypotenuse x + y = 20 is 10 × 10; on 0.5 ft cells wholly inside, exactly that.
    expect(largestRectangle(g)).toEqual({ width: 10, depth: 10 });
    expect(fits(g, 10, 10)).toBe(true);
    expect(fits(g, 10.5, 10)).toBe(false);
    expect(fits(g, 19, 1)).toBe(true); // 19 × 1 along the bottom: x ≤ 20 − 1 = 19
  });
});
