import { MANDATE_VERBS, operationsOf } from "./mandate-verbs";
import { chainNamed } from "./portals";

/**
 * The deterministic mandate grammar (no language model). A message is split into clauses at
 * ";", ",", " and " and " then "; each clause either matches one pattern below in full or is
 * returned in `unparsed`, verbatim, and not applied (defi_create_mandate then refuses, naming it).
 * Politeness around a clause ("please", "could you", "I want to", "for me") is dropped first.
 * Patterns (case-insensitive):
 *
 *   capital    [VERB] [up to] AMOUNT ASSET [on|in CHAIN] [via venue_N]
 *   exit       (exit|stop|withdraw|sell|close) (if|when) ASSET [price] [drops|falls|goes|is|trades|rises] (below|under|above|over) [$]PRICE
 *   per move   (max|maximum|at most|no more than) AMOUNT ASSET per (trade|move|transaction|tx)
 *   venue      [only] (on|via|use|using) venue_1|venue_2|venue_3
 *
 * AMOUNT and PRICE are decimals with optional thousands commas ("1,000.5"). CHAIN is a chain name
 * (portals.ts); a capital clause without one uses the portal's chain. VERB is a word of
 * mandate-verbs.ts and sets constraints.operations to [VERB]; an ambiguous one ("use") leaves the
 * clause unparsed. Without a VERB the mandate restricts no operation.
 */
export interface PriceCondition {
  type: "price_below" | "price_above";
  asset: string;
  price: string;
}

export interface ParsedMandate {
  capital: { asset: string; amount: string; chain: string } | null;
  conditions: PriceCondition[];
  constraints: Record<string, unknown>;
  unparsed: string[];
}

const NUM = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const ASSET = String.raw`([A-Za-z][A-Za-z0-9.]{0,11})`;
const CAPITAL = new RegExp(String.raw`^(?:(${MANDATE_VERBS.join("|")})\s+)?(?:up to\s+)?${NUM}\s+${ASSET}(?:\s+(?:on|in)\s+(.+))?$`, "i");
const EXIT = new RegExp(String.raw`^(?:exit|stop|withdraw|sell|close)\s+(?:if|when)\s+${ASSET}\s+(?:price\s+)?(?:(?:drops|falls|goes|is|trades|rises)\s+)?(below|under|above|over)\s+\$?${NUM}$`, "i");
const PER_MOVE = new RegExp(String.raw`^(?:max|maximum|at most|no more than)\s+${NUM}\s+${ASSET}\s+per\s+(?:trade|move|transaction|tx)$`, "i");
const VENUE = /^(?:only\s+)?(?:on|via|use|using)\s+(venue_[123])$/i;
const SPLIT = /\s*(?:;|,(?!\d{3}(?:\D|$))|\band\b|\bthen\b)\s*/i;

const plain = (n: string) => n.replace(/,/g, "");
/** Politeness and filler around a clause, which change nothing: "please", "could you", "I want to", "for me". */
const POLITE_START = /^(?:(?:please|kindly|could you|can you|would you|i want to|i'd like to|i would like to|let's)\s+)+/i;
const POLITE_END = /(?:\s+(?:please|for me|thanks|thank you))+$/i;
/** A capital clause's venue: "… via venue_1" (the same constraint as a clause "only on venue_1"). */
const VENUE_TAIL = /\s+(?:via|on|using)\s+(venue_[123])$/i;

export function parseMandateMessage(message: string, portalChain: string): ParsedMandate {
  const out: ParsedMandate = { capital: null, conditions: [], constraints: {}, unparsed: [] };
  const clauses = message
    .split(SPLIT)
    .map((c) => c.trim().replace(/[.!?]+$/, "").replace(POLITE_START, "").replace(POLITE_END, "").trim())
    .filter((c) => c !== "");
  for (const clause of clauses) {
    if (!applyClause(out, clause, portalChain)) out.unparsed.push(clause);
  }
  return out;
}

function applyClause(out: ParsedMandate, clause: string, portalChain: string): boolean {
  let m = EXIT.exec(clause);
  if (m) {
    const below = /below|under/i.test(m[2]);
    out.conditions.push({ type: below ? "price_below" : "price_above", asset: m[1].toUpperCase(), price: plain(m[3]) });
    return true;
  }
  m = PER_MOVE.exec(clause);
  if (m) {
    out.constraints.perMoveCap = { amount: plain(m[1]), asset: m[2].toUpperCase() };
    return true;
  }
  m = VENUE.exec(clause);
  if (m) {
    const venues = (out.constraints.venues as string[] | undefined) ?? [];
    out.constraints.venues = [...venues, m[1].toLowerCase()];
    return true;
  }
  const tail = VENUE_TAIL.exec(clause);
  if (tail && CAPITAL.test(clause.slice(0, tail.index)) && applyClause(out, clause.slice(0, tail.index), portalChain)) {
    out.constraints.venues = [...((out.constraints.venues as string[] | undefined) ?? []), tail[1].toLowerCase()];
    return true;
  }
  m = CAPITAL.exec(clause);
  if (m && out.capital === null && (m[1] === undefined || operationsOf(m[1]) !== null)) {
    const chain = m[4] === undefined ? portalChain : chainNamed(m[4])?.slug;
    if (chain === undefined) return false;
    out.capital = { asset: m[3].toUpperCase(), amount: plain(m[2]), chain };
    if (m[1]) out.constraints.operations = [m[1].toLowerCase()];
    return true;
  }
  return false;
}
