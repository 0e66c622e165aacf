import type { DefiPlanWorkflowOutput } from "../../generated/defi/types";
import type { Issue } from "mcpforge/runtime";
import { chainNamed, portalList } from "./portals";
import { defaultVenue, isLive, isVenueId, routeOf, VENUE_IDS, type VenueId } from "./venues";

type Leg = DefiPlanWorkflowOutput["legs"][number];
type Unsupported = DefiPlanWorkflowOutput["unsupported"][number];

const OPS = ["swap", "lend", "supply", "deposit", "withdraw", "bridge"];
const OTHER_OPS = ["stake", "borrow", "buy", "sell", "mint", "short", "long", "leverage", "farm", "loop", "unstake", "repay", "claim"];
const SPLIT = new RegExp(String.raw`\s*(?:;|,\s*(?:and\s+)?then\s+|\s+then\s+|,\s*and\s+|,\s+|\s+and\s+(?=(?:${[...OPS, ...OTHER_OPS].join("|")})\b))\s*`, "i");
const AMOUNT = /^(-?\d[\d,]*(?:\.\d+)?)\s+([A-Za-z][A-Za-z0-9.]{0,11})\b/i;
const PREVIOUS = /^(?:it|them|that|those|the proceeds|proceeds|the result|everything|all of it|all)\b/i;

/**
 * defi_plan_workflow's grammar (deterministic): the sentence is split into clauses (";", ",",
 * "then", "and" before an operation word); each clause is OPERATION AMOUNT ASSET or OPERATION
 * it|them|the proceeds (the previous leg's delivery), then optional "to|for|into ASSET" (swap),
 * "from CHAIN" / "to CHAIN" (bridge), "on|via venue_N", "on|in CHAIN". A chain not named carries
 * over from the previous leg (its destination for a bridge), else Base. Lend, supply and withdraw
 * need a venue: named, or the chain's default route; a bridge has no route in the registry, so its
 * leg is not executable; swaps use the simulated order book (paper).
 *
 * A chain or venue the clause names that is not one (e.g. "on Narnia", "via aave", "venue_7") is
 * never replaced by a default: it is pushed to `issues` (path /message) and the caller refuses the
 * whole message, since any plan made without it would be another plan than the one asked for.
 */
