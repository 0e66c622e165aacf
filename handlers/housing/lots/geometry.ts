import { area, buffer, difference, earthRadius, feature, featureCollection, lineString } from "@turf/turf";
import type { Feature, MultiPolygon, Polygon, Position } from "geojson";

/**
 * The buildable area of a lot for a new detached unit, computed with turf on the lon/lat
 * geometry: turf.buffer projects each shape (azimuthal equidistant around it) before offsetting,
 * so distances are metric-correct in feet; turf.area measures the result geodesically.
 *
 * 1. the lot shrunk by the side and rear setback (Gov. Code §66314(d)(7): at most 4 ft);
 * 2. minus a strip along each street-facing lot line as deep as the local front / street-side
 *    setback recorded in the parcel data (only where it is deeper than step 1 already keeps);
 * 3. minus each existing structure grown by the separation distance (design default 6 ft).
 */
export type Area = Feature<Polygon | MultiPolygon>;

export interface BuildableInput {
  lot: Polygon;
  streetEdges: { edge: number; setback_ft: number }[];
  structures: Polygon[];
  sideRearFt: number;
  separationFt: number;
}

const SQFT_PER_M2 = 1 / 0.09290304;
const FEET = { units: "feet" as const };

export function areaSqft(shape: Area | Polygon | null): number {
  if (!shape) return 0;
  return area("type" in shape && shape.type === "Feature" ? shape : feature(shape)) * SQFT_PER_M2;
}

/** Step 1 and 2 only (no structures): what the setbacks alone leave. */
export function setbackArea(input: Omit<BuildableInput, "structures" | "separationFt">, withStreetSetbacks = true): Area | null {
  let left: Area | null = input.sideRearFt > 0 ? (buffer(feature(input.lot), -input.sideRearFt, FEET) ?? null) : feature(input.lot);
  if (!withStreetSetbacks) return left;
  const ring = input.lot.coordinates[0];
  for (const { edge, setback_ft } of input.streetEdges) {
    if (!left || setback_ft <= input.sideRearFt) continue;
    const strip = buffer(lineString([ring[edge], ring[(edge + 1) % (ring.length - 1)]]), setback_ft, FEET);
    if (strip) left = difference(featureCollection([left, strip]));
  }
  return left;
}

/** Steps 1–3: the area left for a new unit, or null when nothing is left. */
export function buildableArea(input: BuildableInput, withStreetSetbacks = true): Area | null {
  let left = setbackArea(input, withStreetSetbacks);
  for (const footprint of input.structures) {
    if (!left) break;
    const keepOut = input.separationFt > 0 ? buffer(feature(footprint), input.separationFt, FEET) : feature(footprint);
    if (keepOut) left = difference(featureCollection([left, keepOut]));
  }
  return left;
}

/** A planar frame in feet: x along the front lot line (edge 0), y from it into the lot. */
export interface Frame {
  toLocal(p: Position): [number, number];
}

/**
 * Equirectangular projection around the lot's first vertex (on turf's sphere), turned so the
 * front lot line runs along +x and the lot lies at +y. Over a lot (a few hundred feet) the
 * distortion is far below the 0.5 ft grid the fit test uses.
 */
export function lotFrame(lot: Polygon): Frame {
  const ring = lot.coordinates[0];
  const [lon0, lat0] = ring[0];
  const k = ((Math.PI / 180) * earthRadius) / 0.3048;
  const cos0 = Math.cos((lat0 * Math.PI) / 180);
  const plane = (p: Position): [number, number] => [(p[0] - lon0) * cos0 * k, (p[1] - lat0) * k];
  const [ex, ey] = plane(ring[1]);
  const len = Math.hypot(ex, ey) || 1;
  const ux = [ex / len, ey / len];
  let uy = [-ux[1], ux[0]];
  const [cx, cy] = ring.slice(0, -1).reduce(([sx, sy], p) => { const [x, y] = plane(p); return [sx + x, sy + y]; }, [0, 0]);
  if (cx * uy[0] + cy * uy[1] < 0) uy = [-uy[0], -uy[1]];
  return {
    toLocal(p) {
      const [x, y] = plane(p);
      return [x * ux[0] + y * ux[1], x * uy[0] + y * uy[1]];
    },
  };
}

/** The rings of an area in a frame (every polygon's outer ring and holes). */
export function localRings(shape: Area, frame: Frame): [number, number][][] {
  const g = shape.geometry;
  const polys = g.type === "Polygon" ? [g.coordinates] : g.coordinates;
  return polys.flatMap((rings) => rings.map((r) => r.map((p) => frame.toLocal(p))));
}
