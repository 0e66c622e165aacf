/**
 * Decimal amounts as strings ("250.5") computed exactly: scaled to 18 fractional digits in a
 * bigint. Enough for every asset the simulated portfolio holds (ETH has 18 decimals).
 */
const SCALE = 18;
const UNIT = 10n ** BigInt(SCALE);
const DECIMAL = /^(-)?([0-9]+)(?:\.([0-9]+))?$/;

export function isDecimal(text: string): boolean {
  const m = DECIMAL.exec(text);
  return m !== null && !m[1] && (m[3] ?? "").length <= SCALE;
}

export function toUnits(text: string): bigint {
  const m = DECIMAL.exec(text.trim());
  if (!m || (m[3] ?? "").length > SCALE) throw new Error(`not a decimal amount: ${text}`);
  const units = BigInt(m[2]) * UNIT + BigInt((m[3] ?? "").padEnd(SCALE, "0"));
  return m[1] ? -units : units;
}

export function fromUnits(units: bigint): string {
  const neg = units < 0n;
  const abs = neg ? -units : units;
  const whole = abs / UNIT;
  const frac = (abs % UNIT).toString().padStart(SCALE, "0").replace(/0+$/, "");
  return `${neg ? "-" : ""}${whole}${frac ? `.${frac}` : ""}`;
}

/** a + b of two decimal strings (either may be negative). */
export function addDecimal(a: string, b: string): string {
  return fromUnits(toUnits(a) + toUnits(b));
}

/** Compares two decimal strings: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const d = toUnits(a) - toUnits(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** a × price, rounded down to 6 fractional digits (a quote in a stablecoin's precision). */
export function multiplyDecimal(a: string, price: string, digits = 6): string {
  const exact = (toUnits(a) * toUnits(price)) / UNIT;
  const step = 10n ** BigInt(SCALE - digits);
  return fromUnits((exact / step) * step);
}

/** a ÷ price, rounded down to `digits` fractional digits. */
export function divideDecimal(a: string, price: string, digits = 8): string {
  const exact = (toUnits(a) * UNIT) / toUnits(price);
  const step = 10n ** BigInt(SCALE - digits);
  return fromUnits((exact / step) * step);
}
