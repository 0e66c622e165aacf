import type { Issue } from "../../generator/runtime";
import { isDecimal, toUnits } from "./amounts";
import type { PriceCondition } from "./grammar";
import { chainNamed, portalList } from "./portals";

export const MAX_TEXT = { name: 200, objective: 2000, message: 2000 } as const;
const ASSET_RE = /^[A-Za-z][A-Za-z0-9.]{0,11}$/;

/** Checks capital {asset, amount, chain}; returns it normalised (upper-case asset, chain slug) or the issues. */
export function checkCapital(raw: { asset: string; amount: string; chain: string }, path: string, issues: Issue[]) {
  const start = issues.length;
  if (!ASSET_RE.test(raw.asset)) issues.push({ path: `${path}/asset`, message: "must be an asset symbol: a letter, then up to 11 letters, digits or dots (e.g. USDC)" });
  if (!isDecimal(raw.amount) || toUnits(raw.amount) <= 0n) issues.push({ path: `${path}/amount`, message: 'must be a positive decimal string in the asset\'s units, e.g. "500"' });
  const chain = chainNamed(raw.chain);
  if (!chain) issues.push({ path: `${path}/chain`, message: `must be one of the chains ${portalList()}` });
  return issues.length > start ? null : { asset: raw.asset.toUpperCase(), amount: raw.amount, chain: chain!.slug };
}

/**
 * Structured exit conditions: each {type: "price_below" | "price_above", asset, price} with price
 * a positive decimal (string or number). Returns them normalised, or records the issues.
 */
export function checkConditions(raw: unknown[], issues: Issue[]): PriceCondition[] {
  const out: PriceCondition[] = [];
  raw.forEach((c, i) => {
    const path = `/conditions/${i}`;
    if (c === null || typeof c !== "object" || Array.isArray(c)) {
      issues.push({ path, message: 'must be an object {type: "price_below" | "price_above", asset, price}' });
      return;
    }
    const { type, asset, price } = c as Record<string, unknown>;
    const priceText = typeof price === "number" && Number.isFinite(price) ? String(price) : price;
    if (type !== "price_below" && type !== "price_above") issues.push({ path: `${path}/type`, message: 'must be "price_below" or "price_above"' });
    if (typeof asset !== "string" || !ASSET_RE.test(asset)) issues.push({ path: `${path}/asset`, message: "must be an asset symbol such as ETH" });
    if (typeof priceText !== "string" || !isDecimal(priceText) || toUnits(priceText) <= 0n) issues.push({ path: `${path}/price`, message: "must be a positive decimal (number or string)" });
    else if (typeof asset === "string" && (type === "price_below" || type === "price_above")) out.push({ type, asset: asset.toUpperCase(), price: priceText });
  });
  return out;
}

export function checkText(args: Partial<Record<keyof typeof MAX_TEXT, string>>, issues: Issue[]): void {
  for (const key of Object.keys(MAX_TEXT) as (keyof typeof MAX_TEXT)[]) {
    const v = args[key];
    if (v !== undefined && v.length > MAX_TEXT[key]) issues.push({ path: `/${key}`, message: `must be at most ${MAX_TEXT[key]} characters` });
  }
}