export function planWorkflow(message: string, issues: Issue[] = []): DefiPlanWorkflowOutput {
  const legs: Leg[] = [];
  const unsupported: Unsupported[] = [];
  let chain = "base";
  let carried: { asset: string } | null = null;
  for (const raw of message.trim().replace(/[.!]+$/, "").split(SPLIT)) {
    const clause = raw.trim();
    if (!clause) continue;
    const bad = (reasonCode: Unsupported["reasonCode"], reason: string) => unsupported.push({ clause, reasonCode, reason });
    const op = /^(?:then\s+)?([a-z]+)\s*(.*)$/i.exec(clause);
    const verb = op?.[1].toLowerCase() ?? "";
    if (!op || !OPS.includes(verb)) {
      bad("unsupported_operation", OTHER_OPS.includes(verb) ? `${verb} is not an operation this service runs (swap, lend, supply, withdraw, bridge)` : "no supported operation (swap, lend, supply, withdraw, bridge) starts this clause");
      continue;
    }
    const operation = verb === "deposit" ? "supply" : verb;
    let rest = op[2];
    const misnamed = (what: string) => issues.push({ path: "/message", message: `clause "${clause}": ${what}; nothing was planned` });
    const badVenue = unknownVenue(rest);
    if (badVenue) {
      misnamed(`"${badVenue}" is not a venue (${VENUE_IDS.join(", ")})`);
      continue;
    }
    const venues = [...rest.matchAll(/\bvenue_[0-9]+\b/gi)].map((m) => m[0].toLowerCase());
    if (new Set(venues).size > 1) {
      bad("amount_split_across_venues", `one amount split across ${[...new Set(venues)].join(" and ")}: state one amount per venue in separate clauses`);
      continue;
    }
    let amount: string | null = null;
    let asset: string;
    const a = AMOUNT.exec(rest);
    if (a) {
      amount = a[1].replace(/,/g, "");
      asset = a[2].toUpperCase();
      if (/^-|^0+(\.0+)?$/.test(amount)) {
        bad("non_positive_amount", `the amount ${amount} is zero or negative`);
        continue;
      }
      rest = rest.slice(a[0].length);
    } else if (PREVIOUS.test(rest) && carried) {
      asset = carried.asset;
      rest = rest.replace(PREVIOUS, "");
    } else {
      bad("unsupported_operation", PREVIOUS.test(rest) ? "refers to a previous leg's amount, but there is no previous leg" : "states no amount and asset (e.g. 500 USDC)");
      continue;
    }
    const to = /\b(?:to|for|into)\s+([A-Za-z][A-Za-z0-9.]{0,11})\b/i.exec(rest);
    const from = /\bfrom\s+([a-z][a-z -]*?)(?=\s+(?:to|on|via|in|for|into)\b|$)/i.exec(rest);
    const on = /\b(?:on|in)\s+(?!venue_)([a-z][a-z -]*?)(?=\s+(?:to|via|on|from|for|into)\b|$)/i.exec(rest);
    const named = from?.[1] ?? on?.[1];
    const namedChain = named === undefined ? undefined : chainNamed(named);
    if (named !== undefined && !namedChain) {
      misnamed(`"${named}" is not a chain this service knows (${portalList()})`);
      continue;
    }
    const legChain = namedChain?.slug ?? chain;
    let delivers = asset;
    let venue: string | null = venues[0] ?? null;
    let executable = true;
    if (operation === "swap") {
      if (!to || to[1].toLowerCase() === "the") {
        bad("unsupported_operation", "a swap needs the asset to receive (swap 100 USDC to ETH)");
        continue;
      }
      delivers = to[1].toUpperCase();
      venue ??= "order_book";
    } else if (operation === "bridge") {
      const dest = /\bto\s+([a-z][a-z -]*?)(?=\s+(?:on|via|from)\b|$)/i.exec(rest);
      const destChain = dest ? chainNamed(dest[1])?.slug : undefined;
      if (dest && !destChain) {
        misnamed(`"${dest[1]}" is not a chain this service knows (${portalList()})`);
        continue;
      }
      if (!destChain) {
        bad("unsupported_operation", "a bridge needs a destination chain (bridge 100 USDC from Base to Arbitrum One)");
        continue;
      }
      executable = false; // no bridge route in the registry (defi_list_venues)
      legs.push(leg(legs.length, operation, asset, amount, legChain, venue, amount === null, executable));
      chain = destChain;
      carried = { asset };
      continue;
    } else {
      venue ??= defaultVenue(legChain) ?? null;
      if (!venue) {
        bad("unnamed_venue", `no venue named and ${legChain} has no default lending route: name venue_1, venue_2 or venue_3`);
        continue;
      }
      const route = routeOf(venue as VenueId, legChain);
      executable = route !== undefined && isLive(route);
    }
    legs.push(leg(legs.length, operation, asset, amount, legChain, venue, amount === null, executable));
    chain = legChain;
    carried = { asset: delivers };
  }
  return { legs, unsupported };
}

function leg(index: number, operation: string, asset: string, amount: string | null, chain: string, venue: string | null, fromPrevious: boolean, executable: boolean): Leg {
  return { index, operation, asset, amount, amountFrom: fromPrevious ? "previous_leg" : "stated", chain, venue, dependsOn: fromPrevious ? index - 1 : null, executable };
}

/** A venue the clause names that the registry does not have: venue_N outside venue_1..3, or "via" anything but a venue id. */
function unknownVenue(rest: string): string | undefined {
  const ids = [...rest.matchAll(/\bvenue_\w+/gi)].map((m) => m[0].toLowerCase());
  const via = [...rest.matchAll(/\bvia\s+([^\s,;]+)/gi)].map((m) => m[1].toLowerCase());
  return [...ids, ...via].find((v) => !isVenueId(v));
}
