import type { Issue } from "mcpforge/runtime";
import { isDecimal, toUnits } from "./amounts";
import type { PriceCondition } from "./grammar";
import { authorisingVerbs, operationsOf } from "./mandate-verbs";
import { chainNamed, portalList } from "./portals";
import { isVenueId, VENUE_IDS } from "./venues";

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

/**
 * Structured constraints: the keys the policy check reads (effects.ts policyProblem) are refused
 * here when it could not apply them, rather than ignored or failing every approval later.
 * operations: words of mandate-verbs.ts; venues: venue ids; perMoveCap: {amount, asset}. Returns
 * them normalised (lower-case venues, upper-case asset, amount as a string); other keys as given.
 */
export function checkConstraints(raw: Record<string, unknown>, issues: Issue[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  const list = (key: string, ok: (v: string) => boolean, what: string) => {
    const v = raw[key];
    if (v === undefined) return;
    if (!Array.isArray(v)) {
      issues.push({ path: `/constraints/${key}`, message: `must be an array of ${what}` });
      return;
    }
    v.forEach((x, i) => {
      if (typeof x !== "string" || !ok(x)) issues.push({ path: `/constraints/${key}/${i}`, message: `must be one of ${what}` });
    });
    out[key] = v.map((x) => String(x).toLowerCase());
  };
  list("operations", (o) => operationsOf(o) !== null, `${authorisingVerbs()} ("use" is ambiguous: name the operation)`);
  list("venues", (x) => isVenueId(x.toLowerCase()), VENUE_IDS.join(", "));
  if (raw.perMoveCap !== undefined) {
    const cap = raw.perMoveCap;
    if (cap === null || typeof cap !== "object" || Array.isArray(cap)) issues.push({ path: "/constraints/perMoveCap", message: "must be an object {amount, asset}" });
    else {
      const { amount, asset } = cap as Record<string, unknown>;
      const text = typeof amount === "number" && Number.isFinite(amount) ? String(amount) : amount;
      const amountOk = typeof text === "string" && isDecimal(text) && toUnits(text) > 0n;
      const assetOk = typeof asset === "string" && ASSET_RE.test(asset);
      if (!amountOk) issues.push({ path: "/constraints/perMoveCap/amount", message: 'must be a positive decimal (number or string), e.g. "100"' });
      if (!assetOk) issues.push({ path: "/constraints/perMoveCap/asset", message: "must be an asset symbol such as USDC" });
      if (amountOk && assetOk) out.perMoveCap = { amount: text, asset: asset.toUpperCase() };
    }
  }
  return out;
}
