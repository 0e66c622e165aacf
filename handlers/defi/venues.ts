import type { DefiHandlers } from "../../generated/defi/server";
import { chainOf } from "./portals";

export type VenueId = "venue_1" | "venue_2" | "venue_3";
export const VENUE_IDS: readonly VenueId[] = ["venue_1", "venue_2", "venue_3"];
export const isVenueId = (v: string): v is VenueId => (VENUE_IDS as readonly string[]).includes(v);
export type RouteStatus = "settled" | "address_verified" | "operator_disabled";

export interface Route {
  venue: VenueId;
  chain: string;
  status: RouteStatus;
}

/**
 * The route registry, exactly as document part 3 B lists it; execution (defi_lend_execute) and
 * defi_list_venues both read this one table. settled: has settled a real mainnet transaction;
 * address_verified: wired, addresses verified, never settled (live, not proven);
 * operator_disabled: refused at the capability gate until it settles a real transaction.
 */
export const ROUTES: readonly Route[] = [
  { venue: "venue_1", chain: "base", status: "settled" },
  { venue: "venue_2", chain: "monad", status: "settled" },
  { venue: "venue_2", chain: "bnb-chain", status: "settled" },
  { venue: "venue_2", chain: "avalanche", status: "settled" },
  { venue: "venue_2", chain: "arbitrum-one", status: "address_verified" },
  { venue: "venue_2", chain: "optimism", status: "operator_disabled" },
  { venue: "venue_2", chain: "base", status: "operator_disabled" },
  { venue: "venue_3", chain: "base", status: "operator_disabled" },
  { venue: "venue_3", chain: "arbitrum-one", status: "operator_disabled" },
];

const LEND_OPERATIONS = ["lend", "supply", "withdraw"] as const;

export const isLive = (r: Route): boolean => r.status !== "operator_disabled";

/** The venue defi_lend_execute picks when none is named: venue_1 on Base, venue_2 on venue_2's chains. */
export function defaultVenue(chain: string): VenueId | undefined {
  if (chain === "base") return "venue_1";
  return ROUTES.some((r) => r.venue === "venue_2" && r.chain === chain) ? "venue_2" : undefined;
}

export function routeOf(venue: VenueId, chain: string): Route | undefined {
  return ROUTES.find((r) => r.venue === venue && r.chain === chain);
}

export function venueTools(): Pick<DefiHandlers, "defi_list_venues"> {
  return {
    async defi_list_venues(args, ctx) {
      const routes = ROUTES.filter((r) => (args.chain === undefined || r.chain === args.chain) && (args.venue === undefined || r.venue === args.venue) && (!args.liveOnly || isLive(r)));
      return {
        asOf: ctx.clock.now().toISOString(),
        routes: routes.map((r) => ({
          venue: r.venue,
          chain: r.chain,
          chainId: chainOf(r.chain)?.chainId ?? null,
          status: r.status,
          live: isLive(r),
          proven: r.status === "settled",
          defaultForChain: defaultVenue(r.chain) === r.venue,
          operations: [...LEND_OPERATIONS],
        })),
      };
    },
  };
}
