import type { Parcel } from "../../../generated/housing/types";
import type { ParcelRecord } from "./data";
import { areaSqft, buildableArea, localRings, lotFrame } from "./geometry";
import { fits, largestRectangle, rasterize, type Grid } from "./grid";
import { formatAddress } from "./lookup";
import type { LotsSettings } from "./settings";

/** What the lots tools know about one parcel: the result record and the raster plans are fitted on. */
export interface Envelope {
  parcel: Parcel;
  /** True when a `width` × `depth` ft footprint fits the buildable area (either way round). */
  fits(width: number, depth: number): boolean;
}

/** The state floor a local front setback may not push below (Gov. Code §66321(b)(3)). */
const STATE_MINIMUM_ADU_SQFT = 800;

/** Builds each parcel's envelope once (the data and settings do not change while serving). */
export function envelopes(settings: LotsSettings): (record: ParcelRecord) => Envelope {
  const cache = new Map<string, Envelope>();
  return (record) => {
    let env = cache.get(record.apn);
    if (!env) cache.set(record.apn, (env = envelopeOf(record, settings)));
    return env;
  };
}

function envelopeOf(record: ParcelRecord, settings: LotsSettings): Envelope {
  const input = {
    lot: record.lot,
    streetEdges: record.street_edges,
    structures: record.structures.map((s) => s.footprint),
    sideRearFt: settings.sideRearFt,
    separationFt: settings.separationFt,
  };
  const left = buildableArea(input);
  const grid: Grid | null = left ? rasterize(localRings(left, lotFrame(record.lot))) : null;
  const buildable = Math.round(areaSqft(left));
  const notes = [
    `Side and rear setback ${settings.sideRearFt} ft: the most a local agency may require for an ADU (Gov. Code §66314(d)(7)).`,
    `Street setbacks ${record.street_edges.map((e) => `${e.setback_ft} ft`).join(" and ")} from the local zoning as recorded in the parcel data (${record.zoning}).`,
    `${settings.separationFt} ft kept from each existing structure (design default, HOUSING_ADU_SEPARATION_FT).`,
  ];
  if (buildable < STATE_MINIMUM_ADU_SQFT && record.street_edges.some((e) => e.setback_ft > settings.sideRearFt)) {
    const without = Math.round(areaSqft(buildableArea(input, false)));
    if (without >= STATE_MINIMUM_ADU_SQFT) {
      notes.push(`Without the street setbacks ${without} sq ft would be left: a front setback may not preclude an ADU of at least 800 sq ft with 4 ft side and rear setbacks (Gov. Code §66321(b)(3)); ask the permit agency.`);
    }
  }
  if (record.hillside) notes.push("Hillside parcel: grading, fire-access and slope rules of the local code apply and are not modelled here.");
  if (buildable === 0) notes.push("Nothing is left for a new detached unit after setbacks and separation; a conversion or attached unit may still be possible.");
  const parcel: Parcel = {
    address: formatAddress(record),
    apn: record.apn,
    buildable: {
      largest_rectangle_ft: grid ? largestRectangle(grid) : null,
      notes,
      separation_ft: settings.separationFt,
      side_rear_setback_ft: settings.sideRearFt,
      street_setbacks_ft: record.street_edges.map((e) => e.setback_ft),
    },
    buildable_area_sqft: buildable,
    city: record.city,
    county: record.county,
    hillside: record.hillside,
    lot_area_sqft: Math.round(areaSqft(record.lot)),
    permit_agency: record.permit_agency,
    structures: record.structures.map((s) => ({ description: s.description, footprint_sqft: Math.round(areaSqft(s.footprint)) })),
    zoning: record.zoning,
  };
  return { parcel, fits: (w, d) => (grid ? fits(grid, w, d) : false) };
}
