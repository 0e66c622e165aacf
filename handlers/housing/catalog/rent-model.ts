import type { RentalRecord } from "./data";

/**
 * The rent model of get_rent_estimate, fitted once at start-up on the rentals data: ordinary least
 * squares on log(monthly rent) with features bedrooms, bathrooms, log(square feet), city
 * (Los Angeles is the base) and kind of unit (detached ADU is the base; kinds without listings
 * are estimated as the base). A ZIP code with listings adds its mean residual, shrunk toward the
 * city by `ZIP_SHRINK` pseudo-listings. The low–high range applies the 10th and 90th percentile
 * of the fit's residuals (an 80% band over the data it was fitted on).
 */
export interface RentModel {
  cities: string[];
  kinds: string[];
  coefficients: number[];
  /** ZIP → shrunk mean residual (log scale). */
  zipOffsets: Map<string, number>;
  residualLow: number;
  residualHigh: number;
  rows: number;
}

export interface RentQuery {
  city: string;
  zip?: string;
  bedrooms: number;
  bathrooms: number;
  square_feet: number;
  property_type: string;
}

export interface RentEstimate {
  rent: number;
  low: number;
  high: number;
  /** True when the kind of unit has no listings and was estimated as a detached ADU. */
  kindUnseen: boolean;
  zipUsed: boolean;
}

const ZIP_SHRINK = 5;
const BASE_KIND = "single_family_adu_detached";

function features(m: Pick<RentModel, "cities" | "kinds">, q: RentQuery): number[] {
  return [
    1, q.bedrooms, q.bathrooms, Math.log(q.square_feet),
    ...m.cities.slice(1).map((c) => (q.city === c ? 1 : 0)),
    ...m.kinds.map((k) => (q.property_type === k ? 1 : 0)),
  ];
}

export function fitRentModel(records: readonly RentalRecord[]): RentModel {
  const rows = records.filter((r): r is RentalRecord & { square_feet: number } => r.square_feet !== null);
  const cities = [...new Set(rows.map((r) => r.city))].sort((a, b) => (a === "Los Angeles" ? -1 : b === "Los Angeles" ? 1 : a.localeCompare(b)));
  const kinds = [...new Set(rows.map((r) => r.property_type))].filter((k) => k !== BASE_KIND).sort();
  const shape = { cities, kinds };
  const X = rows.map((r) => features(shape, { ...r, zip: r.zip }));
  const y = rows.map((r) => Math.log(r.price));
  const coefficients = leastSquares(X, y);
  const predict = (x: number[]) => x.reduce((s, v, i) => s + v * coefficients[i]!, 0);
  const residuals = X.map((x, i) => y[i]! - predict(x));
  const byZip = new Map<string, number[]>();
  rows.forEach((r, i) => byZip.set(r.zip, [...(byZip.get(r.zip) ?? []), residuals[i]!]));
  const zipOffsets = new Map([...byZip].map(([zip, rs]) => [zip, rs.reduce((s, v) => s + v, 0) / (rs.length + ZIP_SHRINK)]));
  // The band is taken after the ZIP offsets, so it describes the model as it answers.
  const final = rows.map((r, i) => residuals[i]! - zipOffsets.get(r.zip)!).sort((a, b) => a - b);
  return { cities, kinds, coefficients, zipOffsets, residualLow: quantile(final, 0.1), residualHigh: quantile(final, 0.9), rows: rows.length };
}

export function estimateRent(m: RentModel, q: RentQuery): RentEstimate {
  const x = features(m, q);
  const zipOffset = q.zip !== undefined ? m.zipOffsets.get(q.zip) : undefined;
  const log = x.reduce((s, v, i) => s + v * m.coefficients[i]!, 0) + (zipOffset ?? 0);
  const round = (v: number) => Math.round(v / 25) * 25;
  return {
    rent: round(Math.exp(log)),
    low: round(Math.exp(log + m.residualLow)),
    high: round(Math.exp(log + m.residualHigh)),
    kindUnseen: q.property_type !== BASE_KIND && !m.kinds.includes(q.property_type),
    zipUsed: zipOffset !== undefined,
  };
}

/** Solves (XᵀX + λI)b = Xᵀy by Gaussian elimination; the tiny ridge keeps rare dummies solvable. */
export function leastSquares(X: number[][], y: number[], ridge = 1e-6): number[] {
  const n = X[0]?.length ?? 0;
  const A = Array.from({ length: n }, (_, i) => Array.from({ length: n + 1 }, (_, j) => (j === n ? 0 : i === j && i > 0 ? ridge : 0)));
  X.forEach((x, r) => {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) A[i]![j]! += x[i]! * x[j]!;
      A[i]![n]! += x[i]! * y[r]!;
    }
  });
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[pivot]![c]!)) pivot = r;
    [A[c], A[pivot]] = [A[pivot]!, A[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = A[r]![c]! / A[c]![c]!;
      for (let j = c; j <= n; j++) A[r]![j]! -= f * A[c]![j]!;
    }
  }
  return A.map((row, i) => row[n]! / row[i]!);
}

function quantile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  return sorted[lo]! + (sorted[Math.min(lo + 1, sorted.length - 1)]! - sorted[lo]!) * (at - lo);
}
