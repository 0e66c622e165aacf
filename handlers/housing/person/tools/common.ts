import type { RequestContext } from "mcpforge/runtime";
import type { HousingDeps } from "../../support/deps";
import type { ListingRef } from "../../support/listings";
import { IdempotencyConflict, once } from "../store/idempotency";
import type { Actor, Db } from "../store";

/**
 * Runs a write once per idempotency key (store/idempotency.ts) and turns a key reused with other
 * arguments into the tool's idempotency_conflict refusal. Nothing is written on a conflict.
 */
export async function idempotent<R, E extends string>(
  deps: HousingDeps,
  ctx: RequestContext<E | "idempotency_conflict">,
  opts: { actor: Actor; tool: string; args: { idempotency_key?: string } & object },
  fn: (trx: Db) => Promise<R>,
): Promise<R> {
  try {
    const { result } = await once(deps.person.ctx, { person: opts.actor.person, tool: opts.tool, key: opts.args.idempotency_key, args: opts.args as Record<string, unknown> }, fn);
    return result;
  } catch (err) {
    if (err instanceof IdempotencyConflict) {
      throw ctx.error("idempotency_conflict", `idempotency_key "${err.key}" was already used for ${opts.tool} with different arguments; use a new key for a new request.`, { field: "idempotency_key" });
    }
    throw err;
  }
}

/** The listing, or the tool's not_found refusal naming the id. */
export function listingOr404<E extends string>(deps: HousingDeps, ctx: RequestContext<E | "not_found">, id: string): ListingRef {
  const listing = deps.listings.get(id);
  if (!listing) throw ctx.error("not_found", `No rental listing with id ${id}: use an id from search_rentals (the part after rental: in a search result id).`, { field: "listing_id" });
  return listing;
}

/** A browser page on this host, e.g. `/housing/drafts/<id>`. */
export function pageUrl(deps: HousingDeps, path: string): string {
  return `${deps.env.baseUrl().replace(/\/+$/, "")}${path}`;
}
