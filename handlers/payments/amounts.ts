import { formatUnits, parseUnits } from "./viem";
import { USDC_DECIMALS } from "./settings";

/**
 * Amounts stay integers (wei, USDC base units) until shown: decimal strings in, bigint math,
 * decimal strings out. Never a float, so "0.1" + "0.2" is exactly "0.3".
 */
export const usdcToUnits = (usdc: string): bigint => parseUnits(usdc, USDC_DECIMALS);
export const unitsToUsdc = (units: bigint): string => formatUnits(units, USDC_DECIMALS);
export const ethToWei = (eth: string): bigint => parseUnits(eth, 18);
export const weiToEth = (wei: bigint): string => formatUnits(wei, 18);

/** A base-unit integer string from a challenge ("10000" = 0.01 USDC); undefined when not one. */
export function unitsFrom(text: unknown): bigint | undefined {
  if (typeof text === "number" && Number.isSafeInteger(text) && text >= 0) return BigInt(text);
  if (typeof text !== "string" || !/^\d{1,78}$/.test(text)) return undefined;
  return BigInt(text);
}
