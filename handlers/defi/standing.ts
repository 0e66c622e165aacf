import type { DefiPlanStandingOutput } from "../../generated/defi/types";
import { once } from "../_shared/lazy";
import { CHAINS } from "./portals";
// chrono-node is required on the first "until <date>", not at start (~0.1-0.25 s of a defi start).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const chrono = once(() => require("chrono-node") as typeof import("chrono-node"));

type Envelope = DefiPlanStandingOutput["envelope"];
type Bound = DefiPlanStandingOutput["missing"][number];

const NUM = String.raw`(\d[\d,]*(?:\.\d+)?)`;
const ASSET = String.raw`([A-Za-z][A-Za-z0-9.]{0,11})`;
const PER_MOVE = new RegExp(String.raw`(?:at most|max(?:imum)?|up to|no more than)\s+${NUM}\s+${ASSET}\s+(?:per|each)\s+(?:move|rotation|trade|time|run)`, "i");
const CUMULATIVE = new RegExp(String.raw`${NUM}\s+${ASSET}\s+(?:in total|total|overall|cumulative(?:ly)?)|(?:total|cumulative)(?: cap)?(?: of)?\s+${NUM}\s+${ASSET}`, "i");
const EXPIRY = /\bfor\s+(\d{1,3})\s+(day|week|month)s?\b|\buntil\s+(\d{4}-\d{2}-\d{2})\b/i;
const CADENCE = /\b((?:every|each)\s+(?:\d+\s+|other\s+)?(?:minute|hour|day|week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|hourly|daily|weekly|monthly|nightly|(?:once|twice)\s+(?:a|per)\s+(?:day|week|month))\b/i;
const BPS = /\b(?:at least|min(?:imum)?(?: gain)?(?: of)?)\s+(\d+(?:\.\d+)?)\s*(?:bps|basis points)\b/i;
const OPERATION_WORDS: Record<string, string[]> = { swap: ["swap"], lend: ["lend"], supply: ["supply", "deposit"], withdraw: ["withdraw"], bridge: ["bridge"], rotate: ["withdraw", "supply"] };

export const REVOCATION = "Revocable by the user at any time before or after signing; a revocation takes effect before the next move, and nothing runs once the envelope expires.";

/**
 * defi_plan_standing: the bounds are read only from the user's words (and minGainBps from the
 * argument, or "at least N bps" in the message); nothing is defaulted or invented. Every bound
 * left null is listed in missing, and the envelope is signable only when missing is empty.
 */
export function planStanding(message: string, minGainBps: number | undefined, now: Date): DefiPlanStandingOutput {
  const text = message.toLowerCase();
  const operations = [...new Set(Object.entries(OPERATION_WORDS).flatMap(([word, ops]) => (new RegExp(`\\b${word}`, "i").test(text) ? ops : [])))];
  const venues = [...new Set([...text.matchAll(/\bvenue_[123]\b/g)].map((m) => m[0]))];
  const chains = CHAINS.filter((c) => c.aliases.some((a) => new RegExp(`\\b${a.replace(/[-]/g, "\\-")}\\b`, "i").test(text))).map((c) => c.slug);
  const per = PER_MOVE.exec(message);
  const cum = CUMULATIVE.exec(message);
  const exp = EXPIRY.exec(message);
  const bps = minGainBps ?? (BPS.exec(message) ? Number(BPS.exec(message)![1]) : undefined);
  const envelope: Envelope = {
    cadence: CADENCE.exec(message)?.[1].toLowerCase() ?? null,
    operations: operations.length ? operations : null,
    venues: venues.length ? venues : null,
    chains: chains.length ? chains : null,
    perMoveCap: per ? { amount: per[1].replace(/,/g, ""), asset: per[2].toUpperCase() } : null,
    cumulativeCap: cum ? { amount: (cum[1] ?? cum[3]).replace(/,/g, ""), asset: (cum[2] ?? cum[4]).toUpperCase() } : null,
    minGainBps: bps ?? null,
    expiresAt: exp ? expiry(exp, now) : untilDate(message, now),
    revocation: REVOCATION,
  };
  const order: Bound[] = ["cadence", "operations", "venues", "chains", "perMoveCap", "cumulativeCap", "minGainBps", "expiresAt"];
  const missing = order.filter((k) => envelope[k] === null);
  return { envelope, missing, signable: missing.length === 0 };
}

/**
 * "until <a date in words>" ("until March 31", "until next Friday", "until the end of June"), read
 * with chrono-node against the service's clock, forward-dated; null when it names no future date.
 */
function untilDate(message: string, now: Date): string | null {
  const m = /\buntil\s+(.+?)(?:[,;.]|$)/i.exec(message);
  if (!m) return null;
  const at = chrono().parseDate(m[1], now, { forwardDate: true });
  return at && at.getTime() > now.getTime() ? at.toISOString() : null;
}

function expiry(m: RegExpExecArray, now: Date): string | null {
  if (m[3]) {
    const t = Date.parse(`${m[3]}T00:00:00Z`);
    return Number.isNaN(t) || t <= now.getTime() ? null : new Date(t).toISOString();
  }
  const days = Number(m[1]) * (m[2].toLowerCase() === "week" ? 7 : m[2].toLowerCase() === "month" ? 30 : 1);
  return days > 0 ? new Date(now.getTime() + days * 86_400_000).toISOString() : null;
}
