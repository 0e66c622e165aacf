/** Small statistics helpers for benchmark figures. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Nearest-rank percentile of an already sorted array. */
export function percentileSorted(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function min(values: readonly number[]): number {
  return values.length ? Math.min(...values) : NaN;
}

export function max(values: readonly number[]): number {
  return values.length ? Math.max(...values) : NaN;
}

/** 12345.6 → "12,346"; small numbers keep `digits` decimals. */
export function fmt(n: number, digits = 0): string {
  if (!Number.isFinite(n)) return "–";
  return n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function ratio(n: number, of: number, digits = 2): string {
  return Number.isFinite(n / of) ? `${(n / of).toFixed(digits)}×` : "–";
}

/** A markdown table from a header row and body rows. */
export function mdTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
